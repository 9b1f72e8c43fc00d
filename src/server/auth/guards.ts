import { createMiddleware } from 'hono/factory'
import { hasPermission, type Permission } from '../../shared/auth/permissions.ts'
import type { AppEnv, AuthedContext } from '../app-env.ts'
import { AppError } from '../lib/app-error.ts'

/**
 * Who may call a route, kept on its guard middleware so the OpenAPI description is read from the
 * routes themselves: a session, a permission of spec §6, or a rule of the module's own, in words.
 */
export type AccessRule =
  | { kind: 'public' }
  | { kind: 'session' }
  | { kind: 'permission'; permission: Permission }
  | { kind: 'rule'; description: string }

const ACCESS_RULE = Symbol('dealerpilot.access-rule')

/** Tags a guard with the rule it enforces (metadata only: the guard itself is returned unchanged). */
export function describeAccess<Guard extends object>(guard: Guard, rule: AccessRule): Guard {
  Object.defineProperty(guard, ACCESS_RULE, { value: rule })
  return guard
}

/** The rule a guard was tagged with, or undefined for any other middleware or handler. */
export function accessRuleOf(handler: object): AccessRule | undefined {
  return (handler as { [ACCESS_RULE]?: AccessRule })[ACCESS_RULE]
}

/** Marks a route as open to anyone, for its description; it checks nothing and passes the request on. */
export const publicRoute = describeAccess(
  createMiddleware<AppEnv>(async (_c, next) => {
    await next()
  }),
  { kind: 'public' },
)

/** 401 unless the request carries a valid session. */
export const requireSession = describeAccess(
  createMiddleware<AppEnv>(async (c, next) => {
    if (!c.var.ctx.actor) throw new AppError('UNAUTHENTICATED', 'You need to sign in to do this.')
    await next()
  }),
  { kind: 'session' },
)

/** 401 without a session, 403 when none of the caller's roles grants the permission (spec §6). */
export function requirePermission(permission: Permission) {
  return describeAccess(
    createMiddleware<AppEnv>(async (c, next) => {
      const actor = c.var.ctx.actor
      if (!actor) throw new AppError('UNAUTHENTICATED', 'You need to sign in to do this.')
      if (!hasPermission(actor.roles, permission)) {
        throw new AppError('FORBIDDEN', 'You do not have permission to do this.')
      }
      await next()
    }),
    { kind: 'permission', permission },
  )
}

/** The context of a route behind requireSession, typed with its actor. */
export function authed(ctx: AppEnv['Variables']['ctx']): AuthedContext {
  if (!ctx.actor) throw new AppError('UNAUTHENTICATED', 'You need to sign in to do this.')
  return ctx as AuthedContext
}
