import { queryOptions, useQuery } from '@tanstack/react-query'
import type { HealthHistoryResponse } from '#shared/schemas/system-health'
import { answer, api } from '#web/lib/api.ts'
import { healthQueryKeys } from './health-query-keys.ts'

/** GET /api/health/history: every round of the last 24 hours, oldest first. */
export const healthHistoryQueryOptions = () =>
  queryOptions({
    queryKey: healthQueryKeys.history,
    queryFn: (): Promise<HealthHistoryResponse> => answer(api.health.history.$get()),
    refetchInterval: 5 * 60_000,
  })

export function useHealthHistory() {
  return useQuery(healthHistoryQueryOptions())
}
