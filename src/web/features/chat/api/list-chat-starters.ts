import { queryOptions, useQuery } from '@tanstack/react-query'
import type { ChatLanguage } from '#shared/constants/chat'
import type { ChatStartersResponse } from '#shared/schemas/chat'
import { answer, api } from '#web/lib/api.ts'
import { chatQueryKeys } from './chat-query-keys.ts'

/** GET /api/chat/bots/:botId/starters: the questions an empty conversation offers (issue 35). */
export function listChatStarters(botId: string, language: ChatLanguage): Promise<ChatStartersResponse> {
  return answer(api.chat.bots[':botId'].starters.$get({ param: { botId }, query: { language } }))
}

export const chatStartersQueryOptions = (botId: string, language: ChatLanguage) =>
  queryOptions({
    queryKey: chatQueryKeys.starters(botId, language),
    queryFn: () => listChatStarters(botId, language),
  })

export function useChatStarters(botId: string, language: ChatLanguage) {
  return useQuery(chatStartersQueryOptions(botId, language))
}
