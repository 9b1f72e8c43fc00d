import { useMutation, useQueryClient } from '@tanstack/react-query'
import type { OnboardingView, SubmitStepInput } from '#shared/schemas/onboarding'
import { answer, api } from '#web/lib/api.ts'
import { onboardingKeys } from './onboarding-query-keys.ts'

/** POST .../steps/:stepId/submit: text and uploaded files, for review. */
export function submitStep({
  onboardingId,
  stepId,
  ...body
}: { onboardingId: string; stepId: string } & SubmitStepInput): Promise<OnboardingView> {
  return answer(
    api.onboarding.onboardings[':onboardingId'].steps[':stepId'].submit.$post({
      param: { onboardingId, stepId },
      json: body,
    }),
  )
}

export function useSubmitStep() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: submitStep,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: onboardingKeys.all }),
  })
}
