import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestApp, type TestApp } from '../../../tests/helpers/test-app.ts'
import { createUser } from '../db/seed/factories.ts'
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

  it('a correct password resets the failure count', async () => {
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
