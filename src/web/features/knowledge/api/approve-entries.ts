import { useMutation, useQueryClient } from '@tanstack/react-query'
import type { BulkApproveResponse } from '#shared/schemas/knowledge'
import { answer, api } from '#web/lib/api.ts'
import { invalidateKnowledge } from './invalidate-knowledge.ts'

/** POST /api/knowledge/entries/approve: approves the given entries (one or many, spec §4). */
export function approveEntries(ids: string[]): Promise<BulkApproveResponse> {
  return answer(api.knowledge.entries.approve.$post({ json: { ids } }))
}

export function useApproveEntries() {
  const queryClient = useQueryClient()
  return useMutation({ mutationFn: approveEntries, onSuccess: () => invalidateKnowledge(queryClient) })
}
