import { useMutation, useQueryClient } from '@tanstack/react-query'
import type { ProgramStep } from '#shared/schemas/onboarding'
import { apiFetch } from '#web/lib/api-client.ts'
import { onboardingKeys } from './onboarding-query-keys.ts'

/** PUT .../steps/order: every step id once, in the new order. */
export function reorderSteps({
  programId,
  stepIds,
}: {
  programId: string
  stepIds: string[]
}): Promise<{ steps: ProgramStep[] }> {
  return apiFetch<{ steps: ProgramStep[] }>(`/api/onboarding/programs/${programId}/steps/order`, {
    method: 'PUT',
    body: { stepIds },
  })
}

export function useReorderSteps() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: reorderSteps,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: onboardingKeys.all }),
  })
}
