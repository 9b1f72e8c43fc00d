import { useMutation, useQueryClient } from '@tanstack/react-query'
import type { ProgramStepsResponse } from '#shared/schemas/onboarding'
import { answer, api } from '#web/lib/api.ts'
import { onboardingKeys } from './onboarding-query-keys.ts'

/** DELETE a program step. */
export function deleteStep({
  programId,
  stepId,
}: {
  programId: string
  stepId: string
}): Promise<ProgramStepsResponse> {
  return answer(
    api.onboarding.programs[':programId'].steps[':stepId'].$delete({ param: { programId, stepId } }),
  )
}

export function useDeleteStep() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: deleteStep,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: onboardingKeys.all }),
  })
}
