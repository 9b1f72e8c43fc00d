import { useMutation, useQueryClient } from '@tanstack/react-query'
import type { AssignProgramResponse } from '#shared/schemas/onboarding'
import { apiFetch } from '#web/lib/api-client.ts'
import { onboardingKeys } from './onboarding-query-keys.ts'

/** POST .../assignments: enrols dealers in the program. */
export function assignProgram({
  programId,
  dealerIds,
}: {
  programId: string
  dealerIds: string[]
}): Promise<AssignProgramResponse> {
  return apiFetch<AssignProgramResponse>(`/api/onboarding/programs/${programId}/assignments`, {
    method: 'POST',
    body: { dealerIds },
  })
}

export function useAssignProgram() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: assignProgram,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: onboardingKeys.all }),
  })
}
