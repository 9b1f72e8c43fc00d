import { useMutation, useQueryClient } from '@tanstack/react-query'
import type { ChatSessionResponse, CreateChatSessionInput } from '#shared/schemas/chat'
import { answer, api } from '#web/lib/api.ts'
import { chatQueryKeys } from './chat-query-keys.ts'

/** POST /api/chat/sessions: 'New Chat' (spec §4). */
export function createChatSession(input: CreateChatSessionInput): Promise<ChatSessionResponse> {
  return answer(api.chat.sessions.$post({ json: input }))
}

export function useCreateChatSession() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: createChatSession,
    onSuccess: ({ session }) => {
      queryClient.setQueryData(chatQueryKeys.session(session.id), { session })
      queryClient.setQueryData(chatQueryKeys.messages(session.id), { messages: [] })
      void queryClient.invalidateQueries({ queryKey: chatQueryKeys.allSessions })
      void queryClient.invalidateQueries({ queryKey: chatQueryKeys.bots })
    },
  })
}
