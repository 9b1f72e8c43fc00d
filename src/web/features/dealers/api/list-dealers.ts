import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query'
import type { DealerListResponse } from '#server/modules/dealers/dealers.service'
import type { ListDealersQuery } from '#shared/schemas/dealers'
import { apiFetch } from '#web/lib/api-client.ts'
import { dealerQueryKeys } from './dealer-query-keys.ts'

export type DealerListItem = DealerListResponse['dealers'][number]

/** GET /api/dealers: one page of the dealers the caller may see, with the total and filter values. */
export function listDealers(query: Partial<ListDealersQuery>): Promise<DealerListResponse> {
  const params = new URLSearchParams()
  for (const [key, value] of Object.entries(query)) {
    if (value !== undefined && value !== '') params.set(key, String(value))
  }
  return apiFetch<DealerListResponse>(`/api/dealers?${params}`)
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
