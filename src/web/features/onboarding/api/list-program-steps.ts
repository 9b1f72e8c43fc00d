import { queryOptions, useQuery } from '@tanstack/react-query'
import type { ProgramStep } from '#shared/schemas/onboarding'
import { apiFetch } from '#web/lib/api-client.ts'
import { onboardingKeys } from './onboarding-query-keys.ts'

/** GET /api/onboarding/programs/:id/steps, in step order. */
export function listProgramSteps(programId: string): Promise<{ steps: ProgramStep[] }> {
  return apiFetch<{ steps: ProgramStep[] }>(`/api/onboarding/programs/${encodeURIComponent(programId)}/steps`)
}

export const listProgramStepsQueryOptions = (programId: string) =>
  queryOptions({
    queryKey: onboardingKeys.programSteps(programId),
    queryFn: () => listProgramSteps(programId),
  })

export function useProgramSteps(programId: string) {
  return useQuery(listProgramStepsQueryOptions(programId))
}
