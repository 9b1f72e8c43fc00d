import { createMiddleware } from 'hono/factory'
import { AppError } from './app-error.ts'

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS'])

/**
 * Cross-site request forgery guard for state-changing requests. Session cookies are SameSite=Lax;
 * on top of that a browser request must come from one of our origins: its Origin header (or,
 * without one, Sec-Fetch-Site) has to say so. Non-browser clients send neither and pass.
 */
export function csrfGuard(trustedOrigins: readonly string[]) {
  const trusted = new Set(trustedOrigins)
  return createMiddleware(async (c, next) => {
    if (!SAFE_METHODS.has(c.req.method)) {
      const origin = c.req.header('origin')
      const fetchSite = c.req.header('sec-fetch-site')
      const allowed = origin
        ? trusted.has(origin)
        : !fetchSite || fetchSite === 'same-origin' || fetchSite === 'none'
      if (!allowed) throw new AppError('FORBIDDEN', 'Cross-site request refused.')
    }
    await next()
  })
}
