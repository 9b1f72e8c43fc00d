import { queryOptions, useQuery } from '@tanstack/react-query'
import type { BotDetailJson } from '#shared/schemas/bots'
import { apiFetch } from '#web/lib/api-client.ts'
import { botQueryKeys } from './bot-query-keys.ts'

/** GET /api/bots/:botId: one bot with its configuration and counts. */
export function getBot(botId: string): Promise<BotDetailJson> {
  return apiFetch<BotDetailJson>(`/api/bots/${encodeURIComponent(botId)}`)
}

export const botQueryOptions = (botId: string) =>
  queryOptions({ queryKey: botQueryKeys.detail(botId), queryFn: () => getBot(botId) })

export function useBot(botId: string) {
  return useQuery(botQueryOptions(botId))
}
