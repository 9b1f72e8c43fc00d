import { useMutation, useQueryClient } from '@tanstack/react-query'
import type { ChatEscalationJson } from '#shared/schemas/chat'
import { apiFetch } from '#web/lib/api-client.ts'
import { chatQueryKeys } from './chat-query-keys.ts'

/** POST /api/chat/sessions/:id/escalate: 'Talk to a person' at any time. */
export function requestPerson(sessionId: string): Promise<{ escalation: ChatEscalationJson }> {
  return apiFetch(`/api/chat/sessions/${encodeURIComponent(sessionId)}/escalate`, { method: 'POST' })
}

export function useRequestPerson() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: requestPerson,
    onSuccess: (_result, sessionId) =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: chatQueryKeys.session(sessionId) }),
        queryClient.invalidateQueries({ queryKey: chatQueryKeys.allSessions }),
      ]),
  })
}
