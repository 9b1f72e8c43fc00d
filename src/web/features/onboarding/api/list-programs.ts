import { queryOptions, useQuery } from '@tanstack/react-query'
import type { ProgramListResponse } from '#shared/schemas/onboarding'
import { answer, api } from '#web/lib/api.ts'
import { onboardingKeys } from './onboarding-query-keys.ts'

/** GET /api/onboarding/programs: newest first, with step and enrolment counts. */
export function listPrograms(): Promise<ProgramListResponse> {
  return answer(api.onboarding.programs.$get())
}

export const listProgramsQueryOptions = () =>
  queryOptions({ queryKey: onboardingKeys.programs, queryFn: () => listPrograms() })

export function usePrograms() {
  return useQuery(listProgramsQueryOptions())
}
