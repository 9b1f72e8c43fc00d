import { useMutation, useQueryClient } from '@tanstack/react-query'
import type { ProgramSummary, UpdateProgramInput } from '#shared/schemas/onboarding'
import { apiFetch } from '#web/lib/api-client.ts'
import { onboardingKeys } from './onboarding-query-keys.ts'

/** PATCH /api/onboarding/programs/:id: name, description, language, active. */
export function updateProgram({
  programId,
  ...input
}: { programId: string } & UpdateProgramInput): Promise<ProgramSummary> {
  return apiFetch<ProgramSummary>(`/api/onboarding/programs/${programId}`, { method: 'PATCH', body: input })
}

export function useUpdateProgram() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: updateProgram,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: onboardingKeys.all }),
  })
}
