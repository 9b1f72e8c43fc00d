import { useMutation, useQueryClient } from '@tanstack/react-query'
import type { AssignProgramResponse } from '#shared/schemas/onboarding'
import { answer, api } from '#web/lib/api.ts'
import { onboardingKeys } from './onboarding-query-keys.ts'

/** POST .../assignments: enrols dealers in the program. */
export function assignProgram({
  programId,
  dealerIds,
}: {
  programId: string
  dealerIds: string[]
}): Promise<AssignProgramResponse> {
  return answer(
    api.onboarding.programs[':programId'].assignments.$post({ param: { programId }, json: { dealerIds } }),
  )
}

export function useAssignProgram() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: assignProgram,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: onboardingKeys.all }),
  })
}
