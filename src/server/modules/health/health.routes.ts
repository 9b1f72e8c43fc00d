import { Hono } from 'hono'
import type { AppEnv } from '../../app-env.ts'
import { pingDatabase } from '../../db/client.ts'

/** Liveness with database reachability and latency; 503 when the database does not answer. */
export const healthRoutes = new Hono<AppEnv>().get('/', async (c) => {
  const { db, logger } = c.var.ctx
  try {
    const latencyMs = await pingDatabase(db)
    return c.json({
      status: 'ok' as const,
      database: { reachable: true, latencyMs: Math.round(latencyMs * 100) / 100 },
    })
  } catch (error) {
    logger.error({ err: error }, 'Health check: database unreachable')
    return c.json({ status: 'unhealthy' as const, database: { reachable: false, latencyMs: null } }, 503)
  }
})
