import { eq, sql } from 'drizzle-orm'
import type { Database, Executor } from '#server/db/client'
import {
  analyticsDailyActiveUsers,
  analyticsDailyAssistant,
  analyticsDailyQuestions,
  analyticsRollupState,
} from '#server/db/schema/analytics'
import { startRegisteredJob } from '#server/jobs/registered-job'
import type { RepeatingTask } from '#server/jobs/repeating-task'
import type { Logger } from '#server/lib/logger'
import type { JobRegistry } from '#server/modules/health/job-registry'
import {
  activeUserDaysSql,
  assistantColumnsSql,
  assistantDaysSql,
  assistantSumsSql,
  questionDaysSql,
} from './analytics-sources.ts'

const DAY_MS = 86_400_000
const STATE_ID = 'daily'
/** A first run rolls up two years: a 365-day period and the one before it. */
export const ROLLUP_BACKFILL_DAYS = 730
/**
 * Every run rewrites the last week again: a ticket or feedback can arrive days after its
 * conversation started (the conversation's resolution is counted on its first day).
 */
export const ROLLUP_REWIND_DAYS = 7

export const startOfUtcDay = (date: Date) =>
  new Date(Date.UTC(date.getUTCFullYear(), date.getUTCMonth(), date.getUTCDate()))
const isoDay = (date: Date) => date.toISOString().slice(0, 10)

/** The first day not rolled up yet (today once the job has run today), or null before the first run. */
export async function rolledUpThrough(db: Executor): Promise<Date | null> {
  const [state] = await db
    .select({ throughDay: analyticsRollupState.throughDay })
    .from(analyticsRollupState)
    .where(eq(analyticsRollupState.id, STATE_ID))
  return state ? new Date(`${state.throughDay}T00:00:00Z`) : null
}

export type RollupResult =
  | { skipped: false; fromDay: string; throughDay: string; durationMs: number }
  /** Another instance held the lock: it is refreshing the same days, so this one did nothing. */
  | { skipped: true }

/** The job's name in the job registry (the job-lag health check). */
export const ANALYTICS_ROLLUP_JOB_NAME = 'analytics-rollup'

/** One key for every instance: only one of them refreshes at a time. */
const ROLLUP_LOCK = sql`hashtext('analytics_daily_rollup')`

/**
 * Rewrites the daily rollups for every finished day not rolled up yet (and the last
 * ROLLUP_REWIND_DAYS again), in one transaction: the page never sees a half-written day. An
 * instance that finds another one refreshing skips its turn rather than wait and redo the same
 * week (a transaction-level try-lock: released at commit, and free on PGlite's one connection).
 */
export async function refreshAnalyticsRollups(db: Database, now: Date = new Date()): Promise<RollupResult> {
  const started = Date.now()
  const today = startOfUtcDay(now)
  return db.transaction(async (tx): Promise<RollupResult> => {
    const lock = await tx.execute<{ locked: boolean }>(
      sql`select pg_try_advisory_xact_lock(${ROLLUP_LOCK}) as locked`,
    )
    if (!lock.rows[0]?.locked) return { skipped: true }
    // A first backfill reads two years of raw rows: more than the pool's statement timeout allows.
    await tx.execute(sql`set local statement_timeout = '10min'`)
    const through = await rolledUpThrough(tx)
    const earliest = new Date(today.getTime() - ROLLUP_BACKFILL_DAYS * DAY_MS)
    const rewound = through ? new Date(through.getTime() - ROLLUP_REWIND_DAYS * DAY_MS) : earliest
    const from = rewound < earliest ? earliest : rewound
    const window = { from, to: today }
    const fromDay = isoDay(from)
    const toDay = isoDay(today)
    for (const table of [analyticsDailyAssistant, analyticsDailyQuestions, analyticsDailyActiveUsers])
      await tx.execute(sql`delete from ${table} where day >= ${fromDay}::date and day < ${toDay}::date`)
    if (from < today) {
      await tx.execute(
        sql`insert into ${analyticsDailyAssistant} (${assistantColumnsSql})
          select day::date, bot_key, language_code, ${assistantSumsSql} from (${assistantDaysSql(window)}) r`,
      )
      await tx.execute(
        sql`insert into ${analyticsDailyQuestions} (day, question_key, question, asked)
          select day::date, question_key, question, asked from (${questionDaysSql(window)}) r`,
      )
      await tx.execute(
        sql`insert into ${analyticsDailyActiveUsers} (day, user_id)
          select distinct day::date, user_id from (${activeUserDaysSql(window)}) r`,
      )
    }
    const durationMs = Date.now() - started
    await tx
      .insert(analyticsRollupState)
      .values({ id: STATE_ID, throughDay: toDay, refreshedAt: now, lastDurationMs: durationMs })
      .onConflictDoUpdate({
        target: analyticsRollupState.id,
        set: { throughDay: toDay, refreshedAt: now, lastDurationMs: durationMs },
      })
    return { skipped: false, fromDay, throughDay: toDay, durationMs }
  })
}

/**
 * Runs the refresh now and then `intervalMs` after each run ends (0: never); one run at a time, and
 * stop() waits for the one in progress. Each run reports to the job registry, so the job-lag health
 * check notices the rollups falling behind.
 */
export function startAnalyticsRollupJob(
  deps: { db: Database; logger: Logger },
  intervalMs: number,
  registry?: JobRegistry,
): RepeatingTask {
  const options = {
    name: ANALYTICS_ROLLUP_JOB_NAME,
    intervalMs,
    logger: deps.logger,
    failureMessage: 'Analytics rollup refresh failed',
    runAtStart: true,
    registry,
  }
  return startRegisteredJob(options, async () => {
    const result = await refreshAnalyticsRollups(deps.db)
    if (result.skipped) deps.logger.info('Analytics rollups: another instance is refreshing them')
    else deps.logger.info(result, 'Analytics rollups refreshed')
  })
}
