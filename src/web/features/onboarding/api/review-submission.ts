import { useMutation, useQueryClient } from '@tanstack/react-query'
import type { SubmissionDetail } from '#shared/schemas/onboarding'
import { answer, api } from '#web/lib/api.ts'
import { onboardingKeys } from './onboarding-query-keys.ts'

/** POST .../approve or .../reject (feedback required to reject). */
export function reviewSubmission({
  submissionId,
  approved,
  feedback,
}: {
  submissionId: string
  approved: boolean
  feedback: string | null
}): Promise<SubmissionDetail> {
  const submission = api.onboarding.submissions[':submissionId']
  const param = { submissionId }
  // A rejection without feedback is the server's 400 ('Feedback is required when rejecting').
  return approved
    ? answer(submission.approve.$post({ param, json: { feedback } }))
    : answer(submission.reject.$post({ param, json: { feedback: feedback ?? '' } }))
}

export function useReviewSubmission() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: reviewSubmission,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: onboardingKeys.all }),
  })
}
