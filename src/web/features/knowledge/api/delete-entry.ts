import { useMutation, useQueryClient } from '@tanstack/react-query'
import { apiFetch } from '#web/lib/api-client.ts'
import { invalidateKnowledge } from './invalidate-knowledge.ts'

/** DELETE /api/knowledge/entries/:id. */
export function deleteEntry(id: string): Promise<{ id: string; deleted: true }> {
  return apiFetch(`/api/knowledge/entries/${encodeURIComponent(id)}`, { method: 'DELETE' })
}

export function useDeleteEntry() {
  const queryClient = useQueryClient()
  return useMutation({ mutationFn: deleteEntry, onSuccess: () => invalidateKnowledge(queryClient) })
}
