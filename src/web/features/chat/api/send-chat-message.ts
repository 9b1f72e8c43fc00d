import { useMutation, useQueryClient } from '@tanstack/react-query'
import type {
  ChatMessageListResponse,
  SendChatMessageInput,
  SendChatMessageResponse,
} from '#shared/schemas/chat'
import { answer, api, withActionKey } from '#web/lib/api.ts'
import { mergeMessages, patchChatSession } from './chat-cache-patches.ts'
import { chatQueryKeys } from './chat-query-keys.ts'

/** POST /api/chat/messages: the whole send path (spec §7); the session is created when absent. */
export function sendChatMessage(
  input: SendChatMessageInput,
  idempotencyKey?: string,
): Promise<SendChatMessageResponse> {
  return answer(api.chat.messages.$post({ json: input }, withActionKey(idempotencyKey)))
}

export function useSendChatMessage() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: ({ idempotencyKey, ...input }: SendChatMessageInput & { idempotencyKey?: string }) =>
      sendChatMessage(input, idempotencyKey),
    onSuccess: (result, input) => {
      queryClient.setQueryData<ChatMessageListResponse>(
        chatQueryKeys.messages(result.session.id),
        (current) =>
          mergeMessages(current, [result.userMessage, ...(result.botMessage ? [result.botMessage] : [])]),
      )
      queryClient.setQueryData(chatQueryKeys.session(result.session.id), { session: result.session })
      // A listed conversation moves up in place; a new one is fetched into the lists.
      const { title, context, status, languageCode, updatedAt } = result.session
      if (input.sessionId === result.session.id)
        patchChatSession(queryClient, result.session.id, { title, context, status, languageCode, updatedAt })
      else void queryClient.invalidateQueries({ queryKey: chatQueryKeys.allSessions })
      void queryClient.invalidateQueries({ queryKey: chatQueryKeys.bots })
    },
  })
}
