import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import type {
  KnowledgeEntryJson,
  KnowledgeSuggestionJson,
  ResolveSuggestionInput,
} from '#shared/schemas/knowledge'
import { apiFetch } from '#web/lib/api-client.ts'
import { invalidateKnowledge } from './invalidate-knowledge.ts'
import { knowledgeQueryKeys } from './knowledge-query-keys.ts'

const base = (botId: string) => `/api/bots/${encodeURIComponent(botId)}/suggestions`

export type SuggestionListStatus = 'pending' | 'closed'

/**
 * GET /api/bots/:botId/suggestions: pending, most frequent then newest first (spec §4); `closed`:
 * the inbox's history, resolved and dismissed ones newest first (issue 33 item 6).
 */
export function listSuggestions(
  botId: string,
  status: SuggestionListStatus = 'pending',
): Promise<{ suggestions: KnowledgeSuggestionJson[] }> {
  return apiFetch(status === 'pending' ? base(botId) : `${base(botId)}?status=${status}`)
}

export const suggestionsQueryOptions = (botId: string, status: SuggestionListStatus = 'pending') =>
  queryOptions({
    queryKey:
      status === 'pending'
        ? knowledgeQueryKeys.suggestions(botId)
        : [...knowledgeQueryKeys.suggestions(botId), status],
    queryFn: () => listSuggestions(botId, status),
  })

export function useSuggestions(botId: string, enabled = true, status: SuggestionListStatus = 'pending') {
  return useQuery({ ...suggestionsQueryOptions(botId, status), enabled })
}

/** POST .../suggestions/:id/resolve: a new entry from the suggestion, which is resolved. */
export function resolveSuggestion(args: { botId: string; id: string; input: ResolveSuggestionInput }) {
  return apiFetch(`${base(args.botId)}/${encodeURIComponent(args.id)}/resolve`, {
    method: 'POST',
    body: args.input,
  })
}

/**
 * POST .../suggestions/:id/link (issue 33 item 3): the suggestion's question becomes a phrasing of
 * an existing entry, and the suggestion is resolved.
 */
export function linkSuggestion(args: { botId: string; id: string; entryId: string }) {
  return apiFetch<{ suggestion_id: string; entry: KnowledgeEntryJson }>(
    `${base(args.botId)}/${encodeURIComponent(args.id)}/link`,
    { method: 'POST', body: { entry_id: args.entryId } },
  )
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

/** Invalidates the inbox and the entry lists (the entry gains a phrasing). */
export function useLinkSuggestion() {
  const queryClient = useQueryClient()
  return useMutation({ mutationFn: linkSuggestion, onSuccess: () => invalidateKnowledge(queryClient) })
}
