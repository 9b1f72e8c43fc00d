import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestApp, type TestApp } from '../../../../tests/helpers/test-app.ts'
import { user } from '../../db/schema/auth.ts'
import { dealerUsers, employeeInvitations, mailOutbox, userRoles } from '../../db/schema/identity.ts'
import { createDealer, createUser } from '../../db/seed/factories.ts'

let t: TestApp
let adminCookie: string
let dealerId: string

beforeAll(async () => {
  t = await createTestApp()
  const admin = await createUser(t.db, { roles: ['admin'] })
  adminCookie = await t.signIn(admin.email, admin.password)
  dealerId = (await createDealer(t.db, { name: 'Fjord Tuning AS', dealerCode: 'NO-FJD-001' })).id
})
afterAll(async () => {
  await t.close()
})

async function invite(json: Record<string, unknown>, cookie = adminCookie) {
  return t.request('/api/invitations', { json, cookie })
}

function tokenOf(inviteUrl: string) {
  return inviteUrl.split('/invite/')[1]
}

describe('creating invitations', () => {
  it('creates a pending invitation and e-mails the link', async () => {
    const response = await invite({
      email: 'Kari@Fjord.test',
      fullName: 'Kari Nordmann',
      role: 'dealer_user',
      dealerId,
    })
    expect(response.status).toBe(201)
    const body = await response.json()
    expect(body).toMatchObject({ email: 'kari@fjord.test', role: 'dealer_user', status: 'pending', dealerId })
    const [mail] = await t.db.select().from(mailOutbox).where(eq(mailOutbox.toAddress, 'kari@fjord.test'))
    expect(mail.kind).toBe('invitation')
    expect(mail.textBody).toContain(body.inviteUrl)
    const days = (new Date(body.expiresAt).getTime() - Date.now()) / 86_400_000
    expect(days).toBeGreaterThan(6.9)
    expect(days).toBeLessThanOrEqual(7)
  })

  it('needs a session (401) and a role that may grant it (403)', async () => {
    expect(
      (await invite({ email: 'x@y.test', fullName: 'X', role: 'dealer_user', dealerId }, '')).status,
    ).toBe(401)
    const trainer = await createUser(t.db, { roles: ['trainer'] })
    const trainerCookie = await t.signIn(trainer.email, trainer.password)
    expect(
      (await invite({ email: 'x@y.test', fullName: 'X', role: 'dealer_user', dealerId }, trainerCookie))
        .status,
    ).toBe(403)
    // An admin may not create a super admin.
    expect((await invite({ email: 'x@y.test', fullName: 'X', role: 'super_admin' })).status).toBe(403)
  })

  it('validates the input and changes nothing on error', async () => {
    const before = await t.db.select().from(employeeInvitations)
    const bad = await invite({ email: 'not-an-email', fullName: '', role: 'wizard' })
    expect(bad.status).toBe(400)
    expect((await bad.json()).error.code).toBe('VALIDATION_FAILED')
    expect((await invite({ email: 'a@b.test', fullName: 'A', role: 'dealer_user' })).status).toBe(400)
    expect(
      (await invite({ email: 'a@b.test', fullName: 'A', role: 'dealer_user', dealerId: crypto.randomUUID() }))
        .status,
    ).toBe(404)
    expect(await t.db.select().from(employeeInvitations)).toHaveLength(before.length)
  })
})

describe('accepting invitations', () => {
  it('shows the invitation, creates the user with role and dealer, and refuses a second use', async () => {
    const created = await (
      await invite({ email: 'ola@fjord.test', fullName: 'Ola Dunk', role: 'dealer_manager', dealerId })
    ).json()
    const token = tokenOf(created.inviteUrl)

    const shown = await t.request(`/api/invitations/${token}`)
    expect(shown.status).toBe(200)
    expect(await shown.json()).toMatchObject({
      fullName: 'Ola Dunk',
      email: 'ola@fjord.test',
      role: 'dealer_manager',
      dealer: { name: 'Fjord Tuning AS', dealerCode: 'NO-FJD-001' },
    })

    const accepted = await t.request(`/api/invitations/${token}/accept`, {
      json: { password: 'Fjord-Tuning-9', confirmPassword: 'Fjord-Tuning-9' },
    })
    expect(accepted.status).toBe(201)
    const { userId } = await accepted.json()
    expect(
      (await t.db.select().from(userRoles).where(eq(userRoles.userId, userId))).map((row) => row.role),
    ).toEqual(['dealer_manager'])
    expect(await t.db.select().from(dealerUsers).where(eq(dealerUsers.userId, userId))).toHaveLength(1)

    const cookie = await t.signIn('ola@fjord.test', 'Fjord-Tuning-9')
    const me = await (await t.request('/api/me', { cookie })).json()
    expect(me.profile).toMatchObject({ firstName: 'Ola', lastName: 'Dunk', signupMethod: 'invitation' })
    expect(me.dealers).toEqual([{ id: dealerId, name: 'Fjord Tuning AS', dealerCode: 'NO-FJD-001' }])

    const again = await t.request(`/api/invitations/${token}/accept`, {
      json: { password: 'Fjord-Tuning-9', confirmPassword: 'Fjord-Tuning-9' },
    })
    expect(again.status).toBe(409)
    expect((await again.json()).error.message).toBe('Invalid or expired invitation')
    expect((await t.request(`/api/invitations/${token}`)).status).toBe(404)
  })

  it('refuses an expired or unknown token with the spec message', async () => {
    const created = await (
      await invite({ email: 'late@fjord.test', fullName: 'Late Comer', role: 'dealer_user', dealerId })
    ).json()
    const token = tokenOf(created.inviteUrl)
    await t.db
      .update(employeeInvitations)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(employeeInvitations.invitationToken, token))
    const shown = await t.request(`/api/invitations/${token}`)
    expect(shown.status).toBe(404)
    expect((await shown.json()).error.message).toBe('Invalid or expired invitation')
    const accepted = await t.request(`/api/invitations/${token}/accept`, {
      json: { password: 'Fjord-Tuning-9', confirmPassword: 'Fjord-Tuning-9' },
    })
    expect(accepted.status).toBe(410)
    expect((await t.request('/api/invitations/no-such-token')).status).toBe(404)
  })

  it('checks the passwords with the spec messages and creates nothing on error', async () => {
    const created = await (
      await invite({ email: 'pw@fjord.test', fullName: 'Pw Test', role: 'dealer_user', dealerId })
    ).json()
    const token = tokenOf(created.inviteUrl)
    const mismatch = await t.request(`/api/invitations/${token}/accept`, {
      json: { password: 'Fjord-Tuning-9', confirmPassword: 'Fjord-Tuning-8' },
    })
    expect(mismatch.status).toBe(400)
    expect((await mismatch.json()).error.message).toBe('confirmPassword: Passwords do not match')
    const short = await t.request(`/api/invitations/${token}/accept`, {
      json: { password: 'abc', confirmPassword: 'abc' },
    })
    expect((await short.json()).error.message).toBe('password: Password must be at least 6 characters')
    expect(await t.db.select().from(user).where(eq(user.email, 'pw@fjord.test'))).toHaveLength(0)
  })
})
