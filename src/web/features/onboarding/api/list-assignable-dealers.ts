import { queryOptions, useQuery } from '@tanstack/react-query'
import type { AssignableDealersResponse } from '#shared/schemas/onboarding'
import { answer, api } from '#web/lib/api.ts'
import { onboardingKeys } from './onboarding-query-keys.ts'

/** GET /api/onboarding/programs/:id/dealers: every dealer, with whether it is enrolled. */
export function listAssignableDealers(programId: string): Promise<AssignableDealersResponse> {
  return answer(api.onboarding.programs[':programId'].dealers.$get({ param: { programId } }))
}

export const listAssignableDealersQueryOptions = (programId: string) =>
  queryOptions({
    queryKey: onboardingKeys.assignableDealers(programId),
    queryFn: () => listAssignableDealers(programId),
  })

export function useAssignableDealers(programId: string) {
  return useQuery(listAssignableDealersQueryOptions(programId))
}
