import pg from 'pg'
import type { Logger } from '#server/lib/logger'

/** The listening connection's name in pg_stat_activity. */
export const PG_LISTENER_APPLICATION_NAME = 'dealerpilot-listener'

/** Reconnect delays after the listening connection is lost: quick at first, then every 10 s. */
const RETRY_DELAYS_MS = [250, 1000, 2000, 5000, 10_000]

/** What one subscriber of a channel is told. */
export interface PgChannelHandler {
  notification(payload: string): void
  /**
   * The channel is listened to: notifications arrive from now on. Called once the LISTEN has taken
   * hold, and again after each reconnect with `recovered` true (notifications may have been missed).
   */
  listening?(recovered: boolean): void
  /** The connection was lost: notifications are missed until `listening` is called again. */
  lost?(): void
}

/**
 * One PostgreSQL connection that LISTENs for the whole instance (issue 34 item 6): the realtime bus
 * and the auth change feed subscribe to their channels on it instead of holding a connection each.
 */
export interface PgListener {
  /** Listens on the channel (again after every reconnect) until the returned function is called. */
  subscribe(channel: string, handler: PgChannelHandler): () => void
  /**
   * Sends the payloads on the channel in one query, on the listening connection, so one
   * instance's notifications go out in the order it sent them. Rejects while the connection is down.
   */
  notify(channel: string, payloads: readonly string[]): Promise<void>
  close(): Promise<void>
}

export interface PgListenerOptions {
  connectionString: string
  logger: Logger
  retryDelaysMs?: readonly number[]
}

/**
 * A dedicated connection (not from the pool, which would recycle it). A lost connection is logged
 * and reopened with backoff; every channel is listened to again and its handlers are told.
 */
export function createPgListener(options: PgListenerOptions): PgListener {
  const retryDelays = options.retryDelaysMs ?? RETRY_DELAYS_MS
  const log = options.logger.child({ component: 'pg-listener' })
  const handlers = new Map<string, Set<PgChannelHandler>>()
  /** The connection while it is up. */
  let current: pg.Client | undefined
  /** The latest connection, also while it is still connecting (closed on shutdown). */
  let latest: pg.Client | undefined
  /** The channels LISTENed on `current`. */
  let listened = new Set<string>()
  /** Handlers that were listening when a connection was lost: their next `listening` is a recovery. */
  const interrupted = new Set<PgChannelHandler>()
  let closed = false
  let failures = 0
  let retryTimer: ReturnType<typeof setTimeout> | undefined
  /** LISTEN statements go out one after another. */
  let listenQueue: Promise<void> = Promise.resolve()

  function tellListening(handler: PgChannelHandler) {
    const recovered = interrupted.delete(handler)
    handler.listening?.(recovered)
  }

  /** LISTENs, on this connection, the channels that have handlers and are not listened to yet. */
  function listenNewChannels(client: pg.Client) {
    listenQueue = listenQueue.then(async () => {
      if (current !== client) return
      const channels = [...handlers.keys()].filter((channel) => !listened.has(channel))
      if (channels.length === 0) return
      try {
        await client.query(channels.map((channel) => `listen ${pg.escapeIdentifier(channel)}`).join('; '))
      } catch (error) {
        // The connection is unusable: dropping it reconnects and listens to everything again.
        log.warn({ err: error }, 'LISTEN failed; reconnecting')
        void client.end().catch(() => {})
        return
      }
      if (current !== client) return
      for (const channel of channels) {
        listened.add(channel)
        for (const handler of handlers.get(channel) ?? []) tellListening(handler)
      }
    })
  }

  function connect() {
    if (closed) return
    const client = new pg.Client({
      connectionString: options.connectionString,
      keepAlive: true,
      application_name: PG_LISTENER_APPLICATION_NAME,
    })
    latest = client
    let lost = false
    const onLost = (error?: unknown) => {
      if (lost) return
      lost = true
      if (current === client) {
        current = undefined
        for (const channel of listened)
          for (const handler of handlers.get(channel) ?? []) {
            interrupted.add(handler)
            handler.lost?.()
          }
        listened = new Set()
      }
      client.removeAllListeners('notification')
      void client.end().catch(() => {})
      if (closed) return
      const delay = retryDelays[Math.min(failures, retryDelays.length - 1)]
      failures += 1
      log.warn({ err: error, retryInMs: delay }, 'listening connection lost; reconnecting')
      retryTimer = setTimeout(() => {
        retryTimer = undefined
        connect()
      }, delay)
    }
    client.on('error', onLost)
    client.on('end', () => onLost())
    client.on('notification', ({ channel, payload }) => {
      if (!payload || !listened.has(channel)) return
      for (const handler of handlers.get(channel) ?? []) handler.notification(payload)
    })
    client
      .connect()
      .then(() => {
        if (lost) return
        if (closed) {
          void client.end().catch(() => {})
          return
        }
        if (failures > 0) log.info('listening connection reopened')
        failures = 0
        current = client
        listenNewChannels(client)
      })
      .catch(onLost)
  }

  connect()

  return {
    subscribe(channel, handler) {
      let channelHandlers = handlers.get(channel)
      if (!channelHandlers) {
        channelHandlers = new Set()
        handlers.set(channel, channelHandlers)
      }
      channelHandlers.add(handler)
      if (listened.has(channel)) tellListening(handler)
      else if (current) listenNewChannels(current)
      return () => {
        interrupted.delete(handler)
        if (!channelHandlers.delete(handler) || channelHandlers.size > 0) return
        handlers.delete(channel)
        if (!listened.delete(channel) || !current) return
        const client = current
        listenQueue = listenQueue.then(() =>
          client.query(`unlisten ${pg.escapeIdentifier(channel)}`).then(
            () => {},
            () => {},
          ),
        )
      }
    },
    async notify(channel, payloads) {
      const client = current
      if (!client) throw new Error('The listening connection is down')
      await client.query('select pg_notify($1, payload) from unnest($2::text[]) as payload', [
        channel,
        payloads,
      ])
    },
    async close() {
      closed = true
      clearTimeout(retryTimer)
      current = undefined
      listened = new Set()
      await latest?.end().catch(() => {})
    },
  }
}
