import { useMutation, useQueryClient } from '@tanstack/react-query'
import type { DeleteProgramResponse } from '#shared/schemas/onboarding'
import { answer, api } from '#web/lib/api.ts'
import { onboardingKeys } from './onboarding-query-keys.ts'

/** DELETE /api/onboarding/programs/:id (409 while dealers are enrolled). */
export function deleteProgram(programId: string): Promise<DeleteProgramResponse> {
  return answer(api.onboarding.programs[':programId'].$delete({ param: { programId } }))
}

export function useDeleteProgram() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: deleteProgram,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: onboardingKeys.all }),
  })
}
