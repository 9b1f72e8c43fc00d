import { useMutation, useQueryClient } from '@tanstack/react-query'
import type { OnboardingView, SubmitStepInput } from '#shared/schemas/onboarding'
import { apiFetch } from '#web/lib/api-client.ts'
import { onboardingKeys } from './onboarding-query-keys.ts'

/** POST .../steps/:stepId/submit: text and uploaded files, for review. */
export function submitStep({
  onboardingId,
  stepId,
  ...body
}: { onboardingId: string; stepId: string } & SubmitStepInput): Promise<OnboardingView> {
  return apiFetch<OnboardingView>(`/api/onboarding/onboardings/${onboardingId}/steps/${stepId}/submit`, {
    method: 'POST',
    body,
  })
}

export function useSubmitStep() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: submitStep,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: onboardingKeys.all }),
  })
}
