import { Hono } from 'hono'
import type { AppEnv } from '#server/app-env'
import { authed, requireSession } from '#server/auth/guards'
import { validate } from '#server/lib/validate'
import { listMobileTicketsQuerySchema } from '#shared/schemas/mobile'
import { getMobileSummary, listMyTickets } from './mobile.service.ts'

// Issue 10 mobile screens: reads for every signed-in user; what they count and list follows the
// caller's roles, dealers and own rows (see mobile.service.ts), never a parameter.
export const mobileRoutes = new Hono<AppEnv>()
  .use(requireSession)
  .get('/summary', async (c) => c.json(await getMobileSummary(authed(c.get('ctx')))))
  .get('/tickets', validate('query', listMobileTicketsQuerySchema), async (c) =>
    c.json(await listMyTickets(authed(c.get('ctx')), c.req.valid('query'))),
  )
