import { useMutation, useQueryClient } from '@tanstack/react-query'
import type { KnowledgeEntryInput, KnowledgeEntryJson, KnowledgeEntryUpdate } from '#shared/schemas/knowledge'
import { answer, api } from '#web/lib/api.ts'
import { invalidateKnowledge } from './invalidate-knowledge.ts'

/** POST /api/knowledge/entries. */
export function createEntry(input: KnowledgeEntryInput): Promise<KnowledgeEntryJson> {
  return answer(api.knowledge.entries.$post({ json: input }))
}

/** PATCH /api/knowledge/entries/:id. */
export function updateEntry({
  id,
  input,
}: {
  id: string
  input: KnowledgeEntryUpdate
}): Promise<KnowledgeEntryJson> {
  return answer(api.knowledge.entries[':id'].$patch({ param: { id }, json: input }))
}

export function useCreateEntry() {
  const queryClient = useQueryClient()
  return useMutation({ mutationFn: createEntry, onSuccess: () => invalidateKnowledge(queryClient) })
}

export function useUpdateEntry() {
  const queryClient = useQueryClient()
  return useMutation({ mutationFn: updateEntry, onSuccess: () => invalidateKnowledge(queryClient) })
}
