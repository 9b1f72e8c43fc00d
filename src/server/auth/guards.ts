import type { MiddlewareHandler } from 'hono'
import { createMiddleware } from 'hono/factory'
import type { AppEnv, AuthedContext } from '#server/app-env'
import { AppError } from '#server/lib/app-error'
import { hasPermission, type Permission } from '#shared/auth/permissions'
import { ROLES, type Role } from '#shared/auth/roles'

/**
 * Who may call a route, kept on its guard middleware so the OpenAPI description is read from the
 * routes themselves: a session, a permission of spec §6, or a rule of the module's own, in words.
 */
export type AccessRule =
  | { kind: 'public' }
  | { kind: 'session' }
  | { kind: 'permission'; permission: Permission }
  | {
      kind: 'rule'
      description: string
      /** The signed-in roles that pass, where the rule is a list of roles (the document lists them). */
      roles?: readonly Role[]
      /** Credentials the guard lets through without a session (the document's security schemes). */
      alsoAccepts?: readonly Credential[]
    }

/**
 * A credential a guard accepts in place of the session cookie, as an OpenAPI security scheme:
 * `scheme` is its name under components.securitySchemes, `definition` the scheme itself.
 */
export interface Credential {
  scheme: string
  definition: { type: 'http'; scheme: 'bearer'; description: string }
}

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
  createMiddleware<AppEnv>((_c, next) => next()),
  { kind: 'public' },
)

// The guards below are plain functions that throw or hand on next()'s promise: every request passes
// a few of them, and an async function's own promise costs each one (issue 12 read API profile).

/** 401 unless the request carries a valid session. */
export const requireSession = describeAccess(
  createMiddleware<AppEnv>((c, next) => {
    if (!c.get('ctx').actor) throw new AppError('UNAUTHENTICATED', 'You need to sign in to do this.')
    return next()
  }),
  { kind: 'session' },
)

/** 401 without a session, 403 when none of the caller's roles grants the permission (spec §6). */
export function requirePermission(permission: Permission) {
  return describeAccess(
    createMiddleware<AppEnv>((c, next) => {
      const actor = c.get('ctx').actor
      if (!actor) throw new AppError('UNAUTHENTICATED', 'You need to sign in to do this.')
      if (!hasPermission(actor.roles, permission)) {
        throw new AppError('FORBIDDEN', 'You do not have permission to do this.')
      }
      return next()
    }),
    { kind: 'permission', permission },
  )
}

/** The context of a route behind requireSession, typed with its actor. */
export function authed(ctx: AppEnv['Variables']['ctx']): AuthedContext {
  if (!ctx.actor) throw new AppError('UNAUTHENTICATED', 'You need to sign in to do this.')
  return ctx as AuthedContext
}

/**
 * A rule that lets exactly the roles `passes` accepts, named in words: the roles are computed from
 * the same predicate the guard calls, so the description cannot drift from the check.
 */
export function rolesRule(
  who: string,
  passes: (roles: readonly string[]) => boolean,
): Extract<AccessRule, { kind: 'rule' }> {
  const roles = ROLES.filter((role) => passes([role]))
  return { kind: 'rule', description: `${who} (${roles.join(', ')})`, roles }
}

/**
 * A module's guard, described for the API description: a middleware that runs `guard` unchanged and
 * carries `rule`. Used for guards shared by several modules (requireAdminLevel serves health, audit
 * and settings): a tag is set once on the object, so tagging the shared guard itself would give
 * every module the first module's words (and a second tag throws). requireKnowledgeRead is tagged
 * itself instead: the bot and knowledge modules describe it in the same words, written once.
 */
export function describedGuard(
  guard: MiddlewareHandler<AppEnv>,
  rule: AccessRule,
): MiddlewareHandler<AppEnv> {
  return describeAccess(
    createMiddleware<AppEnv>((c, next) => guard(c, next)),
    rule,
  )
}

/**
 * For a rule that a module's service enforces on every call, where no middleware does: it checks
 * nothing and passes the request on, and tells the API description what the service refuses (403).
 * Put it after the guard that needs the session.
 */
export function checkedByService(rule: AccessRule) {
  return describeAccess(
    createMiddleware<AppEnv>(async (_c, next) => {
      await next()
    }),
    rule,
  )
}

const NOT_AN_ACCESS_CHECK = Symbol('dealerpilot.not-an-access-check')

/**
 * Marks module middleware that decides nothing about who may call (a body limit), so the API
 * description does not say the module "runs checks of its own" because of it. Metadata only.
 */
export function notAnAccessCheck<Middleware extends object>(middleware: Middleware): Middleware {
  Object.defineProperty(middleware, NOT_AN_ACCESS_CHECK, { value: true })
  return middleware
}

/** Whether a middleware was marked with notAnAccessCheck. */
export function isNotAnAccessCheck(handler: object): boolean {
  return (handler as { [NOT_AN_ACCESS_CHECK]?: boolean })[NOT_AN_ACCESS_CHECK] === true
}
