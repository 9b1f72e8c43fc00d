import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { session } from '#server/db/schema/auth'
import { dealerUsers } from '#server/db/schema/identity'
import { createDealer, createUser } from '#server/db/seed/factories'
import { cookieFrom, createTestApp, type TestApp } from '#tests/helpers/test-app'

let t: TestApp
let admin: { id: string; email: string; password: string }
let adminCookie: string
let superAdminCookie: string
let dealerId: string

beforeAll(async () => {
  t = await createTestApp()
  admin = await createUser(t.db, { roles: ['admin'], firstName: 'Anders', lastName: 'Aas' })
  adminCookie = await t.signIn(admin.email, admin.password)
  const superAdmin = await createUser(t.db, { roles: ['super_admin'] })
  superAdminCookie = await t.signIn(superAdmin.email, superAdmin.password)
  dealerId = (await createDealer(t.db, { name: 'Users Dealer', dealerCode: 'USR-1' })).id
})
afterAll(async () => {
  await t.close()
})

async function signInAs(roles: Parameters<typeof createUser>[1] = {}) {
  const created = await createUser(t.db, roles)
  return { ...created, cookie: await t.signIn(created.email, created.password) }
}

const grant = (userId: string, json: unknown, cookie = adminCookie) =>
  t.request(`/api/users/${userId}/roles`, { json, cookie })
const remove = (userId: string, role: string, cookie = adminCookie) =>
  t.request(`/api/users/${userId}/roles/${role}`, { method: 'DELETE', cookie })
const post = (path: string, cookie = adminCookie) => t.request(path, { method: 'POST', cookie })

describe('listing users (USER_MANAGEMENT)', () => {
  it('lists users with roles, dealers, last login and status; searches and filters', async () => {
    const kari = await createUser(t.db, {
      email: 'kari.list@example.test',
      firstName: 'Kari',
      lastName: 'Listesen',
      roles: ['dealer_manager'],
      dealerIds: [dealerId],
    })
    const body = await (await t.request('/api/users?search=listesen', { cookie: adminCookie })).json()
    expect(body.total).toBe(1)
    expect(body.users[0]).toMatchObject({
      id: kari.id,
      email: 'kari.list@example.test',
      firstName: 'Kari',
      roles: ['dealer_manager'],
      dealers: [{ id: dealerId, name: 'Users Dealer', dealerCode: 'USR-1' }],
      lastLogin: null,
      deactivatedAt: null,
      lastChange: null,
    })
    const byFullName = await (
      await t.request('/api/users?search=kari%20list', { cookie: adminCookie })
    ).json()
    expect(byFullName.users.map((user: { id: string }) => user.id)).toEqual([kari.id])
    const managers = await (await t.request('/api/users?role=dealer_manager', { cookie: adminCookie })).json()
    expect(managers.users.every((user: { roles: string[] }) => user.roles.includes('dealer_manager'))).toBe(
      true,
    )
    const admins = await (await t.request('/api/users?role=admin', { cookie: adminCookie })).json()
    expect(admins.users.map((user: { id: string }) => user.id)).toContain(admin.id)
    expect(admins.users.map((user: { id: string }) => user.id)).not.toContain(kari.id)
    const noRole = await createUser(t.db, { roles: [] })
    const none = await (await t.request('/api/users?role=none', { cookie: adminCookie })).json()
    expect(none.users.map((user: { id: string }) => user.id)).toEqual([noRole.id])
  })

  it('is for user managers only, and validates the query', async () => {
    expect((await t.request('/api/users')).status).toBe(401)
    for (const role of ['support_agent', 'trainer', 'dealer_manager'] as const) {
      const { cookie } = await signInAs({
        roles: [role],
        dealerIds: role === 'dealer_manager' ? [dealerId] : [],
      })
      expect((await t.request('/api/users', { cookie })).status, role).toBe(403)
    }
    expect((await t.request('/api/users?role=wizard', { cookie: adminCookie })).status).toBe(400)
    expect((await t.request('/api/users?limit=0', { cookie: adminCookie })).status).toBe(400)
  })
})

describe('granting and removing roles', () => {
  it('grants a role that takes effect on the next request, and records who did it', async () => {
    const person = await signInAs({ roles: ['standard_user'] })
    expect((await t.request('/api/users', { cookie: person.cookie })).status).toBe(403)
    const response = await grant(person.id, { role: 'admin' })
    expect(response.status).toBe(201)
    expect(await response.json()).toEqual({ roles: ['admin', 'standard_user'] })
    // Same session, next request: the new role already counts.
    expect((await t.request('/api/users', { cookie: person.cookie })).status).toBe(200)

    expect((await remove(person.id, 'admin')).status).toBe(200)
    expect((await t.request('/api/users', { cookie: person.cookie })).status).toBe(403)

    const audit = await (await t.request(`/api/users/${person.id}/audit`, { cookie: adminCookie })).json()
    expect(audit.entries.map((entry: { action: string }) => entry.action)).toEqual([
      'user.role_remove',
      'user.role_grant',
    ])
    expect(audit.entries[0]).toMatchObject({
      actor: { id: admin.id, name: 'Anders Aas' },
      details: { role: 'admin' },
    })
    const listed = await (
      await t.request(`/api/users?search=${person.email}`, { cookie: adminCookie })
    ).json()
    expect(listed.users[0].lastChange).toMatchObject({
      action: 'user.role_remove',
      actor: { name: 'Anders Aas' },
    })
  })

  it('only a super admin grants or removes super_admin', async () => {
    const person = await createUser(t.db, { roles: ['standard_user'] })
    expect((await grant(person.id, { role: 'super_admin' })).status).toBe(403)
    expect((await grant(person.id, { role: 'super_admin' }, superAdminCookie)).status).toBe(201)
    expect((await remove(person.id, 'super_admin')).status).toBe(403)
    expect((await remove(person.id, 'super_admin', superAdminCookie)).status).toBe(200)
  })

  it('nobody removes their own last admin-level role', async () => {
    const self = await signInAs({ roles: ['admin', 'trainer'] })
    const response = await remove(self.id, 'admin', self.cookie)
    expect(response.status).toBe(422)
    expect((await response.json()).error.message).toBe('You cannot remove your own last administrator role.')
    // With another admin-level role left, it is allowed.
    const both = await signInAs({ roles: ['admin', 'super_admin'] })
    expect((await remove(both.id, 'admin', both.cookie)).status).toBe(200)
  })

  it('a support agent can read dealers but not grant roles', async () => {
    const support = await signInAs({ roles: ['support_agent'] })
    const person = await createUser(t.db, { roles: ['standard_user'] })
    expect((await t.request('/api/dealers', { cookie: support.cookie })).status).toBe(200)
    expect((await grant(person.id, { role: 'trainer' }, support.cookie)).status).toBe(403)
    expect((await remove(person.id, 'standard_user', support.cookie)).status).toBe(403)
  })

  it('dealer roles need a dealer; the grant can link one', async () => {
    const person = await createUser(t.db, { roles: [] })
    const missing = await grant(person.id, { role: 'dealer_user' })
    expect(missing.status).toBe(422)
    expect((await grant(person.id, { role: 'dealer_user', dealerId: crypto.randomUUID() })).status).toBe(404)
    expect((await grant(person.id, { role: 'dealer_user', dealerId })).status).toBe(201)
    expect(await t.db.select().from(dealerUsers).where(eq(dealerUsers.userId, person.id))).toHaveLength(1)
  })

  it('answers conflicts, unknown users and bad input', async () => {
    const person = await createUser(t.db, { roles: ['trainer'] })
    expect((await grant(person.id, { role: 'trainer' })).status).toBe(409)
    expect((await remove(person.id, 'admin')).status).toBe(404)
    expect((await grant('no-such-user', { role: 'trainer' })).status).toBe(404)
    expect((await grant(person.id, { role: 'wizard' })).status).toBe(400)
    expect((await remove(person.id, 'wizard')).status).toBe(400)
  })
})

describe('deactivating and reactivating', () => {
  it('ends the sessions at once, refuses sign-in with a clear message, and can be undone', async () => {
    const person = await signInAs({ roles: ['trainer'] })
    expect((await t.request('/api/me', { cookie: person.cookie })).status).toBe(200)
    const response = await post(`/api/users/${person.id}/deactivate`)
    expect(response.status).toBe(200)
    expect(await t.db.select().from(session).where(eq(session.userId, person.id))).toHaveLength(0)
    expect((await t.request('/api/me', { cookie: person.cookie })).status).toBe(401)

    const signIn = await t.request('/api/auth/sign-in/email', {
      json: { email: person.email, password: person.password },
    })
    expect(signIn.status).toBe(403)
    expect(await signIn.json()).toMatchObject({
      code: 'ACCOUNT_DEACTIVATED',
      message: 'This account has been deactivated. Contact your administrator to have it reactivated.',
    })
    // A wrong password still says only that the credentials are wrong.
    const wrong = await t.request('/api/auth/sign-in/email', {
      json: { email: person.email, password: 'nope-nope' },
    })
    expect(wrong.status).toBe(401)

    expect((await post(`/api/users/${person.id}/deactivate`)).status).toBe(409)
    const listed = await (await t.request('/api/users?status=deactivated', { cookie: adminCookie })).json()
    expect(listed.users.map((user: { id: string }) => user.id)).toContain(person.id)

    expect((await post(`/api/users/${person.id}/reactivate`)).status).toBe(200)
    expect((await post(`/api/users/${person.id}/reactivate`)).status).toBe(409)
    await t.signIn(person.email, person.password)
    const audit = await (await t.request(`/api/users/${person.id}/audit`, { cookie: adminCookie })).json()
    expect(audit.entries.map((entry: { action: string }) => entry.action)).toEqual([
      'user.reactivate',
      'user.deactivate',
    ])
  })

  it('refuses a magic-link sign-in of a deactivated account too', async () => {
    const person = await createUser(t.db, { roles: ['trainer'] })
    expect((await post(`/api/users/${person.id}/deactivate`)).status).toBe(200)
    await t.request('/api/auth/sign-in/magic-link', {
      json: {
        email: person.email,
        callbackURL: '/auth/callback',
        errorCallbackURL: '/login?next=%2Fprofile',
      },
    })
    const link = new URL(t.mailTo(person.email, 'magic_link')[0].link!)
    const visited = await t.request(link.pathname + link.search)
    expect(cookieFrom(visited)).not.toContain('session_token=')
    // The browser lands on the sign-in page with the reason, not on a JSON error.
    expect(visited.status).toBe(302)
    expect(visited.headers.get('location')).toBe('/login?next=%2Fprofile&error=ACCOUNT_DEACTIVATED')
    expect(await t.db.select().from(session).where(eq(session.userId, person.id))).toHaveLength(0)
  })

  it('refuses deactivating oneself, and a super admin unless by a super admin', async () => {
    expect((await post(`/api/users/${admin.id}/deactivate`)).status).toBe(422)
    const boss = await createUser(t.db, { roles: ['super_admin'] })
    expect((await post(`/api/users/${boss.id}/deactivate`)).status).toBe(403)
    expect((await post(`/api/users/${boss.id}/deactivate`, superAdminCookie)).status).toBe(200)
    expect((await post('/api/users/no-such-user/deactivate')).status).toBe(404)
  })

  it("a dealer manager deactivates their own dealer's staff and nobody else", async () => {
    const manager = await signInAs({ roles: ['dealer_manager'], dealerIds: [dealerId] })
    const employee = await createUser(t.db, { roles: ['dealer_user'], dealerIds: [dealerId] })
    const otherDealer = await createDealer(t.db)
    const stranger = await createUser(t.db, { roles: ['dealer_user'], dealerIds: [otherDealer.id] })
    const staff = await createUser(t.db, { roles: ['trainer', 'dealer_user'], dealerIds: [dealerId] })

    expect((await post(`/api/users/${employee.id}/deactivate`, manager.cookie)).status).toBe(200)
    expect((await post(`/api/users/${employee.id}/reactivate`, manager.cookie)).status).toBe(200)
    expect((await post(`/api/users/${stranger.id}/deactivate`, manager.cookie)).status).toBe(403)
    expect((await post(`/api/users/${staff.id}/deactivate`, manager.cookie)).status).toBe(403)
    expect((await post(`/api/users/${admin.id}/deactivate`, manager.cookie)).status).toBe(403)

    // The dealer's timeline shows it.
    const activity = await (
      await t.request(`/api/dealers/${dealerId}/activity`, { cookie: manager.cookie })
    ).json()
    expect(activity.events.map((event: { action: string }) => event.action)).toEqual(
      expect.arrayContaining(['user.deactivate', 'user.reactivate']),
    )
  })

  it('a dealer user cannot deactivate a colleague', async () => {
    const dealerUser = await signInAs({ roles: ['dealer_user'], dealerIds: [dealerId] })
    const colleague = await createUser(t.db, { roles: ['dealer_user'], dealerIds: [dealerId] })
    expect((await post(`/api/users/${colleague.id}/deactivate`, dealerUser.cookie)).status).toBe(403)
    expect((await post(`/api/users/${colleague.id}/deactivate`, '')).status).toBe(401)
  })
})
