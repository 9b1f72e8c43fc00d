import { useMutation, useQueryClient } from '@tanstack/react-query'
import type { ChatTicketResponse, CreateTicketInput } from '#shared/schemas/chat'
import { answer, api, withActionKey } from '#web/lib/api.ts'
import { chatQueryKeys } from './chat-query-keys.ts'

/** POST /api/chat/sessions/:id/tickets: 'Need Help? Create Ticket' (spec §7 manual ticket). */
export function createTicket(
  sessionId: string,
  input: CreateTicketInput,
  idempotencyKey?: string,
): Promise<ChatTicketResponse> {
  return answer(
    api.chat.sessions[':id'].tickets.$post(
      { param: { id: sessionId }, json: input },
      withActionKey(idempotencyKey),
    ),
  )
}

export function useCreateTicket() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: ({
      sessionId,
      input,
      idempotencyKey,
    }: {
      sessionId: string
      input: CreateTicketInput
      idempotencyKey?: string
    }) => createTicket(sessionId, input, idempotencyKey),
    onSuccess: (_result, { sessionId }) =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: chatQueryKeys.session(sessionId) }),
        queryClient.invalidateQueries({ queryKey: chatQueryKeys.allSessions }),
        // A conversation's open ticket takes the new one in (issue 35 item 3): its counter moved.
        queryClient.invalidateQueries({ queryKey: chatQueryKeys.sessionTickets(sessionId) }),
      ]),
  })
}
