import { useMutation, useQueryClient } from '@tanstack/react-query'
import type { EquipmentResponse, EquipmentStatus } from '#shared/schemas/equipment'
import { answer, api } from '#web/lib/api.ts'
import { equipmentQueryKeys } from './equipment-query-keys.ts'

/** PATCH /api/equipment/:id/status. */
export function changeEquipmentStatus(id: string, status: EquipmentStatus): Promise<EquipmentResponse> {
  return answer(api.equipment[':id'].status.$patch({ param: { id }, json: { status } }))
}

export function useChangeEquipmentStatus() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: ({ id, status }: { id: string; status: EquipmentStatus }) =>
      changeEquipmentStatus(id, status),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: equipmentQueryKeys.all }),
  })
}
