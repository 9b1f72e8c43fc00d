import { queryOptions, useQuery } from '@tanstack/react-query'
import type { EquipmentDealerOptionsResponse } from '#shared/schemas/equipment'
import { answer, api } from '#web/lib/api.ts'
import { equipmentQueryKeys } from './equipment-query-keys.ts'

/** GET /api/equipment/dealer-options: the dealers the equipment form may assign an item to. */
export function listDealerOptions(): Promise<EquipmentDealerOptionsResponse> {
  return answer(api.equipment['dealer-options'].$get())
}

export const dealerOptionsQueryOptions = () =>
  queryOptions({ queryKey: equipmentQueryKeys.dealerOptions, queryFn: listDealerOptions })

export function useDealerOptions(enabled = true) {
  return useQuery({ ...dealerOptionsQueryOptions(), enabled })
}
