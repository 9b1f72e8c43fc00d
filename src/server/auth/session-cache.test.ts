import { describe, expect, it } from 'vitest'
import type { Actor } from './actor.ts'
import type { AuthChangeFeed, AuthChangeListener } from './auth-change-feed.ts'
import { createSessionCache } from './session-cache.ts'

/** A feed the test drives by hand: what the database triggers would say. */
function manualFeed() {
  const listeners = new Set<AuthChangeListener>()
  let live = true
  const feed: AuthChangeFeed = {
    subscribe(listener) {
      listeners.add(listener)
      return () => listeners.delete(listener)
    },
    isLive: () => live,
    close: async () => {},
  }
  return {
    feed,
    changed: (userId: string | null) => {
      for (const listener of listeners) listener(userId)
    },
    setLive: (value: boolean) => {
      live = value
    },
  }
}

const actor = (userId: string, sessionId = `s-${userId}`): Actor => ({
  userId,
  email: `${userId}@example.test`,
  roles: ['standard_user'],
  twoFactorEnabled: false,
  dealerIds: [],
  sessionId,
})
const farFuture = new Date(Date.now() + 86_400_000)

describe('session cache', () => {
  it('serves a stored caller until a change of that user is heard, and only theirs', () => {
    const { feed, changed } = manualFeed()
    const cache = createSessionCache({ feed, ttlMs: 60_000 })
    cache.set('cookie-a1', actor('a', 's1'), farFuture, cache.generation())
    cache.set('cookie-a2', actor('a', 's2'), farFuture, cache.generation())
    cache.set('cookie-b', actor('b'), farFuture, cache.generation())
    expect(cache.get('cookie-a1')?.sessionId).toBe('s1')
    expect(cache.userOf('cookie-a2')).toBe('a')
    changed('a')
    expect(cache.get('cookie-a1')).toBeUndefined()
    expect(cache.get('cookie-a2')).toBeUndefined()
    expect(cache.get('cookie-b')?.userId).toBe('b')
    changed(null)
    expect(cache.size()).toBe(0)
  })

  it('keeps nothing a lookup read before a change that arrived while it was in flight', () => {
    const { feed, changed } = manualFeed()
    const cache = createSessionCache({ feed, ttlMs: 60_000 })
    const before = cache.generation()
    changed('someone-else')
    cache.set('cookie', actor('a'), farFuture, before)
    expect(cache.get('cookie')).toBeUndefined()
    cache.set('cookie', actor('a'), farFuture, cache.generation())
    expect(cache.get('cookie')).toBeDefined()
  })

  it('serves and stores nothing while the feed is down', () => {
    const { feed, setLive } = manualFeed()
    const cache = createSessionCache({ feed, ttlMs: 60_000 })
    cache.set('cookie', actor('a'), farFuture, cache.generation())
    setLive(false)
    expect(cache.get('cookie')).toBeUndefined()
    cache.set('other', actor('b'), farFuture, cache.generation())
    setLive(true)
    expect(cache.get('other')).toBeUndefined()
  })

  it('ends an entry at the session expiry or the time to live, whichever comes first', () => {
    const { feed } = manualFeed()
    let now = 1_000_000
    const cache = createSessionCache({ feed, ttlMs: 10_000, now: () => now })
    cache.set('short-session', actor('a'), new Date(now + 5_000), cache.generation())
    cache.set('long-session', actor('b'), new Date(now + 86_400_000), cache.generation())
    now += 5_000
    expect(cache.get('short-session')).toBeUndefined()
    expect(cache.get('long-session')).toBeDefined()
    now += 5_000
    expect(cache.get('long-session')).toBeUndefined()
    expect(cache.size()).toBe(0)
  })

  it('evicts the oldest entry beyond its size and freezes what it shares between requests', () => {
    const { feed } = manualFeed()
    const cache = createSessionCache({ feed, ttlMs: 60_000, maxEntries: 2 })
    for (const name of ['one', 'two', 'three']) cache.set(name, actor(name), farFuture, cache.generation())
    expect(cache.get('one')).toBeUndefined()
    expect(cache.get('three')).toBeDefined()
    expect(cache.size()).toBe(2)
    const shared = cache.get('two') as Actor
    expect(() => (shared.roles as string[]).push('super_admin')).toThrow()
  })
})
