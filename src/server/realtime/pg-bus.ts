import { randomUUID } from 'node:crypto'
import { z } from 'zod'
import type { PgListener } from '#server/db/pg-listener'
import type { Logger } from '#server/lib/logger'
import { realtimeEventSchema } from '#shared/realtime/events'
import type { RealtimeBus, RealtimeBusTarget, RealtimeDelivery } from './hub.ts'

/** The one channel every app instance listens on (docs/decisions/015-realtime-across-instances.md). */
export const REALTIME_CHANNEL = 'dealerpilot_realtime'

/** PostgreSQL refuses a NOTIFY payload of 8000 bytes or more (its default build). */
export const MAX_NOTIFY_PAYLOAD_BYTES = 7999

/** Publishes wait while the connection is down or busy, up to this many; older ones are dropped. */
const MAX_PENDING = 1000
/** Payloads sent in one query at most. */
const MAX_BATCH = 200

const busMessageSchema = z.discriminatedUnion('kind', [
  z.object({
    origin: z.string(),
    kind: z.literal('users'),
    userIds: z.array(z.string()),
    event: realtimeEventSchema,
  }),
  z.object({ origin: z.string(), kind: z.literal('topic'), topic: z.string(), event: realtimeEventSchema }),
  // The health check's probe: only the instance that sent it acts on it.
  z.object({ origin: z.string(), kind: z.literal('echo'), probeId: z.string() }),
])

/**
 * The NOTIFY payloads for one publish. A user list too long for one payload is split into chunks
 * that each fit (the event is repeated in each); a publish that cannot fit even with one user, or
 * a topic publish that does not fit, gives no payload: the caller warns and it stays local.
 */
export function encodeDelivery(
  origin: string,
  delivery: RealtimeDelivery,
  maxBytes = MAX_NOTIFY_PAYLOAD_BYTES,
): string[] {
  const whole = JSON.stringify({ origin, ...delivery })
  if (Buffer.byteLength(whole) <= maxBytes) return [whole]
  if (delivery.kind === 'topic') return []

  // JSON writes an array as '[' + items joined by ',' + ']', so each id adds its own length plus a comma.
  const emptyBytes = Buffer.byteLength(JSON.stringify({ origin, ...delivery, userIds: [] }))
  const payloads: string[] = []
  let chunk: string[] = []
  let bytes = emptyBytes
  for (const userId of delivery.userIds) {
    const idBytes = Buffer.byteLength(JSON.stringify(userId)) + (chunk.length > 0 ? 1 : 0)
    if (chunk.length > 0 && bytes + idBytes > maxBytes) {
      payloads.push(JSON.stringify({ origin, ...delivery, userIds: chunk }))
      chunk = []
      bytes = emptyBytes
      // The id now starts a chunk: no comma before it.
      if (emptyBytes + idBytes - 1 > maxBytes) return []
      chunk.push(userId)
      bytes += idBytes - 1
      continue
    }
    if (bytes + idBytes > maxBytes) return []
    chunk.push(userId)
    bytes += idBytes
  }
  if (chunk.length > 0) payloads.push(JSON.stringify({ origin, ...delivery, userIds: chunk }))
  return payloads
}

export interface PgRealtimeBusOptions {
  /** The instance's listening connection (db/pg-listener.ts), shared with the auth change feed. */
  listener: PgListener
  logger: Logger
  channel?: string
  /** Tells this instance's own notifications apart; random by default. */
  instanceId?: string
}

/**
 * The cross-instance bus on PostgreSQL: the instance's listening connection LISTENs on the channel
 * and also sends this instance's publishes with pg_notify, so one instance's events reach the
 * others in the order it sent them. Notifications from other instances are delivered to local
 * sockets only; this instance's own are ignored (it delivered them locally already). While the
 * connection is down publishes wait; once it is back, the hub tells its sockets to refetch what
 * they may have missed.
 */
export function createPgRealtimeBus(options: PgRealtimeBusOptions, target: RealtimeBusTarget): RealtimeBus {
  const { listener, logger } = options
  const channel = options.channel ?? REALTIME_CHANNEL
  const origin = options.instanceId ?? randomUUID()
  const log = logger.child({ component: 'realtime-bus', instanceId: origin })

  /** Whether the channel is listened to (and publishes can go out) right now. */
  let up = false
  let closed = false
  /** Payloads waiting to be sent, oldest first. */
  let pending: string[] = []
  let sending = false
  let dropping = false
  const echoes = new Map<string, (cameBack: boolean) => void>()

  // Every payload is JSON.stringify({ origin, kind, ... }): this instance's own publishes (all but
  // its echo probes) come back on the same channel and are skipped without parsing them.
  const ownPrefix = `{"origin":${JSON.stringify(origin)},`
  const ownEcho = `${ownPrefix}"kind":"echo"`

  function receive(payload: string) {
    if (payload.startsWith(ownPrefix) && !payload.startsWith(ownEcho)) return
    let parsed: unknown
    try {
      parsed = JSON.parse(payload)
    } catch {
      return
    }
    const message = busMessageSchema.safeParse(parsed)
    if (!message.success) {
      log.debug({ payload: payload.slice(0, 200) }, 'realtime bus: ignored an unknown message')
      return
    }
    const data = message.data
    if (data.kind === 'echo') {
      if (data.origin === origin) echoes.get(data.probeId)?.(true)
      return
    }
    if (data.origin === origin) return
    target.deliver(data)
  }

  /** Queues a payload; it goes out with the next batch while the connection is up. */
  function send(payload: string) {
    pending.push(payload)
    if (pending.length > MAX_PENDING) {
      pending = pending.slice(-MAX_PENDING)
      // Once until the bus catches up, not once per event.
      if (!dropping) log.warn('realtime bus is behind or down: dropping the oldest waiting events')
      dropping = true
    }
    scheduleFlush()
  }

  let flushScheduled = false
  /**
   * Flushes once the current turn of the event loop is done, so the events one piece of work
   * publishes together (a chat answer: typing off, the question read, the answer) go in one query
   * (issue 12, bench/chat-send.ts).
   */
  function scheduleFlush() {
    if (flushScheduled) return
    flushScheduled = true
    setImmediate(() => {
      flushScheduled = false
      flush()
    })
  }

  /**
   * Sends what waits in one query (one transaction), one query at a time: a burst costs one round
   * trip and the order is kept. PostgreSQL folds identical payloads in one transaction into one, so
   * a batch ends before a repeat (typing on, off, on must arrive as three events).
   */
  function flush() {
    if (!up || sending || pending.length === 0) return
    const seen = new Set<string>()
    let count = 0
    while (count < pending.length && count < MAX_BATCH && !seen.has(pending[count]))
      seen.add(pending[count++])
    const batch = pending.slice(0, count)
    pending = pending.slice(count)
    sending = true
    listener
      .notify(channel, batch)
      .catch((error: unknown) => {
        // The connection went away under the query: send the batch again on the next one.
        if (!up && !closed) pending = [...batch, ...pending]
        else log.warn({ err: error }, 'realtime bus: publish failed')
      })
      .finally(() => {
        sending = false
        if (pending.length === 0) dropping = false
        flush()
      })
  }

  const unsubscribe = listener.subscribe(channel, {
    notification: receive,
    listening(recovered) {
      up = true
      flush()
      if (recovered) {
        log.info('realtime bus reconnected')
        target.resync()
      }
    },
    // The listener logs the loss; publishes wait in `pending` until it is back.
    lost() {
      up = false
    },
  })

  return {
    publish(delivery) {
      if (closed) return
      let payloads = encodeDelivery(origin, delivery)
      // An event that carries a long message (issue 34 item 5) can outgrow a NOTIFY: the topic's
      // sockets on the other instances are told to resync it, as after a bus outage.
      if (payloads.length === 0 && delivery.kind === 'topic')
        payloads = encodeDelivery(origin, {
          kind: 'topic',
          topic: delivery.topic,
          event: { type: 'subscribed', topic: delivery.topic },
        })
      if (payloads.length === 0) {
        log.warn(
          { event: delivery.event.type, kind: delivery.kind },
          `realtime event over the ${MAX_NOTIFY_PAYLOAD_BYTES + 1}-byte NOTIFY limit: delivered on this instance only`,
        )
        return
      }
      for (const payload of payloads) send(payload)
    },
    roundTrip(timeoutMs) {
      if (closed) return Promise.resolve(false)
      const probeId = randomUUID()
      return new Promise<boolean>((resolve) => {
        const timer = setTimeout(() => finish(false), timeoutMs)
        function finish(result: boolean) {
          clearTimeout(timer)
          echoes.delete(probeId)
          resolve(result)
        }
        echoes.set(probeId, finish)
        // An echo waits in `pending` like any publish while the connection is down.
        send(JSON.stringify({ origin, kind: 'echo', probeId }))
      })
    },
    async close() {
      closed = true
      up = false
      unsubscribe()
      for (const finish of [...echoes.values()]) finish(false)
      pending = []
    },
  }
}
