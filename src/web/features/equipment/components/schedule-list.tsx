import type { ScheduleItem } from '#shared/schemas/equipment'
import { Button } from '#web/components/ui/button.tsx'
import { useEquipmentText } from '#web/features/equipment/hooks/use-equipment-text.ts'
import { DueLabel } from './due-label.tsx'
import { EquipmentStatusBadge } from './equipment-status-badge.tsx'

type ScheduleListProps = {
  schedules: ScheduleItem[]
  onOpenMaintenance: (id: string) => void
  label: string
}

/** Maintenance plans as a list of rows (equipment, dealer, interval, last service, next due). */
export function ScheduleList({ schedules, onOpenMaintenance, label }: ScheduleListProps) {
  const { t, day, interval } = useEquipmentText()
  return (
    <ul className="divide-y rounded-lg border" aria-label={label}>
      {schedules.map((row) => (
        <li
          key={row.equipment.id}
          className="grid gap-2 p-3 text-sm sm:grid-cols-[minmax(0,2fr)_minmax(0,1.5fr)_minmax(0,1fr)_minmax(0,1.2fr)_auto] sm:items-center"
          data-testid="schedule-row"
        >
          <div className="min-w-0">
            <p className="font-medium">{row.equipment.model}</p>
            <p className="font-mono text-xs break-all text-muted-foreground">{row.equipment.serialNumber}</p>
          </div>
          <div className="min-w-0">
            <p>{row.dealer.name}</p>
            <p className="text-xs text-muted-foreground">
              {[row.dealer.city, row.dealer.country].filter(Boolean).join(', ')}
            </p>
          </div>
          <div className="text-xs text-muted-foreground">
            <p>{interval(row.maintenance.intervalDays)}</p>
            <p>
              {t('columns.lastService')}:{' '}
              {row.maintenance.lastServiceDate
                ? day(row.maintenance.lastServiceDate)
                : t('maintenance.never')}
            </p>
          </div>
          <div className="flex flex-wrap items-center gap-2">
            <DueLabel maintenance={row.maintenance} />
            {row.equipment.status !== 'active' ? (
              <EquipmentStatusBadge status={row.equipment.status} />
            ) : null}
          </div>
          <Button
            variant="outline"
            size="sm"
            onClick={() => onOpenMaintenance(row.equipment.id)}
            aria-label={`${t('actions.servicePlan')}: ${row.equipment.serialNumber}`}
          >
            {t('actions.servicePlan')}
          </Button>
        </li>
      ))}
    </ul>
  )
}
