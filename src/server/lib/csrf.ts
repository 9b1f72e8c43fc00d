import type { Context } from 'hono'
import { createMiddleware } from 'hono/factory'
import { AppError } from './app-error.ts'

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS'])

/**
 * A WebSocket handshake is a GET that browsers send cross-site with the user's cookies and that no
 * CORS rule stops: without this check any site could open the realtime socket as the signed-in
 * user and read their events (cross-site WebSocket hijacking).
 */
function isWebSocketUpgrade(c: Context): boolean {
  return c.req.header('upgrade')?.toLowerCase() === 'websocket'
}

/**
 * Cross-site request forgery guard for state-changing requests and WebSocket handshakes, on every
 * route under /api (including better-auth's /api/auth/*, which checks origins once more itself).
 * Session cookies are SameSite=Lax; on top of that a browser request must come from one of our
 * origins: its Origin header (or, without one, Sec-Fetch-Site) has to say so. Non-browser clients
 * send neither and pass.
 */
export function csrfGuard(trustedOrigins: readonly string[]) {
  const trusted = new Set(trustedOrigins)
  return createMiddleware((c, next) => {
    if (!SAFE_METHODS.has(c.req.method) || isWebSocketUpgrade(c)) {
      const origin = c.req.header('origin')
      const fetchSite = c.req.header('sec-fetch-site')
      const allowed = origin
        ? trusted.has(origin)
        : !fetchSite || fetchSite === 'same-origin' || fetchSite === 'none'
      if (!allowed) throw new AppError('FORBIDDEN', 'Cross-site request refused.')
    }
    return next()
  })
}
