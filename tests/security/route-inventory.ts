import type { Hono } from 'hono'

export interface ApiEndpoint {
  method: string
  /** Hono's pattern, e.g. /api/knowledge/entries/:id/approve */
  path: string
}

/**
 * Every API endpoint the app registers, read from Hono's own route list rather than a hand list, so
 * a route added tomorrow joins the fuzz run and the authorization matrix without anyone editing them.
 * `.use()` middleware appears there as method ALL and inline guards repeat their route's entry, so
 * both are folded away; the catch-all 404 (`ALL /api/*`) is not an endpoint.
 */
export function listApiEndpoints(app: Pick<Hono, 'routes'>): ApiEndpoint[] {
  const seen = new Map<string, ApiEndpoint>()
  for (const route of app.routes) {
    if (route.method === 'ALL' || !route.path.startsWith('/api/')) continue
    const key = endpointKey(route)
    if (!seen.has(key)) seen.set(key, { method: route.method, path: route.path })
  }
  return [...seen.values()]
}

export const endpointKey = (endpoint: ApiEndpoint) => `${endpoint.method} ${endpoint.path}`

/** The `:name` parameters of a pattern, in order. */
export function paramNames(path: string): string[] {
  return [...path.matchAll(/:([A-Za-z0-9_]+)/g)].map((match) => match[1])
}

/** The pattern with each parameter replaced; `value` gets the name and returns the raw (encoded) segment. */
export function fillPath(path: string, value: (name: string) => string): string {
  return path.replace(/:([A-Za-z0-9_]+)/g, (_match, name: string) => value(name))
}
