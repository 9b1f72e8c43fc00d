import { and, asc, count, eq, gte, isNotNull, isNull, lt, type SQL, sql } from 'drizzle-orm'
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core'
import type { Executor } from '#server/db/client'
import { session, user } from '#server/db/schema/auth'
import { bots } from '#server/db/schema/bots'
import { chatMessages } from '#server/db/schema/chat'
import { dealers } from '#server/db/schema/dealers'
import { documents } from '#server/db/schema/documents'
import { kbEntries, knowledgeSuggestions } from '#server/db/schema/knowledge'
import { newsArticles, newsReadStatus } from '#server/db/schema/news'
import { dealerOnboarding } from '#server/db/schema/onboarding'
import { tickets } from '#server/db/schema/tickets'
import { STALE_ENTRY_DAYS } from '#shared/schemas/platform-analytics'
import type { TimeWindow } from './analytics-sources.ts'

// The figures of the small tables (tickets, dealers, news, documents, knowledge), read live: they
// stay small enough that a rollup would only add staleness. Platform analytics spans every dealer;
// only the roles of /analytics reach these queries (platform-analytics.routes.ts).

export interface ComparedWindow extends TimeWindow {
  previousFrom: Date
}

const ts = (date: Date) => sql`${date.toISOString()}::timestamptz`
const asNumber = (expression: SQL) => sql<number>`(${expression})::float8`.mapWith(Number)

export async function selectRows<T>(db: Executor, query: SQL): Promise<T[]> {
  return (await db.execute(query)).rows as T[]
}

/** Rows whose time falls in the period and in the period before it, in one scan. */
async function periodCounts(
  db: Executor,
  table: PgTable,
  column: PgColumn,
  range: ComparedWindow,
  where?: SQL,
) {
  const [row] = await db
    .select({
      current: asNumber(sql`count(*) filter (where ${column} >= ${ts(range.from)})`),
      previous: asNumber(sql`count(*) filter (where ${column} < ${ts(range.from)})`),
    })
    .from(table)
    .where(and(gte(column, range.previousFrom), lt(column, range.to), where))
  return { current: row?.current ?? 0, previous: row?.previous ?? 0 }
}

export const ticketsOpened = (db: Executor, range: ComparedWindow) =>
  periodCounts(db, tickets, tickets.createdAt, range)
export const ticketsResolved = (db: Executor, range: ComparedWindow) =>
  periodCounts(db, tickets, tickets.resolvedAt, range)
export const signIns = (db: Executor, range: ComparedWindow) =>
  periodCounts(db, session, session.createdAt, range)
export const onboardingCompletions = (db: Executor, range: ComparedWindow) =>
  periodCounts(db, dealerOnboarding, dealerOnboarding.completedAt, range)
export const filesReviewed = (db: Executor, range: ComparedWindow) =>
  periodCounts(db, documents, documents.reviewedAt, range, isNull(documents.deletedAt))

const percentiles = (minutes: SQL) => sql`
  percentile_cont(0.5) within group (order by ${minutes})::float8 as median,
  percentile_cont(0.9) within group (order by ${minutes})::float8 as p90,
  count(*)::int as measured`

export interface DurationRow {
  median: number | null
  p90: number | null
  measured: number
}

/**
 * Minutes from a ticket to the first human answer in its conversation: the first message by a
 * staff sender (not the user, not the assistant) written after the ticket, for tickets opened in
 * the period. Tickets nobody answered yet are not measured.
 */
export async function firstResponseMinutes(db: Executor, window: TimeWindow): Promise<DurationRow> {
  const [row] = await selectRows<DurationRow>(
    db,
    sql`select ${percentiles(sql`minutes`)} from (
      select extract(epoch from (min(${chatMessages.createdAt}) - ${tickets.createdAt})) / 60 as minutes
      from ${tickets} join ${chatMessages} on ${chatMessages.sessionId} = ${tickets.sessionId}
        and not ${chatMessages.isUser} and ${chatMessages.senderId} is not null
        and ${chatMessages.createdAt} >= ${tickets.createdAt}
      where ${tickets.createdAt} >= ${ts(window.from)} and ${tickets.createdAt} < ${ts(window.to)}
      group by ${tickets.id}, ${tickets.createdAt}) answered`,
  )
  return row
}

/** Minutes from opening to resolution, for tickets resolved in the period. */
export async function resolutionMinutes(db: Executor, window: TimeWindow): Promise<DurationRow> {
  const [row] = await selectRows<DurationRow>(
    db,
    sql`select ${percentiles(sql`extract(epoch from (${tickets.resolvedAt} - ${tickets.createdAt})) / 60`)}
      from ${tickets}
      where ${tickets.resolvedAt} >= ${ts(window.from)} and ${tickets.resolvedAt} < ${ts(window.to)}`,
  )
  return row
}

export async function ticketsByStatus(db: Executor) {
  return db
    .select({ status: tickets.status, count: count() })
    .from(tickets)
    .groupBy(tickets.status)
    .orderBy(asc(tickets.status))
}

export async function dealersByStatus(db: Executor) {
  return db
    .select({ status: dealers.status, count: count() })
    .from(dealers)
    .groupBy(dealers.status)
    .orderBy(asc(dealers.status))
}

/** Articles published in the period with their readers. */
export async function newsReads(db: Executor, window: TimeWindow) {
  return db
    .select({
      id: newsArticles.id,
      title: newsArticles.title,
      publishedAt: newsArticles.publishedAt,
      readers: asNumber(
        sql`select count(*) from ${newsReadStatus} where ${newsReadStatus.newsArticleId} = ${newsArticles.id}`,
      ),
    })
    .from(newsArticles)
    .where(
      and(
        eq(newsArticles.isPublished, true),
        gte(newsArticles.publishedAt, window.from),
        lt(newsArticles.publishedAt, window.to),
      ),
    )
    .orderBy(asc(newsArticles.publishedAt), asc(newsArticles.id))
}

/** Accounts that can read news: every account not deactivated. */
export async function newsAudience(db: Executor): Promise<number> {
  const [row] = await db.select({ count: count() }).from(user).where(isNull(user.deactivatedAt))
  return row?.count ?? 0
}

export async function entriesByStatus(db: Executor) {
  return db
    .select({ status: kbEntries.status, count: count() })
    .from(kbEntries)
    .groupBy(kbEntries.status)
    .orderBy(asc(kbEntries.status))
}

export async function entriesByLanguage(db: Executor) {
  return db
    .select({ language: kbEntries.languageCode, count: count() })
    .from(kbEntries)
    .groupBy(kbEntries.languageCode)
    .orderBy(asc(kbEntries.languageCode))
}

/** Entries not updated for STALE_ENTRY_DAYS days at `now`: how many, and the oldest few. */
export async function staleEntries(db: Executor, now: Date, limit: number) {
  const before = new Date(now.getTime() - STALE_ENTRY_DAYS * 86_400_000)
  const [total] = await db.select({ count: count() }).from(kbEntries).where(lt(kbEntries.updatedAt, before))
  const oldest = await db
    .select({ id: kbEntries.id, question: kbEntries.question, updatedAt: kbEntries.updatedAt })
    .from(kbEntries)
    .where(lt(kbEntries.updatedAt, before))
    .orderBy(asc(kbEntries.updatedAt), asc(kbEntries.id))
    .limit(limit)
  return { count: total?.count ?? 0, oldest }
}

/** Pending knowledge gaps last seen in the period, most frequent first. */
export async function topUnanswered(db: Executor, window: TimeWindow, limit: number) {
  return db
    .select({
      question: knowledgeSuggestions.userQuestion,
      frequency: knowledgeSuggestions.frequencyCount,
      botName: bots.name,
      type: knowledgeSuggestions.suggestionType,
    })
    .from(knowledgeSuggestions)
    .innerJoin(bots, eq(bots.id, knowledgeSuggestions.botId))
    .where(
      and(
        eq(knowledgeSuggestions.status, 'pending'),
        gte(knowledgeSuggestions.updatedAt, window.from),
        lt(knowledgeSuggestions.updatedAt, window.to),
      ),
    )
    .orderBy(sql`${knowledgeSuggestions.frequencyCount} desc`, asc(knowledgeSuggestions.userQuestion))
    .limit(limit)
}

export async function botNames(db: Executor): Promise<Map<string, string>> {
  const rows = await db.select({ id: bots.id, name: bots.name }).from(bots).where(isNotNull(bots.id))
  return new Map(rows.map((row) => [row.id, row.name]))
}
