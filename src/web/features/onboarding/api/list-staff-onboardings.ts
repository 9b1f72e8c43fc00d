import { queryOptions, useQuery } from '@tanstack/react-query'
import type { OnboardingListResponse } from '#shared/schemas/onboarding'
import { answer, api } from '#web/lib/api.ts'
import { onboardingKeys } from './onboarding-query-keys.ts'

/** GET /api/onboarding/onboardings?status=: every dealer's onboardings (staff). */
export function listStaffOnboardings(
  status: 'active' | 'completed' | 'all',
): Promise<OnboardingListResponse> {
  return answer(api.onboarding.onboardings.$get({ query: { status } }))
}

export const listStaffOnboardingsQueryOptions = (status: 'active' | 'completed' | 'all') =>
  queryOptions({ queryKey: onboardingKeys.staffList(status), queryFn: () => listStaffOnboardings(status) })

export function useStaffOnboardings(status: 'active' | 'completed' | 'all') {
  return useQuery(listStaffOnboardingsQueryOptions(status))
}
