import { eq, sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { PG_LISTENER_APPLICATION_NAME } from '#server/db/pg-listener'
import { session } from '#server/db/schema/auth'
import { createUser } from '#server/db/seed/factories'
import type { Role } from '#shared/auth/roles'
import { createTestInstances, type TestInstance } from '#tests/helpers/test-instances'
import { testServerUrl } from '#tests/setup/test-database'

// Issue 12 (decision 019): each instance caches callers in memory; a change made through one
// instance reaches the other's cache through PostgreSQL (the triggers' NOTIFY).
describe.skipIf(!testServerUrl())('session cache across two app instances (PostgreSQL)', () => {
  let cluster: Awaited<ReturnType<typeof createTestInstances>>
  let a: TestInstance
  let b: TestInstance
  let adminOnA: string

  beforeAll(async () => {
    cluster = await createTestInstances(2)
    ;[a, b] = cluster.instances
    const admin = await createUser(cluster.db, { roles: ['super_admin'] })
    adminOnA = await a.signIn(admin.email, admin.password)
  })
  afterAll(async () => {
    await cluster?.close()
  })

  /** Signed in on A, and known to B's cache by one request there. */
  async function cachedOnB(roles: Role[]) {
    const user = await createUser(cluster.db, { roles })
    const cookie = await a.signIn(user.email, user.password)
    expect((await b.request('/api/me', { cookie })).status).toBe(200)
    return { id: user.id, cookie }
  }
  const meOnB = (cookie: string) => b.request('/api/me', { cookie })
  const eventually = { timeout: 2000, interval: 20 }

  it('a role removed and an account deactivated on A apply on B', async () => {
    const user = await cachedOnB(['standard_user', 'trainer'])
    const removed = await a.request(`/api/users/${user.id}/roles/trainer`, {
      method: 'DELETE',
      cookie: adminOnA,
    })
    expect(removed.status).toBe(200)
    await expect
      .poll(async () => ((await (await meOnB(user.cookie)).json()) as { roles: string[] }).roles, eventually)
      .toEqual(['standard_user'])

    const deactivated = await a.request(`/api/users/${user.id}/deactivate`, {
      method: 'POST',
      cookie: adminOnA,
    })
    expect(deactivated.status).toBe(200)
    await expect.poll(async () => (await meOnB(user.cookie)).status, eventually).toBe(401)
  })

  it('a sign-out on A ends the session on B', async () => {
    const user = await cachedOnB(['standard_user'])
    const out = await a.request('/api/auth/sign-out', { method: 'POST', cookie: user.cookie, json: {} })
    expect(out.status).toBe(200)
    await expect.poll(async () => (await meOnB(user.cookie)).status, eventually).toBe(401)
  })

  it('while its feed is down, B serves nothing from memory', async () => {
    const user = await cachedOnB(['standard_user'])
    await cluster.db.execute(
      sql`select pg_terminate_backend(pid) from pg_stat_activity
          where application_name = ${PG_LISTENER_APPLICATION_NAME} and datname = current_database()`,
    )
    // The lost connection is noticed at once (a closed socket); the reconnect waits 250 ms.
    await expect.poll(() => b.authChanges.isLive(), { timeout: 5_000, interval: 5 }).toBe(false)
    // A change no trigger reports: B must read it, down or just back (coming back clears the cache).
    await cluster.db.transaction(async (tx) => {
      await tx.execute(sql`set local session_replication_role = replica`)
      await tx.delete(session).where(eq(session.userId, user.id))
    })
    expect((await meOnB(user.cookie)).status).toBe(401)
    // And it comes back on its own.
    await expect.poll(() => b.authChanges.isLive(), { timeout: 10_000, interval: 50 }).toBe(true)
  })
})
