import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { mailOutbox } from '#server/db/schema/identity'
import { createUser } from '#server/db/seed/factories'
import { createTestApp, type TestApp } from '#tests/helpers/test-app'

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

  it('filters by delivery status, showing the attempts and the next retry of mail still pending', async () => {
    const nextAttemptAt = new Date('2026-03-02T08:05:00Z')
    await t.db.insert(mailOutbox).values([
      {
        toAddress: 'retrying@dealer.example',
        subject: 'Retrying',
        textBody: 'x',
        kind: 'test',
        status: 'pending',
        attempts: 2,
        lastError: '451 Try again later',
        nextAttemptAt,
      },
      {
        toAddress: 'given-up@dealer.example',
        subject: 'Given up',
        textBody: 'x',
        kind: 'test',
        status: 'failed',
        attempts: 6,
        lastError: '421 Service not available',
      },
    ])
    const admin = await createUser(t.db, { roles: ['admin'] })
    const cookie = await t.signIn(admin.email, admin.password)

    const failed = await (await t.request('/api/outbox?status=failed', { cookie })).json()
    expect(failed.messages.map((message: { toAddress: string }) => message.toAddress)).toEqual([
      'given-up@dealer.example',
    ])
    const pending = await (await t.request('/api/outbox?status=pending', { cookie })).json()
    expect(pending.messages).toEqual([
      expect.objectContaining({
        toAddress: 'retrying@dealer.example',
        attempts: 2,
        lastError: '451 Try again later',
        nextAttemptAt: nextAttemptAt.toISOString(),
      }),
    ])
    expect((await t.request('/api/outbox?status=lost', { cookie })).status).toBe(400)
  })
})
