import { queryOptions, useQuery } from '@tanstack/react-query'
import type { OnboardingView } from '#shared/schemas/onboarding'
import { answer, api } from '#web/lib/api.ts'
import { onboardingKeys } from './onboarding-query-keys.ts'

/** GET /api/onboarding/onboardings/:id: one onboarding with its steps, progress, files and submissions. */
export function getOnboarding(id: string): Promise<OnboardingView> {
  return answer(api.onboarding.onboardings[':onboardingId'].$get({ param: { onboardingId: id } }))
}

export const getOnboardingQueryOptions = (id: string) =>
  queryOptions({ queryKey: onboardingKeys.detail(id), queryFn: () => getOnboarding(id) })

export function useOnboarding(id: string) {
  return useQuery(getOnboardingQueryOptions(id))
}
