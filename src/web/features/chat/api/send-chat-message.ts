import { useMutation, useQueryClient } from '@tanstack/react-query'
import type {
  ChatMessagesResponse,
  SendChatMessageInput,
  SendChatMessageResponse,
} from '#shared/schemas/chat'
import { apiFetch } from '#web/lib/api-client.ts'
import { chatQueryKeys } from './chat-query-keys.ts'

/** POST /api/chat/messages: the whole send path (spec §7); the session is created when absent. */
export function sendChatMessage(
  input: SendChatMessageInput,
  idempotencyKey?: string,
): Promise<SendChatMessageResponse> {
  return apiFetch<SendChatMessageResponse>('/api/chat/messages', {
    method: 'POST',
    body: input,
    idempotencyKey,
  })
}

/** Puts messages into a session's cached list, replacing ones with the same id, oldest first. */
export function mergeMessages(
  current: ChatMessagesResponse | undefined,
  incoming: ChatMessagesResponse['messages'],
): ChatMessagesResponse {
  const byId = new Map((current?.messages ?? []).map((message) => [message.id, message]))
  for (const message of incoming) byId.set(message.id, { ...byId.get(message.id), ...message })
  const messages = [...byId.values()].sort((a, b) => a.createdAt.localeCompare(b.createdAt))
  return { messages }
}

export function useSendChatMessage() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: ({ idempotencyKey, ...input }: SendChatMessageInput & { idempotencyKey?: string }) =>
      sendChatMessage(input, idempotencyKey),
    onSuccess: (result) => {
      queryClient.setQueryData<ChatMessagesResponse>(chatQueryKeys.messages(result.session.id), (current) =>
        mergeMessages(current, [result.userMessage, ...(result.botMessage ? [result.botMessage] : [])]),
      )
      queryClient.setQueryData(chatQueryKeys.session(result.session.id), { session: result.session })
      void queryClient.invalidateQueries({ queryKey: chatQueryKeys.allSessions })
      void queryClient.invalidateQueries({ queryKey: chatQueryKeys.bots })
    },
  })
}
