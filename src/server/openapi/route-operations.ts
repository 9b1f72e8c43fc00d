import type { RouterRoute } from 'hono/types'
import { COMPOSED_HANDLER } from 'hono/utils/constants'
import { type AccessRule, accessRuleOf, isNotAnAccessCheck } from '#server/auth/guards'
import { type RouteValidation, validationOf } from '#server/lib/validate'

/** One method on one path of the app, with what its middleware chain says about it. */
export interface RouteOperation {
  method: string
  /** Hono's pattern, e.g. `/api/dealers/:id`. */
  honoPath: string
  /** OpenAPI's spelling, e.g. `/api/dealers/{id}`. */
  path: string
  pathParams: string[]
  /** The first path segment after the prefix, e.g. `dealers`. */
  module: string
  validations: RouteValidation[]
  access: AccessRule[]
  /**
   * Whether the module runs middleware of its own that is neither a `validate()`, a described guard
   * nor marked `notAnAccessCheck`: often a role check written in the module, so the access may be narrower than `access`.
   */
  hasOwnMiddleware: boolean
}

type Handler = RouterRoute['handler']

// Hono's own route inspection (hono/dev) tells middleware from handlers the same way: a function
// that takes `next` passes the request on.
const isMiddleware = (handler: Handler) => handler.length > 1

// Routes of a sub-app with its own onError are wrapped by `app.route()`, which keeps the original.
function unwrap(handler: Handler): Handler {
  const inner = (handler as unknown as Record<string, Handler | undefined>)[COMPOSED_HANDLER]
  return inner ? unwrap(inner) : handler
}

/** Hono `/a/:id` as OpenAPI `/a/{id}`; the names of the path parameters in order. */
export function toOpenApiPath(honoPath: string): { path: string; params: string[] } {
  const params: string[] = []
  const path = honoPath
    .split('/')
    .map((segment) => {
      const match = /^:([A-Za-z0-9_]+)/.exec(segment)
      if (!match) return segment
      params.push(match[1])
      return `{${match[1]}}`
    })
    .join('/')
  return { path, params }
}

/**
 * Whether middleware registered on `pattern` (e.g. `/api/dealers/*`) runs for every request to the
 * route `path` (e.g. `/api/dealers/:id`). A literal segment of the pattern against a parameter of
 * the route runs only for some requests, so it does not count.
 */
export function patternCovers(pattern: string, path: string): boolean {
  const wanted = pattern.split('/')
  const actual = path.split('/')
  for (let index = 0; index < wanted.length; index++) {
    const segment = wanted[index]
    if (segment === '*') return index === wanted.length - 1 || actual.length > index
    if (index >= actual.length) return false
    if (segment.startsWith(':')) continue
    if (segment !== actual[index]) return false
  }
  return wanted.length === actual.length
}

const isCatchAll = (path: string) => path.includes('*')

/**
 * Every operation the app answers under `prefix`, read from the Hono app's registered routes:
 * the handler of each method and path, the middleware registered with it, and the middleware of
 * `use()` calls that cover its path (registered before it, since Hono runs a chain in that order).
 * Catch-all handlers (better-auth's `/api/auth/*`, the not-found answer) are no single operation
 * and are left out; better-auth's are described by hand (better-auth-operations.ts).
 */
export function collectRouteOperations(routes: readonly RouterRoute[], prefix = '/api'): RouteOperation[] {
  const inScope = routes
    .map((route, order) => ({ ...route, handler: unwrap(route.handler), order }))
    .filter((route) => route.path === prefix || route.path.startsWith(`${prefix}/`))
  const shared = inScope.filter((route) => route.method === 'ALL' && isMiddleware(route.handler))
  const byKey = new Map<string, typeof inScope>()
  for (const route of inScope) {
    if (route.method === 'ALL' && isMiddleware(route.handler)) continue
    const key = `${route.method} ${route.path}`
    byKey.set(key, [...(byKey.get(key) ?? []), route])
  }

  const operations: RouteOperation[] = []
  for (const chain of byKey.values()) {
    const endpoint = chain[chain.length - 1]
    if (isCatchAll(endpoint.path)) continue
    const chainRoutes = [
      ...shared.filter((route) => route.order < endpoint.order && patternCovers(route.path, endpoint.path)),
      ...chain,
    ].sort((a, b) => a.order - b.order)
    const handlers = chainRoutes.map((route) => route.handler)
    // The app's own middleware (request id, body limit, cross-site guard, session lookup) is on
    // `${prefix}/*` or wider; anything narrower belongs to the module.
    const hasOwnMiddleware = chainRoutes.some(
      (route) =>
        route !== endpoint &&
        route.path !== `${prefix}/*` &&
        !validationOf(route.handler) &&
        !accessRuleOf(route.handler) &&
        !isNotAnAccessCheck(route.handler),
    )
    const { path, params } = toOpenApiPath(endpoint.path)
    operations.push({
      method: endpoint.method,
      honoPath: endpoint.path,
      path,
      pathParams: params,
      // A file-like first segment (`openapi.json`) is named without its extension.
      module:
        endpoint.path
          .slice(prefix.length)
          .split('/')[1]
          ?.replace(/\.[a-z]+$/, '') || 'api',
      validations: handlers.map(validationOf).filter((found) => found !== undefined),
      access: handlers.map(accessRuleOf).filter((found) => found !== undefined),
      hasOwnMiddleware,
    })
  }
  return operations
}
