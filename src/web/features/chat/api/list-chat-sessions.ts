import { queryOptions, useQuery } from '@tanstack/react-query'
import type { ChatSessionsResponse } from '#shared/schemas/chat'
import { answer, api } from '#web/lib/api.ts'
import { chatQueryKeys } from './chat-query-keys.ts'

/** GET /api/chat/sessions: the user's conversations with a bot (or, for support staff, the escalated ones). */
export function listChatSessions(botId: string, view: 'mine' | 'escalated'): Promise<ChatSessionsResponse> {
  return answer(api.chat.sessions.$get({ query: { botId, view } }))
}

export const chatSessionsQueryOptions = (botId: string, view: 'mine' | 'escalated') =>
  queryOptions({
    queryKey: chatQueryKeys.sessions(botId, view),
    queryFn: () => listChatSessions(botId, view),
  })

export function useChatSessions(botId: string, view: 'mine' | 'escalated', enabled = true) {
  return useQuery({ ...chatSessionsQueryOptions(botId, view), enabled })
}
