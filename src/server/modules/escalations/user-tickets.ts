import { eq } from 'drizzle-orm'
import type { Executor } from '#server/db/client'
import { tickets } from '#server/db/schema/tickets'
import { AppError } from '#server/lib/app-error'
import type { UserTicketJson } from '#shared/schemas/escalations'
import type { TicketRow } from './escalations.queries.ts'
import { userTicketTitleOf } from './user-ticket-title.ts'

/** A ticket as the user who raised it sees it (issue 35 item 3): their title, a shared note only. */
export function toUserTicket(
  ticket: Pick<
    TicketRow,
    | 'id'
    | 'category'
    | 'title'
    | 'description'
    | 'status'
    | 'occurrences'
    | 'resolution'
    | 'resolutionShared'
    | 'createdAt'
    | 'updatedAt'
    | 'resolvedAt'
  >,
): UserTicketJson {
  return {
    id: ticket.id,
    title: userTicketTitleOf(ticket),
    status: ticket.status,
    occurrences: ticket.occurrences,
    sharedResolution: ticket.resolutionShared ? ticket.resolution : null,
    createdAt: ticket.createdAt.toISOString(),
    updatedAt: ticket.updatedAt.toISOString(),
    resolvedAt: ticket.resolvedAt?.toISOString() ?? null,
  }
}

/** Merges chain at most this far; the desk refuses a closed target, so chains stay short. */
const MAX_MERGE_HOPS = 5

/**
 * The user's view of a ticket, through the ticket it was merged into (both raised by the same
 * user): a merged ticket is closed, but its question is still being worked on in the other one.
 */
export async function findUserTicketView(db: Executor, id: string): Promise<UserTicketJson> {
  let currentId = id
  for (let hop = 0; hop <= MAX_MERGE_HOPS; hop++) {
    const [row] = await db.select().from(tickets).where(eq(tickets.id, currentId))
    if (!row) break
    if (!row.mergedIntoId || hop === MAX_MERGE_HOPS) return toUserTicket(row)
    currentId = row.mergedIntoId
  }
  throw new AppError('NOT_FOUND', 'Ticket not found')
}
