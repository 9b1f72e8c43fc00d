import { useMutation, useQueryClient } from '@tanstack/react-query'

import { apiFetch } from '#web/lib/api-client.ts'
import { onboardingKeys } from './onboarding-query-keys.ts'

/** DELETE /api/onboarding/programs/:id (409 while dealers are enrolled). */
export function deleteProgram(programId: string): Promise<{ id: string; deleted: true }> {
  return apiFetch<{ id: string; deleted: true }>(`/api/onboarding/programs/${programId}`, {
    method: 'DELETE',
  })
}

export function useDeleteProgram() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: deleteProgram,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: onboardingKeys.all }),
  })
}
