import { Hono } from 'hono'
import type { AppEnv } from '../../app-env.ts'
import { authed, requireSession } from '../../auth/guards.ts'
import { getCurrentUser } from './me.service.ts'

export const meRoutes = new Hono<AppEnv>()
  .use(requireSession)
  .get('/', async (c) => c.json(await getCurrentUser(authed(c.var.ctx))))
