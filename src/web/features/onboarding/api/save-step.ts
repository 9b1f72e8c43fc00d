import { useMutation, useQueryClient } from '@tanstack/react-query'
import type { ProgramStepsResponse, StepInput } from '#shared/schemas/onboarding'
import { answer, api } from '#web/lib/api.ts'
import { isApiError } from '#web/lib/api-client.ts'
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
}): Promise<ProgramStepsResponse> {
  const steps = api.onboarding.programs[':programId'].steps
  if (!stepId) return answer(steps.$post({ param: { programId }, json: input }))
  // An edit without the version it started from is the server's 400, as it always was.
  return answer(
    steps[':stepId'].$patch({
      param: { programId, stepId },
      json: { ...input, expectedUpdatedAt: expectedUpdatedAt ?? '' },
    }),
  )
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
