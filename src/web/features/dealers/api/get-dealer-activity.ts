import { queryOptions, useQuery } from '@tanstack/react-query'
import type { DealerActivityResponse } from '#shared/schemas/dealers'
import { answer, api } from '#web/lib/api.ts'
import { dealerQueryKeys } from './dealer-query-keys.ts'

export type DealerActivityEvent = DealerActivityResponse['events'][number]

/** GET /api/dealers/:id/activity: the dealer's timeline, newest first. */
export function getDealerActivity(id: string): Promise<DealerActivityResponse> {
  return answer(api.dealers[':id'].activity.$get({ param: { id } }))
}

export const dealerActivityQueryOptions = (id: string) =>
  queryOptions({ queryKey: dealerQueryKeys.activity(id), queryFn: () => getDealerActivity(id) })

export function useDealerActivity(id: string, enabled: boolean) {
  return useQuery({ ...dealerActivityQueryOptions(id), enabled })
}
