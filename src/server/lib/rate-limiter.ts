import { createHash } from 'node:crypto'
import { and, eq, gt, inArray, lte, type SQL, sql } from 'drizzle-orm'
import type { MiddlewareHandler } from 'hono'
import { createMiddleware } from 'hono/factory'
import type { AppEnv } from '#server/app-env'
import type { Database, Executor } from '#server/db/client'
import { rateLimits } from '#server/db/schema/rate-limits'
import { AppError } from './app-error.ts'

/**
 * Fixed-window counters in the database (issue 12), so every app instance behind a load balancer
 * counts against the same allowance: with the counters in each process's memory, N instances let a
 * client make N times the attempts. A failing database fails the limited request like any other
 * query (503 from lib/on-error.ts): limits are never silently skipped.
 */
export interface RateLimitRule {
  /** How many hits a key may have inside one window. */
  max: number
  windowMs: number
}

export interface RateLimitState {
  limited: boolean
  /** Seconds until the window ends when limited; 0 otherwise. */
  retryAfterSeconds: number
  /** Hits counted in the current window (after this one, for hit). */
  count: number
}

export interface RateLimiter {
  /** Counts a hit; answers how many seconds to wait when the key is over its limit. */
  hit(db: Database, key: string): Promise<RateLimitState>
  /** Whether the key has used up its allowance, without counting. */
  check(db: Database, key: string): Promise<RateLimitState>
  reset(db: Executor, key: string): Promise<void>
}

export interface RateLimiterOptions {
  /**
   * The clock. Absent in the product: the database's now() then decides every window, so instances
   * whose clocks drift apart still agree. Tests inject one to cross a window's end without waiting.
   */
  now?: () => Date
  /** Expired rows are swept after this many hits of this limiter. */
  sweepEveryHits?: number
}

/**
 * A hit on an expired row restarts it, so old rows only take space. Sweeping at most twice as many
 * rows as the hits in between keeps the table near the number of live windows even under a spray
 * of distinct keys, and one sweep never holds up its request for long.
 */
export const SWEEP_EVERY_HITS = 500
const SWEEP_BATCH = 2 * SWEEP_EVERY_HITS

/** Client addresses, e-mail addresses and user ids as they are; anything else as a hash. */
const PLAIN_SUBJECT = /^[\x21-\x7e]{1,200}$/

/**
 * The row's key: the rule's name and the subject. A subject read from a request body (an e-mail) may
 * be a megabyte long or hold a NUL byte, which PostgreSQL refuses in a key; such subjects are hashed.
 * '#' and ':' keep a hashed subject from ever equalling a plain one.
 */
export function rateLimitKey(name: string, subject: string): string {
  if (PLAIN_SUBJECT.test(subject)) return `${name}:${subject}`
  return `${name}#${createHash('sha256').update(subject).digest('base64url')}`
}

export function createRateLimiter(
  name: string,
  rule: RateLimitRule,
  options: RateLimiterOptions = {},
): RateLimiter {
  const { now, sweepEveryHits = SWEEP_EVERY_HITS } = options
  const clock = (): SQL => (now ? sql`${now().toISOString()}::timestamptz` : sql`now()`)
  const secondsLeft = (time: SQL) =>
    sql<number>`ceil(extract(epoch from ${rateLimits.windowEnds} - ${time}))::integer`
  let hitsSinceSweep = 0

  return {
    async hit(db, subject) {
      const time = clock()
      const expired = sql`${rateLimits.windowEnds} <= ${time}`
      // One statement, so two instances counting the same key at once both land: the second waits
      // for the first's row lock and then adds to its count.
      const [row] = await db
        .insert(rateLimits)
        .values({
          key: rateLimitKey(name, subject),
          count: 1,
          windowEnds: sql`${time} + ${rule.windowMs}::double precision * interval '1 millisecond'`,
        })
        .onConflictDoUpdate({
          target: rateLimits.key,
          set: {
            count: sql`case when ${expired} then 1 else ${rateLimits.count} + 1 end`,
            windowEnds: sql`case when ${expired} then excluded.window_ends else ${rateLimits.windowEnds} end`,
          },
        })
        .returning({ count: rateLimits.count, secondsLeft: secondsLeft(time) })
      hitsSinceSweep += 1
      if (hitsSinceSweep >= sweepEveryHits) {
        hitsSinceSweep = 0
        await sweepExpired(db, clock())
      }
      return stateOf(row.count > rule.max, row.secondsLeft, row.count)
    },

    async check(db, subject) {
      const time = clock()
      const [row] = await db
        .select({ count: rateLimits.count, secondsLeft: secondsLeft(time) })
        .from(rateLimits)
        .where(and(eq(rateLimits.key, rateLimitKey(name, subject)), gt(rateLimits.windowEnds, time)))
      return stateOf(row !== undefined && row.count >= rule.max, row?.secondsLeft ?? 0, row?.count ?? 0)
    },

    async reset(db, subject) {
      await db.delete(rateLimits).where(eq(rateLimits.key, rateLimitKey(name, subject)))
    },
  }
}

function stateOf(limited: boolean, secondsLeft: number, count: number): RateLimitState {
  // A window ending within the current second still asks for one: Retry-After: 0 means "now".
  return { limited, retryAfterSeconds: limited ? Math.max(1, secondsLeft) : 0, count }
}

/**
 * Issue 32: failures that make the next attempt wait longer each time, instead of a fixed allowance
 * whose end locks the subject out for a whole window. The first `freeFailures` cost nothing; after
 * them each failure makes the next attempt wait `baseDelayMs`, doubling with every further failure
 * up to `maxDelayMs`. The count is forgotten `forgetAfterMs` after the last failure.
 */
export interface BackoffRule {
  freeFailures: number
  baseDelayMs: number
  maxDelayMs: number
  forgetAfterMs: number
}

export interface BackoffLimiter {
  /** Whether the subject must still wait after its last failure, without counting. */
  check(db: Database, subject: string): Promise<RateLimitState>
  /** Counts a failure; answers how long the next attempt must wait. */
  fail(db: Database, subject: string): Promise<RateLimitState>
  reset(db: Executor, subject: string): Promise<void>
}

/** The wait a subject owes after `failures` failures. */
export function backoffDelayMs(rule: BackoffRule, failures: number): number {
  if (failures < rule.freeFailures) return 0
  return Math.min(rule.maxDelayMs, rule.baseDelayMs * 2 ** (failures - rule.freeFailures))
}

/**
 * Kept in rate_limits beside the fixed windows: `count` is the number of failures and `window_ends`
 * the moment they are forgotten (the last failure plus forgetAfterMs), so the shared sweep removes a
 * row only once it is forgotten, and the last failure's time is window_ends - forgetAfterMs.
 */
export function createBackoffLimiter(
  name: string,
  rule: BackoffRule,
  options: Pick<RateLimiterOptions, 'now'> = {},
): BackoffLimiter {
  const clock = (): SQL => (options.now ? sql`${options.now().toISOString()}::timestamptz` : sql`now()`)
  const msUntilForgotten = (time: SQL) =>
    sql<number>`(extract(epoch from ${rateLimits.windowEnds} - ${time}) * 1000)::float8`
  const state = (count: number, msLeft: number): RateLimitState => {
    const sinceLastFailure = rule.forgetAfterMs - msLeft
    const waitMs = backoffDelayMs(rule, count) - sinceLastFailure
    const limited = waitMs > 0
    return { limited, retryAfterSeconds: limited ? Math.max(1, Math.ceil(waitMs / 1000)) : 0, count }
  }

  return {
    async check(db, subject) {
      const time = clock()
      const [row] = await db
        .select({ count: rateLimits.count, msLeft: msUntilForgotten(time) })
        .from(rateLimits)
        .where(and(eq(rateLimits.key, rateLimitKey(name, subject)), gt(rateLimits.windowEnds, time)))
      return row ? state(row.count, Number(row.msLeft)) : state(0, 0)
    },

    async fail(db, subject) {
      const time = clock()
      const forgotten = sql`${time} + ${rule.forgetAfterMs}::double precision * interval '1 millisecond'`
      // One statement, as in createRateLimiter: concurrent failures on two instances both count.
      const [row] = await db
        .insert(rateLimits)
        .values({ key: rateLimitKey(name, subject), count: 1, windowEnds: forgotten })
        .onConflictDoUpdate({
          target: rateLimits.key,
          set: {
            count: sql`case when ${rateLimits.windowEnds} <= ${time} then 1 else ${rateLimits.count} + 1 end`,
            windowEnds: sql`excluded.window_ends`,
          },
        })
        .returning({ count: rateLimits.count })
      return state(row.count, rule.forgetAfterMs)
    },

    async reset(db, subject) {
      await db.delete(rateLimits).where(eq(rateLimits.key, rateLimitKey(name, subject)))
    },
  }
}

/**
 * Deletes a batch of expired rows. Rows another instance's sweep holds are skipped rather than
 * waited for: that sweep deletes them.
 */
async function sweepExpired(db: Database, time: SQL): Promise<void> {
  const expired = db
    .select({ key: rateLimits.key })
    .from(rateLimits)
    .where(lte(rateLimits.windowEnds, time))
    .limit(SWEEP_BATCH)
    .for('update', { skipLocked: true })
  await db.delete(rateLimits).where(inArray(rateLimits.key, expired))
}

/** Throws the readable 429 every limited route answers with ("Too many attempts", or messages, uploads...). */
export function throwRateLimited(retryAfterSeconds: number, what = 'attempts'): never {
  const minutes = Math.max(1, Math.ceil(retryAfterSeconds / 60))
  throw new AppError(
    'RATE_LIMITED',
    `Too many ${what}. Please wait ${minutes} minute${minutes === 1 ? '' : 's'} and try again.`,
    { retryAfterSeconds },
  )
}

/** Counts a hit for the key and answers 429 when it is over the limit. */
export async function enforceRateLimit(
  db: Database,
  limiter: RateLimiter,
  key: string,
  what?: string,
): Promise<void> {
  const hit = await limiter.hit(db, key)
  if (hit.limited) throwRateLimited(hit.retryAfterSeconds, what)
}

/**
 * Counts every request of the signed-in user (not the IP: offices share one address, and a user
 * cannot dodge it by changing networks). Anonymous requests pass; the route's guard answers 401.
 * Must run after the session is loaded.
 */
export function perUserRateLimit(
  rule: RateLimitRule,
  options: { enabled: boolean; what: string },
): MiddlewareHandler<AppEnv> {
  const limiter = createRateLimiter(`${options.what}PerUser`, rule)
  return createMiddleware<AppEnv>(async (c, next) => {
    const userId = c.get('ctx')?.actor?.userId
    if (options.enabled && userId) await enforceRateLimit(c.get('ctx').db, limiter, userId, options.what)
    await next()
  })
}
