import { Hono } from 'hono'
import type { AppEnv } from '#server/app-env'
import { authed, describedGuard, publicRoute, rolesRule } from '#server/auth/guards'
import { validate } from '#server/lib/validate'
import { requireAdminLevel } from '#server/modules/health/require-admin-level'
import { isAdminLevel } from '#shared/auth/permissions'
import { updateAppSettingsSchema } from '#shared/schemas/settings'
import { readAppSettings, readAuthConfig, updateAppSettings } from './settings.service.ts'

// Issue 32: the run-time settings, read and changed by admin-level roles (admin, super_admin).
export const settingsRoutes = new Hono<AppEnv>()
  .use(describedGuard(requireAdminLevel, rolesRule('Admin-level roles', isAdminLevel)))
  .get('/', async (c) => c.json(await readAppSettings(c.get('ctx').db, c.get('ctx').env)))
  .patch('/', validate('json', updateAppSettingsSchema), async (c) =>
    c.json(await updateAppSettings(authed(c.get('ctx')), c.req.valid('json'))),
  )

// Public: the sign-in page shows the Sign Up form or the invitation-only note before anyone signs in.
export const authConfigRoutes = new Hono<AppEnv>().get('/', publicRoute, async (c) =>
  c.json(await readAuthConfig(c.get('ctx').db, c.get('ctx').env)),
)
