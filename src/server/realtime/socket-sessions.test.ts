import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { WebSocket } from 'ws'
import { createUser } from '#server/db/seed/factories'
import type { Role } from '#shared/auth/roles'
import { REALTIME_CLOSE_CODES } from '#shared/realtime/close-codes'
import { ESCALATIONS_DESK_TOPIC } from '#shared/realtime/topics'
import { deskEvent } from '#tests/helpers/desk-event'
import { createTestApp, type TestApp } from '#tests/helpers/test-app'
import { SOCKETS_PER_USER, SUBSCRIBE_RATE } from './socket-sessions.ts'

type Frame = { type: string; [key: string]: unknown }

let t: TestApp
let server: Awaited<ReturnType<TestApp['listen']>>
let admin: string
const sockets: WebSocket[] = []

beforeAll(async () => {
  t = await createTestApp()
  server = await t.listen()
  const account = await createUser(t.db, { roles: ['admin'] })
  admin = await t.signIn(account.email, account.password)
})
afterAll(async () => {
  for (const socket of sockets) socket.close()
  server.close()
  await t.close()
})

/** A socket that records its frames and how it was closed. */
async function connect(cookie: string) {
  const socket = new WebSocket(`ws://127.0.0.1:${server.port}/api/realtime`, { headers: { cookie } })
  sockets.push(socket)
  const frames: Frame[] = []
  const closed: { code?: number; reason?: string } = {}
  socket.on('message', (data) => frames.push(JSON.parse(String(data))))
  socket.on('close', (code, reason) => {
    closed.code = code
    closed.reason = String(reason)
  })
  await new Promise((resolve, reject) => {
    socket.once('open', resolve)
    socket.once('error', reject)
  })
  const has = (predicate: (frame: Frame) => boolean) => frames.some(predicate)
  const subscribe = async (topic: string) => {
    socket.send(JSON.stringify({ type: 'subscribe', topic }))
    await expect.poll(() => has((frame) => frame.type === 'subscribed' && frame.topic === topic)).toBe(true)
  }
  return { socket, frames, closed, has, subscribe }
}

async function signedIn(roles: Role[]) {
  const account = await createUser(t.db, { roles })
  return { ...account, cookie: await t.signIn(account.email, account.password) }
}

const FIVE_SECONDS = { timeout: 5000, interval: 25 }

// Issue 32: a socket lives no longer than its session.
describe('realtime sockets follow their session', () => {
  it('deactivation closes the socket within 5 s, and no event reaches it after', async () => {
    const agent = await signedIn(['support_agent'])
    const colleague = await signedIn(['support_agent'])
    const leaving = await connect(agent.cookie)
    const staying = await connect(colleague.cookie)
    await leaving.subscribe(ESCALATIONS_DESK_TOPIC)
    await staying.subscribe(ESCALATIONS_DESK_TOPIC)

    const out = await t.request(`/api/users/${agent.id}/deactivate`, {
      method: 'POST',
      cookie: admin,
      json: {},
    })
    expect(out.status).toBe(200)
    await expect.poll(() => leaving.closed.code, FIVE_SECONDS).toBe(REALTIME_CLOSE_CODES.sessionEnded)

    t.realtime.publishToTopic(ESCALATIONS_DESK_TOPIC, deskEvent('t-after'))
    t.realtime.publishToUsers([agent.id, colleague.id], {
      type: 'chat.session',
      sessionId: 's-after',
      changes: {},
    })
    // The colleague's socket got both: the deactivated one would have had them by then.
    await expect.poll(() => staying.has((frame) => frame.sessionId === 's-after')).toBe(true)
    expect(staying.has((frame) => frame.ticketId === 't-after')).toBe(true)
    expect(leaving.has((frame) => frame.ticketId === 't-after' || frame.sessionId === 's-after')).toBe(false)
  })

  it('sign-out closes the sockets of that session only', async () => {
    const user = await signedIn(['standard_user'])
    const otherDevice = await t.signIn(user.email, user.password)
    const signingOut = await connect(user.cookie)
    const stays = await connect(otherDevice)

    const out = await t.request('/api/auth/sign-out', { method: 'POST', cookie: user.cookie, json: {} })
    expect(out.status).toBe(200)
    await expect.poll(() => signingOut.closed.code, FIVE_SECONDS).toBe(REALTIME_CLOSE_CODES.sessionEnded)

    stays.socket.send(JSON.stringify({ type: 'ping', at: 7 }))
    await expect.poll(() => stays.has((frame) => frame.type === 'pong' && frame.at === 7)).toBe(true)
    expect(stays.closed.code).toBeUndefined()
  })

  it('losing a role drops the topics it reached; the socket stays open', async () => {
    const agent = await signedIn(['support_agent', 'standard_user'])
    const colleague = await signedIn(['support_agent'])
    const demoted = await connect(agent.cookie)
    const control = await connect(colleague.cookie)
    await demoted.subscribe(ESCALATIONS_DESK_TOPIC)
    await control.subscribe(ESCALATIONS_DESK_TOPIC)

    const out = await t.request(`/api/users/${agent.id}/roles/support_agent`, {
      method: 'DELETE',
      cookie: admin,
    })
    expect(out.status).toBe(200)
    await expect
      .poll(() =>
        demoted.has((frame) => frame.type === 'unsubscribed' && frame.topic === ESCALATIONS_DESK_TOPIC),
      )
      .toBe(true)

    t.realtime.publishToTopic(ESCALATIONS_DESK_TOPIC, deskEvent('t-demoted'))
    await expect.poll(() => control.has((frame) => frame.ticketId === 't-demoted')).toBe(true)
    expect(demoted.has((frame) => frame.ticketId === 't-demoted')).toBe(false)
    expect(demoted.closed.code).toBeUndefined()
  })
})

describe('realtime limits per user', () => {
  it(`closes a user's socket beyond ${SOCKETS_PER_USER} with the too-many-sockets code`, async () => {
    const user = await signedIn(['standard_user'])
    const open: Awaited<ReturnType<typeof connect>>[] = []
    for (let n = 0; n < SOCKETS_PER_USER; n++) open.push(await connect(user.cookie))
    for (const client of open)
      await expect.poll(() => client.has((frame) => frame.type === 'hello')).toBe(true)

    const extra = await connect(user.cookie)
    await expect.poll(() => extra.closed.code).toBe(REALTIME_CLOSE_CODES.tooManySockets)
    expect(extra.has((frame) => frame.type === 'hello')).toBe(false)

    // Another user is not counted against this one, and a closed socket frees its place.
    const other = await connect((await signedIn(['standard_user'])).cookie)
    await expect.poll(() => other.has((frame) => frame.type === 'hello')).toBe(true)
    open[0].socket.close()
    await expect.poll(() => open[0].closed.code).toBeDefined()
    await expect
      .poll(async () => {
        const again = await connect(user.cookie)
        await expect
          .poll(() => again.closed.code !== undefined || again.has((f) => f.type === 'hello'))
          .toBe(true)
        return again.has((frame) => frame.type === 'hello')
      })
      .toBe(true)
  })

  it('closes a socket that subscribes faster than the allowance, and a new socket gets no fresh one', async () => {
    const agent = await signedIn(['support_agent'])
    const flooding = await connect(agent.cookie)
    for (let n = 0; n < SUBSCRIBE_RATE.burst + 20; n++)
      flooding.socket.send(JSON.stringify({ type: 'subscribe', topic: ESCALATIONS_DESK_TOPIC }))
    await expect.poll(() => flooding.closed.code).toBe(REALTIME_CLOSE_CODES.subscribeRateLimited)

    // Reconnecting at once: the user's allowance is still spent.
    const again = await connect(agent.cookie)
    for (let n = 0; n < SUBSCRIBE_RATE.burst; n++)
      again.socket.send(JSON.stringify({ type: 'subscribe', topic: ESCALATIONS_DESK_TOPIC }))
    await expect.poll(() => again.closed.code).toBe(REALTIME_CLOSE_CODES.subscribeRateLimited)
  })
})
