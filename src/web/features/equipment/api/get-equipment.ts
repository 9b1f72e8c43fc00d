import { queryOptions, useQuery } from '@tanstack/react-query'
import type { EquipmentResponse } from '#shared/schemas/equipment'
import { answer, api } from '#web/lib/api.ts'
import { equipmentQueryKeys } from './equipment-query-keys.ts'

/** GET /api/equipment/:id: one item with its maintenance plan and service log. */
export function getEquipment(id: string): Promise<EquipmentResponse> {
  return answer(api.equipment[':id'].$get({ param: { id } }))
}

export const equipmentDetailQueryOptions = (id: string) =>
  queryOptions({ queryKey: equipmentQueryKeys.detail(id), queryFn: () => getEquipment(id) })

export function useEquipmentDetail(id: string) {
  return useQuery(equipmentDetailQueryOptions(id))
}
