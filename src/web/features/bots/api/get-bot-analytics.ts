import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query'
import type { BotAnalyticsJson } from '#shared/schemas/bots'
import { answer, api, searchParamsOf } from '#web/lib/api.ts'
import { botQueryKeys } from './bot-query-keys.ts'

/** GET /api/bot-analytics/:botId?days=N: the bot's real figures for the period. */
export function getBotAnalytics(botId: string, days: number): Promise<BotAnalyticsJson> {
  return answer(api['bot-analytics'][':botId'].$get({ param: { botId }, query: searchParamsOf({ days }) }))
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
