import { useMutation, useQueryClient } from '@tanstack/react-query'
import type { SubmissionDetail } from '#shared/schemas/onboarding'
import { apiFetch } from '#web/lib/api-client.ts'
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
  return apiFetch<SubmissionDetail>(
    `/api/onboarding/submissions/${submissionId}/${approved ? 'approve' : 'reject'}`,
    { method: 'POST', body: { feedback } },
  )
}

export function useReviewSubmission() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: reviewSubmission,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: onboardingKeys.all }),
  })
}
