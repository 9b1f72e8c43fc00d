import { useMutation, useQueryClient } from '@tanstack/react-query'
import type { ChatLanguage } from '#shared/constants/chat'
import type { ChatSessionJson } from '#shared/schemas/chat'
import { apiFetch } from '#web/lib/api-client.ts'
import { chatQueryKeys } from './chat-query-keys.ts'

/** PATCH /api/chat/sessions/:id: the conversation's language (spec §5: enabled languages only). */
export function updateChatSessionLanguage(sessionId: string, languageCode: ChatLanguage) {
  return apiFetch<{ session: ChatSessionJson }>(`/api/chat/sessions/${encodeURIComponent(sessionId)}`, {
    method: 'PATCH',
    body: { languageCode },
  })
}

export function useUpdateChatSessionLanguage() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: ({ sessionId, languageCode }: { sessionId: string; languageCode: ChatLanguage }) =>
      updateChatSessionLanguage(sessionId, languageCode),
    onSuccess: (result) => queryClient.setQueryData(chatQueryKeys.session(result.session.id), result),
  })
}
