import { sql } from 'drizzle-orm'
import {
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  real,
  text,
  uuid,
} from 'drizzle-orm/pg-core'
import { user } from './auth.ts'
import { bots } from './bots.ts'
import { timestamps, uuidPk } from './columns.ts'

const sqlList = (values: readonly string[]) => sql.raw(values.map((value) => `'${value}'`).join(', '))

export const CHAT_SESSION_STATUSES = ['active', 'escalated', 'closed'] as const
export const MESSAGE_STATUSES = ['sent', 'delivered', 'read', 'failed'] as const

/** A knowledge entry an answer was drawn from, with its retrieval score. */
export interface ChatMessageSource {
  entryId: string
  question: string
  score: number
}

/** An entry offered as a choice ("Did you mean ...?", issue 33 item 2). */
export interface ChatMessageChoice {
  entryId: string
  question: string
}

export const chatSessions = pgTable(
  'chat_sessions',
  {
    id: uuidPk(),
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    botId: uuid('bot_id')
      .notNull()
      .references(() => bots.id, { onDelete: 'cascade' }),
    context: text('context'),
    title: text('title'),
    status: text('status', { enum: CHAT_SESSION_STATUSES }).notNull().default('active'),
    /** Detected or chosen language; free text because detection covers more than the menu. */
    languageCode: text('language_code'),
    ...timestamps,
  },
  (table) => [
    index('chat_sessions_user_bot_updated_at_idx').on(table.userId, table.botId, table.updatedAt.desc()),
    index('chat_sessions_bot_updated_at_idx').on(table.botId, table.updatedAt.desc()),
    index('chat_sessions_status_idx').on(table.status),
    // Issue 37: analytics count the conversations started in a period (dealer, bot and platform pages).
    index('chat_sessions_created_at_idx').on(table.createdAt),
    check('chat_sessions_status_check', sql`${table.status} in (${sqlList(CHAT_SESSION_STATUSES)})`),
  ],
)

export const chatMessages = pgTable(
  'chat_messages',
  {
    id: uuidPk(),
    sessionId: uuid('session_id')
      .notNull()
      .references(() => chatSessions.id, { onDelete: 'cascade' }),
    content: text('content').notNull(),
    isUser: boolean('is_user').notNull(),
    /** Set when a human (staff) wrote a non-user message; null for the bot. */
    senderId: text('sender_id').references(() => user.id, { onDelete: 'set null' }),
    languageCode: text('language_code'),
    confidenceScore: real('confidence_score'),
    sources: jsonb('sources').$type<ChatMessageSource[]>().notNull().default([]),
    /** The entries this answer offered as buttons, best first (issue 33 item 2). */
    choices: jsonb('choices').$type<ChatMessageChoice[]>().notNull().default([]),
    /**
     * The offered entry the user picked (one of `choices`), kept as a record of which choice answered
     * which question: no foreign key, so the record outlives the entry.
     */
    chosenEntryId: uuid('chosen_entry_id'),
    escalationType: text('escalation_type'),
    ...timestamps,
  },
  (table) => [
    index('chat_messages_session_id_created_at_idx').on(table.sessionId, table.createdAt),
    // Issue 11 /analytics reads today's messages live (earlier days come from the daily rollups).
    index('chat_messages_created_at_idx').on(table.createdAt),
    check(
      'chat_messages_confidence_score_check',
      sql`${table.confidenceScore} is null or ${table.confidenceScore} between 0 and 1`,
    ),
    check(
      'chat_messages_chosen_entry_check',
      sql`${table.chosenEntryId} is null or ${table.choices} @> jsonb_build_array(jsonb_build_object('entryId', ${table.chosenEntryId}::text))`,
    ),
  ],
)

export const chatMessageStatus = pgTable(
  'chat_message_status',
  {
    messageId: uuid('message_id')
      .primaryKey()
      .references(() => chatMessages.id, { onDelete: 'cascade' }),
    status: text('status', { enum: MESSAGE_STATUSES }).notNull().default('sent'),
    ...timestamps,
  },
  (table) => [
    check('chat_message_status_status_check', sql`${table.status} in (${sqlList(MESSAGE_STATUSES)})`),
  ],
)

export const chatTypingIndicators = pgTable(
  'chat_typing_indicators',
  {
    sessionId: uuid('session_id')
      .notNull()
      .references(() => chatSessions.id, { onDelete: 'cascade' }),
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    isTyping: boolean('is_typing').notNull().default(false),
    ...timestamps,
  },
  (table) => [
    primaryKey({ columns: [table.sessionId, table.userId] }),
    index('chat_typing_indicators_user_id_idx').on(table.userId),
  ],
)

export const chatFeedback = pgTable(
  'chat_feedback',
  {
    id: uuidPk(),
    sessionId: uuid('session_id')
      .notNull()
      .references(() => chatSessions.id, { onDelete: 'cascade' }),
    messageId: uuid('message_id')
      .notNull()
      .references(() => chatMessages.id, { onDelete: 'cascade' }),
    feedbackType: text('feedback_type').notNull(),
    rating: integer('rating'),
    notes: text('notes'),
    createdBy: text('created_by').references(() => user.id, { onDelete: 'set null' }),
    ...timestamps,
  },
  (table) => [
    index('chat_feedback_message_id_idx').on(table.messageId),
    index('chat_feedback_session_id_idx').on(table.sessionId),
    index('chat_feedback_created_at_idx').on(table.createdAt.desc()),
    check('chat_feedback_rating_check', sql`${table.rating} is null or ${table.rating} between 1 and 5`),
  ],
)
