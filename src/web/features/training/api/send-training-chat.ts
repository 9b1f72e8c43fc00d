import { useMutation, useQueryClient } from '@tanstack/react-query'
import type { TrainingChatInput, TrainingChatReplyJson } from '#shared/schemas/training'
import { answer, api } from '#web/lib/api.ts'

/** POST /api/training/bots/:botId/chat: one message of the bot's test chat. */
export function sendTrainingChat({
  botId,
  ...body
}: TrainingChatInput & { botId: string }): Promise<TrainingChatReplyJson> {
  return answer(api.training.bots[':botId'].chat.$post({ param: { botId }, json: body }))
}

export function useSendTrainingChat() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: sendTrainingChat,
    // An unanswered question lands in the suggestion inbox.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['knowledge', 'suggestions'] }),
  })
}
