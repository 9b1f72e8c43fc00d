import { queryOptions, useQuery } from '@tanstack/react-query'
import type { ProgramStepsResponse } from '#shared/schemas/onboarding'
import { answer, api } from '#web/lib/api.ts'
import { onboardingKeys } from './onboarding-query-keys.ts'

/** GET /api/onboarding/programs/:id/steps, in step order. */
export function listProgramSteps(programId: string): Promise<ProgramStepsResponse> {
  return answer(api.onboarding.programs[':programId'].steps.$get({ param: { programId } }))
}

export const listProgramStepsQueryOptions = (programId: string) =>
  queryOptions({
    queryKey: onboardingKeys.programSteps(programId),
    queryFn: () => listProgramSteps(programId),
  })

export function useProgramSteps(programId: string) {
  return useQuery(listProgramStepsQueryOptions(programId))
}
