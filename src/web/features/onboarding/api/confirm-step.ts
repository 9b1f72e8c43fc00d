import { useMutation, useQueryClient } from '@tanstack/react-query'
import type { OnboardingView } from '#shared/schemas/onboarding'
import { answer, api } from '#web/lib/api.ts'
import { onboardingKeys } from './onboarding-query-keys.ts'

/** POST .../steps/:stepId/confirm: the dealer confirms a manual_confirmation step. */
export function confirmStep({
  onboardingId,
  stepId,
  note,
}: {
  onboardingId: string
  stepId: string
  note: string | null
}): Promise<OnboardingView> {
  return answer(
    api.onboarding.onboardings[':onboardingId'].steps[':stepId'].confirm.$post({
      param: { onboardingId, stepId },
      json: { note },
    }),
  )
}

export function useConfirmStep() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: confirmStep,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: onboardingKeys.all }),
  })
}
