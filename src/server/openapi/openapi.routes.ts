import { createRequire } from 'node:module'
import { Hono } from 'hono'
import type { RouterRoute } from 'hono/types'
import type { AppEnv } from '#server/app-env'
import { publicRoute } from '#server/auth/guards'
import { renderDocsPage } from './docs-page.ts'
import { buildOpenApiDocument, type OpenApiDocument } from './openapi-document.ts'

const { version } = createRequire(import.meta.url)('../../../package.json') as { version: string }

export const OPENAPI_JSON_PATH = '/api/openapi.json'

/** The documentation page's policy: its one style block and nothing else; no one may frame it. */
export const DOCS_PAGE_POLICY = "default-src 'none'; style-src 'unsafe-inline'; frame-ancestors 'none'"

/**
 * GET /openapi.json and GET /docs, public. `routesOf` answers the whole app's routes when asked:
 * the document is built on the first request, once every route is registered, and kept in memory
 * (routes do not change while the process runs).
 */
export function createOpenApiRoutes(routesOf: () => readonly RouterRoute[]) {
  let document: OpenApiDocument | undefined
  let page: string | undefined
  const documentOf = () => {
    document ??= buildOpenApiDocument(routesOf(), { version })
    return document
  }
  return new Hono<AppEnv>()
    .get('/openapi.json', publicRoute, (c) => {
      c.header('cache-control', 'public, max-age=300')
      return c.json(documentOf())
    })
    .get('/docs', publicRoute, (c) => {
      page ??= renderDocsPage(documentOf(), OPENAPI_JSON_PATH)
      c.header('cache-control', 'public, max-age=300')
      // A page under /api/: its own policy, for its one style block (it runs and loads nothing).
      c.header('content-security-policy', DOCS_PAGE_POLICY)
      return c.html(page)
    })
}
