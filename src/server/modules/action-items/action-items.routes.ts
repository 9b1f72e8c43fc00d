import { Hono } from 'hono'
import type { AppEnv } from '#server/app-env'
import { authed, requireSession } from '#server/auth/guards'
import { listActionItems } from './action-items.service.ts'

// Issue 35 item 1: every signed-in user's own to-do list; what it holds follows the caller's
// dealers and own rows (action-items.service.ts), never a parameter.
export const actionItemsRoutes = new Hono<AppEnv>()
  .use(requireSession)
  .get('/', async (c) => c.json(await listActionItems(authed(c.get('ctx')))))
