import { queryOptions, useQuery } from '@tanstack/react-query'
import type { DealerDetailResponse } from '#shared/schemas/dealers'
import { answer, api } from '#web/lib/api.ts'
import { dealerQueryKeys } from './dealer-query-keys.ts'

export type DealerDetail = DealerDetailResponse

/** GET /api/dealers/:id: details, equipment, onboarding, conversation counts and what the caller may do. */
export function getDealer(id: string): Promise<DealerDetailResponse> {
  return answer(api.dealers[':id'].$get({ param: { id } }))
}

export const dealerQueryOptions = (id: string) =>
  queryOptions({ queryKey: dealerQueryKeys.detail(id), queryFn: () => getDealer(id) })

export function useDealer(id: string) {
  return useQuery(dealerQueryOptions(id))
}
