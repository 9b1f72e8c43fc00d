import { aliasedTable, and, asc, desc, eq, gte, inArray, ne, notExists, or, sql } from 'drizzle-orm'
import type { Executor } from '#server/db/client'
import { chatSessions } from '#server/db/schema/chat'
import { tickets } from '#server/db/schema/tickets'

export async function insertTicket(db: Executor, values: typeof tickets.$inferInsert) {
  const [row] = await db.insert(tickets).values(values).returning()
  return row
}

/** Still being worked on: neither resolved nor closed (a merged ticket is closed). */
export const ticketIsOpen = and(ne(tickets.status, 'resolved'), ne(tickets.status, 'closed'))

/**
 * The conversation's open ticket, locked (issue 35 item 3: one per conversation; the oldest when
 * older data left two). Take the session's lock first (lockSessionForTicket), as the desk does.
 */
export async function findOpenTicketOfSession(db: Executor, sessionId: string) {
  const [row] = await db
    .select()
    .from(tickets)
    .where(and(eq(tickets.sessionId, sessionId), ticketIsOpen))
    .orderBy(asc(tickets.createdAt), asc(tickets.id))
    .limit(1)
    .for('update')
  return row ?? null
}

/**
 * The user's open ticket for the same question (questionKey) raised since `since`, locked; the
 * newest when there are several (issue 36 item 1).
 */
export async function findOpenTicketOfQuestion(
  db: Executor,
  params: { userId: string; questionKey: string; since: Date },
) {
  const [row] = await db
    .select()
    .from(tickets)
    .where(
      and(
        eq(tickets.userId, params.userId),
        eq(tickets.questionKey, params.questionKey),
        gte(tickets.createdAt, params.since),
        ticketIsOpen,
      ),
    )
    .orderBy(desc(tickets.createdAt), desc(tickets.id))
    .limit(1)
    .for('update')
  return row ?? null
}

/**
 * Locks the session's row for the rest of the transaction, so that requests opening a ticket on it
 * take turns: the second sees the first one's ticket (issue 32, double submit). The desk locks a
 * ticket's session before the ticket too (escalations.queries.ts lockTicket), so the two never wait
 * for each other in a circle.
 */
export async function lockSessionForTicket(tx: Executor, sessionId: string) {
  await tx
    .select({ id: chatSessions.id })
    .from(chatSessions)
    .where(eq(chatSessions.id, sessionId))
    .for('update')
}

/** The conversation's open ticket, else the one changed last (the user's view of it; null for none). */
export async function findSessionTicket(db: Executor, sessionId: string) {
  const [row] = await db
    .select()
    .from(tickets)
    .where(eq(tickets.sessionId, sessionId))
    .orderBy(desc(sql`${ticketIsOpen}`), desc(tickets.updatedAt), desc(tickets.id))
    .limit(1)
  return row ?? null
}

/**
 * Whether a conversation still waits for support: an open ticket of its own, or an open ticket that
 * one of its tickets was merged into.
 */
function waitsForSupport(db: Executor) {
  const merged = aliasedTable(tickets, 'merged')
  const mergedHere = db
    .select({ into: merged.mergedIntoId })
    .from(merged)
    .where(eq(merged.sessionId, chatSessions.id))
  return db
    .select({ id: tickets.id })
    .from(tickets)
    .where(and(ticketIsOpen, or(eq(tickets.sessionId, chatSessions.id), inArray(tickets.id, mergedHere))))
}

/**
 * Conversations whose ticket was resolved or closed leave 'escalated' (issue 35 item 3: the badge
 * clears), unless another open ticket still speaks for them. Returns the sessions changed.
 */
export async function settleEscalatedSessions(db: Executor, sessionIds: readonly string[]) {
  if (sessionIds.length === 0) return []
  return db
    .update(chatSessions)
    .set({ status: 'active', updatedAt: new Date() })
    .where(
      and(
        inArray(chatSessions.id, [...sessionIds]),
        eq(chatSessions.status, 'escalated'),
        notExists(waitsForSupport(db)),
      ),
    )
    .returning()
}

/** A reopened ticket's conversations are escalated again, so support can answer in them. */
export async function escalateSessions(db: Executor, sessionIds: readonly string[]) {
  if (sessionIds.length === 0) return []
  return db
    .update(chatSessions)
    .set({ status: 'escalated', updatedAt: new Date() })
    .where(and(inArray(chatSessions.id, [...sessionIds]), eq(chatSessions.status, 'active')))
    .returning()
}
