import { queryOptions, useQuery } from '@tanstack/react-query'
import type { ProgramSummary } from '#shared/schemas/onboarding'
import { apiFetch } from '#web/lib/api-client.ts'
import { onboardingKeys } from './onboarding-query-keys.ts'

/** GET /api/onboarding/programs: newest first, with step and enrolment counts. */
export function listPrograms(): Promise<{ programs: ProgramSummary[] }> {
  return apiFetch<{ programs: ProgramSummary[] }>('/api/onboarding/programs')
}

export const listProgramsQueryOptions = () =>
  queryOptions({ queryKey: onboardingKeys.programs, queryFn: () => listPrograms() })

export function usePrograms() {
  return useQuery(listProgramsQueryOptions())
}
