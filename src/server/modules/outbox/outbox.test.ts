import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestApp, type TestApp } from '../../../../tests/helpers/test-app.ts'
import { createUser } from '../../db/seed/factories.ts'

let t: TestApp
beforeAll(async () => {
  t = await createTestApp()
})
afterAll(async () => {
  await t.close()
})

describe('outbox', () => {
  it('lists sent e-mails, newest first, for user managers only', async () => {
    const member = await createUser(t.db, { roles: ['support_agent'] })
    await t.request('/api/auth/sign-in/magic-link', { json: { email: member.email } })
    const admin = await createUser(t.db, { roles: ['admin'] })
    const cookie = await t.signIn(admin.email, admin.password)
    const body = await (
      await t.request(`/api/outbox?to=${encodeURIComponent(member.email)}`, { cookie })
    ).json()
    expect(body.messages).toHaveLength(1)
    expect(body.messages[0]).toMatchObject({ kind: 'magic_link', toAddress: member.email, status: 'logged' })

    const memberCookie = await t.signIn(member.email, member.password)
    expect((await t.request('/api/outbox', { cookie: memberCookie })).status).toBe(403)
    expect((await t.request('/api/outbox')).status).toBe(401)
  })
})
