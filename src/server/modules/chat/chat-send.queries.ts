import { and, eq, gte, isNotNull, sql } from 'drizzle-orm'
import type { AnyPgColumn } from 'drizzle-orm/pg-core'
import type { Executor } from '#server/db/client'
import { nowValue, prepared, preparedNow } from '#server/db/prepared'
import { user } from '#server/db/schema/auth'
import { bots } from '#server/db/schema/bots'
import { type ChatMessageSource, chatMessageStatus, chatMessages, chatSessions } from '#server/db/schema/chat'
import { profiles } from '#server/db/schema/identity'
import type { PreparedBotRule } from './chat-access.ts'
import { botCounterChanges } from './chat-bots.queries.ts'
import { messageWithStatus, type NewMessage } from './chat-messages.queries.ts'
import { displayName } from './chat-people.queries.ts'
import type { ChatSessionRow } from './chat-sessions.queries.ts'

/**
 * The session's last turn, for follow-ups (issue 33 item 5): when the session's latest message is the
 * assistant's reply, that reply's confidence, escalation type and sources with the user's question
 * before it; null otherwise (no message yet, the user's message unanswered, or a person's reply).
 */
export interface PreviousTurn {
  question: string
  confidence: number | null
  escalationType: string | null
  sources: ChatMessageSource[]
}

function previousTurnOf(sessionId: AnyPgColumn) {
  return sql<PreviousTurn | null>`(
    select json_build_object(
      'question', asked.content,
      'confidence', reply.confidence_score,
      'escalationType', reply.escalation_type,
      'sources', reply.sources
    )
    from (
      select last.* from ${chatMessages} last
      where last.session_id = ${sessionId}
      order by last.created_at desc, last.id desc
      limit 1
    ) reply
    join lateral (
      select question.content from ${chatMessages} question
      where question.session_id = ${sessionId} and question.is_user
        and question.created_at <= reply.created_at
      order by question.created_at desc, question.id desc
      limit 1
    ) asked on true
    where not reply.is_user and reply.sender_id is null
  )`
}

/**
 * What a chat send reads before it writes, in one round trip (issue 12, bench/chat-send.ts): the
 * bot if the sender may use it, the sender's own session with that bot when a session id is given
 * (null when it is not theirs, not with this bot, or unknown), the sender's display name and
 * signature, and the session's last turn (previousTurnOf). No row when the bot is not visible.
 */
export async function findSendContext(
  db: Executor,
  params: { visible: PreparedBotRule; botId: string; sessionId: string | null; userId: string },
) {
  const statement = prepared(db, `chat_send_context_${params.visible.kind}`, (name) => {
    const userId = sql.placeholder('userId')
    return db
      .select({
        bot: bots,
        session: chatSessions,
        senderName: displayName,
        senderSignature: profiles.signature,
        previousTurn: previousTurnOf(chatSessions.id),
      })
      .from(bots)
      .leftJoin(
        chatSessions,
        and(
          eq(chatSessions.id, sql.placeholder('sessionId')),
          eq(chatSessions.userId, userId),
          eq(chatSessions.botId, bots.id),
        ),
      )
      .innerJoin(user, eq(user.id, userId))
      .leftJoin(profiles, eq(profiles.id, user.id))
      .where(and(params.visible.rule, eq(bots.id, sql.placeholder('botId'))))
      .prepare(name)
  })
  const [row] = await statement.execute({
    botId: params.botId,
    sessionId: params.sessionId,
    userId: params.userId,
    roles: params.visible.roles,
  })
  return row ?? null
}

/**
 * The chat send's two writes are named prepared statements (issue 12, bench/chat-send.ts): each
 * has one shape whatever the message, so drizzle builds its SQL once and PostgreSQL plans it once
 * per connection. The message's columns are placeholders filled by messageParams.
 */
const newMessageColumns = {
  content: sql.placeholder('content'),
  isUser: sql.placeholder('isUser'),
  senderId: sql.placeholder('senderId'),
  languageCode: sql.placeholder('languageCode'),
  confidenceScore: sql.placeholder('confidenceScore'),
  sources: sql.placeholder('sources'),
  choices: sql.placeholder('choices'),
  escalationType: sql.placeholder('escalationType'),
}

function messageParams(message: Omit<NewMessage, 'sessionId'>) {
  return {
    content: message.content,
    isUser: message.isUser,
    senderId: message.senderId ?? null,
    languageCode: message.languageCode ?? null,
    confidenceScore: message.confidenceScore ?? null,
    sources: message.sources ?? [],
    choices: message.choices ?? [],
    escalationType: message.escalationType ?? null,
    status: message.status,
  }
}

/** A column set to the placeholder's value, or kept when the value is null. */
const keepUnlessGiven = (placeholder: string, column: AnyPgColumn) =>
  sql`coalesce(${sql.placeholder(placeholder)}, ${column})`

type SessionChanges = Partial<Pick<ChatSessionRow, 'languageCode' | 'title' | 'context'>>

type NewSession = Pick<
  typeof chatSessions.$inferInsert,
  'userId' | 'botId' | 'title' | 'context' | 'languageCode'
>

function prepareStoreUserMessage(db: Executor, creating: boolean, name: string) {
  const session = db.$with('stored_session').as(
    creating
      ? db
          .insert(chatSessions)
          .values({
            userId: sql.placeholder('userId'),
            botId: sql.placeholder('botId'),
            title: sql.placeholder('title'),
            context: sql.placeholder('context'),
            languageCode: sql.placeholder('sessionLanguage'),
          })
          .returning()
      : db
          .update(chatSessions)
          .set({
            title: keepUnlessGiven('title', chatSessions.title),
            context: keepUnlessGiven('context', chatSessions.context),
            languageCode: keepUnlessGiven('sessionLanguage', chatSessions.languageCode),
            updatedAt: preparedNow,
          })
          .where(eq(chatSessions.id, sql.placeholder('sessionId')))
          .returning(),
  )
  const { message, messageStatus } = messageWithStatus(
    db,
    { ...newMessageColumns, sessionId: sql`(select ${session.id} from ${session})` },
    sql.placeholder('status'),
  )
  // Nested SQL keeps its table names (drizzle drops them in a single-table select's own fields),
  // which tells the session's id apart from the messages' here.
  const staffReplies = sql`select 1 from ${chatMessages} where ${and(
    eq(chatMessages.sessionId, session.id),
    isNotNull(chatMessages.senderId),
    eq(chatMessages.isUser, false),
    gte(chatMessages.createdAt, sql.placeholder('humanSince')),
  )}`
  const human = db
    .$with('human_activity')
    .as(db.select({ active: sql<boolean>`exists (${staffReplies})`.as('active') }).from(session))
  return db
    .with(session, message, messageStatus, human)
    .select()
    .from(session)
    .crossJoin(message)
    .crossJoin(human)
    .prepare(name)
}

/**
 * The chat send's first write in one statement (issue 12): the session (created, or its changes
 * saved and updated_at moved, as updateSession does; a change left out or null keeps the column),
 * the user's message with its status, and whether a person from support wrote in the session since
 * `humanSince` (a new session has none).
 */
export async function storeUserMessage(
  db: Executor,
  params: {
    session: { create: NewSession } | { id: string; changes: SessionChanges }
    message: Omit<NewMessage, 'sessionId'>
    humanSince: Date
  },
) {
  const target = params.session
  const creating = 'create' in target
  const statement = prepared(
    db,
    creating ? 'chat_store_user_message_new' : 'chat_store_user_message',
    (name) => prepareStoreUserMessage(db, creating, name),
  )
  const sessionParams = creating
    ? {
        userId: target.create.userId,
        botId: target.create.botId,
        title: target.create.title ?? null,
        context: target.create.context ?? null,
        sessionLanguage: target.create.languageCode ?? null,
      }
    : {
        sessionId: target.id,
        title: target.changes.title ?? null,
        context: target.changes.context ?? null,
        sessionLanguage: target.changes.languageCode ?? null,
        now: nowValue(),
      }
  const [row] = await statement.execute({
    ...sessionParams,
    ...messageParams(params.message),
    humanSince: params.humanSince.toISOString(),
  })
  return {
    session: row.stored_session,
    userMessage: row.stored_message,
    humanActive: row.human_activity.active,
  }
}

function prepareStoreAssistantReply(db: Executor, name: string) {
  const { message, messageStatus } = messageWithStatus(
    db,
    { ...newMessageColumns, sessionId: sql.placeholder('sessionId') },
    sql.placeholder('status'),
  )
  const answered = db.$with('answered_status').as(
    db
      .insert(chatMessageStatus)
      .values({ messageId: sql.placeholder('answeredMessageId'), status: 'read' })
      .onConflictDoUpdate({
        target: chatMessageStatus.messageId,
        set: { status: 'read', updatedAt: preparedNow },
      })
      .returning({ messageId: chatMessageStatus.messageId }),
  )
  const touched = db.$with('touched_session').as(
    db
      .update(chatSessions)
      .set({
        status: keepUnlessGiven('sessionStatus', chatSessions.status),
        languageCode: keepUnlessGiven('sessionLanguage', chatSessions.languageCode),
        updatedAt: preparedNow,
      })
      .where(and(eq(chatSessions.id, sql.placeholder('sessionId')), sql`exists (select from ${answered})`))
      .returning(),
  )
  const counted = db.$with('counted_bot').as(
    db
      .update(bots)
      .set(botCounterChanges({ responses: 1, escalations: 0 }))
      .where(and(eq(bots.id, sql.placeholder('botId')), sql`exists (select from ${touched})`))
      .returning({ id: bots.id }),
  )
  return db
    .with(message, messageStatus, answered, touched, counted)
    .select()
    .from(message)
    .crossJoin(touched)
    .prepare(name)
}

/**
 * The assistant's answer stored in one statement (issue 12): the reply with its status, the user's
 * message marked read (the assistant answered it), the session's changes (a change left out keeps
 * the column) with updated_at moved, and the bot's response counter. Each later step reads the one
 * before (exists over its RETURNING, always one row), so the rows are locked in the order the
 * separate statements took (status row, session, bot), the order the desk's replies and the
 * escalations take too. Returns the reply and the session as it now is.
 */
export async function storeAssistantReply(
  db: Executor,
  params: {
    reply: NewMessage
    answeredMessageId: string
    sessionChanges: Partial<Pick<ChatSessionRow, 'status' | 'languageCode'>>
    botId: string
  },
) {
  const statement = prepared(db, 'chat_store_assistant_reply', (name) => prepareStoreAssistantReply(db, name))
  const [row] = await statement.execute({
    sessionId: params.reply.sessionId,
    ...messageParams(params.reply),
    answeredMessageId: params.answeredMessageId,
    sessionStatus: params.sessionChanges.status ?? null,
    sessionLanguage: params.sessionChanges.languageCode ?? null,
    botId: params.botId,
    now: nowValue(),
  })
  return { reply: row.stored_message, session: row.touched_session }
}
