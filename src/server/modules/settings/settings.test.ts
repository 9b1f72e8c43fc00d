import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { auditLog } from '#server/db/schema/audit'
import { createUser } from '#server/db/seed/factories'
import { DEFAULT_SLA_TARGETS } from '#shared/schemas/settings'
import { createTestApp, type TestApp } from '#tests/helpers/test-app'

// Issue 32: the app settings store, GET/PATCH /api/settings for admin-level roles, and the public
// read of the sign-up mode the sign-in page needs.

let t: TestApp
let admin: string
let superAdmin: string
let trainer: string

beforeAll(async () => {
  // The two-factor default from the environment is enforced too, so its test is in two-factor.test.ts.
  t = await createTestApp({ env: { SIGNUP_MODE: 'invite' } })
  const cookieFor = async (role: 'admin' | 'super_admin' | 'trainer') => {
    const created = await createUser(t.db, { roles: [role] })
    return t.signIn(created.email, created.password)
  }
  ;[admin, superAdmin, trainer] = await Promise.all([
    cookieFor('admin'),
    cookieFor('super_admin'),
    cookieFor('trainer'),
  ])
})
afterAll(async () => {
  await t.close()
})

const patch = (json: unknown, cookie = admin) => t.request('/api/settings', { method: 'PATCH', json, cookie })

describe('/api/settings', () => {
  it('starts from the environment (SIGNUP_MODE)', async () => {
    const response = await t.request('/api/settings', { cookie: admin })
    expect(response.status).toBe(200)
    expect(await response.json()).toEqual({
      signupMode: 'invite',
      requireTwoFactorForStaff: false,
      slaTargetHours: DEFAULT_SLA_TARGETS,
    })
  })

  it('is for admin and super_admin only', async () => {
    expect((await t.request('/api/settings')).status).toBe(401)
    expect((await t.request('/api/settings', { cookie: trainer })).status).toBe(403)
    expect((await patch({ signupMode: 'open' }, trainer)).status).toBe(403)
    expect((await t.request('/api/settings', { cookie: superAdmin })).status).toBe(200)
  })

  it('refuses unknown keys, wrong values and an empty change with 400', async () => {
    for (const body of [
      { signupMode: 'everyone' },
      { requireTwoFactorForStaff: 'yes' },
      { colour: 'red' },
      { slaTargetHours: { low: 72, medium: 24, high: 8, urgent: 0 } },
      {},
    ]) {
      const response = await patch(body)
      expect(response.status, JSON.stringify(body)).toBe(400)
      expect((await response.json()).error.code).toBe('VALIDATION_FAILED')
    }
  })

  it('saves a change, records who changed what in the audit log, and opens sign-up', async () => {
    const response = await patch({ signupMode: 'open', requireTwoFactorForStaff: false })
    // (requireTwoFactorForStaff was false already: only the change is audited)
    expect(response.status).toBe(200)
    expect(await response.json()).toEqual({
      signupMode: 'open',
      requireTwoFactorForStaff: false,
      slaTargetHours: DEFAULT_SLA_TARGETS,
    })
    expect(await (await t.request('/api/settings', { cookie: superAdmin })).json()).toEqual({
      signupMode: 'open',
      requireTwoFactorForStaff: false,
      slaTargetHours: DEFAULT_SLA_TARGETS,
    })
    expect(await (await t.request('/api/auth-config')).json()).toEqual({ signupMode: 'open' })
    const [entry] = await t.db.select().from(auditLog).where(eq(auditLog.action, 'settings.update'))
    expect(entry).toMatchObject({
      entityType: 'app_setting',
      details: {
        changes: { signupMode: { from: 'invite', to: 'open' } },
      },
    })

    const signUp = await t.request('/api/auth/sign-up/email', {
      json: {
        email: 'opened@example.test',
        password: 'Fjord-Tuning-9',
        name: 'O P',
        firstName: 'O',
        lastName: 'P',
      },
    })
    expect(signUp.status).toBe(200)

    expect((await patch({ signupMode: 'invite' })).status).toBe(200)
    const refused = await t.request('/api/auth/sign-up/email', {
      json: {
        email: 'closed@example.test',
        password: 'Fjord-Tuning-9',
        name: 'C D',
        firstName: 'C',
        lastName: 'D',
      },
    })
    expect(refused.status).toBe(403)
  })
})
