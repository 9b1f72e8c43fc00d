import type { Actor } from './actor.ts'
import type { AuthChangeFeed } from './auth-change-feed.ts'

/**
 * Who a session cookie belongs to, kept in memory so that an authenticated request costs no
 * database round trip for its session, user, roles and dealers (issue 12, bench/read-api.ts).
 * Correct across instances because every change to those rows reaches every instance through the
 * auth change feed (database triggers, docs/decisions/019-session-cache.md) and drops the user's
 * entries; while the feed is down nothing is served from memory.
 *
 * Keyed by the whole signed cookie value: only the exact value better-auth accepted matches, so a
 * hit needs no signature check.
 */
export interface SessionCache {
  get(cookie: string): Actor | undefined
  /** Taken before a lookup; `set` keeps the result only if nothing changed meanwhile. */
  generation(): number
  set(cookie: string, actor: Actor, sessionExpiresAt: Date, generation: number): void
  /** Drops every entry of the user (this instance changed their sessions, roles or dealers). */
  forgetUser(userId: string): void
  /** The user a cached cookie belongs to, if cached. */
  userOf(cookie: string): string | undefined
  size(): number
}

export interface SessionCacheOptions {
  feed: AuthChangeFeed
  /** An entry is looked up again after this long even if no change was heard (a backstop). */
  ttlMs: number
  maxEntries?: number
  now?: () => number
}

interface Entry {
  actor: Actor
  /** The earlier of the session's expiry and the entry's time to live. */
  validUntil: number
}

export function createSessionCache(options: SessionCacheOptions): SessionCache {
  const { feed, ttlMs } = options
  const maxEntries = options.maxEntries ?? 50_000
  const now = options.now ?? Date.now
  /** In insertion order, which is also least-recently-stored first: the oldest is evicted. */
  const entries = new Map<string, Entry>()
  const cookiesByUser = new Map<string, Set<string>>()
  let generation = 0

  function remove(cookie: string) {
    const entry = entries.get(cookie)
    if (!entry) return
    entries.delete(cookie)
    const cookies = cookiesByUser.get(entry.actor.userId)
    cookies?.delete(cookie)
    if (cookies?.size === 0) cookiesByUser.delete(entry.actor.userId)
  }

  function forgetUser(userId: string) {
    // Bumped even when nothing is cached: a lookup in flight must not store what it read before.
    generation += 1
    for (const cookie of cookiesByUser.get(userId) ?? []) entries.delete(cookie)
    cookiesByUser.delete(userId)
  }

  feed.subscribe((userId) => {
    if (userId !== null) return forgetUser(userId)
    generation += 1
    entries.clear()
    cookiesByUser.clear()
  })

  return {
    get(cookie) {
      if (!feed.isLive()) return undefined
      const entry = entries.get(cookie)
      if (!entry) return undefined
      if (entry.validUntil <= now()) {
        remove(cookie)
        return undefined
      }
      return entry.actor
    },
    generation: () => generation,
    set(cookie, actor, sessionExpiresAt, seenGeneration) {
      if (seenGeneration !== generation || !feed.isLive()) return
      remove(cookie)
      // Frozen: every request of the user shares this object, so none may change it for the others.
      Object.freeze(actor.roles)
      Object.freeze(actor.dealerIds)
      entries.set(cookie, {
        actor: Object.freeze(actor),
        validUntil: Math.min(sessionExpiresAt.getTime(), now() + ttlMs),
      })
      const cookies = cookiesByUser.get(actor.userId) ?? new Set<string>()
      cookies.add(cookie)
      cookiesByUser.set(actor.userId, cookies)
      if (entries.size > maxEntries) {
        const oldest = entries.keys().next().value
        if (oldest !== undefined) remove(oldest)
      }
    },
    forgetUser,
    userOf: (cookie) => entries.get(cookie)?.actor.userId,
    size: () => entries.size,
  }
}
