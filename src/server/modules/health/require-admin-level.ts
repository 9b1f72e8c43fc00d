import { createMiddleware } from 'hono/factory'
import { isAdminLevel } from '../../../shared/auth/permissions.ts'
import type { AppEnv } from '../../app-env.ts'
import { AppError } from '../../lib/app-error.ts'

/**
 * 401 without a session, 403 unless admin-level (spec §6 helper rule: admin or super_admin), the
 * roles of /system-health in spec §2.1 and of the audit log view (issue 11).
 */
export const requireAdminLevel = createMiddleware<AppEnv>(async (c, next) => {
  const actor = c.get('ctx').actor
  if (!actor) throw new AppError('UNAUTHENTICATED', 'You need to sign in to do this.')
  if (!isAdminLevel(actor.roles)) throw new AppError('FORBIDDEN', 'You do not have permission to do this.')
  await next()
})
