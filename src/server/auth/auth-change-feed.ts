import type { PGlite } from '@electric-sql/pglite'
import pg from 'pg'
import type { DatabaseHandle } from '../db/client.ts'
import type { Logger } from '../lib/logger.ts'

/**
 * The channel the database triggers of migration 0008 notify with a user's id whenever that user's
 * sessions, account, roles or dealer links change (docs/decisions/019-session-cache.md). Every
 * write is seen, whichever instance or tool made it, once its transaction commits.
 */
export const AUTH_CHANGE_CHANNEL = 'dealerpilot_auth'

/** The listening connection's name in pg_stat_activity. */
export const AUTH_CHANGE_APPLICATION_NAME = 'dealerpilot-auth-changes'

/**
 * A user id when that user's sign-in state changed; null when changes may have been missed (the
 * feed was down), so everything learned before must be forgotten.
 */
export type AuthChangeListener = (userId: string | null) => void

export interface AuthChangeFeed {
  subscribe(listener: AuthChangeListener): () => void
  /** Whether changes are being received right now: a cache may only be trusted while this holds. */
  isLive(): boolean
  close(): Promise<void>
}

function listenerSet() {
  const listeners = new Set<AuthChangeListener>()
  return {
    add(listener: AuthChangeListener) {
      listeners.add(listener)
      return () => {
        listeners.delete(listener)
      }
    },
    emit(userId: string | null) {
      for (const listener of listeners) listener(userId)
    },
  }
}

/**
 * PGlite: one process owns the database, and PGlite hands a notification to its listener as soon
 * as the transaction that sent it commits, before the writer's own code goes on: no window at all.
 */
export async function createPgliteAuthChangeFeed(pglite: PGlite): Promise<AuthChangeFeed> {
  const listeners = listenerSet()
  const unlisten = await pglite.listen(AUTH_CHANGE_CHANNEL, (payload) => listeners.emit(payload))
  let live = true
  return {
    subscribe: listeners.add,
    isLive: () => live,
    async close() {
      live = false
      listeners.emit(null)
      await unlisten()
    },
  }
}

/** Reconnect delays after the listening connection is lost: quick at first, then every 10 s. */
const RETRY_DELAYS_MS = [250, 1000, 2000, 5000, 10_000]

export interface PgAuthChangeFeedOptions {
  connectionString: string
  logger: Logger
  retryDelaysMs?: readonly number[]
}

/**
 * PostgreSQL: a dedicated connection (not from the pool, which would recycle it) LISTENs on the
 * channel. Until it is listening, and whenever it is lost, the feed is not live and says so with a
 * null, so caches drop what they hold and serve nothing until it is back.
 */
export function createPgAuthChangeFeed(options: PgAuthChangeFeedOptions): AuthChangeFeed {
  const listeners = listenerSet()
  const retryDelays = options.retryDelaysMs ?? RETRY_DELAYS_MS
  const log = options.logger.child({ component: 'auth-change-feed' })
  let live = false
  let closed = false
  let failures = 0
  let latest: pg.Client | undefined
  let retryTimer: ReturnType<typeof setTimeout> | undefined

  function connect() {
    if (closed) return
    const client = new pg.Client({
      connectionString: options.connectionString,
      keepAlive: true,
      application_name: AUTH_CHANGE_APPLICATION_NAME,
    })
    latest = client
    let lost = false
    const onLost = (error?: unknown) => {
      if (lost) return
      lost = true
      if (live) {
        live = false
        listeners.emit(null)
      }
      client.removeAllListeners('notification')
      void client.end().catch(() => {})
      if (closed) return
      const delay = retryDelays[Math.min(failures, retryDelays.length - 1)]
      failures += 1
      log.warn({ err: error, retryInMs: delay }, 'auth change feed lost its connection; reconnecting')
      retryTimer = setTimeout(() => {
        retryTimer = undefined
        connect()
      }, delay)
    }
    client.on('error', onLost)
    client.on('end', () => onLost())
    client.on('notification', (notification) => {
      if (notification.channel === AUTH_CHANGE_CHANNEL && notification.payload)
        listeners.emit(notification.payload)
    })
    client
      .connect()
      .then(() => client.query(`listen ${pg.escapeIdentifier(AUTH_CHANGE_CHANNEL)}`))
      .then(() => {
        if (lost) return
        if (closed) {
          void client.end().catch(() => {})
          return
        }
        if (failures > 0) log.info('auth change feed reconnected')
        failures = 0
        // A lookup that read the database before the LISTEN took hold may have missed a change:
        // the null makes caches refuse what such a lookup would store.
        live = true
        listeners.emit(null)
      })
      .catch(onLost)
  }

  connect()

  return {
    subscribe: listeners.add,
    isLive: () => live,
    async close() {
      closed = true
      clearTimeout(retryTimer)
      if (live) {
        live = false
        listeners.emit(null)
      }
      await latest?.end().catch(() => {})
    },
  }
}

/** The feed for an open database: PGlite's own listener, or a LISTEN connection to the server. */
export async function openAuthChangeFeed(
  database: DatabaseHandle,
  options: { databaseUrl?: string; logger: Logger },
): Promise<AuthChangeFeed> {
  if (database.pglite) return createPgliteAuthChangeFeed(database.pglite)
  if (!options.databaseUrl) throw new Error('A PostgreSQL auth change feed needs the database URL')
  return createPgAuthChangeFeed({ connectionString: options.databaseUrl, logger: options.logger })
}
