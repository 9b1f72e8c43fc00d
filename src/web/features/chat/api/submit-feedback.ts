import { useMutation, useQueryClient } from '@tanstack/react-query'
import type { ChatFeedbackInput, ChatFeedbackResponse, ChatMessageListResponse } from '#shared/schemas/chat'
import { answer, api } from '#web/lib/api.ts'
import { chatQueryKeys } from './chat-query-keys.ts'

/** POST /api/chat/messages/:id/feedback (spec §7 chat_feedback). */
export function submitFeedback(messageId: string, input: ChatFeedbackInput): Promise<ChatFeedbackResponse> {
  return answer(api.chat.messages[':id'].feedback.$post({ param: { id: messageId }, json: input }))
}

export function useSubmitFeedback(sessionId: string) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: ({ messageId, input }: { messageId: string; input: ChatFeedbackInput }) =>
      submitFeedback(messageId, input),
    onSuccess: ({ feedback }) => {
      if (feedback.feedbackType === 'rating') return
      queryClient.setQueryData<ChatMessageListResponse>(chatQueryKeys.messages(sessionId), (current) =>
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
