import { queryOptions, useQuery } from '@tanstack/react-query'
import type { DealerDetailResponse } from '#server/modules/dealers/dealers.service'
import { apiFetch } from '#web/lib/api-client.ts'
import { dealerQueryKeys } from './dealer-query-keys.ts'

export type DealerDetail = DealerDetailResponse

/** GET /api/dealers/:id: details, equipment, onboarding, conversation counts and what the caller may do. */
export function getDealer(id: string): Promise<DealerDetailResponse> {
  return apiFetch<DealerDetailResponse>(`/api/dealers/${encodeURIComponent(id)}`)
}

export const dealerQueryOptions = (id: string) =>
  queryOptions({ queryKey: dealerQueryKeys.detail(id), queryFn: () => getDealer(id) })

export function useDealer(id: string) {
  return useQuery(dealerQueryOptions(id))
}
