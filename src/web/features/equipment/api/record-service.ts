import { useMutation, useQueryClient } from '@tanstack/react-query'
import type { EquipmentResponse, ServiceEntryInput } from '#shared/schemas/equipment'
import { apiFetch } from '#web/lib/api-client.ts'
import { equipmentQueryKeys } from './equipment-query-keys.ts'

/** POST /api/equipment/:id/services: logs a service; with a plan, the interval restarts from it. */
export function recordService(id: string, input: ServiceEntryInput): Promise<EquipmentResponse> {
  return apiFetch<EquipmentResponse>(`/api/equipment/${encodeURIComponent(id)}/services`, {
    method: 'POST',
    body: input,
  })
}

export function useRecordService(id: string) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (input: ServiceEntryInput) => recordService(id, input),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: equipmentQueryKeys.all }),
  })
}
