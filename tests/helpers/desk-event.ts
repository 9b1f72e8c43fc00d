import type { RealtimeEvent } from '#shared/realtime/events'

/** A ticket.changed event for a made-up ticket: tests of the bus and the sockets route it by id. */
export function deskEvent(ticketId: string): Extract<RealtimeEvent, { type: 'ticket.changed' }> {
  return {
    type: 'ticket.changed',
    ticketId,
    ticket: {
      id: ticketId,
      title: `Ticket ${ticketId}`,
      status: 'open',
      priority: 'medium',
      category: 'manual',
      languageCode: 'en',
      bot: null,
      dealer: null,
      raisedBy: null,
      assignee: null,
      occurrences: 1,
      mergedIntoId: null,
      dueAt: '2026-01-02T00:00:00.000Z',
      resolvedAt: null,
      createdAt: '2026-01-01T00:00:00.000Z',
      updatedAt: '2026-01-01T00:00:00.000Z',
    },
    before: null,
  }
}
