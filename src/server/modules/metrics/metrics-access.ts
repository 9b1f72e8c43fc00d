import { createHash, timingSafeEqual } from 'node:crypto'
import type { Context } from 'hono'
import { createMiddleware } from 'hono/factory'
import type { AppEnv } from '#server/app-env'
import type { Credential } from '#server/auth/guards'
import { AppError } from '#server/lib/app-error'
import { isAdminLevel } from '#shared/auth/permissions'

export interface MetricsRequest {
  /** METRICS_TOKEN, when configured. */
  token: string | undefined
  /** The Authorization header as sent. */
  authorization: string | undefined
  /** The TCP peer's address; unknown outside a real server. */
  remoteAddress: string | undefined
  /** The request carries a proxy's forwarding header. */
  forwarded: boolean
  /** The signed-in user's roles; null without a session. */
  sessionRoles: readonly string[] | null
  /** NODE_ENV=production: the same-host rule is off (issue 32). */
  production: boolean
  /** METRICS_PUBLIC=true: anyone may read them, the operator's explicit choice. */
  public: boolean
}

export type MetricsAccess = 'allowed' | 'unauthenticated' | 'forbidden'

/** The scraper's way in, as the API description's security scheme (the bearer check below). */
export const METRICS_TOKEN_CREDENTIAL: Credential = {
  scheme: 'metricsToken',
  definition: {
    type: 'http',
    scheme: 'bearer',
    description:
      "The server's METRICS_TOKEN as `Authorization: Bearer <token>`, for a Prometheus scraper; " +
      'accepted only when METRICS_TOKEN is set.',
  },
}

/**
 * Who may read /api/metrics (docs/operations.md, Monitoring):
 * - anyone when METRICS_PUBLIC=true;
 * - a scraper with `Authorization: Bearer $METRICS_TOKEN` when METRICS_TOKEN is set;
 * - outside production, anyone on the same host (loopback peer, no forwarding header) when
 *   METRICS_TOKEN is unset. Issue 32: not in production, where a proxy on the same host that sends
 *   no forwarding header would make every visitor look local; there the token is needed;
 * - a signed-in admin or super_admin, the roles of /system-health (spec §2.1).
 * Otherwise 401 when a token would help (METRICS_TOKEN set, or no session), 403 when it cannot
 * (a signed-in user without the role, or a remote scraper while METRICS_TOKEN is unset).
 */
export function decideMetricsAccess(request: MetricsRequest): MetricsAccess {
  if (request.public) return 'allowed'
  const bearer = /^Bearer\s+(\S+)\s*$/i.exec(request.authorization ?? '')?.[1]
  if (request.token && bearer && sameSecret(bearer, request.token)) return 'allowed'
  if (request.sessionRoles && isAdminLevel(request.sessionRoles)) return 'allowed'
  if (!request.token && !request.production && !request.forwarded && isLoopback(request.remoteAddress))
    return 'allowed'
  if (request.sessionRoles) return 'forbidden'
  return request.token ? 'unauthenticated' : 'forbidden'
}

export function isLoopback(address: string | undefined): boolean {
  if (!address) return false
  const v4 = address.startsWith('::ffff:') ? address.slice('::ffff:'.length) : address
  return v4 === '::1' || /^127\.\d{1,3}\.\d{1,3}\.\d{1,3}$/.test(v4)
}

// Compares digests so neither the length nor the content of the token leaks through timing.
function sameSecret(given: string, expected: string): boolean {
  const digest = (value: string) => createHash('sha256').update(value).digest()
  return timingSafeEqual(digest(given), digest(expected))
}

// A reverse proxy on the same host makes every visitor look like loopback; its headers give it away.
const FORWARDING_HEADERS = ['forwarded', 'x-forwarded-for', 'x-real-ip'] as const

/** The peer address from @hono/node-server's bindings; absent when the app is called directly (tests). */
function remoteAddressOf(c: Context<AppEnv>): string | undefined {
  const bindings = c.env as
    | {
        incoming?: { socket?: { remoteAddress?: string } }
        server?: { incoming?: { socket?: { remoteAddress?: string } } }
      }
    | undefined
  return (bindings?.server ?? bindings)?.incoming?.socket?.remoteAddress
}

export const requireMetricsAccess = createMiddleware<AppEnv>(async (c, next) => {
  const { env } = c.get('ctx')
  const access = decideMetricsAccess({
    token: env.METRICS_TOKEN,
    production: env.NODE_ENV === 'production',
    public: env.METRICS_PUBLIC ?? false,
    authorization: c.req.header('authorization'),
    remoteAddress: remoteAddressOf(c),
    forwarded: FORWARDING_HEADERS.some((name) => c.req.header(name) !== undefined),
    sessionRoles: c.get('ctx').actor?.roles ?? null,
  })
  if (access === 'unauthenticated') {
    c.header('www-authenticate', 'Bearer realm="metrics"')
    throw new AppError(
      'UNAUTHENTICATED',
      'Send Authorization: Bearer with the METRICS_TOKEN to read metrics.',
    )
  }
  if (access === 'forbidden')
    throw new AppError(
      'FORBIDDEN',
      'Metrics are served to admins, with the METRICS_TOKEN when one is set, or outside production to this host only.',
    )
  await next()
})
