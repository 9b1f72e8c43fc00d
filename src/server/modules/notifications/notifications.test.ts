import { and, eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { mailOutbox } from '#server/db/schema/identity'
import { escalationNotifications } from '#server/db/schema/notifications'
import { createUser } from '#server/db/seed/factories'
import { createRealtimeHub } from '#server/realtime/hub'
import type { NotificationListJson } from '#shared/schemas/notifications'
import { createTestApp, type TestApp } from '#tests/helpers/test-app'
import {
  deliverNotificationEmails,
  insertNotifications,
  type NewNotification,
  publishNotifications,
} from './notification-store.ts'

let t: TestApp
let owner: { id: string; email: string; cookie: string }
let other: { id: string; cookie: string }

const resolvedSubject = {
  kind: 'escalation_resolved',
  params: { ticket: { kind: 'question', text: 'Where are my invoices?' }, shared: false },
} as const

async function notify(userId: string, values: Partial<NewNotification> = {}) {
  const [row] = await insertNotifications(t.db, [
    {
      userId,
      notificationType: 'other',
      message: 'Hello',
      subject: { kind: 'document_approved', params: { title: 'Hello' } },
      urgency: 'low',
      ...values,
    },
  ])
  return row
}

async function list(cookie: string): Promise<NotificationListJson> {
  const response = await t.request('/api/notifications', { cookie })
  expect(response.status).toBe(200)
  return response.json()
}

beforeAll(async () => {
  t = await createTestApp()
  const a = await createUser(t.db, { roles: ['dealer_user'] })
  const b = await createUser(t.db, { roles: ['support_agent'] })
  owner = { id: a.id, email: a.email, cookie: await t.signIn(a.email, a.password) }
  other = { id: b.id, cookie: await t.signIn(b.email, b.password) }
})
afterAll(async () => {
  await t.close()
})

describe('GET /api/notifications', () => {
  it('lists the caller’s latest 20, newest first, with the unread count (spec §7, §9)', async () => {
    const base = Date.now() - 60 * 60 * 1000
    for (let index = 0; index < 23; index += 1) {
      await notify(owner.id, { message: `n${index}`, createdAt: new Date(base + index * 1000) })
    }
    await notify(other.id, { message: 'not yours' })
    const body = await list(owner.cookie)
    expect(body.notifications).toHaveLength(20)
    expect(body.notifications[0].message).toBe('n22')
    expect(body.notifications[19].message).toBe('n3')
    expect(body.unreadCount).toBe(23)
    expect(body.notifications.some((row) => row.message === 'not yours')).toBe(false)
  })

  it('needs a session', async () => {
    expect((await t.request('/api/notifications')).status).toBe(401)
  })
})

describe('marking read', () => {
  it('marks one as read (read_at set); only the owner may (404 otherwise)', async () => {
    const row = await notify(owner.id, { message: 'mark me' })
    const foreign = await t.request(`/api/notifications/${row.id}/read`, {
      method: 'POST',
      cookie: other.cookie,
    })
    expect(foreign.status).toBe(404)
    const [still] = await t.db
      .select()
      .from(escalationNotifications)
      .where(eq(escalationNotifications.id, row.id))
    expect(still.isRead).toBe(false)

    const response = await t.request(`/api/notifications/${row.id}/read`, {
      method: 'POST',
      cookie: owner.cookie,
    })
    expect(response.status).toBe(200)
    const { notification } = await response.json()
    expect(notification).toMatchObject({ id: row.id, isRead: true })
    expect(notification.readAt).toEqual(expect.any(String))
  })

  it('answers 400 for a bad id and 404 for an unknown one', async () => {
    expect(
      (await t.request('/api/notifications/nope/read', { method: 'POST', cookie: owner.cookie })).status,
    ).toBe(400)
    const unknown = '00000000-0000-4000-8000-000000000000'
    expect(
      (await t.request(`/api/notifications/${unknown}/read`, { method: 'POST', cookie: owner.cookie }))
        .status,
    ).toBe(404)
  })

  it('Mark all read marks every unread row of the caller only', async () => {
    const mine = await notify(other.id, { message: 'other unread' })
    const response = await t.request('/api/notifications/read-all', { method: 'POST', cookie: owner.cookie })
    expect(response.status).toBe(200)
    expect((await response.json()).updated).toBeGreaterThan(0)
    expect((await list(owner.cookie)).unreadCount).toBe(0)
    const [untouched] = await t.db
      .select()
      .from(escalationNotifications)
      .where(eq(escalationNotifications.id, mine.id))
    expect(untouched.isRead).toBe(false)
    const unread = await t.db
      .select()
      .from(escalationNotifications)
      .where(and(eq(escalationNotifications.userId, owner.id), eq(escalationNotifications.isRead, false)))
    expect(unread).toHaveLength(0)
  })
})

describe('preferences and e-mail', () => {
  it('saves the types that also send an e-mail; rejects unknown types', async () => {
    expect(
      await (await t.request('/api/notifications/preferences', { cookie: owner.cookie })).json(),
    ).toEqual({
      emailTypes: [],
    })
    const bad = await t.request('/api/notifications/preferences', {
      method: 'PUT',
      cookie: owner.cookie,
      json: { emailTypes: ['spam'] },
    })
    expect(bad.status).toBe(400)
    const saved = await t.request('/api/notifications/preferences', {
      method: 'PUT',
      cookie: owner.cookie,
      json: { emailTypes: ['escalation_resolved', 'escalation_resolved', 'other'] },
    })
    expect(saved.status).toBe(200)
    expect(await saved.json()).toEqual({ emailTypes: ['escalation_resolved', 'other'] })
  })

  it('e-mails a published notification of a chosen type through the outbox, and only that', async () => {
    const realtime = createRealtimeHub()
    const sent: string[] = []
    deliverNotificationEmails(realtime, {
      db: t.db,
      baseUrl: 'http://localhost:3000',
      logger: { error() {} } as never,
      mailer: {
        async send(message) {
          sent.push(`${message.to}|${message.kind}|${message.text}`)
          await t.db.insert(mailOutbox).values({
            toAddress: message.to,
            subject: message.subject,
            textBody: message.text,
            kind: message.kind,
            status: 'logged',
          })
        },
      },
    })
    const rows = await insertNotifications(t.db, [
      {
        userId: owner.id,
        notificationType: 'escalation_resolved',
        message: 'Your escalation was resolved',
        subject: resolvedSubject,
        urgency: 'high',
        link: '/escalations/x',
      },
      {
        userId: owner.id,
        notificationType: 'new_escalation',
        message: 'Not chosen',
        subject: { kind: 'new_escalation', params: { title: 'Not chosen' } },
        urgency: 'low',
      },
      {
        userId: other.id,
        notificationType: 'escalation_resolved',
        message: 'No preferences',
        subject: resolvedSubject,
        urgency: 'low',
      },
    ])
    await publishNotifications(realtime, rows)
    expect(sent).toHaveLength(1)
    expect(sent[0]).toContain(`${owner.email}|notification_escalation_resolved|Your escalation was resolved`)
    expect(sent[0]).toContain('Escalation resolved, high priority')
    expect(sent[0]).toContain('http://localhost:3000/escalations/x')
    const outbox = await t.db.select().from(mailOutbox).where(eq(mailOutbox.toAddress, owner.email))
    expect(outbox.map((row) => row.kind)).toContain('notification_escalation_resolved')
  })
})
