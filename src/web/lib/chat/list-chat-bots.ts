import { queryOptions, useQuery } from '@tanstack/react-query'
import type { ChatBotsResponse } from '#shared/schemas/chat'
import { answer, api } from '#web/lib/api.ts'
import { chatBotsQueryKey } from './chat-bots-query-key.ts'

// Shared by the chat pages and the mobile support screen (features do not import each other).

/** GET /api/chat/bots: the assistants the user may use (spec §6), with the /chat-bots counts. */
export function listChatBots(): Promise<ChatBotsResponse> {
  return answer(api.chat.bots.$get())
}

export const chatBotsQueryOptions = () => queryOptions({ queryKey: chatBotsQueryKey, queryFn: listChatBots })

export function useChatBots() {
  return useQuery(chatBotsQueryOptions())
}
