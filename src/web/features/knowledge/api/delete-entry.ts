import { useMutation, useQueryClient } from '@tanstack/react-query'
import { answer, api } from '#web/lib/api.ts'
import { invalidateKnowledge } from './invalidate-knowledge.ts'

/** DELETE /api/knowledge/entries/:id. */
export function deleteEntry(id: string) {
  return answer(api.knowledge.entries[':id'].$delete({ param: { id } }))
}

export function useDeleteEntry() {
  const queryClient = useQueryClient()
  return useMutation({ mutationFn: deleteEntry, onSuccess: () => invalidateKnowledge(queryClient) })
}
