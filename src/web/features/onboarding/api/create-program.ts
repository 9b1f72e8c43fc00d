import { useMutation, useQueryClient } from '@tanstack/react-query'
import type { CreateProgramInput, ProgramSummary } from '#shared/schemas/onboarding'
import { answer, api } from '#web/lib/api.ts'
import { onboardingKeys } from './onboarding-query-keys.ts'

/** POST /api/onboarding/programs: the program and its approved steps. */
export function createProgram(input: CreateProgramInput): Promise<ProgramSummary> {
  return answer(api.onboarding.programs.$post({ json: input }))
}

export function useCreateProgram() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: createProgram,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: onboardingKeys.all }),
  })
}
