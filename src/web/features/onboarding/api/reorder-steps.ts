import { useMutation, useQueryClient } from '@tanstack/react-query'
import type { ProgramStepsResponse } from '#shared/schemas/onboarding'
import { answer, api } from '#web/lib/api.ts'
import { onboardingKeys } from './onboarding-query-keys.ts'

/** PUT .../steps/order: every step id once, in the new order. */
export function reorderSteps({
  programId,
  stepIds,
}: {
  programId: string
  stepIds: string[]
}): Promise<ProgramStepsResponse> {
  return answer(
    api.onboarding.programs[':programId'].steps.order.$put({ param: { programId }, json: { stepIds } }),
  )
}

export function useReorderSteps() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: reorderSteps,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: onboardingKeys.all }),
  })
}
