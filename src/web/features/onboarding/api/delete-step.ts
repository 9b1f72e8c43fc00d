import { useMutation, useQueryClient } from '@tanstack/react-query'
import type { ProgramStep } from '#shared/schemas/onboarding'
import { apiFetch } from '#web/lib/api-client.ts'
import { onboardingKeys } from './onboarding-query-keys.ts'

/** DELETE a program step. */
export function deleteStep({
  programId,
  stepId,
}: {
  programId: string
  stepId: string
}): Promise<{ steps: ProgramStep[] }> {
  return apiFetch<{ steps: ProgramStep[] }>(`/api/onboarding/programs/${programId}/steps/${stepId}`, {
    method: 'DELETE',
  })
}

export function useDeleteStep() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: deleteStep,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: onboardingKeys.all }),
  })
}
