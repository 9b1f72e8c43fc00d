import { useMutation, useQueryClient } from '@tanstack/react-query'
import type { ChatLanguage } from '#shared/constants/chat'
import type { ChatSessionResponse } from '#shared/schemas/chat'
import { answer, api } from '#web/lib/api.ts'
import { chatQueryKeys } from './chat-query-keys.ts'

/** PATCH /api/chat/sessions/:id: the conversation's language (spec §5: enabled languages only). */
export function updateChatSessionLanguage(
  sessionId: string,
  languageCode: ChatLanguage,
): Promise<ChatSessionResponse> {
  return answer(api.chat.sessions[':id'].$patch({ param: { id: sessionId }, json: { languageCode } }))
}

export function useUpdateChatSessionLanguage() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: ({ sessionId, languageCode }: { sessionId: string; languageCode: ChatLanguage }) =>
      updateChatSessionLanguage(sessionId, languageCode),
    onSuccess: (result) => queryClient.setQueryData(chatQueryKeys.session(result.session.id), result),
  })
}
