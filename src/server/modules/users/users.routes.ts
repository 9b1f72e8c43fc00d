import { Hono } from 'hono'
import type { AppEnv } from '#server/app-env'
import { authed, checkedByService, requirePermission, requireSession } from '#server/auth/guards'
import { validate } from '#server/lib/validate'
import {
  grantRoleInputSchema,
  listUsersQuerySchema,
  userIdParamSchema,
  userRoleParamSchema,
} from '#shared/schemas/users'
import {
  deactivateUser,
  getUserAudit,
  grantRole,
  listUsers,
  reactivateUser,
  removeRole,
} from './users.service.ts'

const userManagement = requirePermission('USER_MANAGEMENT')
// users.service.ts assertMayChangeStatus, for the API description (the service enforces it).
const mayChangeStatus = checkedByService({
  kind: 'rule',
  description:
    'User managers; for an account holding dealer roles only, also DEALER_MANAGEMENT and that ' +
    "dealer's own dealer managers; a super_admin account: a super admin only",
})

// Spec §2.1 /admin, USER_MANAGEMENT (§6). Deactivation is also open to whoever runs a dealer's
// people, for that dealer's staff (the service decides, 403 otherwise).
export const userRoutes = new Hono<AppEnv>()
  .use(requireSession)
  .get('/', userManagement, validate('query', listUsersQuerySchema), async (c) =>
    c.json(await listUsers(authed(c.get('ctx')), c.req.valid('query'))),
  )
  .get('/:id/audit', userManagement, validate('param', userIdParamSchema), async (c) =>
    c.json(await getUserAudit(authed(c.get('ctx')), c.req.valid('param').id)),
  )
  .post(
    '/:id/roles',
    userManagement,
    validate('param', userIdParamSchema),
    validate('json', grantRoleInputSchema),
    async (c) =>
      c.json(await grantRole(authed(c.get('ctx')), c.req.valid('param').id, c.req.valid('json')), 201),
  )
  .delete('/:id/roles/:role', userManagement, validate('param', userRoleParamSchema), async (c) => {
    const { id, role } = c.req.valid('param')
    return c.json(await removeRole(authed(c.get('ctx')), id, role))
  })
  .post('/:id/deactivate', mayChangeStatus, validate('param', userIdParamSchema), async (c) =>
    c.json(await deactivateUser(authed(c.get('ctx')), c.req.valid('param').id)),
  )
  .post('/:id/reactivate', mayChangeStatus, validate('param', userIdParamSchema), async (c) =>
    c.json(await reactivateUser(authed(c.get('ctx')), c.req.valid('param').id)),
  )
