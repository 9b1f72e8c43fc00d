import type { Executor } from '#server/db/client'
import type { RealtimeHub } from '#server/realtime/hub'
import { ESCALATIONS_DESK_TOPIC } from '#shared/realtime/topics'
import type { TicketFilterFields, TicketListItem } from '#shared/schemas/escalations'
import { findTicketRow, type TicketRow } from './escalations.queries.ts'
import { toListItem } from './escalations.service.ts'

// The desk's event carries the ticket's row and what its filters saw before (issue 34 item 5), so
// every open desk page patches its list instead of refetching it on each change. Both are read in
// the changing transaction, under the ticket's lock: two changes at once give two events whose
// before and after follow each other, and the pages' counts add up.

export const filterFieldsOf = (ticket: TicketRow): TicketFilterFields => ({
  status: ticket.status,
  priority: ticket.priority,
  category: ticket.category,
  botId: ticket.botId,
  assigneeId: ticket.assignedTo,
  dueAt: ticket.dueAt?.toISOString() ?? null,
  resolvedAt: ticket.resolvedAt?.toISOString() ?? null,
})

/** A ticket change, ready to publish once its transaction commits. */
export interface TicketChange {
  ticket: TicketListItem
  before: TicketFilterFields | null
}

/** Reads the desk row of a ticket just written in `tx`; `before` is null for a new ticket. */
export async function readTicketChange(
  tx: Executor,
  ticketId: string,
  before: TicketFilterFields | null,
): Promise<TicketChange> {
  const row = await findTicketRow(tx, ticketId)
  if (!row) throw new Error(`Ticket ${ticketId} vanished inside its own transaction`)
  return { ticket: toListItem(row), before }
}

/** Tells staff on the desk that a ticket was opened or changed. */
export function publishTicketChange(realtime: RealtimeHub, change: TicketChange) {
  realtime.publishToTopic(ESCALATIONS_DESK_TOPIC, {
    type: 'ticket.changed',
    ticketId: change.ticket.id,
    ticket: change.ticket,
    before: change.before,
  })
}
