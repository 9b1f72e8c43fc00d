import {
  and,
  asc,
  count,
  desc,
  eq,
  exists,
  gte,
  inArray,
  isNotNull,
  isNull,
  ne,
  or,
  type Placeholder,
  type SQL,
  sql,
} from 'drizzle-orm'
import type { AnyPgColumn, PgInsertValue } from 'drizzle-orm/pg-core'
import type { MessageStatus } from '../../../shared/constants/chat.ts'
import type { Executor } from '../../db/client.ts'
import { nowValue, prepared, preparedNow } from '../../db/prepared.ts'
import { user } from '../../db/schema/auth.ts'
import { bots } from '../../db/schema/bots.ts'
import {
  type ChatMessageChoice,
  type ChatMessageSource,
  chatFeedback,
  chatMessageStatus,
  chatMessages,
  chatSessions,
  chatTypingIndicators,
} from '../../db/schema/chat.ts'
import { profiles, userRoles } from '../../db/schema/identity.ts'
import { kbEntries } from '../../db/schema/knowledge.ts'
import { tickets } from '../../db/schema/tickets.ts'
import type { PreparedBotRule, PreparedReadableRule } from './chat-access.ts'

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

export async function findVisibleBot(db: Executor, params: { visible: PreparedBotRule; botId: string }) {
  const statement = prepared(db, `chat_visible_bot_${params.visible.kind}`, (name) =>
    db
      .select()
      .from(bots)
      .where(and(params.visible.rule, eq(bots.id, sql.placeholder('botId'))))
      .prepare(name),
  )
  const [row] = await statement.execute({ botId: params.botId, roles: params.visible.roles })
  return row ?? null
}

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
function messageWithStatus(
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
  // A null category (no escalation) matches no ticket.
  const sameKind = db
    .select({ id: tickets.id })
    .from(tickets)
    .where(
      openTicketOf({ sessionId: sql.placeholder('sessionId'), category: sql.placeholder('ticketCategory') }),
    )
  const ticket = db
    .$with('open_ticket')
    .as(db.select({ open: sql<boolean>`exists (${sameKind})`.as('open') }).from(touched))
  return db
    .with(message, messageStatus, answered, touched, counted, ticket)
    .select()
    .from(message)
    .crossJoin(touched)
    .crossJoin(ticket)
    .prepare(name)
}

/**
 * The assistant's answer stored in one statement (issue 12): the reply with its status, the user's
 * message marked read (the assistant answered it), the session's changes (a change left out keeps
 * the column) with updated_at moved, and the bot's response counter. Each later step reads the one
 * before (exists over its RETURNING, always one row), so the rows are locked in the order the
 * separate statements took (status row, session, bot), the order the desk's replies and the
 * escalations take too. Returns the reply, the session as it now is, and whether the session has an
 * open ticket of `ticketCategory` (false without one): a session that keeps escalating needs no
 * further statement.
 */
export async function storeAssistantReply(
  db: Executor,
  params: {
    reply: NewMessage
    answeredMessageId: string
    sessionChanges: Partial<Pick<ChatSessionRow, 'status' | 'languageCode'>>
    botId: string
    ticketCategory?: string | null
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
    ticketCategory: params.ticketCategory ?? null,
    now: nowValue(),
  })
  return { reply: row.stored_message, session: row.touched_session, ticketOpen: row.open_ticket.open }
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

export async function insertTicket(db: Executor, values: typeof tickets.$inferInsert) {
  const [row] = await db.insert(tickets).values(values).returning()
  return row
}

/** A ticket of the category on the session that is still being worked on. */
function openTicketOf(params: { sessionId: string | Placeholder; category: string | Placeholder }) {
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
  await db.update(bots).set(botCounterChanges(params)).where(eq(bots.id, params.botId))
}

function botCounterChanges(params: { responses: number; escalations: number }) {
  return {
    responseCount: sql`${bots.responseCount} + ${params.responses}`,
    escalationCount: sql`${bots.escalationCount} + ${params.escalations}`,
    // Counters are not an edit of the bot: its 'Updated' date (spec §2.7) stays.
    updatedAt: sql`${bots.updatedAt}`,
  }
}

export async function insertFeedback(db: Executor, values: typeof chatFeedback.$inferInsert) {
  const [row] = await db.insert(chatFeedback).values(values).returning()
  return row
}

export async function findProfile(db: Executor, userId: string) {
  const statement = prepared(db, 'chat_profile', (name) =>
    db
      .select({
        name: displayName,
        email: user.email,
        signature: profiles.signature,
      })
      .from(user)
      .leftJoin(profiles, eq(profiles.id, user.id))
      .where(eq(user.id, sql.placeholder('userId')))
      .prepare(name),
  )
  const [row] = await statement.execute({ userId })
  return row ?? null
}

/** The assistant's message that offered choices, locked for the pick (issue 33 item 2); null when not in the session. */
export async function lockChoiceOffer(db: Executor, params: { sessionId: string; messageId: string }) {
  const [row] = await db
    .select()
    .from(chatMessages)
    .where(and(eq(chatMessages.id, params.messageId), eq(chatMessages.sessionId, params.sessionId)))
    .for('update')
  return row ?? null
}

/** The user's question an assistant message answered: the session's last user message before it. */
export async function findQuestionBefore(
  db: Executor,
  message: Pick<ChatMessageRow, 'sessionId' | 'createdAt'>,
) {
  const [row] = await db
    .select({ content: chatMessages.content })
    .from(chatMessages)
    .where(
      and(
        eq(chatMessages.sessionId, message.sessionId),
        eq(chatMessages.isUser, true),
        sql`${chatMessages.createdAt} <= ${message.createdAt}`,
      ),
    )
    .orderBy(desc(chatMessages.createdAt), desc(chatMessages.id))
    .limit(1)
  return row?.content ?? null
}

/** An approved entry that may answer in the bot's chat: the bot's own or a global one. */
export async function findAnsweringEntry(db: Executor, params: { entryId: string; botId: string }) {
  const [row] = await db
    .select({
      id: kbEntries.id,
      question: kbEntries.question,
      answer: kbEntries.answer,
      languageCode: kbEntries.languageCode,
    })
    .from(kbEntries)
    .where(
      and(
        eq(kbEntries.id, params.entryId),
        eq(kbEntries.status, 'approved'),
        or(eq(kbEntries.botId, params.botId), eq(kbEntries.scope, 'global')),
      ),
    )
  return row ?? null
}

export async function setChosenEntry(db: Executor, params: { messageId: string; entryId: string }) {
  const [row] = await db
    .update(chatMessages)
    .set({ chosenEntryId: params.entryId, updatedAt: new Date() })
    .where(and(eq(chatMessages.id, params.messageId), isNull(chatMessages.chosenEntryId)))
    .returning()
  return row ?? null
}
