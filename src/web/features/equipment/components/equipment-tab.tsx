import { DownloadIcon, PlusIcon, SearchIcon } from 'lucide-react'
import { useState } from 'react'
import { SEARCH_DEBOUNCE_MS } from '#shared/constants/limits'
import {
  EQUIPMENT_PAGE_SIZE,
  EQUIPMENT_STATUS_VALUES,
  type EquipmentItem,
  type EquipmentStatus,
} from '#shared/schemas/equipment'
import { NativeSelect } from '#web/components/form/native-select.tsx'
import { Button } from '#web/components/ui/button.tsx'
import { Input } from '#web/components/ui/input.tsx'
import { Label } from '#web/components/ui/label.tsx'
import { Spinner } from '#web/components/ui/spinner.tsx'
import { equipmentExportUrl, useEquipmentList } from '#web/features/equipment/api/list-equipment.ts'
import { useEquipmentText } from '#web/features/equipment/hooks/use-equipment-text.ts'
import { useDebouncedValue } from '#web/lib/use-debounced-value.ts'
import { EquipmentFormDialog } from './equipment-form-dialog.tsx'
import { EquipmentList } from './equipment-list.tsx'

type EquipmentTabProps = {
  canWrite: boolean
  onOpenMaintenance: (id: string) => void
}

/** Spec §2.12 Equipment tab: text search, status filter, Add Equipment, Edit, status changes, CSV export. */
export function EquipmentTab({ canWrite, onOpenMaintenance }: EquipmentTabProps) {
  const { t, status: statusLabel } = useEquipmentText()
  const [searchText, setSearchText] = useState('')
  const [status, setStatus] = useState<EquipmentStatus | ''>('')
  const [page, setPage] = useState(0)
  const [editing, setEditing] = useState<EquipmentItem | null>(null)
  const [adding, setAdding] = useState(false)
  // Spec §9: search waits 300 ms after the last keystroke.
  const search = useDebouncedValue(searchText.trim(), SEARCH_DEBOUNCE_MS)
  const filter = { search: search || undefined, status: status || undefined }
  const list = useEquipmentList({ ...filter, limit: EQUIPMENT_PAGE_SIZE, offset: page * EQUIPMENT_PAGE_SIZE })
  const total = list.data?.total ?? 0
  const pages = Math.max(1, Math.ceil(total / EQUIPMENT_PAGE_SIZE))
  const filtered = Boolean(filter.search || filter.status)

  return (
    <div className="grid gap-4">
      <div className="flex flex-col gap-3 md:flex-row md:items-end">
        <div className="grid flex-1 gap-1.5">
          <Label htmlFor="equipment-search">{t('toolbar.search')}</Label>
          <div className="relative">
            <SearchIcon
              aria-hidden="true"
              className="absolute top-2.5 left-2.5 size-4 text-muted-foreground"
            />
            <Input
              id="equipment-search"
              type="search"
              className="pl-8"
              placeholder={t('toolbar.searchPlaceholder')}
              value={searchText}
              onChange={(event) => {
                setSearchText(event.target.value)
                setPage(0)
              }}
            />
          </div>
        </div>
        <div className="grid gap-1.5 md:w-48">
          <Label htmlFor="equipment-status-filter">{t('toolbar.status')}</Label>
          <NativeSelect
            id="equipment-status-filter"
            value={status}
            onChange={(event) => {
              setStatus(event.target.value as EquipmentStatus | '')
              setPage(0)
            }}
          >
            <option value="">{t('toolbar.allStatuses')}</option>
            {EQUIPMENT_STATUS_VALUES.map((value) => (
              <option key={value} value={value}>
                {statusLabel(value)}
              </option>
            ))}
          </NativeSelect>
        </div>
        <div className="flex gap-2">
          <Button asChild variant="outline" className="flex-1 md:flex-none">
            <a href={equipmentExportUrl(filter)} download>
              <DownloadIcon aria-hidden="true" />
              {t('toolbar.export')}
            </a>
          </Button>
          {canWrite ? (
            <Button className="flex-1 md:flex-none" onClick={() => setAdding(true)}>
              <PlusIcon aria-hidden="true" />
              {t('toolbar.add')}
            </Button>
          ) : null}
        </div>
      </div>

      {!canWrite ? <p className="text-sm text-muted-foreground">{t('list.readOnly')}</p> : null}

      <div className="flex items-center justify-between text-sm text-muted-foreground" aria-live="polite">
        <span data-testid="equipment-count">{list.data ? t('list.count', { count: total }) : null}</span>
        {list.isFetching ? <Spinner label={t('toolbar.search')} /> : null}
      </div>

      {list.isError ? (
        <p role="alert" className="text-sm text-destructive">
          {t('list.loadFailed')}
        </p>
      ) : null}
      {list.data && list.data.equipment.length === 0 ? (
        <p className="rounded-lg border border-dashed p-8 text-center text-sm text-muted-foreground">
          {filtered ? t('list.emptyFiltered') : t('list.empty')}
        </p>
      ) : null}
      {list.data && list.data.equipment.length > 0 ? (
        <EquipmentList
          items={list.data.equipment}
          canWrite={canWrite}
          onEdit={setEditing}
          onOpenMaintenance={onOpenMaintenance}
        />
      ) : null}

      {pages > 1 ? (
        <nav
          className="flex items-center justify-end gap-2 text-sm"
          aria-label={t('list.page', { page: page + 1, pages })}
        >
          <Button
            variant="outline"
            size="sm"
            disabled={page === 0}
            onClick={() => setPage((current) => current - 1)}
          >
            {t('list.previous')}
          </Button>
          <span>{t('list.page', { page: page + 1, pages })}</span>
          <Button
            variant="outline"
            size="sm"
            disabled={page + 1 >= pages}
            onClick={() => setPage((current) => current + 1)}
          >
            {t('list.next')}
          </Button>
        </nav>
      ) : null}

      {canWrite ? <EquipmentFormDialog key="add" open={adding} onOpenChange={setAdding} /> : null}
      {canWrite && editing ? (
        <EquipmentFormDialog
          key={editing.id}
          open
          item={editing}
          onOpenChange={(open) => (open ? undefined : setEditing(null))}
        />
      ) : null}
    </div>
  )
}
