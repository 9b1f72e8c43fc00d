import { useMutation, useQueryClient } from '@tanstack/react-query'
import type { KnowledgeEntryInput, KnowledgeEntryJson, KnowledgeEntryUpdate } from '#shared/schemas/knowledge'
import { apiFetch } from '#web/lib/api-client.ts'
import { invalidateKnowledge } from './invalidate-knowledge.ts'

/** POST /api/knowledge/entries. */
export function createEntry(input: KnowledgeEntryInput): Promise<KnowledgeEntryJson> {
  return apiFetch<KnowledgeEntryJson>('/api/knowledge/entries', { method: 'POST', body: input })
}

/** PATCH /api/knowledge/entries/:id. */
export function updateEntry({
  id,
  input,
}: {
  id: string
  input: KnowledgeEntryUpdate
}): Promise<KnowledgeEntryJson> {
  return apiFetch<KnowledgeEntryJson>(`/api/knowledge/entries/${encodeURIComponent(id)}`, {
    method: 'PATCH',
    body: input,
  })
}

export function useCreateEntry() {
  const queryClient = useQueryClient()
  return useMutation({ mutationFn: createEntry, onSuccess: () => invalidateKnowledge(queryClient) })
}

export function useUpdateEntry() {
  const queryClient = useQueryClient()
  return useMutation({ mutationFn: updateEntry, onSuccess: () => invalidateKnowledge(queryClient) })
}
