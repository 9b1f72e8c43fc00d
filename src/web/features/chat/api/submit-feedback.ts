import { useMutation, useQueryClient } from '@tanstack/react-query'
import type { ChatFeedbackInput, ChatFeedbackJson, ChatMessagesResponse } from '#shared/schemas/chat'
import { apiFetch } from '#web/lib/api-client.ts'
import { chatQueryKeys } from './chat-query-keys.ts'

/** POST /api/chat/messages/:id/feedback (spec §7 chat_feedback). */
export function submitFeedback(
  messageId: string,
  input: ChatFeedbackInput,
): Promise<{ feedback: ChatFeedbackJson }> {
  return apiFetch(`/api/chat/messages/${encodeURIComponent(messageId)}/feedback`, {
    method: 'POST',
    body: input,
  })
}

export function useSubmitFeedback(sessionId: string) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: ({ messageId, input }: { messageId: string; input: ChatFeedbackInput }) =>
      submitFeedback(messageId, input),
    onSuccess: ({ feedback }) => {
      if (feedback.feedbackType === 'rating') return
      queryClient.setQueryData<ChatMessagesResponse>(chatQueryKeys.messages(sessionId), (current) =>
        current
          ? {
              messages: current.messages.map((message) =>
                message.id === feedback.messageId
                  ? { ...message, myFeedback: feedback.feedbackType as 'positive' | 'negative' }
                  : message,
              ),
            }
          : current,
      )
    },
  })
}
