import { queryOptions, useQuery } from '@tanstack/react-query'
import type { AssignableDealer } from '#shared/schemas/onboarding'
import { apiFetch } from '#web/lib/api-client.ts'
import { onboardingKeys } from './onboarding-query-keys.ts'

/** GET /api/onboarding/programs/:id/dealers: every dealer, with whether it is enrolled. */
export function listAssignableDealers(programId: string): Promise<{ dealers: AssignableDealer[] }> {
  return apiFetch<{ dealers: AssignableDealer[] }>(
    `/api/onboarding/programs/${encodeURIComponent(programId)}/dealers`,
  )
}

export const listAssignableDealersQueryOptions = (programId: string) =>
  queryOptions({
    queryKey: onboardingKeys.assignableDealers(programId),
    queryFn: () => listAssignableDealers(programId),
  })

export function useAssignableDealers(programId: string) {
  return useQuery(listAssignableDealersQueryOptions(programId))
}
