import { and, eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { WebSocket } from 'ws'
import { escalationNotifications } from '#server/db/schema/notifications'
import { createDealer, createUser } from '#server/db/seed/factories'
import { createTestApp, type TestApp } from '#tests/helpers/test-app'
import { onboardingMailSettled } from './onboarding-mail.ts'

// Approvals, rejections and assignments notify the dealer's people; the rows are pushed live as
// `notification.created` to each of them once the change is committed, and to nobody else.

let t: TestApp
let server: Awaited<ReturnType<TestApp['listen']>>
let port: number
const cookies: Record<string, string> = {}
const ids: Record<string, string> = {}
const sockets: WebSocket[] = []

beforeAll(async () => {
  t = await createTestApp()
  server = await t.listen()
  port = server.port
  const dealer = await createDealer(t.db, { name: 'Live Dealer AS' })
  const other = await createDealer(t.db, { name: 'Quiet Dealer AS' })
  const people = {
    admin: await createUser(t.db, { roles: ['admin'] }),
    member: await createUser(t.db, { roles: ['dealer_user'], dealerIds: [dealer.id] }),
    manager: await createUser(t.db, { roles: ['dealer_manager'], dealerIds: [dealer.id] }),
    outsider: await createUser(t.db, { roles: ['dealer_user'], dealerIds: [other.id] }),
  }
  for (const [key, person] of Object.entries(people)) {
    cookies[key] = await t.signIn(person.email, person.password)
    ids[key] = person.id
  }
  ids.dealer = dealer.id
})
afterAll(async () => {
  for (const socket of sockets) socket.close()
  server.close()
  await onboardingMailSettled()
  await t.close()
})

type Event = { type: string; [key: string]: unknown }

/** A signed-in socket that records every event it receives. */
async function connect(cookie: string) {
  const socket = new WebSocket(`ws://127.0.0.1:${port}/api/realtime`, { headers: { cookie } })
  sockets.push(socket)
  const events: Event[] = []
  socket.on('message', (data) => events.push(JSON.parse(String(data))))
  await new Promise((resolve, reject) => {
    socket.once('open', resolve)
    socket.once('error', reject)
  })
  // The first matching event, or undefined when none came within the time.
  const waitFor = (predicate: (event: Event) => boolean, timeoutMs = 3000) =>
    vi
      .waitFor(
        () => {
          const found = events.find(predicate)
          if (!found) throw new Error('no such event yet')
          return found
        },
        { timeout: timeoutMs, interval: 20 },
      )
      .catch(() => undefined)
  // The hub greets every socket once it is registered; after that, publishes reach it.
  expect(await waitFor((event) => event.type === 'hello')).toBeDefined()
  // The server answers a ping after everything it sent before: once the pong is in, so is that.
  const drained = () =>
    new Promise<void>((resolve) => {
      socket.once('pong', () => resolve())
      socket.ping()
    })
  return { events, waitFor, drained }
}

async function call(method: string, url: string, who: string, json?: unknown) {
  const response = await t.request(url, { method, cookie: cookies[who], json })
  const text = await response.text()
  return { status: response.status, body: text ? JSON.parse(text) : undefined }
}

const notificationsOf = (events: Event[], text: string) =>
  events.filter((event) => event.type === 'notification.created' && String(event.message).includes(text))

describe('onboarding notifications over the realtime socket', () => {
  it('assignment, rejection and approval reach every member of the dealer live, and only them', async () => {
    const member = await connect(cookies.member)
    const secondTab = await connect(cookies.member)
    const manager = await connect(cookies.manager)
    const outsider = await connect(cookies.outsider)
    const admin = await connect(cookies.admin)

    const created = await call('POST', '/api/onboarding/programs', 'admin', {
      name: 'Live program',
      languageCode: 'en',
      steps: [
        {
          stepName: 'Dyno safety course',
          stepType: 'training',
          stepOrder: 1,
          isRequired: true,
          estimatedDurationMinutes: 60,
        },
      ],
    })
    expect(created.status).toBe(201)
    const assigned = await call('POST', `/api/onboarding/programs/${created.body.id}/assignments`, 'admin', {
      dealerIds: [ids.dealer],
    })
    expect(assigned.status).toBe(201)
    const onboardingId = assigned.body.assigned[0].onboardingId as string

    for (const tab of [member, secondTab, manager]) {
      const event = await tab.waitFor(
        (candidate) =>
          candidate.type === 'notification.created' &&
          candidate.message === 'New onboarding program: Live program',
      )
      expect(event).toMatchObject({ notificationType: 'other', urgency: 'medium' })
    }
    // The event names the stored row, so the bell can link it.
    const [stored] = await t.db
      .select()
      .from(escalationNotifications)
      .where(
        and(
          eq(escalationNotifications.userId, ids.member),
          eq(escalationNotifications.message, 'New onboarding program: Live program'),
        ),
      )
    expect(notificationsOf(member.events, 'New onboarding program')[0].notificationId).toBe(stored.id)

    const stepId = (await call('GET', `/api/onboarding/onboardings/${onboardingId}`, 'member')).body.steps[0]
      .id as string
    const step = `/api/onboarding/onboardings/${onboardingId}/steps/${stepId}`
    expect((await call('POST', `${step}/start`, 'member')).status).toBe(200)
    expect((await call('POST', `${step}/submit`, 'member', { submissionText: 'Done by two' })).status).toBe(
      200,
    )
    let queue = (await call('GET', '/api/onboarding/review-queue', 'admin')).body.items
    const rejected = await call(
      'POST',
      `/api/onboarding/submissions/${queue[0].submissionId}/reject`,
      'admin',
      {
        feedback: 'Name the technicians, please.',
      },
    )
    expect(rejected.status).toBe(200)
    for (const tab of [member, secondTab, manager]) {
      expect(
        await tab.waitFor(
          (event) =>
            event.type === 'notification.created' &&
            event.message === 'Onboarding step needs changes: Dyno safety course',
        ),
      ).toMatchObject({ urgency: 'medium' })
    }

    await call('POST', `${step}/submit`, 'member', { submissionText: 'Ola and Kari took it.' })
    queue = (await call('GET', '/api/onboarding/review-queue', 'admin')).body.items
    await call('POST', `/api/onboarding/submissions/${queue[0].submissionId}/approve`, 'admin', {})
    for (const tab of [member, secondTab, manager]) {
      expect(
        await tab.waitFor(
          (event) =>
            event.type === 'notification.created' &&
            event.message === 'Onboarding step approved: Dyno safety course',
        ),
      ).toMatchObject({ urgency: 'low' })
    }

    // Exactly one event per notification per tab; nothing for people outside the dealer.
    expect(notificationsOf(member.events, 'Dyno safety course')).toHaveLength(2)
    expect(notificationsOf(outsider.events, '')).toEqual([])
    expect(notificationsOf(admin.events, '')).toEqual([])
  })

  it('a review refused by the server publishes nothing', async () => {
    const member = await connect(cookies.member)
    const missing = await call(
      'POST',
      `/api/onboarding/submissions/${crypto.randomUUID()}/approve`,
      'admin',
      {},
    )
    expect(missing.status).toBe(404)
    await member.drained()
    expect(notificationsOf(member.events, '')).toEqual([])
  })
})
