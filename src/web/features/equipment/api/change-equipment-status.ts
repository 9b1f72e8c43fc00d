import { useMutation, useQueryClient } from '@tanstack/react-query'
import type { EquipmentResponse, EquipmentStatus } from '#shared/schemas/equipment'
import { apiFetch } from '#web/lib/api-client.ts'
import { equipmentQueryKeys } from './equipment-query-keys.ts'

/** PATCH /api/equipment/:id/status. */
export function changeEquipmentStatus(id: string, status: EquipmentStatus): Promise<EquipmentResponse> {
  return apiFetch<EquipmentResponse>(`/api/equipment/${encodeURIComponent(id)}/status`, {
    method: 'PATCH',
    body: { status },
  })
}

export function useChangeEquipmentStatus() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: ({ id, status }: { id: string; status: EquipmentStatus }) =>
      changeEquipmentStatus(id, status),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: equipmentQueryKeys.all }),
  })
}
