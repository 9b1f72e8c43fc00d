import { randomUUID } from 'node:crypto'
import { eq, like } from 'drizzle-orm'
import { Hono } from 'hono'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { AppEnv } from '#server/app-env'
import { type DatabaseHandle, openDatabase } from '#server/db/client'
import { rateLimits } from '#server/db/schema/rate-limits'
import { createTestApp, type TestApp } from '#tests/helpers/test-app'
import { logger } from './logger.ts'
import { DATABASE_RETRY_AFTER_SECONDS, isDatabaseUnavailable, onError } from './on-error.ts'
import { createRateLimiter, perUserRateLimit, rateLimitKey } from './rate-limiter.ts'

// The window's rollover runs on an injected clock: the statement is the product's, with the time as
// a parameter instead of the database's now(), so a window ends exactly when the test says, with no
// sleeping and no flakiness on a busy machine. One test keeps now() to cover the product's clock.

const MINUTE = 60_000
let t: TestApp
beforeAll(async () => {
  t = await createTestApp()
})
afterAll(async () => {
  await t.close()
})

/** A clock the test moves by hand, starting at a fixed instant. */
function manualClock(start = Date.parse('2030-01-01T12:00:00Z')) {
  let time = start
  return { now: () => new Date(time), advance: (ms: number) => (time += ms) }
}

/** A rule name of its own per test, so tests never count each other's hits. */
const uniqueName = () => `test${randomUUID().slice(0, 8)}`

describe('createRateLimiter', () => {
  it('lets max hits through in a window and answers the next with the seconds left in it', async () => {
    const clock = manualClock()
    const limiter = createRateLimiter(uniqueName(), { max: 3, windowMs: MINUTE }, clock)
    for (let hit = 0; hit < 3; hit++) {
      expect(await limiter.hit(t.db, 'a')).toEqual({ limited: false, retryAfterSeconds: 0, count: hit + 1 })
      clock.advance(5_000)
    }
    // 15 s into the window.
    expect(await limiter.hit(t.db, 'a')).toEqual({ limited: true, retryAfterSeconds: 45, count: 4 })
    clock.advance(44_500)
    expect(await limiter.hit(t.db, 'a')).toEqual({ limited: true, retryAfterSeconds: 1, count: 5 })
    // Another subject has its own count.
    expect(await limiter.hit(t.db, 'b')).toEqual({ limited: false, retryAfterSeconds: 0, count: 1 })
  })

  it('starts a new window, counting from one, at the instant the old one ends', async () => {
    const clock = manualClock()
    const limiter = createRateLimiter(uniqueName(), { max: 1, windowMs: MINUTE }, clock)
    await limiter.hit(t.db, 'a')
    clock.advance(MINUTE - 1)
    expect((await limiter.hit(t.db, 'a')).limited).toBe(true)
    clock.advance(1)
    expect(await limiter.hit(t.db, 'a')).toEqual({ limited: false, retryAfterSeconds: 0, count: 1 })
    // The new window runs a full minute from its first hit, not from the old window's end.
    clock.advance(10_000)
    expect(await limiter.hit(t.db, 'a')).toEqual({ limited: true, retryAfterSeconds: 50, count: 2 })
  })

  it('check reads without counting, and reset clears the count', async () => {
    const clock = manualClock()
    const limiter = createRateLimiter(uniqueName(), { max: 2, windowMs: MINUTE }, clock)
    expect(await limiter.check(t.db, 'a')).toEqual({ limited: false, retryAfterSeconds: 0, count: 0 })
    await limiter.hit(t.db, 'a')
    expect((await limiter.check(t.db, 'a')).limited).toBe(false)
    expect((await limiter.check(t.db, 'a')).limited).toBe(false)
    await limiter.hit(t.db, 'a')
    clock.advance(20_000)
    expect(await limiter.check(t.db, 'a')).toEqual({ limited: true, retryAfterSeconds: 40, count: 2 })
    await limiter.reset(t.db, 'a')
    expect((await limiter.check(t.db, 'a')).limited).toBe(false)
    await limiter.hit(t.db, 'a')
    await limiter.hit(t.db, 'a')
    clock.advance(MINUTE)
    // An ended window no longer limits, though its row is still there.
    expect((await limiter.check(t.db, 'a')).limited).toBe(false)
  })

  it('keeps rules apart: the same subject under two names has two counts', async () => {
    const clock = manualClock()
    const first = createRateLimiter(uniqueName(), { max: 1, windowMs: MINUTE }, clock)
    const second = createRateLimiter(uniqueName(), { max: 1, windowMs: MINUTE }, clock)
    await first.hit(t.db, 'shared')
    expect((await first.hit(t.db, 'shared')).limited).toBe(true)
    expect((await second.hit(t.db, 'shared')).limited).toBe(false)
  })

  it('stores any subject: a megabyte, a NUL byte or non-ASCII text becomes a hash of its own', async () => {
    const name = uniqueName()
    const limiter = createRateLimiter(name, { max: 1, windowMs: MINUTE })
    const subjects = ['x'.repeat(1_000_000), 'a\u0000b', 'jürgen@example.test', ' ', '']
    for (const subject of subjects) expect((await limiter.hit(t.db, subject)).limited).toBe(false)
    for (const subject of subjects) expect((await limiter.hit(t.db, subject)).limited).toBe(true)
    const keys = (
      await t.db
        .select()
        .from(rateLimits)
        .where(like(rateLimits.key, `${name}%`))
    ).map((row) => row.key)
    expect(new Set(keys).size).toBe(subjects.length)
    for (const key of keys) expect(key.length).toBeLessThan(100)
    // A plain subject spelling a hash cannot take another subject's row.
    expect(rateLimitKey(name, 'a\u0000b')).not.toBe(rateLimitKey(name, rateLimitKey(name, 'a\u0000b')))
    expect(rateLimitKey('signInPerIp', '203.0.113.7')).toBe('signInPerIp:203.0.113.7')
  })

  it('counts every one of many simultaneous hits on one key', async () => {
    const limiter = createRateLimiter(uniqueName(), { max: 15, windowMs: MINUTE })
    const results = await Promise.all(Array.from({ length: 30 }, () => limiter.hit(t.db, 'burst')))
    expect(results.filter((result) => !result.limited)).toHaveLength(15)
  })

  it('sweeps expired rows every so many hits and keeps the live ones', async () => {
    const clock = manualClock()
    const name = uniqueName()
    const limiter = createRateLimiter(name, { max: 5, windowMs: MINUTE }, { ...clock, sweepEveryHits: 4 })
    const rowsOf = async () =>
      (
        await t.db
          .select()
          .from(rateLimits)
          .where(like(rateLimits.key, `${name}:%`))
      )
        .map((row) => row.key.slice(name.length + 1))
        .sort()
    await limiter.hit(t.db, 'old-1')
    await limiter.hit(t.db, 'old-2')
    clock.advance(MINUTE)
    await limiter.hit(t.db, 'new-1')
    expect(await rowsOf()).toEqual(['new-1', 'old-1', 'old-2'])
    // The fourth hit sweeps.
    await limiter.hit(t.db, 'new-2')
    expect(await rowsOf()).toEqual(['new-1', 'new-2'])
  })

  it("uses the database's clock when none is given", async () => {
    const name = uniqueName()
    const limiter = createRateLimiter(name, { max: 1, windowMs: MINUTE })
    await limiter.hit(t.db, 'a')
    const limited = await limiter.hit(t.db, 'a')
    expect(limited.limited).toBe(true)
    expect(limited.retryAfterSeconds).toBeGreaterThan(55)
    expect(limited.retryAfterSeconds).toBeLessThanOrEqual(60)
    const [row] = await t.db
      .select()
      .from(rateLimits)
      .where(eq(rateLimits.key, `${name}:a`))
    expect(row.count).toBe(2)
  })
})

describe('rate limits while the database is away', () => {
  let gone: DatabaseHandle
  beforeAll(async () => {
    // Nothing listens on port 1: every connection is refused at once, as when PostgreSQL is down.
    gone = await openDatabase({ databaseUrl: 'postgres://postgres@127.0.0.1:1/none', poolMax: 2 })
  })
  afterAll(async () => {
    await gone.close()
  })

  it('a hit fails with the driver error that counts as the database being unavailable', async () => {
    const limiter = createRateLimiter(uniqueName(), { max: 1, windowMs: MINUTE })
    const error = await limiter.hit(gone.db, 'a').then(
      () => undefined,
      (failure: unknown) => failure,
    )
    expect(isDatabaseUnavailable(error)).toBe(true)
  })

  it('the per-user limit answers 503 with Retry-After, and the route behind it is not run', async () => {
    let reached = 0
    const app = new Hono<AppEnv>()
    app.use(async (c, next) => {
      c.set('ctx', { db: gone.db, actor: { userId: 'someone' } } as unknown as AppEnv['Variables']['ctx'])
      await next()
    })
    app.use(perUserRateLimit({ max: 5, windowMs: MINUTE }, { enabled: true, what: 'messages' }))
    app.post('/', (c) => {
      reached += 1
      return c.json({ ok: true })
    })
    app.onError(onError(logger.child({ level: 'silent' })))
    const response = await app.request('/', { method: 'POST' })
    expect(response.status).toBe(503)
    expect(response.headers.get('retry-after')).toBe(String(DATABASE_RETRY_AFTER_SECONDS))
    expect((await response.json()).error.code).toBe('UNAVAILABLE')
    expect(reached).toBe(0)
  })
})
