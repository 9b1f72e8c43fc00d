import { eq, notInArray, sql } from 'drizzle-orm'
import type { Executor } from '#server/db/client'
import { tickets } from '#server/db/schema/tickets'
import { readSlaTargets } from '#server/modules/settings/sla-targets'
import { ticketDueAt } from '#shared/escalations/ticket-due-time'
import { FINISHED_TICKET_STATUSES, isFinishedTicketStatus } from '#shared/schemas/escalations'
import type { SlaTargets } from '#shared/schemas/settings'

// Decision 045: tickets.due_at is stored (the desk sorts and filters by it) and kept here, by the
// writes that change it. Call these after the ticket is locked: a settings save that recomputes it
// meanwhile then waits for this transaction, or this one reads the targets the save committed.

type DueFields = Pick<typeof tickets.$inferSelect, 'createdAt' | 'priority' | 'status'>

/** The due time a ticket should have: none once resolved or closed. */
export function dueAtOf(ticket: DueFields, targets: SlaTargets): Date | null {
  return isFinishedTicketStatus(ticket.status)
    ? null
    : ticketDueAt(ticket.createdAt, ticket.priority, targets)
}

/** Brings one ticket's due time in line with its priority, status and the SLA targets in force. */
export async function syncTicketDueAt(tx: Executor, ticketId: string) {
  const [ticket] = await tx
    .select({
      createdAt: tickets.createdAt,
      priority: tickets.priority,
      status: tickets.status,
      dueAt: tickets.dueAt,
    })
    .from(tickets)
    .where(eq(tickets.id, ticketId))
  if (!ticket) return
  const dueAt = dueAtOf(ticket, await readSlaTargets(tx))
  if (dueAt?.getTime() === ticket.dueAt?.getTime()) return
  await tx.update(tickets).set({ dueAt }).where(eq(tickets.id, ticketId))
}

/**
 * New SLA targets: every ticket not finished is due again from its creation, in the transaction
 * that saves them (the same rule as ticketDueAt, in SQL for any number of tickets).
 */
export async function recomputeTicketDueTimes(tx: Executor, targets: SlaTargets) {
  const hours = sql`case ${tickets.priority} when 'low' then ${targets.low}::int when 'medium' then ${targets.medium}::int when 'high' then ${targets.high}::int else ${targets.urgent}::int end`
  await tx
    .update(tickets)
    .set({ dueAt: sql`${tickets.createdAt} + make_interval(hours => ${hours})` })
    .where(notInArray(tickets.status, [...FINISHED_TICKET_STATUSES]))
}
