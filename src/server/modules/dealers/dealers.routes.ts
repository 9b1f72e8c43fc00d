import { Hono } from 'hono'
import type { AppEnv } from '#server/app-env'
import { authed, requirePermission, requireSession } from '#server/auth/guards'
import { validate } from '#server/lib/validate'
import {
  dealerIdParamSchema,
  dealerInputSchema,
  listDealersQuerySchema,
  updateDealerInputSchema,
} from '#shared/schemas/dealers'
import {
  createDealer,
  getDealerActivity,
  getDealerDetail,
  listEmployees,
  listVisibleDealers,
  updateDealer,
} from './dealers.service.ts'

// Readable by staff who see Dealer Management and, for their own dealer only, by dealer staff;
// written by DEALER_MANAGEMENT (spec §6).
export const dealerRoutes = new Hono<AppEnv>()
  .use(requireSession)
  .get('/', validate('query', listDealersQuerySchema), async (c) =>
    c.json(await listVisibleDealers(authed(c.get('ctx')), c.req.valid('query'))),
  )
  .post('/', requirePermission('DEALER_MANAGEMENT'), validate('json', dealerInputSchema), async (c) =>
    c.json(await createDealer(authed(c.get('ctx')), c.req.valid('json')), 201),
  )
  .get('/:id', validate('param', dealerIdParamSchema), async (c) =>
    c.json(await getDealerDetail(authed(c.get('ctx')), c.req.valid('param').id)),
  )
  .patch(
    '/:id',
    requirePermission('DEALER_MANAGEMENT'),
    validate('param', dealerIdParamSchema),
    validate('json', updateDealerInputSchema),
    async (c) =>
      c.json(await updateDealer(authed(c.get('ctx')), c.req.valid('param').id, c.req.valid('json'))),
  )
  .get('/:id/employees', validate('param', dealerIdParamSchema), async (c) =>
    c.json(await listEmployees(authed(c.get('ctx')), c.req.valid('param').id)),
  )
  .get('/:id/activity', validate('param', dealerIdParamSchema), async (c) =>
    c.json(await getDealerActivity(authed(c.get('ctx')), c.req.valid('param').id)),
  )
