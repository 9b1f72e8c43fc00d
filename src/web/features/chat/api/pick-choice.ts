import { useMutation, useQueryClient } from '@tanstack/react-query'
import type { ChatMessageListResponse, PickChoiceInput, PickChoiceResponse } from '#shared/schemas/chat'
import { answer, api, withActionKey } from '#web/lib/api.ts'
import { newActionKey } from '#web/lib/api-client.ts'
import { mergeMessages } from './chat-cache-patches.ts'
import { chatQueryKeys } from './chat-query-keys.ts'

/** POST /api/chat/sessions/:id/messages/:messageId/choice: the picked entry's answer (issue 33). */
export function pickChoice(
  sessionId: string,
  messageId: string,
  input: PickChoiceInput,
  idempotencyKey?: string,
): Promise<PickChoiceResponse> {
  return answer(
    api.chat.sessions[':id'].messages[':messageId'].choice.$post(
      { param: { id: sessionId, messageId }, json: input },
      withActionKey(idempotencyKey),
    ),
  )
}

export function usePickChoice(sessionId: string) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: ({ messageId, entryId }: { messageId: string; entryId: string }) =>
      pickChoice(sessionId, messageId, { entryId }, newActionKey()),
    onSuccess: ({ offer, botMessage }) => {
      queryClient.setQueryData<ChatMessageListResponse>(chatQueryKeys.messages(sessionId), (current) => {
        const merged = mergeMessages(current, [botMessage])
        return {
          messages: merged.messages.map((message) =>
            message.id === offer.messageId ? { ...message, chosenEntryId: offer.chosenEntryId } : message,
          ),
        }
      })
    },
    // A pick someone made in another tab, or an entry taken back meanwhile: show what is stored.
    onError: () => void queryClient.invalidateQueries({ queryKey: chatQueryKeys.messages(sessionId) }),
  })
}
