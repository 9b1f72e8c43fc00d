import { useMutation, useQueryClient } from '@tanstack/react-query'
import type { OnboardingView } from '#shared/schemas/onboarding'
import { answer, api } from '#web/lib/api.ts'
import { onboardingKeys } from './onboarding-query-keys.ts'

/** POST .../steps/:stepId/start: pending -> in progress (spec §4 'Start Step'). */
export function startStep({
  onboardingId,
  stepId,
}: {
  onboardingId: string
  stepId: string
}): Promise<OnboardingView> {
  return answer(
    api.onboarding.onboardings[':onboardingId'].steps[':stepId'].start.$post({
      param: { onboardingId, stepId },
    }),
  )
}

export function useStartStep() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: startStep,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: onboardingKeys.all }),
  })
}
