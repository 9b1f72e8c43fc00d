import { and, asc, count, desc, eq, gte, inArray, isNotNull, isNull, ne, type SQL, sql } from 'drizzle-orm'
import type { MessageStatus } from '../../../shared/schemas/chat.ts'
import type { Executor } from '../../db/client.ts'
import { user } from '../../db/schema/auth.ts'
import { bots } from '../../db/schema/bots.ts'
import {
  type ChatMessageSource,
  chatFeedback,
  chatMessageStatus,
  chatMessages,
  chatSessions,
  chatTypingIndicators,
} from '../../db/schema/chat.ts'
import { profiles, userRoles } from '../../db/schema/identity.ts'
import { tickets } from '../../db/schema/tickets.ts'

// Reads take the visibility condition (botVisibleTo / sessionReadableBy in chat-access.ts) as a
// required argument, so no query can hand a user a bot or a conversation they may not see.

export type ChatSessionRow = typeof chatSessions.$inferSelect
export type ChatMessageRow = typeof chatMessages.$inferSelect
export type BotRow = typeof bots.$inferSelect

/** First and last name, or the e-mail address when the profile has neither. */
const displayName = sql<string>`coalesce(nullif(btrim(concat_ws(' ', ${profiles.firstName}, ${profiles.lastName})), ''), ${user.email})`

export async function listVisibleBots(db: Executor, params: { visible: SQL; userId: string }) {
  const conversations = db
    .select({ botId: chatSessions.botId, count: count().as('count') })
    .from(chatSessions)
    .where(eq(chatSessions.userId, params.userId))
    .groupBy(chatSessions.botId)
    .as('conversations')
  return db
    .select({
      bot: bots,
      conversationCount: sql<number>`coalesce(${conversations.count}, 0)::int`,
    })
    .from(bots)
    .leftJoin(conversations, eq(conversations.botId, bots.id))
    .where(params.visible)
    .orderBy(asc(bots.name), asc(bots.id))
}

export async function findVisibleBot(db: Executor, params: { visible: SQL; botId: string }) {
  const [row] = await db
    .select()
    .from(bots)
    .where(and(params.visible, eq(bots.id, params.botId)))
  return row ?? null
}

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

export async function findReadableSession(db: Executor, params: { readable: SQL; sessionId: string }) {
  const [row] = await db
    .select(sessionColumns)
    .from(chatSessions)
    .innerJoin(user, eq(user.id, chatSessions.userId))
    .leftJoin(profiles, eq(profiles.id, chatSessions.userId))
    .where(and(params.readable, eq(chatSessions.id, params.sessionId)))
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

/** Messages oldest first (spec §7), with their status, the agent who wrote them and the viewer's thumbs. */
export async function listMessages(db: Executor, params: { sessionId: string; viewerId: string }) {
  const myThumbs = db
    .selectDistinctOn([chatFeedback.messageId], {
      messageId: chatFeedback.messageId,
      feedbackType: chatFeedback.feedbackType,
    })
    .from(chatFeedback)
    .where(
      and(
        eq(chatFeedback.sessionId, params.sessionId),
        eq(chatFeedback.createdBy, params.viewerId),
        inArray(chatFeedback.feedbackType, ['positive', 'negative']),
      ),
    )
    .orderBy(chatFeedback.messageId, desc(chatFeedback.createdAt))
    .as('my_thumbs')
  return db
    .select({
      message: chatMessages,
      status: sql<MessageStatus>`coalesce(${chatMessageStatus.status}, 'sent')`,
      agentName: sql<
        string | null
      >`case when ${chatMessages.senderId} is null then null else ${displayName} end`,
      agentSignature: profiles.signature,
      myFeedback: myThumbs.feedbackType,
    })
    .from(chatMessages)
    .leftJoin(chatMessageStatus, eq(chatMessageStatus.messageId, chatMessages.id))
    .leftJoin(user, eq(user.id, chatMessages.senderId))
    .leftJoin(profiles, eq(profiles.id, chatMessages.senderId))
    .leftJoin(myThumbs, eq(myThumbs.messageId, chatMessages.id))
    .where(eq(chatMessages.sessionId, params.sessionId))
    .orderBy(asc(chatMessages.createdAt), asc(chatMessages.id))
}

export type ListedMessage = Awaited<ReturnType<typeof listMessages>>[number]

/** The session a message belongs to, for routes addressed by message id. */
export async function findMessageSessionId(db: Executor, messageId: string) {
  const [row] = await db
    .select({
      sessionId: chatMessages.sessionId,
      isUser: chatMessages.isUser,
      senderId: chatMessages.senderId,
    })
    .from(chatMessages)
    .where(eq(chatMessages.id, messageId))
  return row ?? null
}

export interface NewMessage {
  sessionId: string
  content: string
  isUser: boolean
  senderId?: string | null
  languageCode?: string | null
  confidenceScore?: number | null
  sources?: ChatMessageSource[]
  escalationType?: string | null
  status: MessageStatus
}

export async function insertMessage(db: Executor, input: NewMessage) {
  const { status, ...values } = input
  const [row] = await db.insert(chatMessages).values(values).returning()
  await db.insert(chatMessageStatus).values({ messageId: row.id, status })
  return row
}

export async function setMessageStatus(db: Executor, messageIds: readonly string[], status: MessageStatus) {
  if (messageIds.length === 0) return
  await db
    .insert(chatMessageStatus)
    .values(messageIds.map((messageId) => ({ messageId, status })))
    .onConflictDoUpdate({
      target: chatMessageStatus.messageId,
      set: { status, updatedAt: new Date() },
    })
}

/**
 * A reply from a person from support, in the caller's transaction: the message (delivered), the
 * user's messages marked read (answering means the agent read them) and the session touched.
 * Returns the message and the ids marked read, for the realtime events after the commit.
 */
export async function insertStaffReply(
  db: Executor,
  params: { session: Pick<ChatSessionRow, 'id' | 'languageCode'>; content: string; senderId: string },
) {
  const message = await insertMessage(db, {
    sessionId: params.session.id,
    content: params.content,
    isUser: false,
    senderId: params.senderId,
    languageCode: params.session.languageCode,
    status: 'delivered',
  })
  const readIds = await markSideRead(db, { sessionId: params.session.id, fromUser: true })
  await updateSession(db, params.session.id, {})
  return { message, readIds }
}

/**
 * Marks 'delivered' messages of one side of the conversation read: the user's messages
 * (fromUser true) or the assistant's and agents' replies. Returns the ids that changed.
 */
export async function markSideRead(db: Executor, params: { sessionId: string; fromUser: boolean }) {
  const rows = await db
    .update(chatMessageStatus)
    .set({ status: 'read', updatedAt: new Date() })
    .where(
      and(
        eq(chatMessageStatus.status, 'delivered'),
        inArray(
          chatMessageStatus.messageId,
          db
            .select({ id: chatMessages.id })
            .from(chatMessages)
            .where(
              and(eq(chatMessages.sessionId, params.sessionId), eq(chatMessages.isUser, params.fromUser)),
            ),
        ),
      ),
    )
    .returning({ messageId: chatMessageStatus.messageId })
  return rows.map((row) => row.messageId)
}

/** The last `limit` messages, returned oldest first (spec §7 escalation chat context). */
export async function lastMessages(db: Executor, params: { sessionId: string; limit: number }) {
  const rows = await db
    .select({ content: chatMessages.content, isUser: chatMessages.isUser, createdAt: chatMessages.createdAt })
    .from(chatMessages)
    .where(eq(chatMessages.sessionId, params.sessionId))
    .orderBy(desc(chatMessages.createdAt), desc(chatMessages.id))
    .limit(params.limit)
  return rows.reverse()
}

/** True when a person from support wrote in the session since the given time. */
export async function humanRepliedSince(db: Executor, params: { sessionId: string; since: Date }) {
  const [row] = await db
    .select({ id: chatMessages.id })
    .from(chatMessages)
    .where(
      and(
        eq(chatMessages.sessionId, params.sessionId),
        isNotNull(chatMessages.senderId),
        eq(chatMessages.isUser, false),
        gte(chatMessages.createdAt, params.since),
      ),
    )
    .limit(1)
  return Boolean(row)
}

export async function upsertTyping(
  db: Executor,
  params: { sessionId: string; userId: string; isTyping: boolean },
) {
  await db
    .insert(chatTypingIndicators)
    .values(params)
    .onConflictDoUpdate({
      target: [chatTypingIndicators.sessionId, chatTypingIndicators.userId],
      set: { isTyping: params.isTyping, updatedAt: new Date() },
    })
}

export async function insertTicket(db: Executor, values: typeof tickets.$inferInsert) {
  const [row] = await db.insert(tickets).values(values).returning()
  return row
}

export async function findOpenTicket(db: Executor, params: { sessionId: string; category: string }) {
  const [row] = await db
    .select({ id: tickets.id })
    .from(tickets)
    .where(
      and(
        eq(tickets.sessionId, params.sessionId),
        sql`${tickets.category} = ${params.category}`,
        ne(tickets.status, 'resolved'),
        ne(tickets.status, 'closed'),
      ),
    )
    .limit(1)
  return row ?? null
}

/**
 * Every active user holding one of the roles (spec §6 support-level staff for escalations). A
 * deactivated account keeps its roles but must not be notified or e-mailed any more.
 */
export async function userIdsWithRoles(db: Executor, roles: readonly string[]) {
  const rows = await db
    .selectDistinct({ userId: userRoles.userId })
    .from(userRoles)
    .innerJoin(user, eq(user.id, userRoles.userId))
    .where(
      and(
        inArray(userRoles.role, roles as (typeof userRoles.$inferSelect)['role'][]),
        isNull(user.deactivatedAt),
      ),
    )
  return rows.map((row) => row.userId)
}

/** Locks a session row for a change made on behalf of another module (the desk's chat reply). */
export async function lockSession(db: Executor, sessionId: string) {
  const [row] = await db.select().from(chatSessions).where(eq(chatSessions.id, sessionId)).for('update')
  return row ?? null
}

export async function incrementBotCounters(
  db: Executor,
  params: { botId: string; responses: number; escalations: number },
) {
  await db
    .update(bots)
    .set({
      responseCount: sql`${bots.responseCount} + ${params.responses}`,
      escalationCount: sql`${bots.escalationCount} + ${params.escalations}`,
      // Counters are not an edit of the bot: its 'Updated' date (spec §2.7) stays.
      updatedAt: sql`${bots.updatedAt}`,
    })
    .where(eq(bots.id, params.botId))
}

export async function insertFeedback(db: Executor, values: typeof chatFeedback.$inferInsert) {
  const [row] = await db.insert(chatFeedback).values(values).returning()
  return row
}

export async function findProfile(db: Executor, userId: string) {
  const [row] = await db
    .select({
      name: displayName,
      email: user.email,
      signature: profiles.signature,
    })
    .from(user)
    .leftJoin(profiles, eq(profiles.id, user.id))
    .where(eq(user.id, userId))
  return row ?? null
}
