import type { EquipmentStatus } from '#shared/schemas/equipment'
import { Badge } from '#web/components/ui/badge.tsx'
import { useEquipmentText } from '#web/features/equipment/hooks/use-equipment-text.ts'
import { cn } from '#web/lib/cn.ts'

const STATUS_CLASSES: Record<EquipmentStatus, string> = {
  active: 'border-transparent bg-emerald-100 text-emerald-800 dark:bg-emerald-900/40 dark:text-emerald-200',
  maintenance: 'border-transparent bg-amber-100 text-amber-900 dark:bg-amber-900/40 dark:text-amber-200',
  inactive: 'border-transparent bg-slate-100 text-slate-700 dark:bg-slate-800 dark:text-slate-200',
  retired: 'border-transparent bg-zinc-200 text-zinc-700 line-through dark:bg-zinc-800 dark:text-zinc-300',
}

/** Spec §4 equipment status, colour-coded and always spelled out (colour is never the only cue). */
export function EquipmentStatusBadge({ status }: { status: EquipmentStatus }) {
  const { status: label } = useEquipmentText()
  return (
    <Badge variant="outline" className={cn(STATUS_CLASSES[status])} data-testid="equipment-status">
      {label(status)}
    </Badge>
  )
}
