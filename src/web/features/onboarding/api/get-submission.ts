import { queryOptions, useQuery } from '@tanstack/react-query'
import type { SubmissionDetail } from '#shared/schemas/onboarding'
import { apiFetch } from '#web/lib/api-client.ts'
import { onboardingKeys } from './onboarding-query-keys.ts'

/** GET /api/onboarding/submissions/:id: text, files, step and earlier rounds. */
export function getSubmission(id: string): Promise<SubmissionDetail> {
  return apiFetch<SubmissionDetail>(`/api/onboarding/submissions/${encodeURIComponent(id)}`)
}

export const getSubmissionQueryOptions = (id: string) =>
  queryOptions({ queryKey: onboardingKeys.submission(id), queryFn: () => getSubmission(id) })

export function useSubmission(id: string) {
  return useQuery(getSubmissionQueryOptions(id))
}
