import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query'
import type { BotAnalyticsJson } from '#shared/schemas/bots'
import { apiFetch } from '#web/lib/api-client.ts'
import { botQueryKeys } from './bot-query-keys.ts'

/** GET /api/bot-analytics/:botId?days=N: the bot's real figures for the period. */
export function getBotAnalytics(botId: string, days: number): Promise<BotAnalyticsJson> {
  return apiFetch(`/api/bot-analytics/${encodeURIComponent(botId)}?days=${days}`)
}

export const botAnalyticsQueryOptions = (botId: string, days: number) =>
  queryOptions({
    queryKey: [...botQueryKeys.detail(botId), 'analytics', days],
    queryFn: () => getBotAnalytics(botId, days),
    placeholderData: keepPreviousData,
  })

export function useBotAnalytics(botId: string, days: number) {
  return useQuery(botAnalyticsQueryOptions(botId, days))
}
