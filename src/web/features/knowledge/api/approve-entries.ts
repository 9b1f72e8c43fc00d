import { useMutation, useQueryClient } from '@tanstack/react-query'
import { apiFetch } from '#web/lib/api-client.ts'
import { invalidateKnowledge } from './invalidate-knowledge.ts'

/** POST /api/knowledge/entries/approve: approves the given entries (one or many, spec §4). */
export function approveEntries(ids: string[]): Promise<{ approved: number; ids: string[] }> {
  return apiFetch('/api/knowledge/entries/approve', { method: 'POST', body: { ids } })
}

export function useApproveEntries() {
  const queryClient = useQueryClient()
  return useMutation({ mutationFn: approveEntries, onSuccess: () => invalidateKnowledge(queryClient) })
}
