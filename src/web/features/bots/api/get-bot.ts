import { queryOptions, useQuery } from '@tanstack/react-query'
import type { BotDetailJson } from '#shared/schemas/bots'
import { answer, api } from '#web/lib/api.ts'
import { botQueryKeys } from './bot-query-keys.ts'

/** GET /api/bots/:botId: one bot with its configuration and counts. */
export function getBot(botId: string): Promise<BotDetailJson> {
  return answer(api.bots[':botId'].$get({ param: { botId } }))
}

export const botQueryOptions = (botId: string) =>
  queryOptions({ queryKey: botQueryKeys.detail(botId), queryFn: () => getBot(botId) })

export function useBot(botId: string) {
  return useQuery(botQueryOptions(botId))
}
