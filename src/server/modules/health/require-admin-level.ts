import { createMiddleware } from 'hono/factory'
import type { AppEnv } from '#server/app-env'
import { AppError } from '#server/lib/app-error'
import { isAdminLevel } from '#shared/auth/permissions'

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
