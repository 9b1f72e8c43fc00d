import type { QueryClient } from '@tanstack/react-query'
import { BOT_QUERY_PREFIX, knowledgeQueryKeys } from './knowledge-query-keys.ts'

/** After any knowledge change: the lists, details, tags, inbox and the bots' counts. */
export function invalidateKnowledge(queryClient: QueryClient) {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: knowledgeQueryKeys.all }),
    queryClient.invalidateQueries({ queryKey: BOT_QUERY_PREFIX }),
  ])
}
