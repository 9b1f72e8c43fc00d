import { MoreHorizontalIcon, PencilIcon, WrenchIcon } from 'lucide-react'
import { EQUIPMENT_STATUS_VALUES, type EquipmentItem, type EquipmentStatus } from '#shared/schemas/equipment'
import { Button } from '#web/components/ui/button.tsx'
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuRadioGroup,
  DropdownMenuRadioItem,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from '#web/components/ui/dropdown-menu.tsx'
import { useChangeEquipmentStatus } from '#web/features/equipment/api/change-equipment-status.ts'
import { useEquipmentText } from '#web/features/equipment/hooks/use-equipment-text.ts'
import { toast } from '#web/lib/toast.ts'

type EquipmentRowActionsProps = {
  item: EquipmentItem
  canWrite: boolean
  onEdit: (item: EquipmentItem) => void
  onOpenMaintenance: (id: string) => void
}

/** Edit, status change (spec §4 statuses) and the item's service plan, in one menu per row. */
export function EquipmentRowActions({ item, canWrite, onEdit, onOpenMaintenance }: EquipmentRowActionsProps) {
  const { t, status: statusLabel } = useEquipmentText()
  const changeStatus = useChangeEquipmentStatus()

  async function onStatusChange(value: string) {
    const status = value as EquipmentStatus
    if (status === item.status) return
    try {
      await changeStatus.mutateAsync({ id: item.id, status })
      toast.success(t('actions.statusChanged', { status: statusLabel(status) }), {
        description: item.serialNumber,
      })
    } catch {
      toast.error(t('actions.statusFailed'))
    }
  }

  return (
    <DropdownMenu>
      <DropdownMenuTrigger asChild>
        <Button variant="ghost" size="icon" aria-label={t('actions.menu', { serial: item.serialNumber })}>
          <MoreHorizontalIcon aria-hidden="true" />
        </Button>
      </DropdownMenuTrigger>
      <DropdownMenuContent align="end" className="w-56">
        <DropdownMenuItem onSelect={() => onOpenMaintenance(item.id)}>
          <WrenchIcon aria-hidden="true" />
          {t('actions.servicePlan')}
        </DropdownMenuItem>
        {canWrite ? (
          <>
            <DropdownMenuItem onSelect={() => onEdit(item)}>
              <PencilIcon aria-hidden="true" />
              {t('actions.edit')}
            </DropdownMenuItem>
            <DropdownMenuSeparator />
            <DropdownMenuLabel>{t('actions.changeStatus')}</DropdownMenuLabel>
            <DropdownMenuRadioGroup value={item.status} onValueChange={onStatusChange}>
              {EQUIPMENT_STATUS_VALUES.map((value) => (
                <DropdownMenuRadioItem key={value} value={value} disabled={changeStatus.isPending}>
                  {statusLabel(value)}
                </DropdownMenuRadioItem>
              ))}
            </DropdownMenuRadioGroup>
          </>
        ) : null}
      </DropdownMenuContent>
    </DropdownMenu>
  )
}
