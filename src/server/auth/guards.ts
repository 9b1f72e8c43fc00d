import { createMiddleware } from 'hono/factory'
import { hasPermission, type Permission } from '../../shared/auth/permissions.ts'
import type { AppEnv, AuthedContext } from '../app-env.ts'
import { AppError } from '../lib/app-error.ts'

/** 401 unless the request carries a valid session. */
export const requireSession = createMiddleware<AppEnv>(async (c, next) => {
  if (!c.var.ctx.actor) throw new AppError('UNAUTHENTICATED', 'You need to sign in to do this.')
  await next()
})

/** 401 without a session, 403 when none of the caller's roles grants the permission (spec §6). */
export function requirePermission(permission: Permission) {
  return createMiddleware<AppEnv>(async (c, next) => {
    const actor = c.var.ctx.actor
    if (!actor) throw new AppError('UNAUTHENTICATED', 'You need to sign in to do this.')
    if (!hasPermission(actor.roles, permission)) {
      throw new AppError('FORBIDDEN', 'You do not have permission to do this.')
    }
    await next()
  })
}

/** The context of a route behind requireSession, typed with its actor. */
export function authed(ctx: AppEnv['Variables']['ctx']): AuthedContext {
  if (!ctx.actor) throw new AppError('UNAUTHENTICATED', 'You need to sign in to do this.')
  return ctx as AuthedContext
}
