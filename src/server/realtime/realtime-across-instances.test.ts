import { tmpdir } from 'node:os'
import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { WebSocket } from 'ws'
import { PG_LISTENER_APPLICATION_NAME } from '#server/db/pg-listener'
import { createUser } from '#server/db/seed/factories'
import { parseEnv } from '#server/env'
import { createHealthProbes } from '#server/modules/health/health-probes'
import { createLocalDiskStorage } from '#server/storage/local-disk-storage'
import { REALTIME_CLOSE_CODES } from '#shared/realtime/close-codes'
import { chatSessionTopic, ESCALATIONS_DESK_TOPIC } from '#shared/realtime/topics'
import { deskEvent } from '#tests/helpers/desk-event'
import { createTestInstances, type TestInstance } from '#tests/helpers/test-instances'
import { testServerUrl } from '#tests/setup/test-database'

type Frame = { type: string; [key: string]: unknown }

/** A signed-in socket on one instance that records every frame it receives. */
async function connect(instance: TestInstance, cookie: string) {
  const socket = new WebSocket(instance.realtimeUrl, { headers: { cookie } })
  const frames: Frame[] = []
  socket.on('message', (data) => frames.push(JSON.parse(String(data))))
  await new Promise((resolve, reject) => {
    socket.once('open', resolve)
    socket.once('error', reject)
  })
  // The first matching frame, or undefined when none came within the time.
  const waitFor = (predicate: (frame: Frame) => boolean, timeoutMs = 5000) =>
    vi
      .waitFor(
        () => {
          const found = frames.find(predicate)
          if (!found) throw new Error('no such frame yet')
          return found
        },
        { timeout: timeoutMs, interval: 20 },
      )
      .catch(() => undefined)
  const subscribe = async (topic: string) => {
    socket.send(JSON.stringify({ type: 'subscribe', topic }))
    expect(await waitFor((frame) => frame.type === 'subscribed' && frame.topic === topic)).toBeDefined()
  }
  await waitFor((frame) => frame.type === 'hello')
  return { socket, frames, waitFor, subscribe }
}

/**
 * Waits until everything published before has been delivered to `on`: events reach a socket in the
 * order they were published, so once a marker published after them on each instance has arrived,
 * so has anything they caused (an echo, a second delivery).
 */
async function delivered(on: Awaited<ReturnType<typeof connect>>, through: TestInstance[]) {
  for (const instance of through) {
    const marker = `marker-${crypto.randomUUID()}`
    instance.realtime.publishToTopic(ESCALATIONS_DESK_TOPIC, deskEvent(marker))
    expect(await on.waitFor((frame) => frame.ticketId === marker)).toBeDefined()
  }
}

// Issue 12: instances share realtime events through PostgreSQL LISTEN/NOTIFY (pg-bus.ts).
describe.skipIf(!testServerUrl())('realtime across two app instances (PostgreSQL)', () => {
  let cluster: Awaited<ReturnType<typeof createTestInstances>>
  let a: TestInstance
  let b: TestInstance
  const sockets: WebSocket[] = []

  beforeAll(async () => {
    cluster = await createTestInstances(2)
    ;[a, b] = cluster.instances
  })
  afterAll(async () => {
    for (const socket of sockets) socket.close()
    await cluster?.close()
  })

  async function signedIn(
    instance: TestInstance,
    roles: ('dealer_user' | 'support_agent' | 'trainer' | 'admin')[],
  ) {
    const account = await createUser(cluster.db, { roles })
    const cookie = await instance.signIn(account.email, account.password)
    return { id: account.id, cookie }
  }

  async function socketOn(instance: TestInstance, cookie: string) {
    const client = await connect(instance, cookie)
    sockets.push(client.socket)
    return client
  }

  it('a user event and a topic event published on instance A reach a socket on instance B, once', async () => {
    const agent = await signedIn(a, ['support_agent'])
    const onB = await socketOn(b, agent.cookie)
    await onB.subscribe(ESCALATIONS_DESK_TOPIC)

    const notification = {
      type: 'notification.created' as const,
      notificationId: 'n-across',
      message: 'New escalation',
      subject: { kind: 'new_escalation' as const, params: { title: 'Knowledge Gap: brakes' } },
      notificationType: 'new_escalation',
      urgency: 'high',
    }
    a.realtime.publishToUsers([agent.id], notification)
    a.realtime.publishToTopic(ESCALATIONS_DESK_TOPIC, deskEvent('t-across'))

    expect(await onB.waitFor((frame) => frame.type === 'notification.created')).toEqual(notification)
    expect(await onB.waitFor((frame) => frame.type === 'ticket.changed')).toEqual(deskEvent('t-across'))
    // Neither instance publishes a received event again, and B ignores nothing twice.
    await delivered(onB, [a, b])
    expect(onB.frames.filter((frame) => frame.type === 'notification.created')).toHaveLength(1)
    expect(onB.frames.filter((frame) => frame.ticketId === 't-across')).toHaveLength(1)
  })

  it('an event published on B reaches its own socket once and immediately (no echo through PostgreSQL)', async () => {
    const agent = await signedIn(b, ['support_agent'])
    const onB = await socketOn(b, agent.cookie)
    await onB.subscribe(ESCALATIONS_DESK_TOPIC)
    b.realtime.publishToTopic(ESCALATIONS_DESK_TOPIC, deskEvent('t-local'))
    // Local delivery is synchronous; wait for the frame to cross the loopback socket only.
    expect(await onB.waitFor((frame) => frame.ticketId === 't-local', 1000)).toBeDefined()
    await delivered(onB, [a, b])
    expect(onB.frames.filter((frame) => frame.ticketId === 't-local')).toHaveLength(1)
  })

  it('a burst from A arrives on B complete and in order, repeated payloads included', async () => {
    const agent = await signedIn(a, ['support_agent'])
    const onB = await socketOn(b, agent.cookie)
    await onB.subscribe(ESCALATIONS_DESK_TOPIC)
    const sent = Array.from({ length: 60 }, (_, n) => `t-burst-${n % 3 === 2 ? 0 : n}`)
    for (const ticketId of sent) a.realtime.publishToTopic(ESCALATIONS_DESK_TOPIC, deskEvent(ticketId))
    const burst = () => onB.frames.filter((frame) => String(frame.ticketId).startsWith('t-burst-'))
    await vi.waitFor(() => expect(burst()).toHaveLength(sent.length), { timeout: 5_000, interval: 20 })
    expect(burst().map((frame) => frame.ticketId)).toEqual(sent)
  })

  it('a chat message sent through instance A’s API reaches the session’s socket on instance B', async () => {
    const trainer = await signedIn(a, ['trainer'])
    const created = await a.request('/api/bots', { cookie: trainer.cookie, json: { name: 'Across Bot' } })
    expect(created.status).toBe(201)
    const botId = ((await created.json()) as { id: string }).id
    const imported = await a.request(`/api/bots/${botId}/knowledge/import`, {
      cookie: trainer.cookie,
      json: {
        entries: [
          {
            question: 'How do I reset my tool license?',
            answer: 'Open the tool menu, choose License, then Reset.',
            status: 'approved',
          },
        ],
      },
    })
    expect(imported.status).toBe(201)

    const owner = await signedIn(a, ['dealer_user'])
    const first = await a.request('/api/chat/messages', {
      cookie: owner.cookie,
      json: { botId, content: 'How do I reset my tool license?' },
    })
    expect(first.status).toBe(201)
    const sessionId = ((await first.json()) as { session: { id: string } }).session.id

    // The same session cookie works on B (sessions live in the database).
    const onB = await socketOn(b, owner.cookie)
    await onB.subscribe(chatSessionTopic(sessionId))

    const sent = await a.request('/api/chat/messages', {
      cookie: owner.cookie,
      json: { botId, sessionId, content: 'How do I reset my tool license?' },
    })
    expect(sent.status).toBe(201)
    const body = (await sent.json()) as { userMessage: { id: string }; botMessage: { id: string } }
    for (const messageId of [body.userMessage.id, body.botMessage.id]) {
      expect(
        await onB.waitFor(
          (frame) => frame.type === 'chat.message' && (frame.message as { id: string }).id === messageId,
        ),
      ).toMatchObject({ type: 'chat.message', sessionId, message: { id: messageId, sessionId } })
    }

    // A message too long for one NOTIFY (8000 bytes): B's socket is told to resync the topic.
    const topic = chatSessionTopic(sessionId)
    const subscribedBefore = onB.frames.filter((frame) => frame.type === 'subscribed').length
    const long = await a.request('/api/chat/messages', {
      cookie: owner.cookie,
      json: { botId, sessionId, content: 'ø'.repeat(4000) },
    })
    expect(long.status).toBe(201)
    await expect
      .poll(() => onB.frames.filter((frame) => frame.type === 'subscribed' && frame.topic === topic).length, {
        timeout: 5000,
        interval: 25,
      })
      .toBeGreaterThan(subscribedBefore)
  })

  // Issue 32: the change is heard on B through the auth change feed (database triggers).
  it('deactivating a user through A closes their socket on B within 5 s', async () => {
    const agent = await signedIn(a, ['support_agent'])
    const admin = await signedIn(a, ['admin'])
    const onB = await socketOn(b, agent.cookie)
    const closedWith = new Promise<number>((resolve) => onB.socket.once('close', (code) => resolve(code)))
    await onB.subscribe(ESCALATIONS_DESK_TOPIC)

    const out = await a.request(`/api/users/${agent.id}/deactivate`, { cookie: admin.cookie, json: {} })
    expect(out.status).toBe(200)
    let code: number | undefined
    void closedWith.then((value) => {
      code = value
    })
    await expect.poll(() => code, { timeout: 5000, interval: 25 }).toBe(REALTIME_CLOSE_CODES.sessionEnded)
  })

  it('each instance listens on one connection, for the realtime bus and the auth change feed', async () => {
    const rows = await cluster.db.execute(
      sql`select count(*)::int as listeners from pg_stat_activity
          where application_name = ${PG_LISTENER_APPLICATION_NAME} and datname = current_database()`,
    )
    expect(rows.rows[0]).toEqual({ listeners: 2 })
  })

  it('reconnects a lost listening connection, tells the sockets to refetch, and carries events again', async () => {
    const agent = await signedIn(a, ['support_agent'])
    const onB = await socketOn(b, agent.cookie)
    await onB.subscribe(ESCALATIONS_DESK_TOPIC)
    const hellos = () => onB.frames.filter((frame) => frame.type === 'hello').length
    expect(hellos()).toBe(1)

    await cluster.db.execute(
      sql`select pg_terminate_backend(pid) from pg_stat_activity
          where application_name = ${PG_LISTENER_APPLICATION_NAME} and datname = current_database()`,
    )
    // B's bus comes back and resyncs its sockets: a second 'hello' and a fresh 'subscribed'.
    await vi.waitFor(() => expect(hellos()).toBe(2), { timeout: 10_000, interval: 50 })
    expect(onB.frames.filter((frame) => frame.type === 'subscribed')).toHaveLength(2)

    for (const instance of [a, b]) expect(await instance.realtime.busRoundTrip(10_000)).toBe(true)
    a.realtime.publishToTopic(ESCALATIONS_DESK_TOPIC, deskEvent('t-after'))
    expect(await onB.waitFor((frame) => frame.ticketId === 't-after')).toBeDefined()
  })

  it('the system-health realtime probe goes through the bus, and fails once the bus is gone', async () => {
    const probesOf = (instance: TestInstance) =>
      createHealthProbes({
        db: instance.database.db,
        env: parseEnv({ NODE_ENV: 'test' }),
        storage: createLocalDiskStorage(tmpdir()),
        realtime: instance.realtime,
      })
    expect(await probesOf(a).realtime()).toMatchObject({ roundTrip: true })
    await b.realtime.close()
    expect(await probesOf(b).realtime()).toMatchObject({ roundTrip: false })
  })
})
