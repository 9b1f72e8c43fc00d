import { useMutation, useQueryClient } from '@tanstack/react-query'
import type { ChatMessageJson, ChatMessagesResponse } from '#shared/schemas/chat'
import { apiFetch } from '#web/lib/api-client.ts'
import { mergeMessages } from './chat-cache-patches.ts'
import { chatQueryKeys } from './chat-query-keys.ts'

/** POST /api/chat/sessions/:id/human-replies: a support agent answers an escalated conversation. */
export function postHumanReply(sessionId: string, content: string): Promise<{ message: ChatMessageJson }> {
  return apiFetch(`/api/chat/sessions/${encodeURIComponent(sessionId)}/human-replies`, {
    method: 'POST',
    body: { content },
  })
}

export function usePostHumanReply() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: ({ sessionId, content }: { sessionId: string; content: string }) =>
      postHumanReply(sessionId, content),
    onSuccess: ({ message }) =>
      queryClient.setQueryData<ChatMessagesResponse>(chatQueryKeys.messages(message.sessionId), (current) =>
        mergeMessages(current, [message]),
      ),
  })
}
