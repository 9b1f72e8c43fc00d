import { queryOptions, useQuery } from '@tanstack/react-query'
import type { BotListJson } from '#shared/schemas/bots'
import { answer, api } from '#web/lib/api.ts'
import { botQueryKeys } from './bot-query-keys.ts'

/** GET /api/bots: every bot with its knowledge and usage counts, newest first. */
export function listBots(): Promise<BotListJson> {
  return answer(api.bots.$get())
}

/** Spec §2.14: the list refreshes when the window regains focus. */
export const botListQueryOptions = () =>
  queryOptions({ queryKey: botQueryKeys.list, queryFn: listBots, refetchOnWindowFocus: 'always' })

export function useBotList() {
  return useQuery(botListQueryOptions())
}
