import type { PGlite } from '@electric-sql/pglite'
import type { DatabaseHandle } from '#server/db/client'
import type { PgListener } from '#server/db/pg-listener'

/**
 * The channel the database triggers of migration 0008 notify with a user's id whenever that user's
 * sessions, account, roles or dealer links change (docs/decisions/019-session-cache.md). Every
 * write is seen, whichever instance or tool made it, once its transaction commits.
 */
export const AUTH_CHANGE_CHANNEL = 'dealerpilot_auth'

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

/**
 * PostgreSQL: the instance's listening connection (db/pg-listener.ts) LISTENs on the channel. Until
 * it is listening, and whenever it is lost, the feed is not live and says so with a null, so caches
 * drop what they hold and serve nothing until it is back.
 */
export function createPgAuthChangeFeed(listener: PgListener): AuthChangeFeed {
  const listeners = listenerSet()
  let live = false
  const unsubscribe = listener.subscribe(AUTH_CHANGE_CHANNEL, {
    notification: (userId) => listeners.emit(userId),
    listening() {
      // A lookup that read the database before the LISTEN took hold may have missed a change:
      // the null makes caches refuse what such a lookup would store.
      live = true
      listeners.emit(null)
    },
    lost() {
      live = false
      listeners.emit(null)
    },
  })

  return {
    subscribe: listeners.add,
    isLive: () => live,
    async close() {
      unsubscribe()
      if (live) {
        live = false
        listeners.emit(null)
      }
    },
  }
}

/** The feed for an open database: PGlite's own listener, or a LISTEN connection to the server. */
export async function openAuthChangeFeed(
  database: DatabaseHandle,
  listener: PgListener | undefined,
): Promise<AuthChangeFeed> {
  if (database.pglite) return createPgliteAuthChangeFeed(database.pglite)
  if (!listener) throw new Error('A PostgreSQL auth change feed needs the listening connection')
  return createPgAuthChangeFeed(listener)
}
