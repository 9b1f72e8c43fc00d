import { and, count, desc, eq, gte, type SQL, sql } from 'drizzle-orm'
import type { Executor } from '#server/db/client'
import { prepared } from '#server/db/prepared'
import { user } from '#server/db/schema/auth'
import { chatSessions } from '#server/db/schema/chat'
import { profiles } from '#server/db/schema/identity'
import type { PreparedReadableRule } from './chat-access.ts'
import { displayName } from './chat-people.queries.ts'

// Reads take the readability condition (sessionReadableBy in chat-access.ts) as a required argument,
// so no query can hand a user a conversation they may not see.

export type ChatSessionRow = typeof chatSessions.$inferSelect

/** The user's sessions updated since the given time ('Active Now', issue 5). */
export async function countActiveSessions(db: Executor, params: { userId: string; since: Date }) {
  const [row] = await db
    .select({ count: count() })
    .from(chatSessions)
    .where(and(eq(chatSessions.userId, params.userId), gte(chatSessions.updatedAt, params.since)))
  return Number(row?.count ?? 0)
}

const sessionColumns = {
  session: chatSessions,
  ownerName: displayName,
}

export async function listSessions(
  db: Executor,
  params: { readable: SQL; botId: string; ownerId?: string; escalatedOnly?: boolean; limit: number },
) {
  return db
    .select(sessionColumns)
    .from(chatSessions)
    .innerJoin(user, eq(user.id, chatSessions.userId))
    .leftJoin(profiles, eq(profiles.id, chatSessions.userId))
    .where(
      and(
        params.readable,
        eq(chatSessions.botId, params.botId),
        params.ownerId ? eq(chatSessions.userId, params.ownerId) : undefined,
        params.escalatedOnly ? eq(chatSessions.status, 'escalated') : undefined,
      ),
    )
    .orderBy(desc(chatSessions.updatedAt), desc(chatSessions.id))
    .limit(params.limit)
}

export async function findReadableSession(
  db: Executor,
  params: { readable: PreparedReadableRule; sessionId: string; viewerId: string },
) {
  const statement = prepared(db, `chat_readable_session_${params.readable.kind}`, (name) =>
    db
      .select(sessionColumns)
      .from(chatSessions)
      .innerJoin(user, eq(user.id, chatSessions.userId))
      .leftJoin(profiles, eq(profiles.id, chatSessions.userId))
      .where(and(params.readable.rule, eq(chatSessions.id, sql.placeholder('sessionId'))))
      .prepare(name),
  )
  const [row] = await statement.execute({ sessionId: params.sessionId, viewerId: params.viewerId })
  return row ?? null
}

export async function insertSession(db: Executor, values: typeof chatSessions.$inferInsert) {
  const [row] = await db.insert(chatSessions).values(values).returning()
  return row
}

/** Any update moves updated_at (spec §7: the session list is newest updated first). */
export async function updateSession(
  db: Executor,
  sessionId: string,
  values: Partial<Pick<ChatSessionRow, 'status' | 'languageCode' | 'title' | 'context'>>,
) {
  const [row] = await db
    .update(chatSessions)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(chatSessions.id, sessionId))
    .returning()
  return row
}

/** Locks a session row for a change made on behalf of another module (the desk's chat reply). */
export async function lockSession(db: Executor, sessionId: string) {
  const [row] = await db.select().from(chatSessions).where(eq(chatSessions.id, sessionId)).for('update')
  return row ?? null
}
