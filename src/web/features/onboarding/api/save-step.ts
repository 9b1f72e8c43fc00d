import { useMutation, useQueryClient } from '@tanstack/react-query'
import type { ProgramStep, StepInput } from '#shared/schemas/onboarding'
import { apiFetch } from '#web/lib/api-client.ts'
import { onboardingKeys } from './onboarding-query-keys.ts'

/** POST (new) or PATCH (edit) a program step; answers the program's steps. */
export function saveStep({
  programId,
  stepId,
  input,
}: {
  programId: string
  stepId?: string
  input: StepInput
}): Promise<{ steps: ProgramStep[] }> {
  return stepId
    ? apiFetch<{ steps: ProgramStep[] }>(`/api/onboarding/programs/${programId}/steps/${stepId}`, {
        method: 'PATCH',
        body: input,
      })
    : apiFetch<{ steps: ProgramStep[] }>(`/api/onboarding/programs/${programId}/steps`, {
        method: 'POST',
        body: input,
      })
}

export function useSaveStep() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: saveStep,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: onboardingKeys.all }),
  })
}
