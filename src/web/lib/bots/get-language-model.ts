import { queryOptions, useQuery } from '@tanstack/react-query'
import type { LanguageModelStatus } from '#shared/schemas/language-model'
import { answer, api } from '#web/lib/api.ts'

/** Under the bots' ['bots'] keys, so invalidating the bots refreshes it too. */
export const languageModelQueryKey = ['bots', 'language-model'] as const

/** GET /api/bots/language-model: whether the server has a language model (it changes only on restart). */
export const languageModelQueryOptions = () =>
  queryOptions({
    queryKey: languageModelQueryKey,
    queryFn: (): Promise<LanguageModelStatus> => answer(api.bots['language-model'].$get()),
    staleTime: 5 * 60_000,
  })

export function useLanguageModel() {
  return useQuery(languageModelQueryOptions())
}
