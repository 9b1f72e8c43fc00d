import { sql } from 'drizzle-orm'
import type { Executor } from '#server/db/client'
import {
  bucketKeys,
  isoDay,
  periodRange,
  truncateUtc,
} from '#server/modules/dealer-analytics/analytics-period'
import type { AnalyticsPeriod } from '#shared/schemas/dealer-analytics'
import {
  type AssistantBreakdownRow,
  type AssistantFigures,
  CONFIDENCE_BANDS,
  type DurationFigures,
  ESCALATION_REASONS,
  type PlatformAnalyticsReport,
  TOP_QUESTIONS_LIMIT,
  type UserFigures,
} from '#shared/schemas/platform-analytics'
import { rolledUpThrough } from './analytics-rollup.ts'
import { rowsFor, type TimeWindow } from './analytics-sources.ts'
import * as queries from './platform-analytics.queries.ts'

// Issue 11 /analytics: every figure counted from real rows. The chat tables (the large ones) are
// read through the daily rollups plus today live; `raw: true` computes the same figures from the raw
// rows only (the benchmark's peer, and the tests' proof that both agree).

/** A row of analytics_daily_assistant (day as 'YYYY-MM-DD'). */
interface AssistantDay {
  day: string
  bot_key: string
  language_code: string
  conversations: number
  resolved_conversations: number
  messages: number
  user_messages: number
  scored_replies: number
  /** bigint: a string from node-postgres, summed with Number(). */
  confidence_millionths: number | string
  covered_replies: number
  band_0: number
  band_1: number
  band_2: number
  band_3: number
  band_4: number
  tickets_knowledge_gap: number
  tickets_specialist: number
  tickets_keyword: number
  tickets_manual: number
  feedback_up: number
  feedback_down: number
  rating_sum: number
  rating_count: number
}
type Sums = { [K in Exclude<keyof AssistantDay, 'day' | 'bot_key' | 'language_code'>]: number }

const oneDecimal = (value: number) => Math.round(value * 10) / 10
const percent = (part: number, whole: number) => (whole > 0 ? oneDecimal((100 * part) / whole) : null)
const average = (sum: number, n: number, digits = 3) =>
  n > 0 ? Math.round((sum / n) * 10 ** digits) / 10 ** digits : null

function sum(rows: readonly AssistantDay[]): Sums {
  const total = {} as Record<string, number>
  for (const row of rows)
    for (const [key, value] of Object.entries(row))
      if (key !== 'day' && key !== 'bot_key' && key !== 'language_code')
        total[key] = (total[key] ?? 0) + Number(value)
  const zero = {
    conversations: 0,
    resolved_conversations: 0,
    messages: 0,
    user_messages: 0,
    scored_replies: 0,
    confidence_millionths: 0,
    covered_replies: 0,
    band_0: 0,
    band_1: 0,
    band_2: 0,
    band_3: 0,
    band_4: 0,
    tickets_knowledge_gap: 0,
    tickets_specialist: 0,
    tickets_keyword: 0,
    tickets_manual: 0,
    feedback_up: 0,
    feedback_down: 0,
    rating_sum: 0,
    rating_count: 0,
  }
  return { ...zero, ...total }
}

const ticketsOf = (s: Sums) =>
  s.tickets_knowledge_gap + s.tickets_specialist + s.tickets_keyword + s.tickets_manual

function breakdown(s: Sums): AssistantBreakdownRow {
  return {
    conversations: s.conversations,
    messages: s.messages,
    escalations: ticketsOf(s),
    resolutionRate: percent(s.resolved_conversations, s.conversations),
    averageConfidence: average(s.confidence_millionths / 1e6, s.scored_replies),
  }
}

function groupBy<T>(rows: readonly T[], key: (row: T) => string): Map<string, T[]> {
  const groups = new Map<string, T[]>()
  for (const row of rows) {
    const list = groups.get(key(row))
    if (list) list.push(row)
    else groups.set(key(row), [row])
  }
  return groups
}

interface Range extends queries.ComparedWindow {
  unit: 'day' | 'week' | 'month'
}

async function assistantFigures(
  db: Executor,
  range: Range,
  split: { rolledUpThrough: Date | null; raw: boolean },
): Promise<{ figures: Omit<AssistantFigures, 'topUnanswered'>; current: Sums; previous: Sums }> {
  const fromDay = isoDay(range.from)
  const [days, questions, names] = await Promise.all([
    queries.selectRows<AssistantDay>(
      db,
      rowsFor('assistant', { from: range.previousFrom, to: range.to }, split),
    ),
    queries.selectRows<{ question: string; count: number }>(
      db,
      sql`select min(question) as question, sum(asked)::int as count
        from (${rowsFor('questions', range, split)}) q
        group by question_key order by sum(asked) desc, question_key limit ${TOP_QUESTIONS_LIMIT}`,
    ),
    queries.botNames(db),
  ])
  const currentDays = days.filter((row) => row.day >= fromDay)
  const current = sum(currentDays)
  const previous = sum(days.filter((row) => row.day < fromDay))
  const byBucket = groupBy(currentDays, (row) =>
    isoDay(truncateUtc(new Date(`${row.day}T00:00:00Z`), range.unit)),
  )
  const bands = [current.band_0, current.band_1, current.band_2, current.band_3, current.band_4]
  const byBot = [...groupBy(currentDays, (row) => row.bot_key)].map(([botKey, rows]) => ({
    botId: botKey === '' ? null : botKey,
    name: botKey === '' ? null : (names.get(botKey) ?? null),
    ...breakdown(sum(rows)),
  }))
  const byLanguage = [...groupBy(currentDays, (row) => row.language_code)].map(([language, rows]) => ({
    language,
    ...breakdown(sum(rows)),
  }))
  const byConversations = (a: AssistantBreakdownRow, b: AssistantBreakdownRow) =>
    b.conversations - a.conversations || b.messages - a.messages
  const figures = {
    conversations: { current: current.conversations, previous: previous.conversations },
    messages: { current: current.messages, previous: previous.messages },
    escalations: { current: ticketsOf(current), previous: ticketsOf(previous) },
    resolutionRate: {
      current: percent(current.resolved_conversations, current.conversations),
      previous: percent(previous.resolved_conversations, previous.conversations),
    },
    escalationRate: {
      current: percent(current.conversations - current.resolved_conversations, current.conversations),
      previous: percent(previous.conversations - previous.resolved_conversations, previous.conversations),
    },
    escalationReasons: ESCALATION_REASONS.map((reason) => ({
      reason,
      count: {
        knowledge_gap: current.tickets_knowledge_gap,
        specialist_contact: current.tickets_specialist,
        keyword: current.tickets_keyword,
        manual: current.tickets_manual,
      }[reason],
    })),
    averageConfidence: {
      current: average(current.confidence_millionths / 1e6, current.scored_replies),
      previous: average(previous.confidence_millionths / 1e6, previous.scored_replies),
    },
    confidenceBands: CONFIDENCE_BANDS.map((band, index) => ({ band, replies: bands[index] })),
    feedback: {
      up: current.feedback_up,
      down: current.feedback_down,
      ratings: current.rating_count,
      averageRating: average(current.rating_sum, current.rating_count, 2),
    },
    trend: bucketKeys(range).map((bucket) => {
      const s = sum(byBucket.get(bucket) ?? [])
      return { bucket, conversations: s.conversations, messages: s.messages, escalations: ticketsOf(s) }
    }),
    byBot: byBot.sort(byConversations),
    byLanguage: byLanguage.sort(byConversations),
    topQuestions: questions.map((row) => ({ question: row.question, count: Number(row.count) })),
  }
  return { figures, current, previous }
}

function durations(row: queries.DurationRow | undefined): DurationFigures {
  const value = (minutes: number | null | undefined) =>
    minutes === null || minutes === undefined ? null : oneDecimal(Number(minutes))
  return { median: value(row?.median), p90: value(row?.p90), measured: Number(row?.measured ?? 0) }
}

const DAY_MS = 86_400_000

async function userFigures(
  db: Executor,
  range: Range,
  split: { rolledUpThrough: Date | null; raw: boolean },
): Promise<UserFigures> {
  const fromDay = isoDay(range.from)
  const weekFromDay = isoDay(new Date(Math.max(range.from.getTime(), range.to.getTime() - 6 * DAY_MS)))
  const active = rowsFor('activeUsers', { from: range.previousFrom, to: range.to }, split)
  const [[distinct], perDay, signIns, dealers, completions, articles, audience, files] = await Promise.all([
    queries.selectRows<{ current: number; previous: number; weekly: number }>(
      db,
      sql`select count(distinct user_id) filter (where day >= ${fromDay})::int as current,
          count(distinct user_id) filter (where day < ${fromDay})::int as previous,
          count(distinct user_id) filter (where day >= ${weekFromDay})::int as weekly
        from (${active}) a`,
    ),
    queries.selectRows<{ day: string; users: number }>(
      db,
      sql`select day, count(distinct user_id)::int as users from (${active}) a
        where day >= ${fromDay} group by day order by day`,
    ),
    queries.signIns(db, range),
    queries.dealersByStatus(db),
    queries.onboardingCompletions(db, range),
    queries.newsReads(db, range),
    queries.newsAudience(db),
    queries.filesReviewed(db, range),
  ])
  const activeByDay = new Map(perDay.map((row) => [row.day, Number(row.users)]))
  const dailyActive = bucketKeys({ from: range.from, to: range.to, unit: 'day' }).map((day) => ({
    day,
    users: activeByDay.get(day) ?? 0,
  }))
  const news = articles.map((article) => ({
    id: article.id,
    title: article.title,
    publishedAt: (article.publishedAt as Date).toISOString(),
    readers: article.readers,
    readRate: percent(article.readers, audience),
  }))
  return {
    activeUsers: { current: distinct?.current ?? 0, previous: distinct?.previous ?? 0 },
    weeklyActive: distinct?.weekly ?? 0,
    averageDailyActive: oneDecimal(
      dailyActive.reduce((total, day) => total + day.users, 0) / dailyActive.length,
    ),
    dailyActive,
    signIns,
    dealersByStatus: dealers,
    onboardingCompletions: completions,
    news: {
      articles: news,
      audience,
      averageReadRate: percent(
        news.reduce((total, article) => total + article.readers, 0),
        news.length * audience,
      ),
    },
    filesReviewed: files,
  }
}

export interface BuildOptions {
  now?: Date
  /** Compute from the raw rows only, ignoring the rollups. */
  raw?: boolean
}

/** Issue 11: every figure of /analytics for the last `days` days, compared with the days before. */
export async function buildPlatformAnalytics(
  db: Executor,
  days: AnalyticsPeriod,
  options: BuildOptions = {},
): Promise<PlatformAnalyticsReport> {
  const period = periodRange(days, options.now ?? new Date())
  const range: Range = {
    from: period.from,
    to: period.to,
    previousFrom: period.previousFrom,
    unit: period.unit,
  }
  const window: TimeWindow = { from: range.from, to: range.to }
  const split = { rolledUpThrough: options.raw ? null : await rolledUpThrough(db), raw: options.raw ?? false }
  const [
    assistants,
    unanswered,
    users,
    opened,
    resolved,
    firstResponse,
    resolution,
    backlog,
    byStatus,
    byLanguage,
    stale,
  ] = await Promise.all([
    assistantFigures(db, range, split),
    queries.topUnanswered(db, window, TOP_QUESTIONS_LIMIT),
    userFigures(db, range, split),
    queries.ticketsOpened(db, range),
    queries.ticketsResolved(db, range),
    queries.firstResponseMinutes(db, window),
    queries.resolutionMinutes(db, window),
    queries.ticketsByStatus(db),
    queries.entriesByStatus(db),
    queries.entriesByLanguage(db),
    queries.staleEntries(db, range.to, TOP_QUESTIONS_LIMIT),
  ])
  const { current, previous } = assistants
  return {
    period: {
      days,
      from: range.from.toISOString(),
      to: range.to.toISOString(),
      previousFrom: range.previousFrom.toISOString(),
      unit: range.unit,
    },
    source: split.raw ? 'raw' : 'rollup',
    assistants: { ...assistants.figures, topUnanswered: unanswered },
    support: {
      opened,
      resolved,
      firstResponse: durations(firstResponse),
      resolution: durations(resolution),
      backlog,
    },
    users,
    knowledge: {
      byStatus,
      byLanguage,
      coverage: {
        current: percent(current.covered_replies, current.scored_replies),
        previous: percent(previous.covered_replies, previous.scored_replies),
      },
      coveredReplies: current.covered_replies,
      scoredReplies: current.scored_replies,
      stale: {
        count: stale.count,
        oldest: stale.oldest.map((entry) => ({ ...entry, updatedAt: entry.updatedAt.toISOString() })),
      },
    },
  }
}
