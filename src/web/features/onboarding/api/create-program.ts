import { useMutation, useQueryClient } from '@tanstack/react-query'
import type { CreateProgramInput, ProgramSummary } from '#shared/schemas/onboarding'
import { apiFetch } from '#web/lib/api-client.ts'
import { onboardingKeys } from './onboarding-query-keys.ts'

/** POST /api/onboarding/programs: the program and its approved steps. */
export function createProgram(input: CreateProgramInput): Promise<ProgramSummary> {
  return apiFetch<ProgramSummary>('/api/onboarding/programs', { method: 'POST', body: input })
}

export function useCreateProgram() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: createProgram,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: onboardingKeys.all }),
  })
}
