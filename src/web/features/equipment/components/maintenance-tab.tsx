import { MAINTENANCE_DUE_WINDOW_DAYS } from '#shared/schemas/equipment'
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '#web/components/ui/card.tsx'
import { Spinner } from '#web/components/ui/spinner.tsx'
import { useSchedules } from '#web/features/equipment/api/list-schedules.ts'
import { useServiceLog } from '#web/features/equipment/api/list-service-log.ts'
import { useEquipmentText } from '#web/features/equipment/hooks/use-equipment-text.ts'
import { ScheduleList } from './schedule-list.tsx'

/** Maintenance (spec §2.12 'coming soon', built): what is due in the next 30 days, and the latest services. */
export function MaintenanceTab({ onOpenMaintenance }: { onOpenMaintenance: (id: string) => void }) {
  const { t, day } = useEquipmentText()
  const due = useSchedules({ dueWithinDays: MAINTENANCE_DUE_WINDOW_DAYS })
  const log = useServiceLog(20)
  return (
    <div className="grid gap-6">
      <Card>
        <CardHeader>
          <CardTitle asChild>
            <h2>{t('maintenanceTab.dueTitle')}</h2>
          </CardTitle>
          <CardDescription>{t('maintenanceTab.dueDescription')}</CardDescription>
        </CardHeader>
        <CardContent>
          {due.isPending ? <Spinner label={t('maintenanceTab.dueTitle')} /> : null}
          {due.isError ? (
            <p role="alert" className="text-sm text-destructive">
              {t('list.loadFailed')}
            </p>
          ) : null}
          {due.data?.schedules.length === 0 ? (
            <p className="text-sm text-muted-foreground">{t('maintenanceTab.dueEmpty')}</p>
          ) : null}
          {due.data && due.data.schedules.length > 0 ? (
            <ScheduleList
              schedules={due.data.schedules}
              onOpenMaintenance={onOpenMaintenance}
              label={t('maintenanceTab.dueTitle')}
            />
          ) : null}
        </CardContent>
      </Card>
      <Card>
        <CardHeader>
          <CardTitle asChild>
            <h2>{t('maintenanceTab.logTitle')}</h2>
          </CardTitle>
          <CardDescription>{t('maintenanceTab.logDescription')}</CardDescription>
        </CardHeader>
        <CardContent>
          {log.isPending ? <Spinner label={t('maintenanceTab.logTitle')} /> : null}
          {log.data?.entries.length === 0 ? (
            <p className="text-sm text-muted-foreground">{t('maintenanceTab.logEmpty')}</p>
          ) : null}
          {log.data && log.data.entries.length > 0 ? (
            <ol className="divide-y rounded-lg border" aria-label={t('maintenanceTab.logTitle')}>
              {log.data.entries.map((entry) => (
                <li
                  key={entry.id}
                  className="grid gap-1 p-3 text-sm sm:grid-cols-[8rem_minmax(0,1fr)_minmax(0,1fr)]"
                >
                  <span className="font-medium">{day(entry.serviceDate)}</span>
                  <span>
                    {entry.description}
                    {entry.performedBy ? (
                      <span className="text-muted-foreground"> · {entry.performedBy}</span>
                    ) : null}
                  </span>
                  <span className="text-muted-foreground">
                    {entry.equipment.model} ·{' '}
                    <span className="font-mono text-xs">{entry.equipment.serialNumber}</span> ·{' '}
                    {entry.dealer.name}
                  </span>
                </li>
              ))}
            </ol>
          ) : null}
        </CardContent>
      </Card>
    </div>
  )
}
