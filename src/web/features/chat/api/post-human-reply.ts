import { useMutation, useQueryClient } from '@tanstack/react-query'
import type { ChatMessageListResponse, HumanReplyResponse } from '#shared/schemas/chat'
import { answer, api } from '#web/lib/api.ts'
import { mergeMessages } from './chat-cache-patches.ts'
import { chatQueryKeys } from './chat-query-keys.ts'

/** POST /api/chat/sessions/:id/human-replies: a support agent answers an escalated conversation. */
export function postHumanReply(sessionId: string, content: string): Promise<HumanReplyResponse> {
  return answer(
    api.chat.sessions[':id']['human-replies'].$post({ param: { id: sessionId }, json: { content } }),
  )
}

export function usePostHumanReply() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: ({ sessionId, content }: { sessionId: string; content: string }) =>
      postHumanReply(sessionId, content),
    onSuccess: ({ message }) =>
      queryClient.setQueryData<ChatMessageListResponse>(
        chatQueryKeys.messages(message.sessionId),
        (current) => mergeMessages(current, [message]),
      ),
  })
}
