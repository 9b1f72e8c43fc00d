import { queryOptions, useQuery } from '@tanstack/react-query'
import { SEARCH_QUERY_MIN_LENGTH, type SearchResponse } from '#shared/schemas/search'
import { answer, api, withSignal } from '#web/lib/api.ts'

/** GET /api/search: what the signed-in user may see, matched on the server (permission-filtered there). */
export function getSearchResults(q: string, signal?: AbortSignal): Promise<SearchResponse> {
  return answer(api.search.$get({ query: { q } }, withSignal(signal)))
}

export const searchQueryKey = (q: string) => ['search', q] as const

export const searchQueryOptions = (q: string) =>
  queryOptions({
    queryKey: searchQueryKey(q),
    queryFn: ({ signal }) => getSearchResults(q, signal),
    enabled: q.length >= SEARCH_QUERY_MIN_LENGTH,
    // Dealers, news and bots change while the dialog is in use; a search a minute old is asked again.
    staleTime: 60_000,
  })

export function useSearchResults(q: string) {
  return useQuery(searchQueryOptions(q))
}
