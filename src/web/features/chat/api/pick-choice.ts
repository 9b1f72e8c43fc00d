import { useMutation, useQueryClient } from '@tanstack/react-query'
import type { ChatMessagesResponse, PickChoiceInput, PickChoiceResponse } from '#shared/schemas/chat'
import { apiFetch, newActionKey } from '#web/lib/api-client.ts'
import { mergeMessages } from './chat-cache-patches.ts'
import { chatQueryKeys } from './chat-query-keys.ts'

/** POST /api/chat/sessions/:id/messages/:messageId/choice: the picked entry's answer (issue 33). */
export function pickChoice(
  sessionId: string,
  messageId: string,
  input: PickChoiceInput,
  idempotencyKey?: string,
): Promise<PickChoiceResponse> {
  return apiFetch<PickChoiceResponse>(
    `/api/chat/sessions/${encodeURIComponent(sessionId)}/messages/${encodeURIComponent(messageId)}/choice`,
    { method: 'POST', body: input, idempotencyKey },
  )
}

export function usePickChoice(sessionId: string) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: ({ messageId, entryId }: { messageId: string; entryId: string }) =>
      pickChoice(sessionId, messageId, { entryId }, newActionKey()),
    onSuccess: ({ offer, botMessage }) => {
      queryClient.setQueryData<ChatMessagesResponse>(chatQueryKeys.messages(sessionId), (current) => {
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
