import { and, asc, count, desc, eq, gte, isNotNull, lte, ne, or, type SQL, sql } from 'drizzle-orm'
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core'
import type { Executor } from '#server/db/client'
import { chatSessions } from '#server/db/schema/chat'
import { dealerEquipment, dealers } from '#server/db/schema/dealers'
import { dealerUsers } from '#server/db/schema/identity'
import {
  dealerOnboarding,
  dealerStepProgress,
  onboardingPrograms,
  onboardingSteps,
} from '#server/db/schema/onboarding'
import { tickets } from '#server/db/schema/tickets'
import type { TrendBucketUnit } from '#shared/schemas/dealer-analytics'

// Dealer analytics reads every dealer: only roles that may read all dealers reach these queries
// (see dealer-analytics.routes.ts). Everything is counted in SQL; the service only shapes the answer.

export interface Window {
  from: Date
  to: Date
}

const ts = (date: Date) => sql`${date.toISOString()}::timestamptz`
const asNumber = (expression: SQL) => sql<number>`(${expression})::float8`.mapWith(Number)

function within(column: PgColumn, window: Window): SQL {
  return and(gte(column, window.from), lte(column, window.to)) as SQL
}

/** A conversation from a dealer: the session's user belongs to a dealer. */
const byDealerStaff = (userColumn: PgColumn) =>
  sql`exists (select 1 from ${dealerUsers} where ${dealerUsers.userId} = ${userColumn})`

/** An escalation from a dealer: a ticket for a dealer, or raised by dealer staff. */
const dealerTicket = or(isNotNull(tickets.dealerId), byDealerStaff(tickets.userId)) as SQL
const dealerConversation = byDealerStaff(chatSessions.userId)

export async function dealerStatusCounts(db: Executor) {
  return db.select({ status: dealers.status, count: count() }).from(dealers).groupBy(dealers.status)
}

/** Rows whose time falls in the period and in the period before it, in one scan. */
async function periodCounts(
  db: Executor,
  table: PgTable,
  column: PgColumn,
  where: SQL | undefined,
  range: Window & { previousFrom: Date },
) {
  const [row] = await db
    .select({
      current: asNumber(sql`count(*) filter (where ${column} >= ${ts(range.from)})`),
      previous: asNumber(sql`count(*) filter (where ${column} < ${ts(range.from)})`),
    })
    .from(table)
    .where(and(within(column, { from: range.previousFrom, to: range.to }), where))
  return { current: row?.current ?? 0, previous: row?.previous ?? 0 }
}

export const countNewDealers = (db: Executor, range: Window & { previousFrom: Date }) =>
  periodCounts(db, dealers, dealers.createdAt, undefined, range)

export const countDealerConversations = (db: Executor, range: Window & { previousFrom: Date }) =>
  periodCounts(db, chatSessions, chatSessions.createdAt, dealerConversation, range)

export const countDealerEscalations = (db: Executor, range: Window & { previousFrom: Date }) =>
  periodCounts(db, tickets, tickets.createdAt, dealerTicket, range)

/** Enrolments started in the period, how many of them are done, and the mean days to finish. */
export async function onboardingFigures(db: Executor, window: Window) {
  const [started] = await db
    .select({
      started: count(),
      completed: asNumber(sql`count(*) filter (where ${dealerOnboarding.completedAt} is not null)`),
    })
    .from(dealerOnboarding)
    .where(within(dealerOnboarding.startedAt, window))
  const [duration] = await db
    .select({
      averageDays: sql<
        number | null
      >`avg(extract(epoch from (${dealerOnboarding.completedAt} - ${dealerOnboarding.startedAt})) / 86400)::float8`,
    })
    .from(dealerOnboarding)
    .where(within(dealerOnboarding.completedAt, window))
  return {
    started: started?.started ?? 0,
    completed: started?.completed ?? 0,
    averageDays:
      duration?.averageDays === null || duration?.averageDays === undefined
        ? null
        : Number(duration.averageDays),
  }
}

export async function equipmentCounts(db: Executor) {
  const [row] = await db
    .select({
      total: count(),
      active: asNumber(sql`count(*) filter (where ${dealerEquipment.status} = 'active')`),
    })
    .from(dealerEquipment)
  return { total: row?.total ?? 0, active: row?.active ?? 0 }
}

/** Counts per trend bucket ('YYYY-MM-DD' of the bucket start in UTC, like truncateUtc). */
async function bucketCounts(
  db: Executor,
  table: PgTable,
  column: PgColumn,
  where: SQL | undefined,
  window: Window & { unit: TrendBucketUnit },
): Promise<Map<string, number>> {
  const bucket = sql<string>`to_char(date_trunc(${sql.raw(`'${window.unit}'`)}, ${column} at time zone 'UTC'), 'YYYY-MM-DD')`
  const rows = await db
    .select({ bucket, count: count() })
    .from(table)
    .where(and(within(column, window), where))
    .groupBy(sql`1`)
  return new Map(rows.map((row) => [row.bucket, row.count]))
}

export async function trendCounts(db: Executor, window: Window & { unit: TrendBucketUnit }) {
  const [newDealers, onboardingsStarted, onboardingsCompleted, conversations, escalations] =
    await Promise.all([
      bucketCounts(db, dealers, dealers.createdAt, undefined, window),
      bucketCounts(db, dealerOnboarding, dealerOnboarding.startedAt, undefined, window),
      bucketCounts(db, dealerOnboarding, dealerOnboarding.completedAt, undefined, window),
      bucketCounts(db, chatSessions, chatSessions.createdAt, dealerConversation, window),
      bucketCounts(db, tickets, tickets.createdAt, dealerTicket, window),
    ])
  return { newDealers, onboardingsStarted, onboardingsCompleted, conversations, escalations }
}

/** The figures behind the performer score, per dealer that is not inactive. */
export async function dealerPerformanceMetrics(db: Executor, window: Window) {
  const staffOfDealer = sql`select ${dealerUsers.userId} from ${dealerUsers} where ${dealerUsers.dealerId} = ${dealers.id}`
  return db
    .select({
      dealerId: dealers.id,
      name: dealers.name,
      city: dealers.city,
      country: dealers.country,
      onboardingProgress: asNumber(
        sql`select coalesce(avg(${dealerOnboarding.progressPercentage}), 0) from ${dealerOnboarding} where ${dealerOnboarding.dealerId} = ${dealers.id}`,
      ),
      conversations: asNumber(
        sql`select count(*) from ${chatSessions} where ${chatSessions.userId} in (${staffOfDealer}) and ${within(chatSessions.createdAt, window)}`,
      ),
      escalations: asNumber(
        sql`select count(*) from ${tickets} where (${tickets.dealerId} = ${dealers.id} or (${tickets.dealerId} is null and ${tickets.userId} in (${staffOfDealer}))) and ${within(tickets.createdAt, window)}`,
      ),
      activeEquipment: asNumber(
        sql`select count(*) from ${dealerEquipment} where ${dealerEquipment.dealerId} = ${dealers.id} and ${dealerEquipment.status} = 'active'`,
      ),
      totalEquipment: asNumber(
        sql`select count(*) from ${dealerEquipment} where ${dealerEquipment.dealerId} = ${dealers.id}`,
      ),
    })
    .from(dealers)
    .where(ne(dealers.status, 'inactive'))
}

/** Per program and step: enrolments that reached, submitted and got approved on each step. */
export async function onboardingFunnelRows(db: Executor) {
  return (
    db
      .select({
        programId: onboardingPrograms.id,
        programName: onboardingPrograms.name,
        enrolled: asNumber(
          sql`select count(*) from ${dealerOnboarding} where ${dealerOnboarding.programId} = ${onboardingPrograms.id}`,
        ),
        stepId: onboardingSteps.id,
        stepOrder: onboardingSteps.stepOrder,
        title: onboardingSteps.title,
        reached: asNumber(
          sql`count(${dealerStepProgress.id}) filter (where ${dealerStepProgress.status} <> 'pending')`,
        ),
        submitted: asNumber(
          sql`count(${dealerStepProgress.id}) filter (where ${dealerStepProgress.status} in ('submitted', 'completed', 'approved'))`,
        ),
        approved: asNumber(
          sql`count(${dealerStepProgress.id}) filter (where ${dealerStepProgress.status} = 'approved')`,
        ),
      })
      .from(onboardingSteps)
      .innerJoin(onboardingPrograms, eq(onboardingPrograms.id, onboardingSteps.programId))
      .leftJoin(dealerStepProgress, eq(dealerStepProgress.stepId, onboardingSteps.id))
      // Inactive programs still count while dealers are enrolled in them.
      .where(
        or(
          eq(onboardingPrograms.isActive, true),
          sql`exists (select 1 from ${dealerOnboarding} where ${dealerOnboarding.programId} = ${onboardingPrograms.id})`,
        ),
      )
      .groupBy(onboardingPrograms.id, onboardingPrograms.name, onboardingSteps.id)
      .orderBy(
        asc(onboardingPrograms.name),
        asc(onboardingPrograms.id),
        asc(onboardingSteps.stepOrder),
        asc(onboardingSteps.id),
      )
  )
}

export async function dealersByCountry(db: Executor, window: Window) {
  const total = count()
  return db
    .select({
      country: dealers.country,
      total,
      active: asNumber(sql`count(*) filter (where ${dealers.status} = 'active')`),
      onboarding: asNumber(sql`count(*) filter (where ${dealers.status} = 'onboarding')`),
      inactive: asNumber(sql`count(*) filter (where ${dealers.status} = 'inactive')`),
      newInPeriod: asNumber(sql`count(*) filter (where ${within(dealers.createdAt, window)})`),
    })
    .from(dealers)
    .groupBy(dealers.country)
    .orderBy(desc(total), asc(dealers.country))
}

export async function dealersByCity(db: Executor) {
  const total = count()
  return db
    .select({
      country: dealers.country,
      city: dealers.city,
      total,
      active: asNumber(sql`count(*) filter (where ${dealers.status} = 'active')`),
    })
    .from(dealers)
    .groupBy(dealers.country, dealers.city)
    .orderBy(desc(total), asc(dealers.country), asc(dealers.city))
}
