import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import type {
  DismissedSuggestionsResponse,
  ResolvedSuggestionGroupResponse,
  ResolveSuggestionGroupInput,
  SuggestionGroupListResponse,
  SuggestionListResponse,
} from '#shared/schemas/knowledge'
import { answer, api } from '#web/lib/api.ts'
import { invalidateKnowledge } from './invalidate-knowledge.ts'
import { knowledgeQueryKeys } from './knowledge-query-keys.ts'

export type SuggestionListStatus = 'pending' | 'closed'

/**
 * GET /api/bots/:botId/suggestions: pending, most frequent then newest first (spec §4); `closed`:
 * the inbox's history, resolved and dismissed ones newest first (issue 33 item 6).
 */
export function listSuggestions(
  botId: string,
  status: SuggestionListStatus = 'pending',
): Promise<SuggestionListResponse> {
  const query = status === 'pending' ? {} : { status }
  return answer(api.bots[':botId'].suggestions.$get({ param: { botId }, query }))
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

/**
 * GET .../suggestions/groups (issue 36 item 3): the pending suggestions as groups of near-duplicate
 * questions across wording and language, each with the bot's last answer and confidence.
 */
export function listSuggestionGroups(botId: string): Promise<SuggestionGroupListResponse> {
  return answer(api.bots[':botId'].suggestions.groups.$get({ param: { botId } }))
}

export function useSuggestionGroups(botId: string, enabled = true) {
  return useQuery({
    queryKey: [...knowledgeQueryKeys.suggestions(botId), 'groups'],
    queryFn: () => listSuggestionGroups(botId),
    enabled,
  })
}

/** POST .../suggestions/link: every question of the group becomes a phrasing of the entry. */
export function linkSuggestionGroup(args: {
  botId: string
  ids: string[]
  entryId: string
}): Promise<ResolvedSuggestionGroupResponse> {
  return answer(
    api.bots[':botId'].suggestions.link.$post({
      param: { botId: args.botId },
      json: { suggestion_ids: args.ids, entry_id: args.entryId },
    }),
  )
}

/** POST .../suggestions/resolve: one entry for the group, its other questions as phrasings. */
export function resolveSuggestionGroup(args: {
  botId: string
  input: ResolveSuggestionGroupInput
}): Promise<ResolvedSuggestionGroupResponse> {
  return answer(
    api.bots[':botId'].suggestions.resolve.$post({ param: { botId: args.botId }, json: args.input }),
  )
}

/** POST .../suggestions/dismiss: several at once, all or none. */
export function dismissSuggestions(args: {
  botId: string
  ids: string[]
}): Promise<DismissedSuggestionsResponse> {
  return answer(
    api.bots[':botId'].suggestions.dismiss.$post({
      param: { botId: args.botId },
      json: { suggestion_ids: args.ids },
    }),
  )
}

export function useLinkSuggestionGroup() {
  const queryClient = useQueryClient()
  return useMutation({ mutationFn: linkSuggestionGroup, onSuccess: () => invalidateKnowledge(queryClient) })
}

export function useResolveSuggestionGroup() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: resolveSuggestionGroup,
    onSuccess: () => invalidateKnowledge(queryClient),
  })
}

export function useDismissSuggestions() {
  const queryClient = useQueryClient()
  return useMutation({ mutationFn: dismissSuggestions, onSuccess: () => invalidateKnowledge(queryClient) })
}
