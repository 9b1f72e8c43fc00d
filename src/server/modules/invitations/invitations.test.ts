import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { auditLog } from '#server/db/schema/audit'
import { user } from '#server/db/schema/auth'
import { dealerUsers, employeeInvitations, mailOutbox, userRoles } from '#server/db/schema/identity'
import { createDealer, createUser } from '#server/db/seed/factories'
import { createTestApp, type TestApp } from '#tests/helpers/test-app'
import { invitationTokenHash } from './invitations.service.ts'

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
    // Issue 32: the invitee's mail carries the link; the outbox's copy and the database do not.
    expect(t.mailTo('kari@fjord.test', 'invitation')[0].text).toContain(body.inviteUrl)
    expect(mail.textBody).not.toContain(tokenOf(body.inviteUrl))
    const [row] = await t.db
      .select()
      .from(employeeInvitations)
      .where(eq(employeeInvitations.email, 'kari@fjord.test'))
    expect(row.invitationToken).toBe(invitationTokenHash(tokenOf(body.inviteUrl)))
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
      .where(eq(employeeInvitations.invitationToken, invitationTokenHash(token)))
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

describe('dealer managers invite to their own dealer only', () => {
  it('a dealer manager invites dealer staff to their dealer, not staff roles and not elsewhere', async () => {
    const manager = await createUser(t.db, { roles: ['dealer_manager'], dealerIds: [dealerId] })
    const cookie = await t.signIn(manager.email, manager.password)
    const ok = await invite(
      { email: 'crew@fjord.test', fullName: 'Crew Member', role: 'dealer_user', dealerId },
      cookie,
    )
    expect(ok.status).toBe(201)
    const colleague = await invite(
      { email: 'boss2@fjord.test', fullName: 'Second Boss', role: 'dealer_manager', dealerId },
      cookie,
    )
    expect(colleague.status).toBe(201)
    expect(
      (await invite({ email: 'staff@fjord.test', fullName: 'Staff', role: 'trainer', dealerId }, cookie))
        .status,
    ).toBe(403)
    const other = await createDealer(t.db, { name: 'Elsewhere AS' })
    const elsewhere = await invite(
      { email: 'else@fjord.test', fullName: 'Else', role: 'dealer_user', dealerId: other.id },
      cookie,
    )
    expect(elsewhere.status).toBe(404)
    // Their dealer's invitations are listed for them; another dealer's are not.
    const listed = await (await t.request(`/api/invitations?dealerId=${dealerId}`, { cookie })).json()
    expect(listed.invitations.map((row: { email: string }) => row.email)).toEqual(
      expect.arrayContaining(['crew@fjord.test', 'boss2@fjord.test']),
    )
    expect((await t.request(`/api/invitations?dealerId=${other.id}`, { cookie })).status).toBe(404)
    expect((await t.request('/api/invitations', { cookie })).status).toBe(403)
  })

  it('a dealer user cannot invite anyone', async () => {
    const member = await createUser(t.db, { roles: ['dealer_user'], dealerIds: [dealerId] })
    const cookie = await t.signIn(member.email, member.password)
    expect(
      (await invite({ email: 'no@fjord.test', fullName: 'No', role: 'dealer_user', dealerId }, cookie))
        .status,
    ).toBe(403)
    expect((await t.request(`/api/invitations?dealerId=${dealerId}`, { cookie })).status).toBe(403)
  })
})

describe('listing, resending and revoking', () => {
  it('refuses a second live invitation to one address', async () => {
    expect(
      (await invite({ email: 'twice@fjord.test', fullName: 'Twice', role: 'dealer_user', dealerId })).status,
    ).toBe(201)
    const again = await invite({
      email: 'twice@fjord.test',
      fullName: 'Twice',
      role: 'dealer_user',
      dealerId,
    })
    expect(again.status).toBe(409)
  })

  it('resend gives a new link and expiry, and the old link stops working', async () => {
    const created = await (
      await invite({ email: 'resend@fjord.test', fullName: 'Re Send', role: 'dealer_user', dealerId })
    ).json()
    const oldToken = tokenOf(created.inviteUrl)
    await t.db
      .update(employeeInvitations)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(employeeInvitations.id, created.id))
    const listed = await (
      await t.request(`/api/invitations?dealerId=${dealerId}`, { cookie: adminCookie })
    ).json()
    expect(listed.invitations.find((row: { id: string }) => row.id === created.id)).toMatchObject({
      status: 'expired',
      invitedBy: 'Test User',
      dealer: { name: 'Fjord Tuning AS' },
    })

    const resent = await t.request(`/api/invitations/${created.id}/resend`, {
      method: 'POST',
      cookie: adminCookie,
    })
    expect(resent.status).toBe(200)
    const body = await resent.json()
    expect(body.status).toBe('pending')
    expect(tokenOf(body.inviteUrl)).not.toBe(oldToken)
    expect((await t.request(`/api/invitations/${oldToken}`)).status).toBe(404)
    expect((await t.request(`/api/invitations/${tokenOf(body.inviteUrl)}`)).status).toBe(200)
    const mails = await t.db.select().from(mailOutbox).where(eq(mailOutbox.toAddress, 'resend@fjord.test'))
    expect(mails).toHaveLength(2)
    expect(t.mailTo('resend@fjord.test', 'invitation')[0].text).toContain(body.inviteUrl)
  })

  it('revoke ends a pending invitation; accepted or revoked ones answer 409', async () => {
    const created = await (
      await invite({ email: 'revoke@fjord.test', fullName: 'Re Voke', role: 'dealer_user', dealerId })
    ).json()
    const revoked = await t.request(`/api/invitations/${created.id}/revoke`, {
      method: 'POST',
      cookie: adminCookie,
    })
    expect(revoked.status).toBe(200)
    expect((await revoked.json()).status).toBe('revoked')
    expect((await t.request(`/api/invitations/${tokenOf(created.inviteUrl)}`)).status).toBe(404)
    expect(
      (await t.request(`/api/invitations/${created.id}/revoke`, { method: 'POST', cookie: adminCookie }))
        .status,
    ).toBe(409)
    expect(
      (await t.request(`/api/invitations/${created.id}/resend`, { method: 'POST', cookie: adminCookie }))
        .status,
    ).toBe(409)
    const open = await (
      await t.request(`/api/invitations?dealerId=${dealerId}`, { cookie: adminCookie })
    ).json()
    expect(open.invitations.map((row: { id: string }) => row.id)).not.toContain(created.id)
    const all = await (
      await t.request(`/api/invitations?dealerId=${dealerId}&status=all`, { cookie: adminCookie })
    ).json()
    expect(all.invitations.find((row: { id: string }) => row.id === created.id).status).toBe('revoked')
  })

  it('answers unknown ids, bad ids and the wrong people', async () => {
    const unknown = crypto.randomUUID()
    expect(
      (await t.request(`/api/invitations/${unknown}/resend`, { method: 'POST', cookie: adminCookie })).status,
    ).toBe(404)
    expect(
      (await t.request('/api/invitations/not-a-uuid/revoke', { method: 'POST', cookie: adminCookie })).status,
    ).toBe(400)
    expect((await t.request(`/api/invitations/${unknown}/revoke`, { method: 'POST' })).status).toBe(401)
    expect((await t.request('/api/invitations?dealerId=nope', { cookie: adminCookie })).status).toBe(400)
    const staffInvite = await (
      await invite({ email: 'staff.invite@fjord.test', fullName: 'Staff Invite', role: 'trainer' })
    ).json()
    const support = await createUser(t.db, { roles: ['support_agent'] })
    const supportCookie = await t.signIn(support.email, support.password)
    // DEALER_MANAGEMENT runs dealer staff, not staff invitations.
    expect(
      (
        await t.request(`/api/invitations/${staffInvite.id}/revoke`, {
          method: 'POST',
          cookie: supportCookie,
        })
      ).status,
    ).toBe(404)
    const everything = await (await t.request('/api/invitations', { cookie: adminCookie })).json()
    expect(everything.invitations.map((row: { email: string }) => row.email)).toContain(
      'staff.invite@fjord.test',
    )
  })

  it('records invitations and their acceptance in the audit log', async () => {
    const created = await (
      await invite({ email: 'audit@fjord.test', fullName: 'Au Dit', role: 'dealer_user', dealerId })
    ).json()
    const accepted = await t.request(`/api/invitations/${tokenOf(created.inviteUrl)}/accept`, {
      json: { password: 'Fjord-Tuning-9', confirmPassword: 'Fjord-Tuning-9' },
    })
    const { userId } = await accepted.json()
    const entries = await t.db.select().from(auditLog).where(eq(auditLog.dealerId, dealerId))
    expect(entries.map((entry) => entry.action)).toEqual(
      expect.arrayContaining(['invitation.create', 'invitation.accept']),
    )
    expect(
      entries.find((entry) => entry.action === 'invitation.accept' && entry.entityId === userId),
    ).toMatchObject({
      entityType: 'user',
      actorId: userId,
      details: expect.objectContaining({ role: 'dealer_user' }),
    })
  })
})

describe('expiry setting', () => {
  it('follows INVITATION_TTL_DAYS', async () => {
    const short = await createTestApp({ env: { INVITATION_TTL_DAYS: '2' } })
    try {
      const boss = await createUser(short.db, { roles: ['admin'] })
      const cookie = await short.signIn(boss.email, boss.password)
      const body = await (
        await short.request('/api/invitations', {
          json: { email: 'ttl@fjord.test', fullName: 'Ttl', role: 'trainer' },
          cookie,
        })
      ).json()
      const days = (new Date(body.expiresAt).getTime() - Date.now()) / 86_400_000
      expect(days).toBeGreaterThan(1.9)
      expect(days).toBeLessThanOrEqual(2)
    } finally {
      await short.close()
    }
  })
})
