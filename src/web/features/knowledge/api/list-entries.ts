import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query'
import type { KnowledgeEntryListJson, KnowledgeEntryListQuery } from '#shared/schemas/knowledge'
import { answer, api, searchParamsOf } from '#web/lib/api.ts'
import { knowledgeQueryKeys } from './knowledge-query-keys.ts'

export function entryQueryString(query: Record<string, unknown>): string {
  const params = new URLSearchParams()
  for (const [key, value] of Object.entries(query))
    if (value !== undefined && value !== '') params.set(key, String(value))
  return params.toString()
}

/** GET /api/knowledge/entries: the filtered entries with their status counts. */
export function listEntries(query: KnowledgeEntryListQuery): Promise<KnowledgeEntryListJson> {
  return answer(api.knowledge.entries.$get({ query: searchParamsOf(query) }))
}

export const entriesQueryOptions = (query: KnowledgeEntryListQuery) =>
  queryOptions({
    queryKey: knowledgeQueryKeys.entries(query),
    queryFn: () => listEntries(query),
    // Typing in the search keeps the table in place instead of flashing a loader.
    placeholderData: keepPreviousData,
  })

export function useEntries(query: KnowledgeEntryListQuery) {
  return useQuery(entriesQueryOptions(query))
}
