import type { AuthedContext } from '#server/app-env'
import type { Actor } from '#server/auth/actor'
import type { AuthChangeFeed } from '#server/auth/auth-change-feed'
import type { Logger } from '#server/lib/logger'
import { REALTIME_CLOSE_CODES, type RealtimeCloseReason } from '#shared/realtime/close-codes'
import type { RealtimeEvent } from '#shared/realtime/events'
import type { RealtimeHub, RealtimeSocket } from './hub.ts'
import { maySubscribe } from './topics.ts'

/**
 * Issue 32: the most sockets one user keeps open on one instance. A browser holds one per tab
 * (web/lib/realtime-connection.ts), so 20 is a lot of tabs; the 21st is closed with
 * REALTIME_CLOSE_CODES.tooManySockets. Per instance: behind a balancer a user may reach N x 20.
 */
export const SOCKETS_PER_USER = 20

/**
 * Issue 32: subscribe messages per user per instance, a token bucket shared by the user's sockets:
 * a page subscribes to a handful of topics (again after each reconnect), so a burst of 50 and 20 a
 * second refill never bind a real client. Per user rather than per socket, and kept after the
 * socket closes, so reconnecting does not buy a fresh allowance. Each subscribe costs a database
 * check (topics.ts); unbounded, one user's 20,000 of them slowed everyone's requests.
 */
export const SUBSCRIBE_RATE = { perSecond: 20, burst: 50 }

/** Every socket's session is looked up again this often even if no change was heard (expiry). */
const RECHECK_EVERY_MS = 5 * 60_000

/** Re-checks run for this many users at once, so a lost feed's "re-check all" cannot flood the pool. */
const RECHECK_CONCURRENCY = 4

const CLOSE_MESSAGES: Record<RealtimeCloseReason, string> = {
  sessionEnded: 'The session has ended.',
  tooManySockets: `Too many open connections (at most ${SOCKETS_PER_USER}).`,
  subscribeRateLimited: 'Too many subscribe requests.',
}

/** The socket's own end, as the upgrade handler has it (hono's WSContext fits). */
export interface SocketEnd {
  send(data: string): void
  close(code?: number, reason?: string): void
}

/** One open socket as its route sees it. */
export interface SessionSocket {
  /** The hub's handle for this socket (subscribe, unsubscribe). */
  readonly socket: RealtimeSocket
  /** The caller's context with the socket's current actor (roles and dealers as last resolved). */
  context(): AuthedContext
  /**
   * Checks the caller may reach `topic` and subscribes the socket; false when refused, rate
   * limited (the socket is then closed) or the socket is gone.
   */
  subscribe(topic: string): Promise<boolean>
  /** The client closed the socket: forget it. */
  closed(): void
}

export interface SocketSessions {
  /**
   * Registers a socket just opened with this cookie for this caller; undefined when the user
   * already has SOCKETS_PER_USER sockets here (the socket is then closed).
   */
  open(input: { ctx: AuthedContext; cookie: string; end: SocketEnd }): SessionSocket | undefined
  /** The user's sessions, roles or dealers changed: re-authorise their sockets on this instance. */
  recheckUser(userId: string): void
  /** This instance's open sockets (tests, metrics). */
  count(): number
}

export interface SocketSessionsOptions {
  hub: RealtimeHub
  /** The caller of a session cookie now, or null when the session is gone (actors.resolve). */
  resolve(cookie: string): Promise<Actor | null>
  /** Changes from every instance (auth-change-feed.ts); without it only this instance's own. */
  feed?: AuthChangeFeed
  logger: Logger
  socketsPerUser?: number
  subscribeRate?: { perSecond: number; burst: number }
  recheckEveryMs?: number
  now?: () => number
}

interface Entry {
  userId: string
  cookie: string
  end: SocketEnd
  socket: RealtimeSocket
  ctx: AuthedContext
  /** Bumped whenever the actor changes, so a topic check that ran on the old one runs again. */
  version: number
  open: boolean
  /** Takes the socket out of the hub. */
  disconnect: () => void
}

interface Bucket {
  tokens: number
  at: number
}

const sameList = (a: readonly string[], b: readonly string[]) =>
  a.length === b.length && [...a].sort().join('\n') === [...b].sort().join('\n')

/**
 * Issue 32: a socket lives no longer than its session. Every socket is kept with the cookie it
 * opened with; when the auth change feed (database triggers, every instance) or this instance's
 * own write says a user's sessions, account, roles or dealers changed, each of their sockets'
 * cookies is resolved again: a session that is gone closes its sockets with
 * REALTIME_CLOSE_CODES.sessionEnded, and with new roles or dealers each subscribed topic is checked
 * again with the subscribe-time rule (topics.ts), those no longer allowed dropped with an
 * 'unsubscribed' frame. Also the per-user socket cap and subscribe rate limit.
 */
export function createSocketSessions(options: SocketSessionsOptions): SocketSessions {
  const { hub, resolve, logger } = options
  const socketsPerUser = options.socketsPerUser ?? SOCKETS_PER_USER
  const rate = options.subscribeRate ?? SUBSCRIBE_RATE
  const now = options.now ?? Date.now
  const log = logger.child({ component: 'socket-sessions' })
  const entriesByUser = new Map<string, Set<Entry>>()
  const buckets = new Map<string, Bucket>()

  function forget(entry: Entry) {
    if (!entry.open) return
    entry.open = false
    const entries = entriesByUser.get(entry.userId)
    entries?.delete(entry)
    if (entries?.size === 0) entriesByUser.delete(entry.userId)
  }

  /** Stops every delivery to the socket at once, then closes it with our code. */
  function endEntry(entry: Entry, reason: RealtimeCloseReason) {
    forget(entry)
    entry.disconnect()
    try {
      entry.end.close(REALTIME_CLOSE_CODES[reason], CLOSE_MESSAGES[reason])
    } catch (error) {
      log.debug({ err: error }, 'closing a realtime socket failed')
    }
  }

  function takeSubscribeToken(userId: string): boolean {
    const at = now()
    const bucket = buckets.get(userId) ?? { tokens: rate.burst, at }
    bucket.tokens = Math.min(rate.burst, bucket.tokens + ((at - bucket.at) / 1000) * rate.perSecond)
    bucket.at = at
    buckets.set(userId, bucket)
    if (bucket.tokens < 1) return false
    bucket.tokens -= 1
    return true
  }

  /** Buckets of users without sockets that have filled up again say nothing: dropped. */
  function pruneBuckets() {
    const at = now()
    for (const [userId, bucket] of buckets) {
      const full = bucket.tokens + ((at - bucket.at) / 1000) * rate.perSecond >= rate.burst
      if (full && !entriesByUser.has(userId)) buckets.delete(userId)
    }
  }

  async function recheckTopics(entry: Entry) {
    for (const topic of hub.topicsOf(entry.socket)) {
      const version = entry.version
      const allowed = await maySubscribe(entry.ctx, topic)
      // A newer change re-checks every topic itself.
      if (!entry.open || version !== entry.version) return
      if (allowed) continue
      hub.unsubscribe(entry.socket, topic)
      entry.end.send(JSON.stringify({ type: 'unsubscribed', topic } satisfies RealtimeEvent))
    }
  }

  async function recheck(userId: string) {
    const byCookie = new Map<string, Entry[]>()
    for (const entry of entriesByUser.get(userId) ?? []) {
      const entries = byCookie.get(entry.cookie) ?? []
      entries.push(entry)
      byCookie.set(entry.cookie, entries)
    }
    for (const [cookie, entries] of byCookie) {
      const actor = await resolve(cookie)
      for (const entry of entries) {
        if (!entry.open) continue
        if (!actor || actor.userId !== userId) {
          endEntry(entry, 'sessionEnded')
          continue
        }
        const previous = entry.ctx.actor
        if (sameList(previous.roles, actor.roles) && sameList(previous.dealerIds, actor.dealerIds)) continue
        entry.version += 1
        entry.ctx = { ...entry.ctx, actor }
        await recheckTopics(entry)
      }
    }
  }

  // Users waiting for a re-check, in order, each once however many changes arrived meanwhile.
  const queued = new Set<string>()
  const running = new Set<string>()
  function pump() {
    for (const userId of queued) {
      if (running.size >= RECHECK_CONCURRENCY) return
      // A change heard during this user's re-check waits for it to finish, then runs again.
      if (running.has(userId)) continue
      queued.delete(userId)
      running.add(userId)
      void recheck(userId)
        .catch((error: unknown) => log.warn({ err: error, userId }, 'realtime socket re-check failed'))
        .finally(() => {
          running.delete(userId)
          pump()
        })
    }
  }
  function recheckUser(userId: string) {
    if (!entriesByUser.has(userId)) return
    queued.add(userId)
    // After the listeners heard before us (the session cache forgets the user first).
    queueMicrotask(pump)
  }
  function recheckAll() {
    for (const userId of entriesByUser.keys()) queued.add(userId)
    queueMicrotask(pump)
  }

  options.feed?.subscribe((userId) => {
    if (userId !== null) recheckUser(userId)
    // The feed is back after an outage: changes of that time were not heard. (A null while it
    // goes down, at shutdown included, waits for that.)
    else if (options.feed?.isLive()) recheckAll()
  })
  const timer = setInterval(() => {
    pruneBuckets()
    recheckAll()
  }, options.recheckEveryMs ?? RECHECK_EVERY_MS)
  timer.unref()

  return {
    open({ ctx, cookie, end: socketEnd }) {
      const userId = ctx.actor.userId
      const socket: RealtimeSocket = { send: (data) => socketEnd.send(data) }
      const entry: Entry = {
        userId,
        cookie,
        end: socketEnd,
        socket,
        ctx,
        version: 0,
        open: true,
        disconnect: () => {},
      }
      let entries = entriesByUser.get(userId)
      if (entries && entries.size >= socketsPerUser) {
        entry.open = false
        socketEnd.close(REALTIME_CLOSE_CODES.tooManySockets, CLOSE_MESSAGES.tooManySockets)
        return undefined
      }
      if (!entries) {
        entries = new Set()
        entriesByUser.set(userId, entries)
      }
      entries.add(entry)
      entry.disconnect = hub.connect(userId, socket)
      return {
        socket,
        context: () => entry.ctx,
        async subscribe(topic) {
          if (!entry.open) return false
          if (!takeSubscribeToken(userId)) {
            endEntry(entry, 'subscribeRateLimited')
            return false
          }
          for (;;) {
            const version = entry.version
            const allowed = await maySubscribe(entry.ctx, topic)
            if (!entry.open) return false
            // The user's access changed while this was checked: check again with the new one.
            if (version !== entry.version) continue
            if (allowed) hub.subscribe(socket, topic)
            return allowed
          }
        },
        closed() {
          if (!entry.open) return
          forget(entry)
          entry.disconnect()
        },
      }
    },
    recheckUser,
    count: () => {
      let count = 0
      for (const entries of entriesByUser.values()) count += entries.size
      return count
    },
  }
}
