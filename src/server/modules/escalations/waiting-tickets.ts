import { and, eq } from 'drizzle-orm'
import type { AuthedContext } from '#server/app-env'
import { tickets } from '#server/db/schema/tickets'
import { lockTickets, recordTicketAudit, updateTicketRow } from './escalations.queries.ts'
import { filterFieldsOf, publishTicketChange, readTicketChange } from './ticket-events.ts'

/**
 * Decision 045: the user answered in the conversation, so the ticket that waited for them is the
 * desk's turn again (waiting -> in_progress). Its own transaction, after the message is stored;
 * the desk hears of it after the commit.
 */
export async function resumeWaitingTickets(ctx: AuthedContext, sessionId: string) {
  const waiting = await ctx.db
    .select({ id: tickets.id })
    .from(tickets)
    .where(and(eq(tickets.sessionId, sessionId), eq(tickets.status, 'waiting')))
  if (waiting.length === 0) return
  const changes = await ctx.db.transaction(async (tx) => {
    const locked = await lockTickets(
      tx,
      waiting.map((row) => row.id),
    )
    const resumed = []
    for (const ticket of locked) {
      // Another change may have moved it meanwhile: only a ticket still waiting resumes.
      if (ticket?.status !== 'waiting') continue
      await updateTicketRow(tx, ticket.id, { status: 'in_progress' })
      await recordTicketAudit(tx, {
        actorId: ctx.actor.userId,
        action: 'ticket.status_change',
        ticketId: ticket.id,
        details: { from: 'waiting', to: 'in_progress', reason: 'user_replied' },
      })
      resumed.push(await readTicketChange(tx, ticket.id, filterFieldsOf(ticket)))
    }
    return resumed
  })
  for (const change of changes) publishTicketChange(ctx.realtime, change)
}
