import { and, desc, eq, gte, inArray, isNull, ne, or, type SQL, sql } from 'drizzle-orm'
import type { Executor } from '#server/db/client'
import { user } from '#server/db/schema/auth'
import { bots, trainingSessions } from '#server/db/schema/bots'
import { chatFeedback, chatMessages, chatSessions } from '#server/db/schema/chat'
import { TRAINING_CHAT_CONTEXT } from '#shared/schemas/training'

export type ChatSessionRow = typeof chatSessions.$inferSelect
export type ChatMessageRow = typeof chatMessages.$inferSelect

/** Conversations of users, not the trainers' own test chats (spec §7 context 'training_interface'). */
export const userConversations = or(
  isNull(chatSessions.context),
  ne(chatSessions.context, TRAINING_CHAT_CONTEXT),
) as ReturnType<typeof and>

export async function findOwnTestSession(
  db: Executor,
  params: { sessionId: string; botId: string; userId: string },
) {
  const [row] = await db
    .select()
    .from(chatSessions)
    .where(
      and(
        eq(chatSessions.id, params.sessionId),
        eq(chatSessions.botId, params.botId),
        eq(chatSessions.userId, params.userId),
        eq(chatSessions.context, TRAINING_CHAT_CONTEXT),
      ),
    )
  return row ?? null
}

export async function insertSession(db: Executor, values: typeof chatSessions.$inferInsert) {
  const [row] = await db.insert(chatSessions).values(values).returning()
  return row
}

export async function updateSession(
  db: Executor,
  id: string,
  values: Partial<typeof chatSessions.$inferInsert>,
) {
  await db.update(chatSessions).set(values).where(eq(chatSessions.id, id))
}

export async function insertMessages(db: Executor, values: (typeof chatMessages.$inferInsert)[]) {
  return db.insert(chatMessages).values(values).returning()
}

export async function insertTrainingSession(db: Executor, values: typeof trainingSessions.$inferInsert) {
  const [row] = await db.insert(trainingSessions).values(values).returning({ id: trainingSessions.id })
  return row
}

const FEEDBACK_NEGATIVE = sql`(${chatFeedback.feedbackType} in ('negative', 'thumbs_down', 'down', 'not_helpful') or ${chatFeedback.rating} <= 2)`

/**
 * The review queue of /training: user conversations since `since` with a reply below the low
 * confidence band, negative feedback, or an escalation, newest first; only those `readable` (the
 * chat read rule, chat-access.ts) lets the caller open, so the queue lists no conversation whose
 * page answers 404.
 */
export async function reviewQueue(
  db: Executor,
  params: { since: Date; botId?: string; lowConfidenceBelow: number; limit: number; readable: SQL },
) {
  const lowest = sql<
    number | null
  >`(select min(m.confidence_score) from ${chatMessages} m where m.session_id = ${chatSessions.id} and not m.is_user)`
  const negative = sql<boolean>`exists (select 1 from ${chatFeedback} where ${chatFeedback.sessionId} = ${chatSessions.id} and ${FEEDBACK_NEGATIVE})`
  const escalatedReply = sql<boolean>`exists (select 1 from ${chatMessages} m where m.session_id = ${chatSessions.id} and m.escalation_type is not null)`
  return db
    .select({
      sessionId: chatSessions.id,
      botId: chatSessions.botId,
      botName: bots.name,
      title: chatSessions.title,
      status: chatSessions.status,
      userName: user.name,
      updatedAt: chatSessions.updatedAt,
      lowest,
      negative,
      escalated: sql<boolean>`(${chatSessions.status} = 'escalated' or ${escalatedReply})`,
      firstQuestion: sql<
        string | null
      >`(select m.content from ${chatMessages} m where m.session_id = ${chatSessions.id} and m.is_user order by m.created_at limit 1)`,
    })
    .from(chatSessions)
    .innerJoin(bots, eq(bots.id, chatSessions.botId))
    .leftJoin(user, eq(user.id, chatSessions.userId))
    .where(
      and(
        userConversations,
        params.readable,
        gte(chatSessions.updatedAt, params.since),
        params.botId ? eq(chatSessions.botId, params.botId) : undefined,
        or(
          sql`${lowest} < ${params.lowConfidenceBelow}`,
          negative,
          eq(chatSessions.status, 'escalated'),
          escalatedReply,
        ),
      ),
    )
    .orderBy(desc(chatSessions.updatedAt))
    .limit(params.limit)
}

/** The session when `readable` (the chat read rule, chat-access.ts) lets the caller read it. */
export async function findSessionWithBot(db: Executor, params: { sessionId: string; readable: SQL }) {
  const [row] = await db
    .select({ session: chatSessions, botName: bots.name })
    .from(chatSessions)
    .innerJoin(bots, eq(bots.id, chatSessions.botId))
    .where(and(eq(chatSessions.id, params.sessionId), params.readable))
  return row ?? null
}

export async function messagesOfSession(db: Executor, sessionId: string) {
  return db
    .select()
    .from(chatMessages)
    .where(eq(chatMessages.sessionId, sessionId))
    .orderBy(chatMessages.createdAt, chatMessages.id)
}

export async function feedbackOfSession(db: Executor, messageIds: readonly string[]) {
  if (messageIds.length === 0) return []
  return db
    .select()
    .from(chatFeedback)
    .where(inArray(chatFeedback.messageId, [...messageIds]))
}
