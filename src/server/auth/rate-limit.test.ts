import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createApp } from '#server/app'
import { openDatabase } from '#server/db/client'
import { createUser } from '#server/db/seed/factories'
import { parseEnv } from '#server/env'
import { logger } from '#server/lib/logger'
import { DATABASE_RETRY_AFTER_SECONDS } from '#server/lib/on-error'
import { createMailer } from '#server/mail/mailer'
import { createRealtimeHub } from '#server/realtime/hub'
import { createTestApp, TEST_BASE_URL, type TestApp } from '#tests/helpers/test-app'
import { DEFAULT_AUTH_RATE_LIMITS } from './auth-routes.ts'

let t: TestApp
beforeAll(async () => {
  t = await createTestApp({
    env: { RATE_LIMIT_ENABLED: 'true' },
    rateLimits: {
      ...DEFAULT_AUTH_RATE_LIMITS,
      signInPerIp: { max: 8, windowMs: 60_000 },
      signInFailuresPerAccount: { max: 3, windowMs: 60_000 },
      magicLinkPerAccount: { max: 2, windowMs: 60_000 },
      passwordChangeFailuresPerAccount: { max: 2, windowMs: 60_000 },
    },
  })
})
afterAll(async () => {
  await t.close()
})

const signIn = (email: string, password: string, ip: string) =>
  t.request('/api/auth/sign-in/email', { json: { email, password }, headers: { 'x-test-client-ip': ip } })

describe('sign-in rate limits', () => {
  it('locks an account after repeated wrong passwords, even with the right one, with a readable 429', async () => {
    const account = await createUser(t.db)
    for (let attempt = 0; attempt < 3; attempt++) {
      expect((await signIn(account.email, 'wrong-password', `10.0.0.${attempt}`)).status).toBe(401)
    }
    const locked = await signIn(account.email, account.password, '10.0.0.9')
    expect(locked.status).toBe(429)
    expect(locked.headers.get('retry-after')).toBeTruthy()
    expect((await locked.json()).error.message).toMatch(/Too many attempts\. Please wait 1 minute/)
  })

  it("a correct password clears its address's failures and keeps it usable when the account locks", async () => {
    const account = await createUser(t.db)
    await signIn(account.email, 'wrong-password', '10.1.0.1')
    await signIn(account.email, 'wrong-password', '10.1.0.1')
    expect((await signIn(account.email, account.password, '10.1.0.1')).status).toBe(200)
    expect((await signIn(account.email, 'wrong-password', '10.1.0.1')).status).toBe(401)
    expect((await signIn(account.email, 'wrong-password', '10.1.0.1')).status).toBe(401)
  })

  it('limits sign-in attempts per IP across accounts', async () => {
    const statuses: number[] = []
    for (let attempt = 0; attempt < 9; attempt++) {
      statuses.push((await signIn(`nobody${attempt}@example.test`, 'whatever-pass', '10.2.0.1')).status)
    }
    expect(statuses.slice(0, 8).every((status) => status === 401)).toBe(true)
    expect(statuses[8]).toBe(429)
    // Another address is not affected.
    expect((await signIn('nobody@example.test', 'whatever-pass', '10.2.0.2')).status).toBe(401)
  })

  it('limits magic-link requests per account', async () => {
    const account = await createUser(t.db)
    const send = () =>
      t.request('/api/auth/sign-in/magic-link', {
        json: { email: account.email },
        headers: { 'x-test-client-ip': '10.3.0.1' },
      })
    expect((await send()).status).toBe(200)
    expect((await send()).status).toBe(200)
    expect((await send()).status).toBe(429)
  })
})

describe('change-password rate limit', () => {
  const changePassword = (cookie: string, currentPassword: string, newPassword: string) =>
    t.request('/api/auth/change-password', {
      cookie,
      json: { currentPassword, newPassword, revokeOtherSessions: true },
    })

  it('stops guessing the current password from a signed-in session', async () => {
    const account = await createUser(t.db)
    const cookie = await t.signIn(account.email, account.password)
    // A new password that breaks the rules is not a guess and does not count.
    expect((await changePassword(cookie, account.password, 'short')).status).toBe(400)
    expect((await changePassword(cookie, 'wrong-guess-1', 'Another-strong-pass-1')).status).toBe(400)
    expect((await changePassword(cookie, 'wrong-guess-2', 'Another-strong-pass-1')).status).toBe(400)
    const locked = await changePassword(cookie, account.password, 'Another-strong-pass-1')
    expect(locked.status).toBe(429)
    expect((await locked.json()).error.message).toMatch(/Too many attempts/)
  })
})

describe('rate limits while the database is away', () => {
  it('a limited sign-in, magic link, sign-up or invitation acceptance answers 503, not 500', async () => {
    // The counters live in the database (issue 12); nothing listens on port 1, as when it is down.
    const gone = await openDatabase({ databaseUrl: 'postgres://postgres@127.0.0.1:1/none', poolMax: 2 })
    try {
      const env = parseEnv({ NODE_ENV: 'test', RATE_LIMIT_ENABLED: 'true' })
      const { app } = createApp({
        db: gone.db,
        env,
        logger: logger.child({ level: 'silent' }),
        mailer: createMailer({ db: gone.db, logger, from: env.MAIL_FROM, printLinks: false }),
        realtime: createRealtimeHub(),
        baseUrl: TEST_BASE_URL,
        authSecret: 'test-secret-that-is-at-least-32-characters-long',
      })
      const requests: [string, unknown][] = [
        ['/api/auth/sign-in/email', { email: 'someone@example.test', password: 'whatever-pass' }],
        ['/api/auth/sign-in/magic-link', { email: 'someone@example.test' }],
        [
          '/api/auth/sign-up/email',
          { email: 'new@example.test', password: 'Strong-pass-1', firstName: 'New', lastName: 'User' },
        ],
        [
          '/api/invitations/abcdefghijklmnopqrstuvwxyz012345/accept',
          { password: 'Strong-pass-1', confirmPassword: 'Strong-pass-1' },
        ],
      ]
      for (const [path, json] of requests) {
        const response = await app.request(`${TEST_BASE_URL}${path}`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify(json),
        })
        expect(response.status, path).toBe(503)
        expect(response.headers.get('retry-after')).toBe(String(DATABASE_RETRY_AFTER_SECONDS))
        expect((await response.json()).error.code).toBe('UNAVAILABLE')
      }
    } finally {
      await gone.close()
    }
  })
})
