import { queryOptions, useQuery } from '@tanstack/react-query'
import type { ChatMessageListResponse } from '#shared/schemas/chat'
import { answer, api } from '#web/lib/api.ts'
import { chatQueryKeys } from './chat-query-keys.ts'

/** GET /api/chat/sessions/:id/messages: oldest first (spec §7), with status and the viewer's thumbs. */
export function listChatMessages(sessionId: string): Promise<ChatMessageListResponse> {
  return answer(api.chat.sessions[':id'].messages.$get({ param: { id: sessionId } }))
}

export const chatMessagesQueryOptions = (sessionId: string) =>
  queryOptions({
    queryKey: chatQueryKeys.messages(sessionId),
    queryFn: () => listChatMessages(sessionId),
    // Realtime events keep the list current; a refetch is triggered by them, not by a timer.
    staleTime: Number.POSITIVE_INFINITY,
  })

export function useChatMessages(sessionId: string | null) {
  return useQuery({ ...chatMessagesQueryOptions(sessionId ?? ''), enabled: Boolean(sessionId) })
}
