import { useQuery } from '@tanstack/react-query'
import type { SessionTicketResponse } from '#shared/schemas/escalations'
import { answer, api } from '#web/lib/api.ts'
import { chatQueryKeys } from './chat-query-keys.ts'

/** GET /api/chat/sessions/:id/ticket: the conversation's ticket as its owner sees it, or null. */
export function getSessionTicket(sessionId: string): Promise<SessionTicketResponse> {
  return answer(api.chat.sessions[':id'].ticket.$get({ param: { id: sessionId } }))
}

/**
 * The owner's view of their conversation's ticket. While the conversation is escalated, each change
 * of it (a send whose question may have joined the ticket) rereads it; otherwise only a change of
 * its status does.
 */
export function useSessionTicket(
  session: { id: string; status: string; updatedAt: string; isOwn: boolean } | null,
) {
  const version = session?.status === 'escalated' ? `escalated@${session.updatedAt}` : (session?.status ?? '')
  return useQuery({
    queryKey: chatQueryKeys.sessionTicket(session?.id ?? '', version),
    // The same conversation's ticket stays on screen while it is reread; another's never shows.
    placeholderData: (previous, previousQuery) =>
      previousQuery?.queryKey[2] === session?.id ? previous : undefined,
    queryFn: () => getSessionTicket(session!.id),
    enabled: Boolean(session?.isOwn),
  })
}
