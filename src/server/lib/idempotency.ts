import { setTimeout as delay } from 'node:timers/promises'
import { and, eq, isNull, sql } from 'drizzle-orm'
import { createMiddleware } from 'hono/factory'
import { z } from 'zod'
import type { AppEnv } from '#server/app-env'
import { authed, notAnAccessCheck } from '#server/auth/guards'
import type { Executor } from '#server/db/client'
import { idempotencyKeys } from '#server/db/schema/idempotency'
import { AppError } from './app-error.ts'
import { describeValidation } from './validate.ts'

/** The request header (IETF draft "The Idempotency-Key HTTP Header Field", as Stripe uses it). */
export const IDEMPOTENCY_HEADER = 'Idempotency-Key'
/** Set on a response that repeats the first response to the same key. */
export const IDEMPOTENT_REPLAY_HEADER = 'Idempotent-Replayed'

/** The web client sends a UUID; other clients may send any opaque token of this shape. */
export const idempotencyKeySchema = z
  .string()
  .regex(/^[A-Za-z0-9_-]{8,128}$/, 'Use 8 to 128 letters, digits, - or _ (a UUID, for example)')

// Database intervals, so that every instance judges age by the same clock.
/** A key answers repeats for a day; the IETF draft leaves the period to the server (Stripe: 24 h). */
const EXPIRED = sql.raw(`interval '24 hours'`)
/** A claim without a response after this was cut off (a stopped server): the next repeat takes it over. */
const ABANDONED = sql.raw(`interval '15 minutes'`)
/** How long a repeat waits for the first request to finish before answering 409. */
const IN_FLIGHT_WAIT_MS = 30_000
const POLL_MS = 50

type Claim = { kind: 'claimed' } | { kind: 'replay'; status: number; body: string }

/**
 * Insert first: the primary key (user, key) lets exactly one request claim the key; every other
 * request with it reads the row and repeats the first response, or waits while it is in flight.
 */
async function claimKey(db: Executor, userId: string, key: string, route: string): Promise<Claim> {
  const mine = and(eq(idempotencyKeys.userId, userId), eq(idempotencyKeys.key, key))
  // Expired keys of anyone go first (an index range on created_at, usually empty): no sweep job.
  await db.delete(idempotencyKeys).where(sql`${idempotencyKeys.createdAt} < now() - ${EXPIRED}`)
  const deadline = Date.now() + IN_FLIGHT_WAIT_MS
  for (;;) {
    const inserted = await db
      .insert(idempotencyKeys)
      .values({ userId, key, route })
      .onConflictDoNothing()
      .returning({ key: idempotencyKeys.key })
    if (inserted.length > 0) return { kind: 'claimed' }
    const [row] = await db
      .select({
        route: idempotencyKeys.route,
        status: idempotencyKeys.responseStatus,
        body: idempotencyKeys.responseBody,
        abandoned: sql<boolean>`${idempotencyKeys.createdAt} < now() - ${ABANDONED}`,
      })
      .from(idempotencyKeys)
      .where(mine)
    // Released meanwhile (the first request failed): claim it again.
    if (!row) continue
    if (row.route !== route) {
      throw new AppError('UNPROCESSABLE', `This ${IDEMPOTENCY_HEADER} was used for another request.`)
    }
    if (row.status !== null && row.body !== null)
      return { kind: 'replay', status: row.status, body: row.body }
    if (row.abandoned) {
      await db.delete(idempotencyKeys).where(and(mine, isNull(idempotencyKeys.responseStatus)))
      continue
    }
    if (Date.now() > deadline) {
      throw new AppError('CONFLICT', 'The same request is still being processed. Try again in a moment.')
    }
    await delay(POLL_MS)
  }
}

/**
 * Issue 32 item 8: a creating POST behind this middleware runs once per Idempotency-Key and user.
 * A repeat (a double click, a retry after a lost answer, two tabs) gets the first response, same
 * status and body, and creates nothing; a repeat while the first is still running waits for it.
 * Only a success is kept: after a failure the key is released, so the same action can be retried.
 * Without the header the route runs as before (its own natural keys still apply).
 */
export const idempotent = describeValidation(
  notAnAccessCheck(
    createMiddleware<AppEnv>(async (c, next) => {
      const header = c.req.header(IDEMPOTENCY_HEADER)
      if (header === undefined) return next()
      const parsed = idempotencyKeySchema.safeParse(header)
      if (!parsed.success) {
        const message = parsed.error.issues[0]?.message ?? 'Invalid key'
        throw new AppError('VALIDATION_FAILED', `${IDEMPOTENCY_HEADER}: ${message}`, {
          issues: [{ path: IDEMPOTENCY_HEADER, message }],
        })
      }
      const ctx = authed(c.get('ctx'))
      const key = parsed.data
      const userId = ctx.actor.userId
      const claim = await claimKey(ctx.db, userId, key, `${c.req.method} ${c.req.path}`)
      if (claim.kind === 'replay') {
        return c.body(claim.body, claim.status as 200, {
          'content-type': 'application/json; charset=UTF-8',
          [IDEMPOTENT_REPLAY_HEADER]: 'true',
        })
      }
      const mine = and(eq(idempotencyKeys.userId, userId), eq(idempotencyKeys.key, key))
      let kept = false
      try {
        await next()
        if (c.res.status >= 200 && c.res.status < 300 && !c.error) {
          await ctx.db
            .update(idempotencyKeys)
            .set({ responseStatus: c.res.status, responseBody: await c.res.clone().text() })
            .where(mine)
          kept = true
        }
      } finally {
        if (!kept) await ctx.db.delete(idempotencyKeys).where(mine)
      }
    }),
  ),
  {
    target: 'header',
    schema: z.object({
      [IDEMPOTENCY_HEADER]: idempotencyKeySchema.optional().meta({
        description:
          'One key per user action (a UUID): a repeat with the same key creates nothing and answers the ' +
          'first response (header Idempotent-Replayed), or waits while the first is still running. ' +
          'Kept 24 hours; a failed request releases it.',
      }),
    }),
  },
)
