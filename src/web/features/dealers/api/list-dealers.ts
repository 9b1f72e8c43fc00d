import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query'
import type { DealerListResponse, ListDealersQuery } from '#shared/schemas/dealers'
import { answer, api, searchParamsOf } from '#web/lib/api.ts'
import { dealerQueryKeys } from './dealer-query-keys.ts'

export type DealerListItem = DealerListResponse['dealers'][number]

/** GET /api/dealers: one page of the dealers the caller may see, with the total and filter values. */
export function listDealers(query: Partial<ListDealersQuery>): Promise<DealerListResponse> {
  return answer(api.dealers.$get({ query: searchParamsOf(query) }))
}

export const dealersQueryOptions = (query: Partial<ListDealersQuery>) =>
  queryOptions({
    queryKey: dealerQueryKeys.list(query),
    queryFn: () => listDealers(query),
    // The table keeps the last page on screen while the next one loads (no flash on paging).
    placeholderData: keepPreviousData,
  })

export function useDealers(query: Partial<ListDealersQuery>) {
  return useQuery(dealersQueryOptions(query))
}
