import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query'
import type { ListEquipmentQuery, ListEquipmentResponse } from '#shared/schemas/equipment'
import { answer, api, searchParamsOf } from '#web/lib/api.ts'
import { equipmentQueryKeys, toSearchParams } from './equipment-query-keys.ts'

export type EquipmentListFilter = Partial<ListEquipmentQuery>

/** GET /api/equipment: search (model, serial number, type), status and dealer filters, newest first. */
export function listEquipment(filter: EquipmentListFilter): Promise<ListEquipmentResponse> {
  return answer(api.equipment.$get({ query: searchParamsOf(filter) }))
}

export const equipmentListQueryOptions = (filter: EquipmentListFilter) =>
  queryOptions({
    queryKey: equipmentQueryKeys.list(filter),
    queryFn: () => listEquipment(filter),
    // Typing a search keeps the previous rows on screen until the new ones arrive.
    placeholderData: keepPreviousData,
  })

export function useEquipmentList(filter: EquipmentListFilter) {
  return useQuery(equipmentListQueryOptions(filter))
}

/** The CSV download of the same filters (GET /api/equipment/export.csv), opened as a plain link. */
export function equipmentExportUrl(
  filter: Pick<EquipmentListFilter, 'search' | 'status' | 'dealerId'>,
): string {
  return `/api/equipment/export.csv${toSearchParams(filter)}`
}
