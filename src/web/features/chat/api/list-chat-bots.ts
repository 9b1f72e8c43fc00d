import { queryOptions, useQuery } from '@tanstack/react-query'
import type { ChatBotsResponse } from '#shared/schemas/chat'
import { answer, api } from '#web/lib/api.ts'
import { chatQueryKeys } from './chat-query-keys.ts'

/** GET /api/chat/bots: the assistants the user may use (spec §6), with the /chat-bots counts. */
export function listChatBots(): Promise<ChatBotsResponse> {
  return answer(api.chat.bots.$get())
}

export const chatBotsQueryOptions = () =>
  queryOptions({ queryKey: chatQueryKeys.bots, queryFn: listChatBots })

export function useChatBots() {
  return useQuery(chatBotsQueryOptions())
}
