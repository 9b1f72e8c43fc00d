import { Hono } from 'hono'
import type { AppEnv } from '../../app-env.ts'
import { authed, requireSession } from '../../auth/guards.ts'
import { getMobileSummary } from './mobile.service.ts'

// Issue 10 mobile dashboard: one read for every signed-in user; what it counts follows the caller's
// roles and dealers (see mobile.service.ts), so there is nothing to validate but the session.
export const mobileRoutes = new Hono<AppEnv>()
  .use(requireSession)
  .get('/summary', async (c) => c.json(await getMobileSummary(authed(c.var.ctx))))
