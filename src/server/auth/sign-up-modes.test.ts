import { and, eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { user } from '#server/db/schema/auth'
import { mailOutbox, userRoles } from '#server/db/schema/identity'
import { createUser } from '#server/db/seed/factories'
import { cookieFrom, createTestApp, TEST_BASE_URL, type TestApp } from '#tests/helpers/test-app'

// Issue 32: sign-up modes. `invite` (the default) refuses self sign-up; `open` confirms the address
// before the first session and answers alike whether or not the address has an account.

let invite: TestApp
let open: TestApp

beforeAll(async () => {
  ;[invite, open] = await Promise.all([createTestApp(), createTestApp({ env: { SIGNUP_MODE: 'open' } })])
})
afterAll(async () => {
  await Promise.all([invite.close(), open.close()])
})

const signUpBody = (email: string, password = 'Fjord-Tuning-9') => ({
  email,
  password,
  name: 'Nora Berg',
  firstName: 'Nora',
  lastName: 'Berg',
})

async function mailsTo(t: TestApp, to: string) {
  return t.db.select().from(mailOutbox).where(eq(mailOutbox.toAddress, to))
}

describe('invite mode (the default)', () => {
  it('refuses a sign-up with 403 and a clear message, creating nothing', async () => {
    const response = await invite.request('/api/auth/sign-up/email', {
      json: signUpBody('stranger@example.test'),
    })
    expect(response.status).toBe(403)
    const body = await response.json()
    expect(body.code).toBe('SIGNUP_INVITE_ONLY')
    expect(body.message).toMatch(/by invitation/)
    expect(await invite.db.select().from(user).where(eq(user.email, 'stranger@example.test'))).toEqual([])
    expect(await mailsTo(invite, 'stranger@example.test')).toEqual([])
  })

  it('tells the public sign-in page the mode', async () => {
    const response = await invite.request('/api/auth-config')
    expect(response.status).toBe(200)
    expect(await response.json()).toEqual({ signupMode: 'invite' })
  })
})

describe('open mode', () => {
  it('gives no session before the address is confirmed, then signs in after the link', async () => {
    const email = 'nora.open@example.test'
    const response = await open.request('/api/auth/sign-up/email', { json: signUpBody(email) })
    expect(response.status).toBe(200)
    expect(response.headers.getSetCookie().some((cookie) => cookie.includes('session_token'))).toBe(false)
    expect((await response.json()).token ?? null).toBeNull()

    const refused = await open.request('/api/auth/sign-in/email', {
      json: { email, password: 'Fjord-Tuning-9' },
    })
    expect(refused.status).toBe(403)
    expect((await refused.json()).code).toBe('EMAIL_NOT_VERIFIED')

    // The outbox keeps the confirmation link hidden; the recipient's copy has it.
    const [confirmation] = open.mailTo(email, 'email_verification')
    const link = new URL(confirmation.link!)
    const verified = await open.request(`${link.pathname}${link.search}`)
    expect(verified.status).toBeLessThan(400)
    const cookie = cookieFrom(verified)
    const me = await (await open.request('/api/me', { cookie })).json()
    expect(me.user.email).toBe(email)
    expect(me.roles).toEqual([])
    expect(
      (await open.request('/api/auth/sign-in/email', { json: { email, password: 'Fjord-Tuning-9' } })).status,
    ).toBe(200)
  })

  it('answers a sign-up for a taken address exactly as for a new one, and mails the owner', async () => {
    const owner = await createUser(open.db, { roles: ['dealer_user'] })
    const strip = (body: { user: Record<string, unknown> }) => {
      const { id: _id, createdAt: _c, updatedAt: _u, email: _e, ...rest } = body.user
      return { ...body, user: rest }
    }
    const taken = await open.request('/api/auth/sign-up/email', {
      json: signUpBody(owner.email, 'Other-Pass-77'),
    })
    const fresh = await open.request('/api/auth/sign-up/email', {
      json: signUpBody('fresh.person@example.test'),
    })
    expect(taken.status).toBe(fresh.status)
    const takenBody = await taken.json()
    const freshBody = await fresh.json()
    expect(Object.keys(takenBody.user).sort()).toEqual(Object.keys(freshBody.user).sort())
    expect(strip(takenBody)).toEqual(strip(freshBody))

    const ownerMails = await mailsTo(open, owner.email)
    expect(ownerMails.map((mail) => mail.kind)).toEqual(['sign_up_attempt'])
    expect(ownerMails[0].textBody).toContain(`${TEST_BASE_URL}/login`)
    // The owner's password still works, and nobody got their account.
    expect(
      (
        await open.request('/api/auth/sign-in/email', {
          json: { email: owner.email, password: 'Other-Pass-77' },
        })
      ).status,
    ).toBe(401)
    expect(
      (
        await open.request('/api/auth/sign-in/email', {
          json: { email: owner.email, password: owner.password },
        })
      ).status,
    ).toBe(200)
  })
})

describe('an invitation to an address held by an unconfirmed sign-up', () => {
  it('wins: the invitee sets their password, the account is confirmed and gets the role', async () => {
    const email = 'squatted@example.test'
    expect(
      (await open.request('/api/auth/sign-up/email', { json: signUpBody(email, 'Squatter-Pass-1') })).status,
    ).toBe(200)
    const [squatted] = await open.db.select().from(user).where(eq(user.email, email))
    expect(squatted.emailVerified).toBe(false)

    const admin = await createUser(open.db, { roles: ['admin'] })
    const adminCookie = await open.signIn(admin.email, admin.password)
    const created = await open.request('/api/invitations', {
      cookie: adminCookie,
      json: { email, fullName: 'Ingrid Invited', role: 'standard_user' },
    })
    expect(created.status).toBe(201)
    const token = (await created.json()).inviteUrl.split('/invite/')[1]

    const accepted = await open.request(`/api/invitations/${token}/accept`, {
      json: { password: 'Invitee-Pass-22', confirmPassword: 'Invitee-Pass-22' },
    })
    expect(accepted.status).toBe(201)
    expect((await accepted.json()).userId).toBe(squatted.id)

    const [after] = await open.db.select().from(user).where(eq(user.id, squatted.id))
    expect(after).toMatchObject({ emailVerified: true, name: 'Ingrid Invited' })
    expect(
      await open.db
        .select({ role: userRoles.role })
        .from(userRoles)
        .where(and(eq(userRoles.userId, squatted.id))),
    ).toEqual([{ role: 'standard_user' }])
    // The sign-up's password no longer opens the account; the invitee's does.
    expect(
      (await open.request('/api/auth/sign-in/email', { json: { email, password: 'Squatter-Pass-1' } }))
        .status,
    ).toBe(401)
    const cookie = await open.signIn(email, 'Invitee-Pass-22')
    expect((await (await open.request('/api/me', { cookie })).json()).roles).toEqual(['standard_user'])
  })

  it('does not take over a confirmed account', async () => {
    const confirmed = await createUser(open.db, { roles: [] })
    const admin = await createUser(open.db, { roles: ['admin'] })
    const adminCookie = await open.signIn(admin.email, admin.password)
    const created = await open.request('/api/invitations', {
      cookie: adminCookie,
      json: { email: confirmed.email, fullName: 'Some One', role: 'standard_user' },
    })
    expect(created.status).toBe(409)
  })
})
