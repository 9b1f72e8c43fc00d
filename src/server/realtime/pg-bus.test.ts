import { describe, expect, it } from 'vitest'
import type { RealtimeEvent } from '#shared/realtime/events'
import { deskEvent } from '#tests/helpers/desk-event'
import {
  createRealtimeHub,
  type RealtimeBusTarget,
  type RealtimeDelivery,
  type RealtimeSocket,
} from './hub.ts'
import { encodeDelivery, MAX_NOTIFY_PAYLOAD_BYTES } from './pg-bus.ts'

const ORIGIN = '9b1c2d3e-0000-4000-8000-000000000000'
const EVENT: RealtimeEvent = deskEvent('ticket-1')
const uuid = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`

describe('the NOTIFY payload size rule', () => {
  it('sends a publish that fits as one payload carrying origin, kind, target and event', () => {
    const payloads = encodeDelivery(ORIGIN, { kind: 'users', userIds: ['u1', 'u2'], event: EVENT })
    expect(payloads.map((payload) => JSON.parse(payload))).toEqual([
      { origin: ORIGIN, kind: 'users', userIds: ['u1', 'u2'], event: EVENT },
    ])
    expect(MAX_NOTIFY_PAYLOAD_BYTES).toBeLessThan(8000)
  })

  it('splits a user list too long for one payload into chunks that each fit, losing no one', () => {
    const userIds = Array.from({ length: 1000 }, (_, n) => uuid(n))
    const payloads = encodeDelivery(ORIGIN, { kind: 'users', userIds, event: EVENT })
    expect(payloads.length).toBeGreaterThan(1)
    const parsed = payloads.map((payload) => JSON.parse(payload))
    for (const payload of payloads)
      expect(Buffer.byteLength(payload)).toBeLessThanOrEqual(MAX_NOTIFY_PAYLOAD_BYTES)
    for (const message of parsed)
      expect(message).toMatchObject({ origin: ORIGIN, kind: 'users', event: EVENT })
    expect(parsed.flatMap((message) => message.userIds)).toEqual(userIds)
  })

  it('fills each chunk up to the limit exactly', () => {
    const twoIds = JSON.stringify({
      origin: ORIGIN,
      kind: 'users',
      userIds: [uuid(1), uuid(2)],
      event: EVENT,
    })
    const limit = Buffer.byteLength(twoIds)
    const userIds = [uuid(1), uuid(2), uuid(3), uuid(4), uuid(5)]
    const payloads = encodeDelivery(ORIGIN, { kind: 'users', userIds, event: EVENT }, limit)
    expect(payloads.map((payload) => JSON.parse(payload).userIds)).toEqual([
      [uuid(1), uuid(2)],
      [uuid(3), uuid(4)],
      [uuid(5)],
    ])
    expect(Buffer.byteLength(payloads[0])).toBe(limit)
  })

  it('gives no payload (local delivery only) when the event itself is too large, counting bytes not characters', () => {
    // 4,500 characters, 9,000 bytes in UTF-8.
    const event: RealtimeEvent = {
      type: 'notification.created',
      notificationId: 'n1',
      message: 'ø'.repeat(4500),
      subject: null,
      notificationType: 'news',
      urgency: 'low',
    }
    expect(encodeDelivery(ORIGIN, { kind: 'topic', topic: 'escalations:desk', event })).toEqual([])
    expect(encodeDelivery(ORIGIN, { kind: 'users', userIds: ['u1'], event })).toEqual([])
    const fits = { ...event, message: 'ø'.repeat(3000) }
    expect(encodeDelivery(ORIGIN, { kind: 'topic', topic: 'escalations:desk', event: fits })).toHaveLength(1)
  })
})

function recordingSocket() {
  const frames: unknown[] = []
  const socket: RealtimeSocket = { send: (frame) => frames.push(JSON.parse(frame)) }
  return { socket, frames }
}

/** A hub with a bus that records what it is asked to carry. */
function hubWithFakeBus() {
  const published: RealtimeDelivery[] = []
  let target!: RealtimeBusTarget
  let closed = false
  const hub = createRealtimeHub({
    bus: (busTarget) => {
      target = busTarget
      return {
        publish: (delivery) => published.push(delivery),
        roundTrip: async () => !closed,
        close: async () => {
          closed = true
        },
      }
    },
  })
  return { hub, published, target }
}

describe('the hub with a cross-instance bus', () => {
  it('delivers a publish locally at once and hands it to the bus', () => {
    const { hub, published } = hubWithFakeBus()
    const alice = recordingSocket()
    const desk = recordingSocket()
    hub.connect('alice', alice.socket)
    hub.connect('bob', desk.socket)
    hub.subscribe(desk.socket, 'escalations:desk')

    hub.publishToUsers(['alice'], EVENT)
    hub.publishToTopic('escalations:desk', EVENT)
    hub.publishToUsers([], EVENT)

    expect(alice.frames).toEqual([EVENT])
    expect(desk.frames).toEqual([EVENT])
    expect(published).toEqual([
      { kind: 'users', userIds: ['alice'], event: EVENT },
      { kind: 'topic', topic: 'escalations:desk', event: EVENT },
    ])
  })

  it('delivers what another instance published to local sockets only, without publishing it again', () => {
    const { hub, published, target } = hubWithFakeBus()
    const alice = recordingSocket()
    hub.connect('alice', alice.socket)
    hub.subscribe(alice.socket, 'chat-session:s1')

    target.deliver({ kind: 'users', userIds: ['alice', 'nobody-here'], event: EVENT })
    const message: RealtimeEvent = { type: 'chat.session', sessionId: 's1', changes: { status: 'escalated' } }
    target.deliver({ kind: 'topic', topic: 'chat-session:s1', event: message })

    expect(alice.frames).toEqual([EVENT, message])
    expect(published).toEqual([])
  })

  it('after the bus was down, tells every socket to refetch (hello, and subscribed per topic)', () => {
    const { hub, target } = hubWithFakeBus()
    const alice = recordingSocket()
    hub.connect('alice', alice.socket)
    hub.subscribe(alice.socket, 'chat-session:s1')
    target.resync()
    expect(alice.frames).toEqual([
      { type: 'hello', userId: 'alice' },
      { type: 'subscribed', topic: 'chat-session:s1' },
    ])
  })

  it('counts local connections, asks the bus for the round trip and closes it', async () => {
    const { hub } = hubWithFakeBus()
    hub.connect('alice', recordingSocket().socket)
    expect(hub.connectionCount()).toBe(1)
    expect(await hub.busRoundTrip(1000)).toBe(true)
    await hub.close()
    expect(await hub.busRoundTrip(1000)).toBe(false)
  })

  it('without a bus stays in-process: the round trip is local and trivially true', async () => {
    const hub = createRealtimeHub()
    expect(await hub.busRoundTrip(1000)).toBe(true)
    await hub.close()
  })
})
