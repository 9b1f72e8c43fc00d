import { useMutation, useQueryClient } from '@tanstack/react-query'
import type { EquipmentResponse, MaintenancePlanInput } from '#shared/schemas/equipment'
import { answer, api } from '#web/lib/api.ts'
import { equipmentQueryKeys } from './equipment-query-keys.ts'

/** PUT /api/equipment/:id/maintenance-plan: sets or replaces the item's plan. */
export function setMaintenancePlan(id: string, input: MaintenancePlanInput): Promise<EquipmentResponse> {
  return answer(api.equipment[':id']['maintenance-plan'].$put({ param: { id }, json: input }))
}

/** DELETE /api/equipment/:id/maintenance-plan. */
export function removeMaintenancePlan(id: string): Promise<EquipmentResponse> {
  return answer(api.equipment[':id']['maintenance-plan'].$delete({ param: { id } }))
}

export function useSetMaintenancePlan(id: string) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (input: MaintenancePlanInput) => setMaintenancePlan(id, input),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: equipmentQueryKeys.all }),
  })
}

export function useRemoveMaintenancePlan(id: string) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: () => removeMaintenancePlan(id),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: equipmentQueryKeys.all }),
  })
}
