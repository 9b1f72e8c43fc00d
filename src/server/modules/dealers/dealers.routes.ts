import { Hono } from 'hono'
import { dealerIdParamSchema, listDealersQuerySchema } from '../../../shared/schemas/dealers.ts'
import type { AppEnv } from '../../app-env.ts'
import { authed, requireSession } from '../../auth/guards.ts'
import { validate } from '../../lib/validate.ts'
import { getVisibleDealer, listVisibleDealers } from './dealers.service.ts'

// Readable by staff who see Dealer Management and, for their own dealer only, by dealer staff.
export const dealerRoutes = new Hono<AppEnv>()
  .use(requireSession)
  .get('/', validate('query', listDealersQuerySchema), async (c) =>
    c.json(await listVisibleDealers(authed(c.var.ctx), c.req.valid('query'))),
  )
  .get('/:id', validate('param', dealerIdParamSchema), async (c) =>
    c.json({ dealer: await getVisibleDealer(authed(c.var.ctx), c.req.valid('param').id) }),
  )
