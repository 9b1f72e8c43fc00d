import { useMutation, useQueryClient } from '@tanstack/react-query'
import type { ChatEscalationResponse } from '#shared/schemas/chat'
import { answer, api } from '#web/lib/api.ts'
import { chatQueryKeys } from './chat-query-keys.ts'

/** POST /api/chat/sessions/:id/escalate: 'Talk to a person' at any time. */
export function requestPerson(sessionId: string): Promise<ChatEscalationResponse> {
  return answer(api.chat.sessions[':id'].escalate.$post({ param: { id: sessionId } }))
}

export function useRequestPerson() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: requestPerson,
    onSuccess: (_result, sessionId) =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: chatQueryKeys.session(sessionId) }),
        queryClient.invalidateQueries({ queryKey: chatQueryKeys.allSessions }),
        queryClient.invalidateQueries({ queryKey: chatQueryKeys.sessionTickets(sessionId) }),
      ]),
  })
}
