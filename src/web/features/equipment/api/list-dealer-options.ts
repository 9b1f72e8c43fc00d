import { queryOptions, useQuery } from '@tanstack/react-query'
import type { EquipmentDealerOptionsResponse } from '#shared/schemas/equipment'
import { apiFetch } from '#web/lib/api-client.ts'
import { equipmentQueryKeys } from './equipment-query-keys.ts'

/** GET /api/equipment/dealer-options: the dealers the equipment form may assign an item to. */
export function listDealerOptions(): Promise<EquipmentDealerOptionsResponse> {
  return apiFetch<EquipmentDealerOptionsResponse>('/api/equipment/dealer-options')
}

export const dealerOptionsQueryOptions = () =>
  queryOptions({ queryKey: equipmentQueryKeys.dealerOptions, queryFn: listDealerOptions })

export function useDealerOptions(enabled = true) {
  return useQuery({ ...dealerOptionsQueryOptions(), enabled })
}
