import { useQuery } from '@tanstack/react-query'
import type { SessionTicketResponse } from '#shared/schemas/escalations'
import { answer, api } from '#web/lib/api.ts'
import { chatQueryKeys } from './chat-query-keys.ts'

/** GET /api/chat/sessions/:id/ticket: the conversation's ticket as its owner sees it, or null. */
export function getSessionTicket(sessionId: string): Promise<SessionTicketResponse> {
  return answer(api.chat.sessions[':id'].ticket.$get({ param: { id: sessionId } }))
}

/** Only the owner's conversations that were ever escalated can have one. */
export function useSessionTicket(session: { id: string; status: string; isOwn: boolean } | null) {
  return useQuery({
    queryKey: chatQueryKeys.sessionTicket(session?.id ?? '', session?.status ?? ''),
    queryFn: () => getSessionTicket(session!.id),
    enabled: Boolean(session?.isOwn),
  })
}
