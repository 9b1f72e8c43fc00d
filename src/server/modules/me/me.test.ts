import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { account, user } from '#server/db/schema/auth'
import { profiles } from '#server/db/schema/identity'
import { createUser, TEST_PASSWORD } from '#server/db/seed/factories'
import { cookieFrom, createTestApp, type TestApp } from '#tests/helpers/test-app'

let t: TestApp
beforeAll(async () => {
  t = await createTestApp()
})
afterAll(async () => {
  await t.close()
})

async function signedInUser(input: Parameters<typeof createUser>[1] = {}) {
  const created = await createUser(t.db, input)
  return { ...created, cookie: await t.signIn(created.email, created.password) }
}

/** A profile form's save: from the version the profile is at now, as the form sends it (issue 32). */
async function patchMe(cookie: string | undefined, json: Record<string, unknown>) {
  const version = cookie
    ? (await (await t.request('/api/me', { cookie })).json()).profile.updatedAt
    : new Date().toISOString()
  return t.request('/api/me', { method: 'PATCH', cookie, json: { expectedUpdatedAt: version, ...json } })
}

describe('PATCH /api/me', () => {
  it('saves the profile fields, trims them, and answers like GET /api/me', async () => {
    const me = await signedInUser({ roles: ['trainer'] })
    const response = await patchMe(me.cookie, {
      firstName: '  Kari ',
      lastName: 'Nordmann',
      phone: '+47 (22) 33-44 55',
      location: ' Bergen ',
      department: 'Training',
      signature: 'Kari\nDealerPilot HQ',
    })
    expect(response.status).toBe(200)
    const body = await response.json()
    expect(body.profile).toMatchObject({
      firstName: 'Kari',
      lastName: 'Nordmann',
      phone: '+47 (22) 33-44 55',
      location: 'Bergen',
      department: 'Training',
      signature: 'Kari\nDealerPilot HQ',
      profileCompleted: true,
    })
    expect(body.roles).toEqual(['trainer'])
    expect(body).toEqual(await (await t.request('/api/me', { cookie: me.cookie })).json())
    // better-auth's display name follows the profile names.
    const [row] = await t.db.select({ name: user.name }).from(user).where(eq(user.id, me.id))
    expect(row.name).toBe('Kari Nordmann')
  })

  it('stores empty optional fields as null and keeps fields that were left out', async () => {
    const me = await signedInUser()
    await patchMe(me.cookie, { firstName: 'A', lastName: 'B', phone: '12345', department: 'Sales' })
    const response = await patchMe(me.cookie, { firstName: 'A', lastName: 'B', phone: '  ' })
    expect(response.status).toBe(200)
    const [profile] = await t.db.select().from(profiles).where(eq(profiles.id, me.id))
    expect(profile.phone).toBeNull()
    expect(profile.department).toBe('Sales')
  })

  it('completes an incomplete profile', async () => {
    const me = await signedInUser({ firstName: 'Kari', lastName: null })
    const before = await (await t.request('/api/me', { cookie: me.cookie })).json()
    expect(before.profile.profileCompleted).toBe(false)
    const body = await (await patchMe(me.cookie, { firstName: 'Kari', lastName: 'Nordmann' })).json()
    expect(body.profile.profileCompleted).toBe(true)
  })

  it.each([
    [{ firstName: '', lastName: 'B' }, 'firstName: First name is required'],
    [{ firstName: 'A', lastName: '   ' }, 'lastName: Last name is required'],
    [{ firstName: 'A' }, 'lastName'],
    [{ firstName: 'x'.repeat(101), lastName: 'B' }, 'firstName: First name must be at most 100 characters'],
    [{ firstName: 'A', lastName: 'B', phone: 'call me' }, 'phone: Phone may contain only digits'],
    [{ firstName: 'A', lastName: 'B', phone: '1'.repeat(31) }, 'phone: Phone must be at most 30'],
    [{ firstName: 'A', lastName: 'B', location: 'x'.repeat(101) }, 'location: Location must be at most 100'],
    [{ firstName: 'A', lastName: 'B', department: 'x'.repeat(101) }, 'department'],
    [
      { firstName: 'A', lastName: 'B', signature: 'x'.repeat(501) },
      'signature: Signature must be at most 500',
    ],
  ])('refuses %j with 400', async (json, message) => {
    const me = await signedInUser()
    const response = await patchMe(me.cookie, json)
    expect(response.status).toBe(400)
    const body = await response.json()
    expect(body.error.code).toBe('VALIDATION_FAILED')
    expect(body.error.message).toContain(message)
    const [profile] = await t.db.select().from(profiles).where(eq(profiles.id, me.id))
    expect(profile.firstName).toBe('Test')
  })

  it('answers a body that is not JSON with 400, not 500', async () => {
    const me = await signedInUser()
    const response = await t.request('/api/me', {
      method: 'PATCH',
      cookie: me.cookie,
      body: '{"firstName":',
      headers: { 'content-type': 'application/json' },
    })
    expect(response.status).toBe(400)
  })

  it("answers 401 'No user logged in' without a session (spec §5)", async () => {
    const response = await patchMe(undefined, { firstName: 'A', lastName: 'B' })
    expect(response.status).toBe(401)
    expect(await response.json()).toEqual({
      error: { code: 'UNAUTHENTICATED', message: 'No user logged in' },
    })
  })

  it('changes only the caller’s own profile', async () => {
    const me = await signedInUser()
    const other = await createUser(t.db, { firstName: 'Other', lastName: 'Person' })
    await patchMe(me.cookie, { firstName: 'Mine', lastName: 'Only', id: other.id })
    const [otherProfile] = await t.db.select().from(profiles).where(eq(profiles.id, other.id))
    expect(otherProfile.firstName).toBe('Other')
  })
})

const changePassword = (cookie: string, json: unknown) =>
  t.request('/api/auth/change-password', { cookie, json })

describe('change password (better-auth POST /api/auth/change-password)', () => {
  it('refuses a wrong current password', async () => {
    const me = await signedInUser()
    const response = await changePassword(me.cookie, {
      currentPassword: 'not-my-password',
      newPassword: 'Fjord-Tuning-9',
      revokeOtherSessions: true,
    })
    expect(response.status).toBe(400)
    expect((await response.json()).message).toBe('Invalid password')
    await t.signIn(me.email, TEST_PASSWORD)
  })

  it.each([
    ['abc', 'Password must be at least 6 characters long'],
    ['password123', 'too common'],
    [TEST_PASSWORD, 'must be different'],
  ])('refuses the new password %j with the sign-up rules', async (newPassword, message) => {
    const me = await signedInUser()
    const response = await changePassword(me.cookie, { currentPassword: TEST_PASSWORD, newPassword })
    expect(response.status).toBe(400)
    expect((await response.json()).message).toContain(message)
    await t.signIn(me.email, TEST_PASSWORD)
  })

  it('changes the password and signs out every other session, even when the client does not ask', async () => {
    const me = await signedInUser()
    const otherDevice = await t.signIn(me.email, TEST_PASSWORD)
    expect((await t.request('/api/me', { cookie: otherDevice })).status).toBe(200)

    const response = await changePassword(me.cookie, {
      currentPassword: TEST_PASSWORD,
      newPassword: 'Fjord-Tuning-9',
      revokeOtherSessions: false,
    })
    expect(response.status).toBe(200)

    expect((await t.request('/api/me', { cookie: otherDevice })).status).toBe(401)
    // The session that changed it gets a fresh cookie and stays signed in.
    const renewed = cookieFrom(response)
    expect((await t.request('/api/me', { cookie: renewed })).status).toBe(200)

    const oldPassword = await t.request('/api/auth/sign-in/email', {
      json: { email: me.email, password: TEST_PASSWORD },
    })
    expect(oldPassword.status).toBe(401)
    await t.signIn(me.email, 'Fjord-Tuning-9')
  })

  it('needs a session', async () => {
    const response = await t.request('/api/auth/change-password', {
      json: { currentPassword: TEST_PASSWORD, newPassword: 'Fjord-Tuning-9' },
    })
    expect(response.status).toBe(401)
  })
})

describe('POST /api/me/password (first password)', () => {
  it('sets a password on an account without one, then it signs in', async () => {
    const me = await signedInUser()
    await t.db.update(account).set({ password: null }).where(eq(account.userId, me.id))

    const response = await t.request('/api/me/password', {
      cookie: me.cookie,
      json: { newPassword: 'Fjord-Tuning-9' },
    })
    expect(response.status).toBe(200)
    expect((await response.json()).user.hasPassword).toBe(true)
    await t.signIn(me.email, 'Fjord-Tuning-9')
  })

  it('refuses when a password exists, and holds the sign-up rules', async () => {
    const me = await signedInUser()
    const conflict = await t.request('/api/me/password', {
      cookie: me.cookie,
      json: { newPassword: 'Fjord-Tuning-9' },
    })
    expect(conflict.status).toBe(409)
    await t.signIn(me.email, TEST_PASSWORD)

    await t.db.update(account).set({ password: null }).where(eq(account.userId, me.id))
    const short = await t.request('/api/me/password', { cookie: me.cookie, json: { newPassword: 'abc' } })
    expect(short.status).toBe(400)
    expect((await short.json()).error.message).toContain('Password must be at least 6 characters long')
  })

  it('needs a session', async () => {
    const response = await t.request('/api/me/password', { json: { newPassword: 'Fjord-Tuning-9' } })
    expect(response.status).toBe(401)
  })
})
