import { and, eq, exists, ne, type Placeholder, sql } from 'drizzle-orm'
import type { Executor } from '#server/db/client'
import { nowValue, prepared, preparedNow } from '#server/db/prepared'
import { chatSessions } from '#server/db/schema/chat'
import { tickets } from '#server/db/schema/tickets'
import type { ChatSessionRow } from './chat-sessions.queries.ts'

export async function insertTicket(db: Executor, values: typeof tickets.$inferInsert) {
  const [row] = await db.insert(tickets).values(values).returning()
  return row
}

/** A ticket of the category on the session that is still being worked on. */
export function openTicketOf(params: { sessionId: string | Placeholder; category: string | Placeholder }) {
  return and(
    eq(tickets.sessionId, params.sessionId),
    sql`${tickets.category} = ${params.category}`,
    ne(tickets.status, 'resolved'),
    ne(tickets.status, 'closed'),
  )
}

export async function findOpenTicket(db: Executor, params: { sessionId: string; category: string }) {
  const [row] = await db.select().from(tickets).where(openTicketOf(params)).limit(1)
  return row ?? null
}

/**
 * Locks the session's row for the rest of the transaction, so that requests opening a ticket on it
 * take turns: the second sees the first one's ticket (issue 32, double submit).
 */
export async function lockSessionForTicket(tx: Executor, sessionId: string) {
  await tx
    .select({ id: chatSessions.id })
    .from(chatSessions)
    .where(eq(chatSessions.id, sessionId))
    .for('update')
}

/**
 * Marks the session escalated in the language, only while it has an open ticket of the category:
 * the session as it now is when it had one, else null.
 */
export async function markEscalatedIfTicketOpen(
  db: Executor,
  params: { sessionId: string; category: string; languageCode: ChatSessionRow['languageCode'] },
) {
  const statement = prepared(db, 'chat_mark_escalated_if_ticket_open', (name) => {
    const sessionId = sql.placeholder('sessionId')
    const openTicket = openTicketOf({ sessionId, category: sql.placeholder('category') })
    return db
      .update(chatSessions)
      .set({
        status: 'escalated',
        languageCode: sql`${sql.placeholder('languageCode')}`,
        updatedAt: preparedNow,
      })
      .where(
        and(
          eq(chatSessions.id, sessionId),
          exists(db.select({ id: tickets.id }).from(tickets).where(openTicket)),
        ),
      )
      .returning()
      .prepare(name)
  })
  const [row] = await statement.execute({ ...params, now: nowValue() })
  return row ?? null
}
