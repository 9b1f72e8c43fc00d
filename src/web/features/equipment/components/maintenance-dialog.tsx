import { CalendarClockIcon } from 'lucide-react'
import type { EquipmentDetail } from '#shared/schemas/equipment'
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
} from '#web/components/ui/dialog.tsx'
import { Separator } from '#web/components/ui/separator.tsx'
import { Spinner } from '#web/components/ui/spinner.tsx'
import { useEquipmentDetail } from '#web/features/equipment/api/get-equipment.ts'
import { useEquipmentText } from '#web/features/equipment/hooks/use-equipment-text.ts'
import { DueLabel } from './due-label.tsx'
import { EquipmentStatusBadge } from './equipment-status-badge.tsx'
import { MaintenancePlanForm } from './maintenance-plan-form.tsx'
import { RecordServiceForm } from './record-service-form.tsx'

type MaintenanceDialogProps = {
  equipmentId: string | null
  onClose: () => void
  canWrite: boolean
}

/** One item's maintenance plan (interval, last service, next due, overdue) and its service log. */
export function MaintenanceDialog({ equipmentId, onClose, canWrite }: MaintenanceDialogProps) {
  const { t } = useEquipmentText()
  return (
    <Dialog open={equipmentId !== null} onOpenChange={(open) => (open ? undefined : onClose())}>
      <DialogContent className="sm:max-w-2xl">
        {equipmentId ? <MaintenanceDetail id={equipmentId} canWrite={canWrite} /> : null}
        {equipmentId ? null : <DialogTitle className="sr-only">{t('maintenance.title')}</DialogTitle>}
      </DialogContent>
    </Dialog>
  )
}

function MaintenanceDetail({ id, canWrite }: { id: string; canWrite: boolean }) {
  const { t } = useEquipmentText()
  const detail = useEquipmentDetail(id)
  const item = detail.data?.equipment
  return (
    <>
      <DialogHeader>
        <DialogTitle>{t('maintenance.title')}</DialogTitle>
        <DialogDescription>
          {item ? `${item.model} · ${item.serialNumber} · ${item.dealer.name}` : ' '}
        </DialogDescription>
      </DialogHeader>
      {detail.isPending ? <Spinner label={t('maintenance.title')} className="mx-auto size-6" /> : null}
      {detail.isError ? (
        <p role="alert" className="text-sm text-destructive">
          {t('maintenance.loadFailed')}
        </p>
      ) : null}
      {item ? <MaintenanceBody item={item} canWrite={canWrite} /> : null}
    </>
  )
}

function MaintenanceBody({ item, canWrite }: { item: EquipmentDetail; canWrite: boolean }) {
  const { t, day, interval } = useEquipmentText()
  return (
    <div className="grid gap-5">
      <section aria-labelledby="maintenance-plan-heading" className="grid gap-3">
        <div className="flex flex-wrap items-center justify-between gap-2">
          <h3 id="maintenance-plan-heading" className="font-semibold">
            {t('maintenance.plan')}
          </h3>
          <EquipmentStatusBadge status={item.status} />
        </div>
        {item.maintenance ? (
          <dl
            className="grid gap-3 rounded-lg border bg-muted/30 p-3 text-sm sm:grid-cols-3"
            data-testid="plan-summary"
          >
            <div>
              <dt className="text-muted-foreground">{t('columns.interval')}</dt>
              <dd className="font-medium">{interval(item.maintenance.intervalDays)}</dd>
            </div>
            <div>
              <dt className="text-muted-foreground">{t('maintenance.lastService')}</dt>
              <dd className="font-medium">
                {item.maintenance.lastServiceDate
                  ? day(item.maintenance.lastServiceDate)
                  : t('maintenance.never')}
              </dd>
            </div>
            <div>
              <dt className="text-muted-foreground">{t('maintenance.nextDue')}</dt>
              <dd>
                <DueLabel maintenance={item.maintenance} />
              </dd>
            </div>
          </dl>
        ) : (
          <p className="flex items-center gap-2 text-sm text-muted-foreground">
            <CalendarClockIcon aria-hidden="true" className="size-4" />
            {t('maintenance.noPlan')}
          </p>
        )}
        {canWrite ? (
          <MaintenancePlanForm key={`${item.id}-${item.maintenance?.nextDueDate}`} item={item} />
        ) : null}
      </section>
      {canWrite ? (
        <>
          <Separator />
          <section aria-labelledby="record-service-heading" className="grid gap-3">
            <h3 id="record-service-heading" className="font-semibold">
              {t('maintenance.recordTitle')}
            </h3>
            <RecordServiceForm equipmentId={item.id} deliveryDate={item.deliveryDate} />
          </section>
        </>
      ) : null}
      <Separator />
      <section aria-labelledby="service-log-heading" className="grid gap-3">
        <h3 id="service-log-heading" className="font-semibold">
          {t('maintenance.log')}
        </h3>
        {item.serviceLog.length === 0 ? (
          <p className="text-sm text-muted-foreground">{t('maintenance.logEmpty')}</p>
        ) : (
          <ol className="grid gap-2" aria-label={t('maintenance.log')}>
            {item.serviceLog.map((entry) => (
              <li key={entry.id} className="rounded-md border p-3 text-sm" data-testid="service-entry">
                <div className="flex flex-wrap items-baseline justify-between gap-2">
                  <span className="font-medium">{day(entry.serviceDate)}</span>
                  {entry.performedBy ? (
                    <span className="text-muted-foreground">{entry.performedBy}</span>
                  ) : null}
                </div>
                <p className="mt-1">{entry.description}</p>
                {entry.recordedBy ? (
                  <p className="mt-1 text-xs text-muted-foreground">
                    {t('maintenance.recordedBy', { name: entry.recordedBy })}
                  </p>
                ) : null}
              </li>
            ))}
          </ol>
        )}
      </section>
    </div>
  )
}
