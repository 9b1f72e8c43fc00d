import { Hono } from 'hono'
import type { AppEnv } from '../../app-env.ts'
import { METRICS_CONTENT_TYPE, type Metrics } from '../../lib/metrics.ts'
import { requireMetricsAccess } from './metrics-access.ts'

/** GET /api/metrics: this instance's Prometheus metrics (access rule in metrics-access.ts). */
export function createMetricsRoutes(metrics: Metrics) {
  return new Hono<AppEnv>().get('/', requireMetricsAccess, (c) =>
    c.body(metrics.render(), 200, { 'content-type': METRICS_CONTENT_TYPE, 'cache-control': 'no-store' }),
  )
}
