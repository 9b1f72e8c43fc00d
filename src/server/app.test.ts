import { desc, eq } from 'drizzle-orm'
import { Hono } from 'hono'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { cookieFrom, createTestApp, TEST_BASE_URL, type TestApp } from '#tests/helpers/test-app'
import { user, verification } from './db/schema/auth.ts'
import { profiles } from './db/schema/identity.ts'
import { createUser } from './db/seed/factories.ts'
import { logger } from './lib/logger.ts'
import { onError } from './lib/on-error.ts'

let t: TestApp
beforeAll(async () => {
  t = await createTestApp({ env: { MAX_BODY_BYTES: '2048' } })
})
afterAll(async () => {
  await t.close()
})

describe('errors and bad input', () => {
  it('answers unknown API routes with a JSON 404', async () => {
    const response = await t.request('/api/nope')
    expect(response.status).toBe(404)
    expect(await response.json()).toEqual({ error: { code: 'NOT_FOUND', message: 'No such API route.' } })
  })

  it('answers malformed JSON with 400', async () => {
    const response = await t.request('/api/invitations/abc/accept', {
      method: 'POST',
      body: '{"password": ',
      headers: { 'content-type': 'application/json' },
    })
    expect(response.status).toBe(400)
    expect((await response.json()).error.code).toBe('BAD_REQUEST')
  })

  it('answers wrong types and missing fields with 400 and the problems by field', async () => {
    const response = await t.request('/api/invitations/abc/accept', { json: { password: 12 } })
    expect(response.status).toBe(400)
    const body = await response.json()
    expect(body.error.code).toBe('VALIDATION_FAILED')
    expect(body.error.details.issues.map((issue: { path: string }) => issue.path)).toEqual([
      'password',
      'confirmPassword',
    ])
  })

  it('answers an oversize body with 413', async () => {
    const response = await t.request('/api/invitations/abc/accept', {
      json: { password: 'x'.repeat(5000), confirmPassword: 'x' },
    })
    expect(response.status).toBe(413)
    expect((await response.json()).error.code).toBe('PAYLOAD_TOO_LARGE')
  })

  it('adds a request id to every answer', async () => {
    const response = await t.request('/api/health')
    expect(response.headers.get('x-request-id')).toMatch(/[0-9a-f-]{36}/)
  })
})

describe('cross-site requests', () => {
  it('refuses a state-changing request from a foreign origin', async () => {
    const account = await createUser(t.db)
    const cookie = await t.signIn(account.email, account.password)
    const response = await t.request('/api/invitations', {
      json: { email: 'a@b.test', fullName: 'A', role: 'dealer_user' },
      cookie,
      headers: { origin: 'https://evil.example' },
    })
    expect(response.status).toBe(403)
    const crossSite = await t.request('/api/invitations', {
      json: { email: 'a@b.test', fullName: 'A', role: 'dealer_user' },
      cookie,
      headers: { 'sec-fetch-site': 'cross-site' },
    })
    expect(crossSite.status).toBe(403)
  })

  it('lets our own origin through', async () => {
    const response = await t.request('/api/invitations/x/accept', {
      json: {},
      headers: { origin: new URL(TEST_BASE_URL).origin },
    })
    expect(response.status).toBe(400)
  })
})

describe('health', () => {
  it('reports database reachability and latency', async () => {
    const response = await t.request('/api/health')
    expect(response.status).toBe(200)
    const body = await response.json()
    expect(body.status).toBe('ok')
    expect(body.database.reachable).toBe(true)
    expect(body.database.latencyMs).toBeGreaterThanOrEqual(0)
  })
})

describe('protected routes', () => {
  it('answer 401 signed out and 403 for a role without the permission', async () => {
    expect((await t.request('/api/me')).status).toBe(401)
    expect((await (await t.request('/api/me')).json()).error.code).toBe('UNAUTHENTICATED')
    const standard = await createUser(t.db, { roles: ['standard_user'] })
    const cookie = await t.signIn(standard.email, standard.password)
    const response = await t.request('/api/invitations', {
      json: { email: 'staff@b.test', fullName: 'Staff Person', role: 'trainer' },
      cookie,
    })
    expect(response.status).toBe(403)
    expect((await response.json()).error.code).toBe('FORBIDDEN')
  })
})

describe('magic link', () => {
  async function latestLink(email: string) {
    return t.mailTo(email, 'magic_link')[0].link!
  }

  it('signs in once through the e-mailed link, which then stops working', async () => {
    const account = await createUser(t.db, { roles: ['support_agent'] })
    const sent = await t.request('/api/auth/sign-in/magic-link', {
      json: { email: account.email, callbackURL: '/auth/callback' },
    })
    expect(sent.status).toBe(200)
    const link = await latestLink(account.email)
    expect(link).toContain('/api/auth/magic-link/verify')

    const first = await t.request(new URL(link).pathname + new URL(link).search)
    expect(first.status).toBe(302)
    expect(first.headers.get('location')).toContain('/auth/callback')
    const cookie = cookieFrom(first)
    expect((await t.request('/api/me', { cookie })).status).toBe(200)
    const [profile] = await t.db.select().from(profiles).where(eq(profiles.id, account.id))
    expect(profile.lastLogin).not.toBeNull()

    const second = await t.request(new URL(link).pathname + new URL(link).search)
    expect(second.headers.get('location') ?? '').toMatch(/error/i)
    expect(cookieFrom(second)).not.toContain('session_token=')
  })

  it('expires within 10 minutes', async () => {
    const account = await createUser(t.db)
    await t.request('/api/auth/sign-in/magic-link', {
      json: { email: account.email, callbackURL: '/auth/callback' },
    })
    const rows = await t.db.select().from(verification).orderBy(desc(verification.createdAt)).limit(1)
    const ttl = rows[0].expiresAt.getTime() - Date.now()
    expect(ttl).toBeLessThanOrEqual(10 * 60 * 1000)
    expect(ttl).toBeGreaterThan(9 * 60 * 1000)
  })

  it('does not create accounts for unknown addresses', async () => {
    await t.request('/api/auth/sign-in/magic-link', {
      json: { email: 'stranger@example.test', callbackURL: '/auth/callback' },
    })
    for (const mail of t.mailTo('stranger@example.test')) {
      const link = new URL(mail.link!)
      const response = await t.request(link.pathname + link.search)
      expect(cookieFrom(response)).not.toContain('session_token=')
    }
    expect(await t.db.select().from(user).where(eq(user.email, 'stranger@example.test'))).toEqual([])
  })
})

describe('unknown errors', () => {
  it('are answered 500 without internals', async () => {
    const app = new Hono().get('/boom', () => {
      throw new Error('secret internal detail')
    })
    app.onError(onError(logger))
    const response = await app.request('/boom')
    expect(response.status).toBe(500)
    const text = await response.text()
    expect(text).not.toContain('secret internal detail')
    expect(JSON.parse(text).error.code).toBe('INTERNAL')
  })
})
