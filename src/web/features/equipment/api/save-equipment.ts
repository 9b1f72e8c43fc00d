import { useMutation, useQueryClient } from '@tanstack/react-query'
import type { EquipmentInput, EquipmentResponse, UpdateEquipmentInput } from '#shared/schemas/equipment'
import { answer, api } from '#web/lib/api.ts'
import { equipmentQueryKeys } from './equipment-query-keys.ts'

/** POST /api/equipment: Add Equipment (409 on a serial number in use). */
export function createEquipment(input: EquipmentInput): Promise<EquipmentResponse> {
  return answer(api.equipment.$post({ json: input }))
}

/** PATCH /api/equipment/:id: Edit (any subset of the fields). */
export function updateEquipment(id: string, input: UpdateEquipmentInput): Promise<EquipmentResponse> {
  return answer(api.equipment[':id'].$patch({ param: { id }, json: input }))
}

/**
 * Creates without an edit, edits with one (the item's id and the version the form started from,
 * issue 32); every equipment view refreshes afterwards.
 */
export function useSaveEquipment() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: ({ edit, input }: { edit?: { id: string; version: string }; input: EquipmentInput }) =>
      edit ? updateEquipment(edit.id, { ...input, expectedUpdatedAt: edit.version }) : createEquipment(input),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: equipmentQueryKeys.all }),
  })
}
