import { and, desc, eq, inArray, type Placeholder, sql } from 'drizzle-orm'
import type { PgInsertValue } from 'drizzle-orm/pg-core'
import type { Executor } from '#server/db/client'
import {
  type ChatMessageChoice,
  type ChatMessageSource,
  chatMessageStatus,
  chatMessages,
  chatTypingIndicators,
} from '#server/db/schema/chat'
import type { MessageStatus } from '#shared/constants/chat'
import { type ChatSessionRow, updateSession } from './chat-sessions.queries.ts'

export type ChatMessageRow = typeof chatMessages.$inferSelect

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
  choices?: ChatMessageChoice[]
  escalationType?: string | null
  status: MessageStatus
}

/**
 * A message and its status row as two steps of one statement: the status row takes the id the
 * database generates for the message. The values may be placeholders of a prepared statement, and
 * `sessionId` SQL reading an earlier step's RETURNING.
 */
export function messageWithStatus(
  db: Executor,
  values: PgInsertValue<typeof chatMessages>,
  status: MessageStatus | Placeholder,
) {
  const message = db.$with('stored_message').as(db.insert(chatMessages).values(values).returning())
  const messageStatus = db.$with('stored_message_status').as(
    db
      .insert(chatMessageStatus)
      .values({ messageId: sql`(select ${message.id} from ${message})`, status })
      .returning({ messageId: chatMessageStatus.messageId }),
  )
  return { message, messageStatus }
}

export async function insertMessage(db: Executor, input: NewMessage) {
  const { status, ...values } = input
  const { message, messageStatus } = messageWithStatus(db, values, status)
  const [row] = await db.with(message, messageStatus).select().from(message)
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
