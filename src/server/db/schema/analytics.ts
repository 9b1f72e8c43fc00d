import { bigint, date, index, integer, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core'

// Issue 11: pre-aggregated daily figures for /analytics, so a year of 100k conversations and 1M
// messages reads a few hundred rows instead of the raw chat tables. One row per UTC day and group;
// the refresh job (modules/platform-analytics/analytics-rollup.ts) rewrites whole days, and the page
// computes today (the partial day) live from the raw rows. No foreign keys: a deleted bot or user
// keeps its history in the figures.

/**
 * Assistant figures per day, bot and conversation language. Conversations are counted on the day
 * they started, messages, replies and feedback on the day they were written, tickets on the day
 * they were opened. Sums, not averages, so any range of days adds up exactly.
 */
export const analyticsDailyAssistant = pgTable(
  'analytics_daily_assistant',
  {
    day: date('day', { mode: 'string' }).notNull(),
    /** The bot; '' for tickets opened without a bot (manual tickets). */
    botKey: text('bot_key').notNull(),
    /** The conversation's language; 'unknown' when none was detected. */
    languageCode: text('language_code').notNull(),
    conversations: integer('conversations').notNull().default(0),
    /** Conversations that started this day and never led to a ticket. */
    resolvedConversations: integer('resolved_conversations').notNull().default(0),
    messages: integer('messages').notNull().default(0),
    userMessages: integer('user_messages').notNull().default(0),
    /** Assistant replies with a confidence score (staff messages are not replies). */
    scoredReplies: integer('scored_replies').notNull().default(0),
    /** Sum of the replies' confidence in millionths: integers add up the same in any order. */
    confidenceMillionths: bigint('confidence_millionths', { mode: 'number' }).notNull().default(0),
    /** Replies with confidence >= 0.7: the knowledge coverage of issue 11. */
    coveredReplies: integer('covered_replies').notNull().default(0),
    /** Confidence distribution in five bands of 0.2 (0-0.2, 0.2-0.4, ... 0.8-1). */
    band0: integer('band_0').notNull().default(0),
    band1: integer('band_1').notNull().default(0),
    band2: integer('band_2').notNull().default(0),
    band3: integer('band_3').notNull().default(0),
    band4: integer('band_4').notNull().default(0),
    ticketsKnowledgeGap: integer('tickets_knowledge_gap').notNull().default(0),
    ticketsSpecialist: integer('tickets_specialist').notNull().default(0),
    ticketsKeyword: integer('tickets_keyword').notNull().default(0),
    ticketsManual: integer('tickets_manual').notNull().default(0),
    feedbackUp: integer('feedback_up').notNull().default(0),
    feedbackDown: integer('feedback_down').notNull().default(0),
    ratingSum: integer('rating_sum').notNull().default(0),
    ratingCount: integer('rating_count').notNull().default(0),
  },
  (table) => [primaryKey({ columns: [table.day, table.botKey, table.languageCode] })],
)

/** How often each question (normalised text) was asked per day, for the most asked questions. */
export const analyticsDailyQuestions = pgTable(
  'analytics_daily_questions',
  {
    day: date('day', { mode: 'string' }).notNull(),
    questionKey: text('question_key').notNull(),
    /** One way it was written, for display. */
    question: text('question').notNull(),
    asked: integer('asked').notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.day, table.questionKey] }),
    index('analytics_daily_questions_key_idx').on(table.questionKey),
  ],
)

/** Each user active on a day (signed in, or wrote in a chat): daily, weekly and period actives. */
export const analyticsDailyActiveUsers = pgTable(
  'analytics_daily_active_users',
  {
    day: date('day', { mode: 'string' }).notNull(),
    userId: text('user_id').notNull(),
  },
  (table) => [primaryKey({ columns: [table.day, table.userId] })],
)

/** Where the rollup stands: every day before `throughDay` (exclusive) is rolled up. */
export const analyticsRollupState = pgTable('analytics_rollup_state', {
  id: text('id').primaryKey(),
  throughDay: date('through_day', { mode: 'string' }).notNull(),
  refreshedAt: timestamp('refreshed_at', { withTimezone: true }).notNull(),
  /** Milliseconds the last refresh took, for the operators. */
  lastDurationMs: bigint('last_duration_ms', { mode: 'number' }).notNull().default(0),
})

export type AnalyticsDailyAssistantRow = typeof analyticsDailyAssistant.$inferSelect
