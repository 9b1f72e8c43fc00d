import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import type { KnowledgeSuggestionJson, ResolveSuggestionInput } from '#shared/schemas/knowledge'
import { apiFetch } from '#web/lib/api-client.ts'
import { invalidateKnowledge } from './invalidate-knowledge.ts'
import { knowledgeQueryKeys } from './knowledge-query-keys.ts'

const base = (botId: string) => `/api/bots/${encodeURIComponent(botId)}/suggestions`

/** GET /api/bots/:botId/suggestions: pending, most frequent then newest first (spec §4). */
export function listSuggestions(botId: string): Promise<{ suggestions: KnowledgeSuggestionJson[] }> {
  return apiFetch(base(botId))
}

export const suggestionsQueryOptions = (botId: string) =>
  queryOptions({ queryKey: knowledgeQueryKeys.suggestions(botId), queryFn: () => listSuggestions(botId) })

export function useSuggestions(botId: string, enabled = true) {
  return useQuery({ ...suggestionsQueryOptions(botId), enabled })
}

/** POST .../suggestions/:id/resolve: a new entry from the suggestion, which is resolved. */
export function resolveSuggestion(args: { botId: string; id: string; input: ResolveSuggestionInput }) {
  return apiFetch(`${base(args.botId)}/${encodeURIComponent(args.id)}/resolve`, {
    method: 'POST',
    body: args.input,
  })
}

/** POST .../suggestions/:id/dismiss. */
export function dismissSuggestion(args: { botId: string; id: string }) {
  return apiFetch(`${base(args.botId)}/${encodeURIComponent(args.id)}/dismiss`, { method: 'POST' })
}

export function useResolveSuggestion() {
  const queryClient = useQueryClient()
  return useMutation({ mutationFn: resolveSuggestion, onSuccess: () => invalidateKnowledge(queryClient) })
}

export function useDismissSuggestion() {
  const queryClient = useQueryClient()
  return useMutation({ mutationFn: dismissSuggestion, onSuccess: () => invalidateKnowledge(queryClient) })
}
