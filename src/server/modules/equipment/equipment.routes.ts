import { Hono } from 'hono'
import type { AppEnv } from '#server/app-env'
import { authed, requirePermission, requireSession } from '#server/auth/guards'
import { csvDownloadHeaders } from '#server/lib/csv'
import { validate } from '#server/lib/validate'
import {
  equipmentIdParamSchema,
  equipmentInputSchema,
  equipmentStatusInputSchema,
  exportEquipmentQuerySchema,
  listEquipmentQuerySchema,
  listSchedulesQuerySchema,
  maintenancePlanInputSchema,
  serviceEntryInputSchema,
  serviceLogQuerySchema,
  updateEquipmentInputSchema,
} from '#shared/schemas/equipment'
import {
  changeEquipmentStatus,
  createEquipment,
  exportEquipmentCsv,
  getVisibleEquipment,
  listEquipmentDealerOptions,
  listMaintenanceSchedules,
  listServiceLog,
  listVisibleEquipment,
  recordService,
  removeMaintenancePlan,
  setMaintenancePlan,
  updateEquipment,
} from './equipment.service.ts'

// Spec §2.12 Equipment Management. Reading follows the dealer scope (staff who see Dealer Management
// read every dealer; dealer staff only their own dealer, e.g. on their dealer page); writing needs
// DEALER_MANAGEMENT (spec §6).
const write = requirePermission('DEALER_MANAGEMENT')

export const equipmentRoutes = new Hono<AppEnv>()
  .use(requireSession)
  .get('/', validate('query', listEquipmentQuerySchema), async (c) =>
    c.json(await listVisibleEquipment(authed(c.get('ctx')), c.req.valid('query'))),
  )
  .get('/export.csv', validate('query', exportEquipmentQuerySchema), async (c) => {
    const { csv, fileName } = await exportEquipmentCsv(authed(c.get('ctx')), c.req.valid('query'))
    return c.body(csv, 200, csvDownloadHeaders(fileName))
  })
  .get('/schedules', validate('query', listSchedulesQuerySchema), async (c) =>
    c.json(await listMaintenanceSchedules(authed(c.get('ctx')), c.req.valid('query'))),
  )
  .get('/service-log', validate('query', serviceLogQuerySchema), async (c) =>
    c.json(await listServiceLog(authed(c.get('ctx')), c.req.valid('query').limit)),
  )
  .get('/dealer-options', write, async (c) => c.json(await listEquipmentDealerOptions(authed(c.get('ctx')))))
  .post('/', write, validate('json', equipmentInputSchema), async (c) =>
    c.json({ equipment: await createEquipment(authed(c.get('ctx')), c.req.valid('json')) }, 201),
  )
  .get('/:id', validate('param', equipmentIdParamSchema), async (c) =>
    c.json({ equipment: await getVisibleEquipment(authed(c.get('ctx')), c.req.valid('param').id) }),
  )
  .patch(
    '/:id',
    write,
    validate('param', equipmentIdParamSchema),
    validate('json', updateEquipmentInputSchema),
    async (c) =>
      c.json({
        equipment: await updateEquipment(authed(c.get('ctx')), c.req.valid('param').id, c.req.valid('json')),
      }),
  )
  .patch(
    '/:id/status',
    write,
    validate('param', equipmentIdParamSchema),
    validate('json', equipmentStatusInputSchema),
    async (c) =>
      c.json({
        equipment: await changeEquipmentStatus(
          authed(c.get('ctx')),
          c.req.valid('param').id,
          c.req.valid('json').status,
        ),
      }),
  )
  .put(
    '/:id/maintenance-plan',
    write,
    validate('param', equipmentIdParamSchema),
    validate('json', maintenancePlanInputSchema),
    async (c) =>
      c.json({
        equipment: await setMaintenancePlan(
          authed(c.get('ctx')),
          c.req.valid('param').id,
          c.req.valid('json'),
        ),
      }),
  )
  .delete('/:id/maintenance-plan', write, validate('param', equipmentIdParamSchema), async (c) =>
    c.json({ equipment: await removeMaintenancePlan(authed(c.get('ctx')), c.req.valid('param').id) }),
  )
  .post(
    '/:id/services',
    write,
    validate('param', equipmentIdParamSchema),
    validate('json', serviceEntryInputSchema),
    async (c) =>
      c.json(
        {
          equipment: await recordService(authed(c.get('ctx')), c.req.valid('param').id, c.req.valid('json')),
        },
        201,
      ),
  )
