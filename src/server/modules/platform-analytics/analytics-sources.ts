import { type SQL, sql } from 'drizzle-orm'
import {
  analyticsDailyActiveUsers,
  analyticsDailyAssistant,
  analyticsDailyQuestions,
} from '#server/db/schema/analytics'
import { session } from '#server/db/schema/auth'
import { chatFeedback, chatMessages, chatSessions } from '#server/db/schema/chat'
import { tickets } from '#server/db/schema/tickets'
import { COVERAGE_CONFIDENCE } from '#shared/schemas/platform-analytics'
import { TRAINING_CHAT_CONTEXT } from '#shared/schemas/training'

// The raw-row side of the daily rollups: each function returns a SELECT that aggregates the raw
// rows of [from, to) into exactly the rows of one rollup table. The refresh job inserts these rows
// for finished days; the page runs the same SELECT for today (and, as the benchmark's peer, for the
// whole period), so a rolled-up figure and a live one can only differ when old rows changed after
// their day was rolled up (see ROLLUP_REWIND_DAYS).

export interface TimeWindow {
  from: Date
  to: Date
}

const ts = (date: Date) => sql`${date.toISOString()}::timestamptz`
const utcDay = (column: SQL | unknown) => sql`to_char((${column} at time zone 'UTC')::date, 'YYYY-MM-DD')`
const inWindow = (column: unknown, window: TimeWindow) =>
  sql`${column} >= ${ts(window.from)} and ${column} < ${ts(window.to)}`
/** Trainers' test chats (spec §2.18) are not platform use. */
const realChat = sql`(${chatSessions.context} is null or ${chatSessions.context} <> ${TRAINING_CHAT_CONTEXT})`
const sessionLanguage = sql`coalesce(${chatSessions.languageCode}, 'unknown')`

/** The columns of analytics_daily_assistant after (day, bot_key, language_code), in table order. */
const ASSISTANT_SUMS = [
  'conversations',
  'resolved_conversations',
  'messages',
  'user_messages',
  'scored_replies',
  'confidence_millionths',
  'covered_replies',
  'band_0',
  'band_1',
  'band_2',
  'band_3',
  'band_4',
  'tickets_knowledge_gap',
  'tickets_specialist',
  'tickets_keyword',
  'tickets_manual',
  'feedback_up',
  'feedback_down',
  'rating_sum',
  'rating_count',
] as const
type AssistantSum = (typeof ASSISTANT_SUMS)[number]

/** One part of the union: its own sums, zero for the others. */
function part(
  key: { day: SQL; bot: SQL; language: SQL },
  sums: Partial<Record<AssistantSum, SQL>>,
  rest: SQL,
) {
  const columns = ASSISTANT_SUMS.map((name) => sql`${sums[name] ?? sql`0`} as ${sql.raw(name)}`)
  return sql`select ${key.day} as day, ${key.bot} as bot_key, ${key.language} as language_code, ${sql.join(columns, sql`, `)} ${rest}`
}

const confidence = chatMessages.confidenceScore
const band = (index: number) =>
  sql`count(*) filter (where ${confidence} is not null and least(floor(${confidence} * 5), 4) = ${sql.raw(String(index))})`

/** Rows of analytics_daily_assistant for [from, to). */
export function assistantDaysSql(window: TimeWindow): SQL {
  const sessionKey = { bot: sql`${chatSessions.botId}::text`, language: sessionLanguage }
  const conversations = part(
    { day: utcDay(chatSessions.createdAt), ...sessionKey },
    {
      conversations: sql`count(*)`,
      resolved_conversations: sql`count(*) filter (where not exists (select 1 from ${tickets} where ${tickets.sessionId} = ${chatSessions.id}))`,
    },
    sql`from ${chatSessions} where ${inWindow(chatSessions.createdAt, window)} and ${realChat} group by 1, 2, 3`,
  )
  // A reply is the assistant's (no staff sender) and carries the engine's confidence.
  const reply = sql`not ${chatMessages.isUser} and ${chatMessages.senderId} is null and ${confidence} is not null`
  const messages = part(
    { day: utcDay(chatMessages.createdAt), ...sessionKey },
    {
      messages: sql`count(*)`,
      user_messages: sql`count(*) filter (where ${chatMessages.isUser})`,
      scored_replies: sql`count(*) filter (where ${reply})`,
      confidence_millionths: sql`coalesce(sum(round(${confidence}::float8 * 1000000)) filter (where ${reply}), 0)`,
      // A bound parameter takes the column's type (real): a reply scored exactly 0.7 is covered,
      // which a numeric literal (compared as double precision) would miss.
      covered_replies: sql`count(*) filter (where ${reply} and ${confidence} >= ${COVERAGE_CONFIDENCE})`,
      band_0: band(0),
      band_1: band(1),
      band_2: band(2),
      band_3: band(3),
      band_4: band(4),
    },
    sql`from ${chatMessages} join ${chatSessions} on ${chatSessions.id} = ${chatMessages.sessionId}
      where ${inWindow(chatMessages.createdAt, window)} and ${realChat} group by 1, 2, 3`,
  )
  // Reasons (issue 11): a general ticket raised from a chat is a knowledge gap; general tickets
  // written by hand count as manual.
  const category = tickets.category
  const fromChat = sql`${tickets.sessionId} is not null`
  const ticketRows = part(
    {
      day: utcDay(tickets.createdAt),
      bot: sql`coalesce(${tickets.botId}::text, ${chatSessions.botId}::text, '')`,
      language: sql`coalesce(${chatSessions.languageCode}, ${tickets.languageCode}, 'unknown')`,
    },
    {
      tickets_knowledge_gap: sql`count(*) filter (where ${category} = 'general' and ${fromChat})`,
      tickets_specialist: sql`count(*) filter (where ${category} = 'specialist_contact')`,
      tickets_keyword: sql`count(*) filter (where ${category} = 'keyword')`,
      tickets_manual: sql`count(*) filter (where ${category} = 'manual' or (${category} = 'general' and not ${fromChat}))`,
    },
    sql`from ${tickets} left join ${chatSessions} on ${chatSessions.id} = ${tickets.sessionId}
      where ${inWindow(tickets.createdAt, window)} and (${chatSessions.id} is null or ${realChat}) group by 1, 2, 3`,
  )
  const feedback = part(
    { day: utcDay(chatFeedback.createdAt), ...sessionKey },
    {
      feedback_up: sql`count(*) filter (where ${chatFeedback.feedbackType} = 'positive')`,
      feedback_down: sql`count(*) filter (where ${chatFeedback.feedbackType} = 'negative')`,
      rating_sum: sql`coalesce(sum(${chatFeedback.rating}), 0)`,
      rating_count: sql`count(${chatFeedback.rating})`,
    },
    sql`from ${chatFeedback} join ${chatSessions} on ${chatSessions.id} = ${chatFeedback.sessionId}
      where ${inWindow(chatFeedback.createdAt, window)} and ${realChat} group by 1, 2, 3`,
  )
  const totals = ASSISTANT_SUMS.map((name) =>
    name === 'confidence_millionths'
      ? sql`sum(${sql.raw(name)})::bigint as ${sql.raw(name)}`
      : sql`sum(${sql.raw(name)})::int as ${sql.raw(name)}`,
  )
  return sql`select day, bot_key, language_code, ${sql.join(totals, sql`, `)}
    from (${conversations} union all ${messages} union all ${ticketRows} union all ${feedback}) parts
    group by day, bot_key, language_code`
}

/** analytics_daily_assistant's column list, for INSERT ... SELECT. */
export const assistantColumnsSql = sql.raw(['day', 'bot_key', 'language_code', ...ASSISTANT_SUMS].join(', '))
export const assistantSumsSql = sql.raw(ASSISTANT_SUMS.join(', '))

/** The same question with other capitals or end punctuation is one question (as on /bots analytics). */
const questionKey = sql`regexp_replace(lower(btrim(${chatMessages.content})), '[[:space:][:punct:]]+$', '')`

/** Rows of analytics_daily_questions (day, question_key, question, asked) for [from, to). */
export function questionDaysSql(window: TimeWindow): SQL {
  return sql`select ${utcDay(chatMessages.createdAt)} as day, ${questionKey} as question_key,
      min(btrim(${chatMessages.content})) as question, count(*)::int as asked
    from ${chatMessages} join ${chatSessions} on ${chatSessions.id} = ${chatMessages.sessionId}
    where ${inWindow(chatMessages.createdAt, window)} and ${chatMessages.isUser} and ${realChat}
    group by 1, 2`
}

/** Rows of analytics_daily_active_users (day, user_id) for [from, to): sign-ins and chat writers. */
export function activeUserDaysSql(window: TimeWindow): SQL {
  return sql`select ${utcDay(session.createdAt)} as day, ${session.userId} as user_id
      from ${session} where ${inWindow(session.createdAt, window)}
    union
    select ${utcDay(chatMessages.createdAt)}, ${chatSessions.userId}
      from ${chatMessages} join ${chatSessions} on ${chatSessions.id} = ${chatMessages.sessionId}
      where ${inWindow(chatMessages.createdAt, window)} and ${chatMessages.isUser}`
}

/**
 * The rows for [from, to) of one rollup table: finished days from the rollup (days before
 * `rolledUpThrough`), the rest live. `raw` reads every day live (the benchmark's peer, and the
 * check that the two agree).
 */
export function rowsFor(
  table: 'assistant' | 'questions' | 'activeUsers',
  window: TimeWindow,
  split: { rolledUpThrough: Date | null; raw: boolean },
): SQL {
  const live = { assistant: assistantDaysSql, questions: questionDaysSql, activeUsers: activeUserDaysSql }[
    table
  ]
  if (split.raw || !split.rolledUpThrough || split.rolledUpThrough <= window.from) return live(window)
  const boundary = new Date(Math.min(split.rolledUpThrough.getTime(), window.to.getTime()))
  const rolled = {
    assistant: sql`select ${assistantColumnsSql} from ${analyticsDailyAssistant}`,
    questions: sql`select day, question_key, question, asked from ${analyticsDailyQuestions}`,
    activeUsers: sql`select day, user_id from ${analyticsDailyActiveUsers}`,
  }[table]
  const fromDay = window.from.toISOString().slice(0, 10)
  const toDay = boundary.toISOString().slice(0, 10)
  const stored = sql`select * from (${rolled}) stored where day >= ${fromDay}::date and day < ${toDay}::date`
  // Rolled-up days come back as text like the live rows, so the union has one shape.
  const storedAsText =
    table === 'activeUsers'
      ? sql`select to_char(day, 'YYYY-MM-DD') as day, user_id from (${stored}) s`
      : table === 'questions'
        ? sql`select to_char(day, 'YYYY-MM-DD') as day, question_key, question, asked from (${stored}) s`
        : sql`select to_char(day, 'YYYY-MM-DD') as day, bot_key, language_code, ${assistantSumsSql} from (${stored}) s`
  if (boundary >= window.to) return storedAsText
  return sql`${storedAsText} union all select * from (${live({ from: boundary, to: window.to })}) today`
}
