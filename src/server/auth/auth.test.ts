import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { account } from '#server/db/schema/auth'
import { profiles } from '#server/db/schema/identity'
import { createUser } from '#server/db/seed/factories'
import { cookieFrom, createTestApp, type TestApp } from '#tests/helpers/test-app'

let t: TestApp
beforeAll(async () => {
  // Sign-up is refused in the default invite mode (sign-up-modes.test.ts); these tests are about the form's rules.
  t = await createTestApp({ env: { SIGNUP_MODE: 'open' } })
})
afterAll(async () => {
  await t.close()
})

describe('sign-up', () => {
  it('creates the account, its profile with the names, no roles, and a confirmation e-mail', async () => {
    const response = await t.request('/api/auth/sign-up/email', {
      json: {
        email: 'New.Person@Example.test',
        password: 'Fjord-Tuning-9',
        name: 'Nora Berg',
        firstName: 'Nora',
        lastName: 'Berg',
      },
    })
    expect(response.status).toBe(200)
    // No session until the address is confirmed (issue 32): the link in the mail signs in.
    const [mail] = t.mailTo('new.person@example.test', 'email_verification')
    const link = new URL(mail.link!)
    const cookie = cookieFrom(await t.request(`${link.pathname}${link.search}`))
    const me = await t.request('/api/me', { cookie })
    expect(me.status).toBe(200)
    const body = await me.json()
    expect(body.user.email).toBe('new.person@example.test')
    expect(body.profile).toMatchObject({
      firstName: 'Nora',
      lastName: 'Berg',
      profileCompleted: true,
      signupMethod: 'email',
    })
    expect(body.roles).toEqual([])
    expect(body.user.hasPassword).toBe(true)
    expect(body.profile.lastLogin).not.toBeNull()
  })

  it('refuses a short password with the spec message', async () => {
    const response = await t.request('/api/auth/sign-up/email', {
      json: { email: 'short@example.test', password: 'abc', name: 'A B', firstName: 'A', lastName: 'B' },
    })
    expect(response.status).toBe(400)
    expect((await response.json()).message).toBe('Password must be at least 6 characters long')
  })

  it('refuses one of the most common passwords', async () => {
    const response = await t.request('/api/auth/sign-up/email', {
      json: {
        email: 'common@example.test',
        password: 'password123',
        name: 'A B',
        firstName: 'A',
        lastName: 'B',
      },
    })
    expect(response.status).toBe(400)
    expect((await response.json()).message).toMatch(/too common/)
  })

  it('refuses a sign-up without a first name', async () => {
    const response = await t.request('/api/auth/sign-up/email', {
      json: { email: 'noname@example.test', password: 'Fjord-Tuning-9', name: 'x', lastName: 'B' },
    })
    expect(response.status).toBe(400)
  })
})

describe('sign-in', () => {
  it('signs in with the right password, updates last_login, and signs out', async () => {
    const created = await createUser(t.db, { roles: ['trainer'] })
    const cookie = await t.signIn(created.email, created.password)
    const [profile] = await t.db.select().from(profiles).where(eq(profiles.id, created.id))
    expect(profile.lastLogin).toBeInstanceOf(Date)
    // A first visit has no sign-in before it; the next sign-in remembers this one (issue 35 item 6).
    expect(profile.previousLogin).toBeNull()
    const again = await t.signIn(created.email, created.password)
    const returning = await (await t.request('/api/me', { cookie: again })).json()
    expect(returning.profile.previousLogin).toBe(profile.lastLogin?.toISOString())

    const me = await (await t.request('/api/me', { cookie })).json()
    expect(me.roles).toEqual(['trainer'])
    expect(me.permissions).toEqual(['BOT_MANAGEMENT', 'ANALYTICS_ACCESS'])

    const out = await t.request('/api/auth/sign-out', { method: 'POST', cookie, json: {} })
    expect(out.status).toBe(200)
    expect((await t.request('/api/me', { cookie })).status).toBe(401)
  })

  it('answers a wrong password with 401 and a readable message', async () => {
    const created = await createUser(t.db)
    const response = await t.request('/api/auth/sign-in/email', {
      json: { email: created.email, password: 'wrong-one' },
    })
    expect(response.status).toBe(401)
    expect((await response.json()).message).toBe('Invalid email or password')
  })
})

describe('session cookie', () => {
  it('is httpOnly and SameSite=Lax', async () => {
    const created = await createUser(t.db)
    const response = await t.request('/api/auth/sign-in/email', {
      json: { email: created.email, password: created.password },
    })
    const setCookie = response.headers.getSetCookie().find((cookie) => cookie.includes('session_token'))
    expect(setCookie).toMatch(/HttpOnly/i)
    expect(setCookie).toMatch(/SameSite=Lax/i)
  })
})

describe('password notice data', () => {
  it('reports an account without a password', async () => {
    const created = await createUser(t.db)
    const cookie = await t.signIn(created.email, created.password)
    await t.db.update(account).set({ password: null }).where(eq(account.userId, created.id))
    expect((await (await t.request('/api/me', { cookie })).json()).user.hasPassword).toBe(false)
  })
})
