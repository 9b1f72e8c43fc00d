import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query'
import type { KnowledgeEntryListJson, KnowledgeEntryListQuery } from '#shared/schemas/knowledge'
import { answer, api, searchParamsOf } from '#web/lib/api.ts'
import { knowledgeEntriesQueryKey } from './knowledge-entries-query-key.ts'

/** GET /api/knowledge/entries: the filtered entries with their status counts. */
export function listEntries(query: KnowledgeEntryListQuery): Promise<KnowledgeEntryListJson> {
  return answer(api.knowledge.entries.$get({ query: searchParamsOf(query) }))
}

export const entriesQueryOptions = (query: KnowledgeEntryListQuery) =>
  queryOptions({
    queryKey: knowledgeEntriesQueryKey(query),
    queryFn: () => listEntries(query),
    // Typing in the search keeps the table in place instead of flashing a loader.
    placeholderData: keepPreviousData,
  })

export function useEntries(query: KnowledgeEntryListQuery) {
  return useQuery(entriesQueryOptions(query))
}
