import { queryOptions, useQuery } from '@tanstack/react-query'
import type { OverviewResponse } from '#shared/schemas/onboarding'
import { answer, api } from '#web/lib/api.ts'
import { onboardingKeys } from './onboarding-query-keys.ts'

/** GET /api/onboarding/overview: stat cards and the 5 most recent active onboardings (spec §2.10). */
export function getOverview(): Promise<OverviewResponse> {
  return answer(api.onboarding.overview.$get())
}

export const getOverviewQueryOptions = () =>
  queryOptions({ queryKey: onboardingKeys.overview, queryFn: () => getOverview() })

export function useOverview() {
  return useQuery(getOverviewQueryOptions())
}
