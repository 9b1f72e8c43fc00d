import { Hono } from 'hono'
import type { AppEnv } from '#server/app-env'
import { describedGuard, rolesRule } from '#server/auth/guards'
import { METRICS_CONTENT_TYPE, type Metrics } from '#server/lib/metrics'
import { isAdminLevel } from '#shared/auth/permissions'
import { METRICS_TOKEN_CREDENTIAL, requireMetricsAccess } from './metrics-access.ts'

const adminLevel = rolesRule('Signed-in admin-level roles', isAdminLevel)
/** decideMetricsAccess in words: the session rule, plus the two ways a scraper gets in without one. */
const metricsAccess = describedGuard(requireMetricsAccess, {
  ...adminLevel,
  description:
    `${adminLevel.description}; a scraper sending \`Authorization: Bearer\` with METRICS_TOKEN when one ` +
    'is set; without METRICS_TOKEN, a caller on the same host (loopback, no forwarding header)',
  alsoAccepts: [METRICS_TOKEN_CREDENTIAL],
})

/** GET /api/metrics: this instance's Prometheus metrics (access rule in metrics-access.ts). */
export function createMetricsRoutes(metrics: Metrics) {
  return new Hono<AppEnv>().get('/', metricsAccess, async (c) =>
    c.body(await metrics.render(), 200, {
      'content-type': METRICS_CONTENT_TYPE,
      'cache-control': 'no-store',
    }),
  )
}
