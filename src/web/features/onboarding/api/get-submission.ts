import { queryOptions, useQuery } from '@tanstack/react-query'
import type { SubmissionDetail } from '#shared/schemas/onboarding'
import { answer, api } from '#web/lib/api.ts'
import { onboardingKeys } from './onboarding-query-keys.ts'

/** GET /api/onboarding/submissions/:id: text, files, step and earlier rounds. */
export function getSubmission(id: string): Promise<SubmissionDetail> {
  return answer(api.onboarding.submissions[':submissionId'].$get({ param: { submissionId: id } }))
}

export const getSubmissionQueryOptions = (id: string) =>
  queryOptions({ queryKey: onboardingKeys.submission(id), queryFn: () => getSubmission(id) })

export function useSubmission(id: string) {
  return useQuery(getSubmissionQueryOptions(id))
}
