import { queryOptions, useQuery } from '@tanstack/react-query'
import type { LanguageModelStatus } from '#shared/schemas/language-model'
import { apiFetch } from '#web/lib/api-client.ts'
import { botQueryKeys } from './bot-query-keys.ts'

/** GET /api/bots/language-model: whether the server has a language model (it changes only on restart). */
export const languageModelQueryOptions = () =>
  queryOptions({
    queryKey: botQueryKeys.languageModel,
    queryFn: () => apiFetch<LanguageModelStatus>('/api/bots/language-model'),
    staleTime: 5 * 60_000,
  })

export function useLanguageModel() {
  return useQuery(languageModelQueryOptions())
}
