import { eq, like, sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { session } from '#server/db/schema/auth'
import { accountUnlockTokens, rateLimits } from '#server/db/schema/rate-limits'
import { createUser } from '#server/db/seed/factories'
import { createTestApp, type TestApp } from '#tests/helpers/test-app'
import { type AuthRateLimits, DEFAULT_AUTH_RATE_LIMITS } from './auth-routes.ts'

// Issue 32, item 3: throttling that slows a guesser down without handing them a lock-out tool.
// Client addresses come from X-Forwarded-For behind one trusted proxy, as in production.

function throttledApp(limits: Partial<AuthRateLimits>) {
  return createTestApp({
    env: { RATE_LIMIT_ENABLED: 'true', TRUST_PROXY_HOPS: '1' },
    rateLimits: { ...DEFAULT_AUTH_RATE_LIMITS, ...limits },
  })
}

const signInWith = (t: TestApp) => (email: string, password: string, ip: string) =>
  t.request('/api/auth/sign-in/email', { json: { email, password }, headers: { 'x-forwarded-for': ip } })

describe('sign-in throttling with the default limits', () => {
  let t: TestApp
  beforeAll(async () => {
    t = await throttledApp({})
  })
  afterAll(async () => {
    await t.close()
  })

  it('50 wrong passwords for tech@ from one address; the right one from another still signs in', async () => {
    const tech = await createUser(t.db, { email: 'tech@example.com', roles: ['technical_specialist'] })
    const signIn = signInWith(t)
    const statuses: number[] = []
    const started = Date.now()
    for (let attempt = 0; attempt < 50; attempt++)
      statuses.push((await signIn(tech.email, 'wrong-password', '203.0.113.66')).status)
    const elapsedMs = Date.now() - started
    // The first five are answered; after them the guesser waits, however often they ask. The waits
    // double from one second, so on a slow machine a wait may have passed between two guesses: in
    // `elapsedMs` at most log2(elapsed seconds + 1) + 1 more guesses can have been checked.
    expect(statuses.slice(0, 5)).toEqual([401, 401, 401, 401, 401])
    const laterChecks = statuses.slice(5).filter((status) => status !== 429)
    expect(laterChecks.every((status) => status === 401)).toBe(true)
    expect(laterChecks.length).toBeLessThanOrEqual(Math.floor(Math.log2(elapsedMs / 1000 + 1)) + 1)
    expect(statuses.filter((status) => status === 429).length).toBeGreaterThanOrEqual(40)
    expect((await signIn(tech.email, tech.password, '198.51.100.7')).status).toBe(200)
  })
})

describe('growing waits per account and address', () => {
  let t: TestApp
  beforeAll(async () => {
    t = await throttledApp({
      signInFailuresPerAccountAndAddress: {
        freeFailures: 2,
        baseDelayMs: 1000,
        maxDelayMs: 4000,
        forgetAfterMs: 3_600_000,
      },
    })
  })
  afterAll(async () => {
    await t.close()
  })

  // Moves the pair's last failure back in time, as if the client had waited that long.
  const wait = (seconds: number) =>
    t.db
      .update(rateLimits)
      .set({ windowEnds: sql`${rateLimits.windowEnds} - ${seconds} * interval '1 second'` })
      .where(like(rateLimits.key, 'signInFailuresPerAccountAndAddress:%'))

  it('doubles the wait with each failure beyond the free ones, up to the cap, for that address only', async () => {
    const account = await createUser(t.db)
    const signIn = signInWith(t)
    const retryAfter = async (password: string) => {
      const response = await signIn(account.email, password, '203.0.113.10')
      expect(response.status).toBe(429)
      expect((await response.json()).error.code).toBe('RATE_LIMITED')
      return Number(response.headers.get('retry-after'))
    }
    expect((await signIn(account.email, 'wrong-password', '203.0.113.10')).status).toBe(401)
    expect((await signIn(account.email, 'wrong-password', '203.0.113.10')).status).toBe(401)
    // Even the right password waits: the wait says nothing about whether a guess was right.
    expect(await retryAfter(account.password)).toBe(1)
    const waits: number[] = []
    for (const seconds of [1, 2, 4, 4]) {
      await wait(seconds)
      expect((await signIn(account.email, 'wrong-password', '203.0.113.10')).status).toBe(401)
      waits.push(await retryAfter('wrong-password'))
    }
    expect(waits).toEqual([2, 4, 4, 4])
    // Another address is not slowed down, and the owner's success there signs in.
    expect((await signIn(account.email, account.password, '203.0.113.11')).status).toBe(200)
  })

  it('answers an e-mail without an account exactly as one with an account', async () => {
    const signIn = signInWith(t)
    const account = await createUser(t.db)
    const bodies: unknown[] = []
    for (const email of [account.email, 'nobody-here@example.test']) {
      await signIn(email, 'wrong-password', '203.0.113.20')
      await signIn(email, 'wrong-password', '203.0.113.20')
      const limited = await signIn(email, 'wrong-password', '203.0.113.20')
      expect(limited.status).toBe(429)
      bodies.push([limited.headers.get('retry-after'), (await limited.json()).error.message])
    }
    expect(bodies[0]).toEqual(bodies[1])
  })
})

describe('the account-wide lock', () => {
  let t: TestApp
  beforeAll(async () => {
    t = await throttledApp({ signInFailuresPerAccount: { max: 4, windowMs: 3_600_000 } })
  })
  afterAll(async () => {
    await t.close()
  })

  it('locks out new addresses, not the usual one, and mails the owner a single-use unlock link', async () => {
    const owner = await createUser(t.db)
    const signIn = signInWith(t)
    expect((await signIn(owner.email, owner.password, '192.0.2.1')).status).toBe(200)
    for (let attempt = 0; attempt < 4; attempt++)
      expect((await signIn(owner.email, 'wrong-password', `198.51.100.${attempt + 1}`)).status).toBe(401)

    const locked = await signIn(owner.email, owner.password, '198.51.100.99')
    expect(locked.status).toBe(429)
    expect(Number(locked.headers.get('retry-after'))).toBeGreaterThan(0)
    // The owner's usual address is not held up by strangers' failures.
    expect((await signIn(owner.email, owner.password, '192.0.2.1')).status).toBe(200)

    const unlockMails = t.mailTo(owner.email, 'account_unlock')
    expect(unlockMails).toHaveLength(1)
    const link = new URL(unlockMails[0].link ?? '')
    const token = link.searchParams.get('token') ?? ''
    expect(token.length).toBeGreaterThan(20)
    // Stored as a hash only: the database does not hold a usable link.
    const stored = await t.db.select().from(accountUnlockTokens)
    expect(stored).toHaveLength(1)
    expect(JSON.stringify(stored)).not.toContain(token)

    const unlocked = await t.request(`${link.pathname}${link.search}`)
    expect(unlocked.status).toBe(302)
    expect(unlocked.headers.get('location')).toBe('/login?unlocked=1')
    expect((await signIn(owner.email, owner.password, '198.51.100.99')).status).toBe(200)

    const again = await t.request(`${link.pathname}${link.search}`)
    expect(again.headers.get('location')).toBe('/login?error=UNLOCK_LINK_INVALID')
  })

  it('locks an e-mail without an account the same way, and mails nobody', async () => {
    const signIn = signInWith(t)
    for (let attempt = 0; attempt < 4; attempt++)
      await signIn('no-account@example.test', 'wrong-password', `198.51.100.${attempt + 10}`)
    const locked = await signIn('no-account@example.test', 'wrong-password', '198.51.100.50')
    expect(locked.status).toBe(429)
    expect((await locked.json()).error.message).toMatch(/^Too many attempts\./)
    expect(t.mailTo('no-account@example.test')).toEqual([])
  })

  it('refuses a malformed unlock link with 400', async () => {
    expect((await t.request('/api/auth/unlock-account')).status).toBe(400)
  })
})

describe('magic-link requests', () => {
  let t: TestApp
  beforeAll(async () => {
    t = await throttledApp({})
  })
  afterAll(async () => {
    await t.close()
  })

  it("someone else's requests slow them down, not the links the owner asks for", async () => {
    const owner = await createUser(t.db)
    const request = (ip: string) =>
      t.request('/api/auth/sign-in/magic-link', {
        json: { email: owner.email },
        headers: { 'x-forwarded-for': ip },
      })
    for (let attempt = 0; attempt < 3; attempt++) expect((await request('203.0.113.40')).status).toBe(200)
    const waiting = await request('203.0.113.40')
    expect(waiting.status).toBe(429)
    expect(Number(waiting.headers.get('retry-after'))).toBe(30)
    expect((await request('192.0.2.40')).status).toBe(200)
  })
})

describe('session tokens', () => {
  let t: TestApp
  beforeAll(async () => {
    t = await createTestApp()
  })
  afterAll(async () => {
    await t.close()
  })

  it('never reach the browser in JSON: sign-in, get-session, list-sessions and /api/me', async () => {
    const account = await createUser(t.db)
    const signedIn = await t.request('/api/auth/sign-in/email', {
      json: { email: account.email, password: account.password },
    })
    expect(signedIn.status).toBe(200)
    const cookie = signedIn.headers
      .getSetCookie()
      .map((line) => line.split(';')[0])
      .join('; ')
    const [{ token }] = await t.db
      .select({ token: session.token })
      .from(session)
      .where(eq(session.userId, account.id))
    const signInBody = await signedIn.json()
    expect(signInBody.user.id).toBe(account.id)

    const current = await t.request('/api/auth/get-session', { cookie })
    expect(current.status).toBe(200)
    const currentBody = await current.json()
    expect(currentBody.user.id).toBe(account.id)
    expect(currentBody.session.userId).toBe(account.id)

    const sessions = await t.request('/api/auth/list-sessions', { cookie })
    const me = await t.request('/api/me', { cookie })
    expect(me.status).toBe(200)
    for (const text of [
      JSON.stringify(signInBody),
      JSON.stringify(currentBody),
      await sessions.text(),
      await me.text(),
    ])
      expect(text).not.toContain(token)
  })
})
