import { eq, sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { session } from '#server/db/schema/auth'
import { userRoles } from '#server/db/schema/identity'
import { createUser } from '#server/db/seed/factories'
import type { Role } from '#shared/auth/roles'
import { createTestApp, type TestApp } from '#tests/helpers/test-app'
import { testServerUrl } from '#tests/setup/test-database'

// Issue 12 (decision 019): callers are cached in memory per session cookie; every change to their
// sessions, account, roles or dealers, by the API or straight in the database, applies at once.
let t: TestApp
let adminCookie: string
beforeAll(async () => {
  t = await createTestApp()
  const admin = await createUser(t.db, { roles: ['super_admin'] })
  adminCookie = await t.signIn(admin.email, admin.password)
})
afterAll(async () => {
  await t.close()
})

async function signedInUser(roles: Role[]) {
  const user = await createUser(t.db, { roles })
  const cookie = await t.signIn(user.email, user.password)
  const me = await t.request('/api/me', { cookie })
  expect(me.status).toBe(200)
  return { ...user, cookie }
}

const rolesOf = async (cookie: string) =>
  ((await (await t.request('/api/me', { cookie })).json()) as { roles: string[] }).roles

/**
 * A change made outside the API reaches the cache as the database's notification: on PGlite before
 * the writer's next line (so the very next request sees it), on PostgreSQL a moment later over the
 * feed's connection (within a second here).
 */
async function heard<T>(read: () => Promise<T>, expected: T) {
  if (testServerUrl()) await expect.poll(read, { timeout: 2000, interval: 20 }).toEqual(expected)
  else expect(await read()).toEqual(expected)
}

describe('session cache', () => {
  it('answers a known cookie from memory: a change hidden from the triggers is not seen', async () => {
    const user = await signedInUser(['standard_user'])
    // Triggers off for this transaction only (what no part of the product ever does): the session
    // row goes without a notification, so only a request that reads the database would notice.
    await t.db.transaction(async (tx) => {
      await tx.execute(sql`set local session_replication_role = replica`)
      await tx.delete(session).where(eq(session.userId, user.id))
    })
    expect((await t.request('/api/me', { cookie: user.cookie })).status).toBe(200)
    // Any change that does notify drops the cached session: the next request reads and finds none.
    await t.db.execute(sql`update "user" set updated_at = updated_at where id = ${user.id}`)
    await heard(async () => (await t.request('/api/me', { cookie: user.cookie })).status, 401)
  })

  it('a role granted or removed through the API applies to the next request', async () => {
    const user = await signedInUser(['standard_user'])
    const granted = await t.request(`/api/users/${user.id}/roles`, {
      cookie: adminCookie,
      json: { role: 'trainer' },
    })
    expect(granted.status).toBe(201)
    expect(await rolesOf(user.cookie)).toEqual(['standard_user', 'trainer'])
    const removed = await t.request(`/api/users/${user.id}/roles/trainer`, {
      method: 'DELETE',
      cookie: adminCookie,
    })
    expect(removed.status).toBe(200)
    expect(await rolesOf(user.cookie)).toEqual(['standard_user'])
  })

  it('a role changed straight in the database applies to the next request', async () => {
    const user = await signedInUser(['standard_user'])
    await t.db.insert(userRoles).values({ userId: user.id, role: 'support_agent' })
    await heard(() => rolesOf(user.cookie), ['standard_user', 'support_agent'])
  })

  it('deactivation and sign-out refuse the old cookie at once', async () => {
    const deactivated = await signedInUser(['standard_user'])
    const response = await t.request(`/api/users/${deactivated.id}/deactivate`, {
      method: 'POST',
      cookie: adminCookie,
    })
    expect(response.status).toBe(200)
    expect((await t.request('/api/me', { cookie: deactivated.cookie })).status).toBe(401)

    const leaving = await signedInUser(['standard_user'])
    const out = await t.request('/api/auth/sign-out', { method: 'POST', cookie: leaving.cookie, json: {} })
    expect(out.status).toBe(200)
    expect((await t.request('/api/me', { cookie: leaving.cookie })).status).toBe(401)
  })
})
