import { queryOptions, useQuery } from '@tanstack/react-query'
import type { ChatSessionResponse } from '#shared/schemas/chat'
import { answer, api } from '#web/lib/api.ts'
import { chatQueryKeys } from './chat-query-keys.ts'

/** GET /api/chat/sessions/:id: one conversation the user may read. */
export function getChatSession(sessionId: string): Promise<ChatSessionResponse> {
  return answer(api.chat.sessions[':id'].$get({ param: { id: sessionId } }))
}

export const chatSessionQueryOptions = (sessionId: string) =>
  queryOptions({ queryKey: chatQueryKeys.session(sessionId), queryFn: () => getChatSession(sessionId) })

export function useChatSession(sessionId: string | null) {
  return useQuery({ ...chatSessionQueryOptions(sessionId ?? ''), enabled: Boolean(sessionId) })
}
