import { useMutation, useQueryClient } from '@tanstack/react-query'
import type { EquipmentResponse, ServiceEntryInput } from '#shared/schemas/equipment'
import { answer, api } from '#web/lib/api.ts'
import { equipmentQueryKeys } from './equipment-query-keys.ts'

/** POST /api/equipment/:id/services: logs a service; with a plan, the interval restarts from it. */
export function recordService(id: string, input: ServiceEntryInput): Promise<EquipmentResponse> {
  return answer(api.equipment[':id'].services.$post({ param: { id }, json: input }))
}

export function useRecordService(id: string) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (input: ServiceEntryInput) => recordService(id, input),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: equipmentQueryKeys.all }),
  })
}
