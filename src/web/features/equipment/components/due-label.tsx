import { AlertTriangleIcon } from 'lucide-react'
import type { MaintenanceSummary } from '#shared/schemas/equipment'
import { Badge } from '#web/components/ui/badge.tsx'
import { useEquipmentText } from '#web/features/equipment/hooks/use-equipment-text.ts'

/** The next due date with how far away it is; overdue items carry a red badge. */
export function DueLabel({ maintenance }: { maintenance: MaintenanceSummary | null }) {
  const { t, day, dueLabel } = useEquipmentText()
  if (!maintenance) return <span className="text-muted-foreground">{t('list.noPlan')}</span>
  return (
    <span className="inline-flex flex-col gap-1" data-testid="due-label" data-overdue={maintenance.overdue}>
      <span className="font-medium">{day(maintenance.nextDueDate)}</span>
      <span className="inline-flex flex-wrap items-center gap-1.5 text-xs text-muted-foreground">
        {maintenance.overdue ? (
          <Badge variant="destructive">
            <AlertTriangleIcon aria-hidden="true" />
            {t('due.overdueBadge')}
          </Badge>
        ) : null}
        {dueLabel(maintenance)}
      </span>
    </span>
  )
}
