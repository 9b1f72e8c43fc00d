import { useMutation, useQueryClient } from '@tanstack/react-query'
import type { ProgramStep, StepInput } from '#shared/schemas/onboarding'
import { apiFetch, isApiError } from '#web/lib/api-client.ts'
import { onboardingKeys } from './onboarding-query-keys.ts'

/**
 * POST (new) or PATCH (edit) a program step; answers the program's steps. An edit sends the
 * step's version it started from (issue 32).
 */
export function saveStep({
  programId,
  stepId,
  expectedUpdatedAt,
  input,
}: {
  programId: string
  stepId?: string
  expectedUpdatedAt?: string
  input: StepInput
}): Promise<{ steps: ProgramStep[] }> {
  return stepId
    ? apiFetch<{ steps: ProgramStep[] }>(`/api/onboarding/programs/${programId}/steps/${stepId}`, {
        method: 'PATCH',
        body: { ...input, expectedUpdatedAt },
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
    // A stale save (issue 32): the list shows the steps as they are now; the open form keeps its text.
    onError: (error) => {
      if (isApiError(error) && error.code === 'STALE_EDIT')
        void queryClient.invalidateQueries({ queryKey: onboardingKeys.all })
    },
  })
}
