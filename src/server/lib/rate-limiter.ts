import type { MiddlewareHandler } from 'hono'
import { createMiddleware } from 'hono/factory'
import type { AppEnv } from '../app-env.ts'
import { AppError } from './app-error.ts'

/**
 * A fixed-window counter per key, in memory. One instance per rule; with several app instances
 * each keeps its own counts (a documented limit until the scale-out work moves it to Redis).
 */
export interface RateLimitRule {
  /** How many hits a key may have inside one window. */
  max: number
  windowMs: number
}

export interface RateLimiter {
  /** Counts a hit; answers how many seconds to wait when the key is over its limit. */
  hit(key: string): { limited: boolean; retryAfterSeconds: number }
  /** Whether the key is over the limit, without counting. */
  check(key: string): { limited: boolean; retryAfterSeconds: number }
  reset(key: string): void
}

export function createRateLimiter(rule: RateLimitRule, now: () => number = Date.now): RateLimiter {
  const windows = new Map<string, { count: number; resetAt: number }>()

  function current(key: string) {
    const time = now()
    let window = windows.get(key)
    if (!window || window.resetAt <= time) {
      window = { count: 0, resetAt: time + rule.windowMs }
      windows.set(key, window)
    }
    // Keep the map from growing without bound under a spray of distinct keys.
    if (windows.size > 10_000) {
      for (const [other, value] of windows) if (value.resetAt <= time) windows.delete(other)
    }
    return { window, time }
  }

  function answer(window: { count: number; resetAt: number }, time: number) {
    const limited = window.count > rule.max
    return { limited, retryAfterSeconds: limited ? Math.ceil((window.resetAt - time) / 1000) : 0 }
  }

  return {
    hit(key) {
      const { window, time } = current(key)
      window.count += 1
      return answer(window, time)
    },
    check(key) {
      const { window, time } = current(key)
      return {
        limited: window.count >= rule.max,
        retryAfterSeconds: Math.ceil((window.resetAt - time) / 1000),
      }
    },
    reset(key) {
      windows.delete(key)
    },
  }
}

/** Throws the readable 429 every limited route answers with ("Too many attempts", or messages, uploads...). */
export function throwRateLimited(retryAfterSeconds: number, what = 'attempts'): never {
  const minutes = Math.max(1, Math.ceil(retryAfterSeconds / 60))
  throw new AppError(
    'RATE_LIMITED',
    `Too many ${what}. Please wait ${minutes} minute${minutes === 1 ? '' : 's'} and try again.`,
    { retryAfterSeconds },
  )
}

/** Counts a hit for the key and answers 429 when it is over the limit. */
export function enforceRateLimit(limiter: RateLimiter, key: string, what?: string): void {
  const hit = limiter.hit(key)
  if (hit.limited) throwRateLimited(hit.retryAfterSeconds, what)
}

/**
 * Counts every request of the signed-in user (not the IP: offices share one address, and a user
 * cannot dodge it by changing networks). Anonymous requests pass; the route's guard answers 401.
 * Must run after the session is loaded.
 */
export function perUserRateLimit(
  rule: RateLimitRule,
  options: { enabled: boolean; what: string },
): MiddlewareHandler<AppEnv> {
  const limiter = createRateLimiter(rule)
  return createMiddleware<AppEnv>(async (c, next) => {
    const userId = c.var.ctx?.actor?.userId
    if (options.enabled && userId) enforceRateLimit(limiter, userId, options.what)
    await next()
  })
}
