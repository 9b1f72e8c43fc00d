import { queryOptions, useQuery } from '@tanstack/react-query'
import type { OnboardingListResponse } from '#shared/schemas/onboarding'
import { answer, api } from '#web/lib/api.ts'
import { onboardingKeys } from './onboarding-query-keys.ts'

/** GET /api/onboarding/my: the onboardings of the caller's dealers (spec §6), newest first. */
export function getMyOnboardings(): Promise<OnboardingListResponse> {
  return answer(api.onboarding.my.$get())
}

export const getMyOnboardingsQueryOptions = () =>
  queryOptions({ queryKey: onboardingKeys.my, queryFn: () => getMyOnboardings() })

export function useMyOnboardings() {
  return useQuery(getMyOnboardingsQueryOptions())
}
