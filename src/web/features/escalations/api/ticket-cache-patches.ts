import type { QueryClient } from '@tanstack/react-query'
import type { ChatMessageEvent } from '#shared/realtime/events'
import {
  TICKET_CONVERSATION_MESSAGES,
  type TicketDetailJson,
  type TicketListItem,
  type TicketMessageJson,
} from '#shared/schemas/escalations'
import { escalationQueryKeys } from './escalation-query-keys.ts'

// The open ticket's conversation patched from its chat's events (issue 34 item 5): a message, its
// knowledge sources and the session's status arrive whole, so the page needs no request for them.

function patchTicket(
  queryClient: QueryClient,
  ticketId: string,
  patch: (ticket: TicketDetailJson) => TicketDetailJson,
) {
  const queryKey = escalationQueryKeys.detail(ticketId)
  queryClient.setQueryData<TicketDetailJson>(queryKey, (ticket) => (ticket ? patch(ticket) : ticket))
  // A fetch under way (the resync after a reconnect) may have read the ticket before this change.
  if (queryClient.isFetching({ queryKey }) > 0) void queryClient.invalidateQueries({ queryKey })
}

/** A chat message as the ticket page lists it; its sources follow in their own event (staff only). */
export function ticketMessageOf(message: ChatMessageEvent): TicketMessageJson {
  return {
    id: message.id,
    content: message.content,
    isUser: message.isUser,
    agentName: message.agent?.name ?? null,
    confidenceScore: message.confidenceScore,
    sources: [],
    createdAt: message.createdAt,
  }
}

/**
 * A new message of the ticket's conversation: added once (by id: the reply's own answer may hold
 * it already), oldest first, keeping the last TICKET_CONVERSATION_MESSAGES as the server does.
 */
export function addTicketMessage(queryClient: QueryClient, ticketId: string, message: ChatMessageEvent) {
  const arrived = ticketMessageOf(message)
  patchTicket(queryClient, ticketId, (ticket) => {
    const held = ticket.conversation.find((row) => row.id === arrived.id)
    const others = ticket.conversation.filter((row) => row.id !== arrived.id)
    const merged = { ...arrived, sources: held?.sources ?? arrived.sources }
    const conversation = [...others, merged]
      .sort((a, b) => a.createdAt.localeCompare(b.createdAt) || a.id.localeCompare(b.id))
      .slice(-TICKET_CONVERSATION_MESSAGES)
    return { ...ticket, conversation }
  })
}

export function setTicketMessageSources(
  queryClient: QueryClient,
  ticketId: string,
  messageId: string,
  sources: TicketMessageJson['sources'],
) {
  patchTicket(queryClient, ticketId, (ticket) => ({
    ...ticket,
    conversation: ticket.conversation.map((row) => (row.id === messageId ? { ...row, sources } : row)),
  }))
}

export function setTicketSessionStatus(queryClient: QueryClient, ticketId: string, sessionStatus: string) {
  patchTicket(queryClient, ticketId, (ticket) => ({ ...ticket, sessionStatus }))
}

/** Whether the cached ticket is older than a change the desk heard of (and absent is not older). */
export function ticketIsBehind(queryClient: QueryClient, ticket: TicketListItem) {
  const cached = queryClient.getQueryData<TicketDetailJson>(escalationQueryKeys.detail(ticket.id))
  return cached !== undefined && cached.updatedAt < ticket.updatedAt
}
