import type { EquipmentItem } from '#shared/schemas/equipment'
import { useEquipmentText } from '#web/features/equipment/hooks/use-equipment-text.ts'
import { DueLabel } from './due-label.tsx'
import { EquipmentRowActions } from './equipment-row-actions.tsx'
import { EquipmentStatusBadge } from './equipment-status-badge.tsx'

type EquipmentListProps = {
  items: EquipmentItem[]
  canWrite: boolean
  onEdit: (item: EquipmentItem) => void
  onOpenMaintenance: (id: string) => void
}

function DealerCell({ item }: { item: EquipmentItem }) {
  const place = [item.dealer.city, item.dealer.country].filter(Boolean).join(', ')
  return (
    <span className="inline-flex flex-col">
      <span>{item.dealer.name}</span>
      {place ? <span className="text-xs text-muted-foreground">{place}</span> : null}
    </span>
  )
}

/** A table from 768 px, stacked cards below it: the same rows, readable on a phone without scrolling sideways. */
export function EquipmentList({ items, canWrite, onEdit, onOpenMaintenance }: EquipmentListProps) {
  const { t, day } = useEquipmentText()
  const actions = (item: EquipmentItem) => (
    <EquipmentRowActions
      item={item}
      canWrite={canWrite}
      onEdit={onEdit}
      onOpenMaintenance={onOpenMaintenance}
    />
  )
  return (
    <>
      <div className="hidden overflow-x-auto rounded-lg border md:block">
        <table className="w-full text-sm">
          <thead className="bg-muted/50 text-left">
            <tr>
              <th scope="col" className="px-3 py-2 font-medium">
                {t('columns.model')}
              </th>
              <th scope="col" className="px-3 py-2 font-medium">
                {t('columns.serialNumber')}
              </th>
              <th scope="col" className="px-3 py-2 font-medium">
                {t('columns.type')}
              </th>
              <th scope="col" className="px-3 py-2 font-medium">
                {t('columns.status')}
              </th>
              <th scope="col" className="px-3 py-2 font-medium">
                {t('columns.deliveryDate')}
              </th>
              <th scope="col" className="px-3 py-2 font-medium">
                {t('columns.dealer')}
              </th>
              <th scope="col" className="px-3 py-2 font-medium">
                {t('columns.nextService')}
              </th>
              <th scope="col" className="px-3 py-2 font-medium">
                <span className="sr-only">{t('columns.actions')}</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {items.map((item) => (
              <tr key={item.id} className="border-t align-top" data-testid="equipment-row">
                <td className="px-3 py-2 font-medium">{item.model}</td>
                <td className="px-3 py-2 font-mono text-xs whitespace-nowrap">{item.serialNumber}</td>
                <td className="px-3 py-2">{item.equipmentType}</td>
                <td className="px-3 py-2">
                  <EquipmentStatusBadge status={item.status} />
                </td>
                <td className="px-3 py-2 whitespace-nowrap">{day(item.deliveryDate)}</td>
                <td className="px-3 py-2">
                  <DealerCell item={item} />
                </td>
                <td className="px-3 py-2">
                  <DueLabel maintenance={item.maintenance} />
                </td>
                <td className="px-1 py-1 text-right">{actions(item)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <ul className="grid gap-3 md:hidden">
        {items.map((item) => (
          <li key={item.id} className="rounded-lg border p-3 text-sm" data-testid="equipment-card">
            <div className="flex items-start justify-between gap-2">
              <div className="min-w-0">
                <p className="font-medium">{item.model}</p>
                <p className="font-mono text-xs break-all text-muted-foreground">{item.serialNumber}</p>
              </div>
              <div className="flex shrink-0 items-center gap-1">
                <EquipmentStatusBadge status={item.status} />
                {actions(item)}
              </div>
            </div>
            <dl className="mt-2 grid grid-cols-2 gap-2">
              <div>
                <dt className="text-xs text-muted-foreground">{t('columns.type')}</dt>
                <dd>{item.equipmentType}</dd>
              </div>
              <div>
                <dt className="text-xs text-muted-foreground">{t('columns.deliveryDate')}</dt>
                <dd>{day(item.deliveryDate)}</dd>
              </div>
              <div>
                <dt className="text-xs text-muted-foreground">{t('columns.dealer')}</dt>
                <dd>
                  <DealerCell item={item} />
                </dd>
              </div>
              <div>
                <dt className="text-xs text-muted-foreground">{t('columns.nextService')}</dt>
                <dd>
                  <DueLabel maintenance={item.maintenance} />
                </dd>
              </div>
            </dl>
          </li>
        ))}
      </ul>
    </>
  )
}
