import { Hono } from 'hono'
import type { AppEnv } from '#server/app-env'
import { authed, describedGuard, publicRoute, rolesRule } from '#server/auth/guards'
import { pingDatabase } from '#server/db/client'
import { logBuffer } from '#server/lib/logger'
import { validate } from '#server/lib/validate'
import { isAdminLevel } from '#shared/auth/permissions'
import {
  type HealthRunResponse,
  type LivenessResponse,
  logQuerySchema,
  type ReadinessResponse,
} from '#shared/schemas/system-health'
import { getHealthHistory, getHealthOverview, readLogs, runHealthChecks } from './health.service.ts'
import { checkReadiness } from './readiness.ts'
import { requireAdminLevel } from './require-admin-level.ts'

const adminLevel = describedGuard(requireAdminLevel, rolesRule('Admin-level roles', isAdminLevel))

/** Liveness with database reachability and latency; 503 when the database does not answer. */
export const healthRoutes = new Hono<AppEnv>()
  .get('/', publicRoute, async (c) => {
    const { db, logger } = c.get('ctx')
    try {
      const latencyMs = await pingDatabase(db)
      return c.json({
        status: 'ok',
        database: { reachable: true, latencyMs: Math.round(latencyMs * 100) / 100 },
      } satisfies LivenessResponse)
    } catch (error) {
      logger.error({ err: error }, 'Health check: database unreachable')
      return c.json(
        { status: 'unhealthy', database: { reachable: false, latencyMs: null } } satisfies LivenessResponse,
        503,
      )
    }
  })
  // Readiness for load balancers (issue 11): the database answers and every committed migration is applied.
  .get('/ready', publicRoute, async (c) => {
    const readiness = await checkReadiness(c.get('ctx').db)
    if (!readiness.ready) c.get('ctx').logger.warn({ readiness }, 'Readiness check: not ready')
    return c.json(
      { status: readiness.ready ? 'ready' : 'not_ready', ...readiness } satisfies ReadinessResponse,
      readiness.ready ? 200 : 503,
    )
  })
  // The system-health page (spec §2.1: admin, super_admin).
  .get('/checks', adminLevel, async (c) => c.json(await getHealthOverview(c.get('ctx').db, c.get('ctx').env)))
  .post('/checks/run', adminLevel, async (c) => {
    const ctx = authed(c.get('ctx'))
    const run = await runHealthChecks(ctx, { trigger: 'manual', triggeredBy: ctx.actor.userId })
    return c.json({ run } satisfies HealthRunResponse, 201)
  })
  .get('/history', adminLevel, async (c) => c.json(await getHealthHistory(c.get('ctx').db)))
  .get('/logs', adminLevel, validate('query', logQuerySchema), (c) =>
    c.json(readLogs(logBuffer, c.req.valid('query'), c.get('ctx').logger.level)),
  )
