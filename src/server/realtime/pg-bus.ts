import { randomUUID } from 'node:crypto'
import pg from 'pg'
import { z } from 'zod'
import { realtimeEventSchema } from '../../shared/realtime/events.ts'
import type { Logger } from '../lib/logger.ts'
import type { RealtimeBus, RealtimeBusTarget, RealtimeDelivery } from './hub.ts'

/** The one channel every app instance listens on (docs/decisions/015-realtime-across-instances.md). */
export const REALTIME_CHANNEL = 'dealerpilot_realtime'

/** The listening connection's name in pg_stat_activity. */
export const REALTIME_BUS_APPLICATION_NAME = 'dealerpilot-realtime-bus'

/** PostgreSQL refuses a NOTIFY payload of 8000 bytes or more (its default build). */
export const MAX_NOTIFY_PAYLOAD_BYTES = 7999

/** Reconnect delays after the listening connection is lost: quick at first, then every 10 s. */
const RETRY_DELAYS_MS = [250, 1000, 2000, 5000, 10_000]

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
  connectionString: string
  logger: Logger
  channel?: string
  /** Tells this instance's own notifications apart; random by default. */
  instanceId?: string
  retryDelaysMs?: readonly number[]
}

/**
 * The cross-instance bus on PostgreSQL: one dedicated connection (not from the pool, which would
 * recycle it) LISTENs on the channel and also sends this instance's publishes with pg_notify, so
 * one instance's events reach the others in the order it sent them. Notifications from other
 * instances are delivered to local sockets only; this instance's own are ignored (it delivered
 * them locally already). A lost connection is logged and reopened with backoff; once it is back,
 * the hub tells its sockets to refetch what they may have missed.
 */
export function createPgRealtimeBus(options: PgRealtimeBusOptions, target: RealtimeBusTarget): RealtimeBus {
  const { connectionString, logger } = options
  const channel = options.channel ?? REALTIME_CHANNEL
  const origin = options.instanceId ?? randomUUID()
  const retryDelays = options.retryDelaysMs ?? RETRY_DELAYS_MS
  const log = logger.child({ component: 'realtime-bus', instanceId: origin })

  /** The listening connection while it is up. */
  let current: pg.Client | undefined
  /** The latest connection, also while it is still connecting (closed on shutdown). */
  let latest: pg.Client | undefined
  let closed = false
  let failures = 0
  let retryTimer: ReturnType<typeof setTimeout> | undefined
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
    const client = current
    if (!client || sending || pending.length === 0) return
    const seen = new Set<string>()
    let count = 0
    while (count < pending.length && count < MAX_BATCH && !seen.has(pending[count]))
      seen.add(pending[count++])
    const batch = pending.slice(0, count)
    pending = pending.slice(count)
    sending = true
    client
      .query('select pg_notify($1, payload) from unnest($2::text[]) as payload', [channel, batch])
      .catch((error: unknown) => {
        // The connection went away under the query: send the batch again on the next one.
        if (current !== client && !closed) pending = [...batch, ...pending]
        else log.warn({ err: error }, 'realtime bus: publish failed')
      })
      .finally(() => {
        sending = false
        if (pending.length === 0) dropping = false
        flush()
      })
  }

  function connect() {
    if (closed) return
    const client = new pg.Client({
      connectionString,
      keepAlive: true,
      application_name: REALTIME_BUS_APPLICATION_NAME,
    })
    latest = client
    let lost = false
    const onLost = (error?: unknown) => {
      if (lost) return
      lost = true
      if (current === client) current = undefined
      client.removeAllListeners('notification')
      void client.end().catch(() => {})
      if (closed) return
      const delay = retryDelays[Math.min(failures, retryDelays.length - 1)]
      failures += 1
      log.warn({ err: error, retryInMs: delay }, 'realtime bus connection lost; reconnecting')
      retryTimer = setTimeout(() => {
        retryTimer = undefined
        connect()
      }, delay)
    }
    client.on('error', onLost)
    client.on('end', () => onLost())
    client.on('notification', (notification) => {
      if (notification.channel === channel && notification.payload) receive(notification.payload)
    })
    client
      .connect()
      .then(() => client.query(`listen ${pg.escapeIdentifier(channel)}`))
      .then(() => {
        if (lost) return
        if (closed) {
          void client.end().catch(() => {})
          return
        }
        current = client
        const recovered = failures > 0
        failures = 0
        flush()
        if (recovered) {
          log.info('realtime bus reconnected')
          target.resync()
        }
      })
      .catch(onLost)
  }

  connect()

  return {
    publish(delivery) {
      if (closed) return
      const payloads = encodeDelivery(origin, delivery)
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
      clearTimeout(retryTimer)
      for (const finish of [...echoes.values()]) finish(false)
      current = undefined
      pending = []
      await latest?.end().catch(() => {})
    },
  }
}
