import { useMutation, useQueryClient } from '@tanstack/react-query'
import type { ProgramSummary, UpdateProgramInput } from '#shared/schemas/onboarding'
import { answer, api } from '#web/lib/api.ts'
import { isApiError } from '#web/lib/api-client.ts'
import { onboardingKeys } from './onboarding-query-keys.ts'

/** PATCH /api/onboarding/programs/:id: name, description, language, active, from the program's version. */
export function updateProgram({
  programId,
  ...input
}: { programId: string } & UpdateProgramInput): Promise<ProgramSummary> {
  return answer(api.onboarding.programs[':programId'].$patch({ param: { programId }, json: input }))
}

export function useUpdateProgram() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: updateProgram,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: onboardingKeys.all }),
    // A stale save (issue 32): the list shows the program as it is now; an open form keeps its text.
    onError: (error) => {
      if (isApiError(error) && error.code === 'STALE_EDIT')
        void queryClient.invalidateQueries({ queryKey: onboardingKeys.all })
    },
  })
}
