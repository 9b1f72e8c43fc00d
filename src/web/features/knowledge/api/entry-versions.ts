import { useMutation, useQueryClient } from '@tanstack/react-query'
import type { KnowledgeEntryJson } from '#shared/schemas/knowledge'
import { answer, api } from '#web/lib/api.ts'
import { invalidateKnowledge } from './invalidate-knowledge.ts'

/** POST /api/knowledge/entries/:id/versions/:versionId/restore (issue 33 item 4). */
export function restoreVersion({
  entryId,
  versionId,
  expectedUpdatedAt,
}: {
  entryId: string
  versionId: string
  expectedUpdatedAt: string
}): Promise<KnowledgeEntryJson> {
  return answer(
    api.knowledge.entries[':id'].versions[':versionId'].restore.$post({
      param: { id: entryId, versionId },
      json: { expected_updated_at: expectedUpdatedAt },
    }),
  )
}

/** DELETE /api/knowledge/entries/:id/pending: drops the edit that waits for approval. */
export function discardPendingVersion(entryId: string): Promise<KnowledgeEntryJson> {
  return answer(api.knowledge.entries[':id'].pending.$delete({ param: { id: entryId } }))
}

export function useRestoreVersion() {
  const queryClient = useQueryClient()
  return useMutation({ mutationFn: restoreVersion, onSettled: () => invalidateKnowledge(queryClient) })
}

export function useDiscardPendingVersion() {
  const queryClient = useQueryClient()
  return useMutation({ mutationFn: discardPendingVersion, onSuccess: () => invalidateKnowledge(queryClient) })
}
