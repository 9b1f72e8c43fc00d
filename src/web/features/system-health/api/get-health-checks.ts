import { queryOptions, useQuery } from '@tanstack/react-query'
import type { HealthOverviewResponse } from '#shared/schemas/system-health'
import { answer, api } from '#web/lib/api.ts'
import { healthQueryKeys } from './health-query-keys.ts'

/** GET /api/health/checks: the latest round of checks (the server job adds one every 5 minutes). */
export const healthChecksQueryOptions = () =>
  queryOptions({
    queryKey: healthQueryKeys.checks,
    queryFn: (): Promise<HealthOverviewResponse> => answer(api.health.checks.$get()),
    refetchInterval: 60_000,
  })

export function useHealthChecks() {
  return useQuery(healthChecksQueryOptions())
}
