import { Hono } from 'hono'
import { createMiddleware } from 'hono/factory'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { z } from 'zod'
import type { AppEnv } from '#server/app-env'
import {
  type Credential,
  describedGuard,
  notAnAccessCheck,
  requirePermission,
  requireSession,
  rolesRule,
} from '#server/auth/guards'
import { newsArticles } from '#server/db/schema/news'
import { createDealer, createUser } from '#server/db/seed/factories'
import { AppError } from '#server/lib/app-error'
import { logger } from '#server/lib/logger'
import { METRICS_CONTENT_TYPE } from '#server/lib/metrics'
import { validate } from '#server/lib/validate'
import { ACCESS_RULES } from '#server/security/access-rules'
import { PERMISSION_ROLES, type Permission } from '#shared/auth/permissions'
import { createTestApp, type TestApp } from '#tests/helpers/test-app'
import { createWorkflowSamples } from '#tests/helpers/workflow-response-samples'
import { renderDocsPage } from './docs-page.ts'
import { DOCS_PAGE_POLICY } from './openapi.routes.ts'
import { buildOpenApiDocument, type OpenApiDocument, type OpenApiOperation } from './openapi-document.ts'
import { NON_JSON_RESPONSES, RESPONSE_SCHEMAS } from './response-schemas.ts'
import { collectRouteOperations } from './route-operations.ts'

const HTTP_METHODS = ['get', 'put', 'post', 'delete', 'options', 'head', 'patch', 'trace']

let app: TestApp
let document: OpenApiDocument

beforeAll(async () => {
  app = await createTestApp()
  const response = await app.request('/api/openapi.json')
  expect(response.status).toBe(200)
  document = await response.json()
})

afterAll(async () => {
  await app.close()
})

function operationsOf(doc: OpenApiDocument): { method: string; path: string; operation: OpenApiOperation }[] {
  return Object.entries(doc.paths).flatMap(([path, methods]) =>
    Object.entries(methods).map(([method, operation]) => ({ method, path, operation })),
  )
}

/** Every `$ref` anywhere in a value, with where it was found. */
function refsIn(value: unknown, at = '#'): { ref: string; at: string }[] {
  if (Array.isArray(value)) return value.flatMap((item, index) => refsIn(item, `${at}/${index}`))
  if (!value || typeof value !== 'object') return []
  return Object.entries(value).flatMap(([key, inner]) =>
    key === '$ref' && typeof inner === 'string' ? [{ ref: inner, at }] : refsIn(inner, `${at}/${key}`),
  )
}

function resolvePointer(doc: unknown, ref: string): unknown {
  if (!ref.startsWith('#/')) return undefined
  let target: unknown = doc
  for (const raw of ref.slice(2).split('/')) {
    const part = decodeURIComponent(raw).replace(/~1/g, '/').replace(/~0/g, '~')
    target = (target as Record<string, unknown> | undefined)?.[part]
  }
  return target
}

/** The request body schema of an operation for a media type, followed through its `$ref`. */
function bodySchemaOf<T>(operation: OpenApiOperation, mediaType: string): T {
  const schema = operation.requestBody?.content[mediaType]?.schema as { $ref?: string } | undefined
  if (!schema) throw new Error(`no ${mediaType} body`)
  return (schema.$ref ? resolvePointer(document, schema.$ref) : schema) as T
}

/** A JSON call that must succeed, answering its body. */
async function sent<T>(path: string, cookie: string, json?: unknown, method = 'POST'): Promise<T> {
  const response = await app.request(path, { method, cookie, json })
  expect(response.status, `${method} ${path}`).toBeLessThan(300)
  return response.json()
}

/**
 * Rows for the staff pages' answers (bots, knowledge, training, health), made through the API as
 * their users make them, so each list the schemas describe has an element to check.
 */
async function createStaffPageRows(cookie: string) {
  const bot = await sent<{ id: string }>('/api/bots', cookie, { name: 'OpenAPI Bot' })
  const imported = await sent<{ ids: string[] }>(`/api/bots/${bot.id}/knowledge/import`, cookie, {
    entries: [
      {
        question: 'How do I reset my tool license?',
        answer: 'Open the tool menu, choose License, then Reset, and sign in with your dealer account.',
        status: 'approved',
        tags: ['licensing'],
      },
    ],
  })
  // One question the entry answers, one nobody has answered yet.
  await sent('/api/chat/messages', cookie, { botId: bot.id, content: 'How do I reset my tool license?' })
  const unanswered = await sent<{ session: { id: string }; botMessage: { id: string } }>(
    '/api/chat/messages',
    cookie,
    { botId: bot.id, content: 'Do you sell gift cards for dyno days?' },
  )
  await sent(`/api/chat/messages/${unanswered.botMessage.id}/feedback`, cookie, {
    feedbackType: 'negative',
    notes: 'Not what I asked',
  })
  const terms = [{ term: 'DPF' }, { term: 'particle filter', language: 'en' }]
  await sent(`/api/bots/${bot.id}/glossary`, cookie, { terms })
  await sent('/api/knowledge/glossary', cookie, { terms: [{ term: 'ECU' }, { term: 'engine control unit' }] })
  const upload = await app.request(`/api/knowledge/files?file_name=manual.pdf&bot_id=${bot.id}`, {
    cookie,
    method: 'POST',
    body: new TextEncoder().encode('%PDF-1.4\nA manual for the flash tool.\n'),
  })
  expect(upload.status).toBe(201)
  // A round of health checks, so the page and its history have one.
  await sent('/api/health/checks/run', cookie)
  // Tests log nothing (level silent), and the log view shows what the logger writes: one request is.
  const level = logger.level
  logger.level = 'info'
  try {
    await sent('/api/health', cookie, undefined, 'GET')
  } finally {
    logger.level = level
  }
  return { botId: bot.id, entryId: imported.ids[0], sessionId: unanswered.session.id }
}

describe('GET /api/openapi.json', () => {
  it('is an OpenAPI 3.1 document in structure', () => {
    expect(document.openapi).toBe('3.1.0')
    expect(document.info).toMatchObject({ title: expect.any(String), version: expect.any(String) })
    expect(Object.keys(document.paths).length).toBeGreaterThan(100)
    for (const { method, path, operation } of operationsOf(document)) {
      expect(HTTP_METHODS, `${method} ${path}`).toContain(method)
      expect(path.startsWith('/'), path).toBe(true)
      expect(Object.keys(operation.responses).length, `${method} ${path}`).toBeGreaterThan(0)
      for (const [status, response] of Object.entries(operation.responses)) {
        expect(status, `${method} ${path}`).toMatch(/^(default|[1-5](\d\d|XX))$/)
        expect(
          '$ref' in response || typeof response.description === 'string',
          `${method} ${path} ${status}`,
        ).toBe(true)
      }
      for (const requirement of (operation.security ?? []) as Record<string, unknown>[]) {
        for (const scheme of Object.keys(requirement))
          expect(document.components.securitySchemes).toHaveProperty(scheme)
      }
    }
  })

  it('resolves every $ref inside the document', () => {
    const refs = refsIn(document)
    expect(refs.length).toBeGreaterThan(50)
    const dangling = refs.filter(({ ref }) => resolvePointer(document, ref) === undefined)
    expect(dangling).toEqual([])
  })

  it('declares every {param} of a path as a required path parameter, and no other', () => {
    for (const { method, path, operation } of operationsOf(document)) {
      const inPath = [...path.matchAll(/\{([^}]+)\}/g)].map((match) => match[1]).sort()
      const declared = (operation.parameters ?? []).filter((parameter) => parameter.in === 'path')
      expect(declared.map((parameter) => parameter.name).sort(), `${method} ${path}`).toEqual(inPath)
      for (const parameter of declared)
        expect(parameter.required, `${method} ${path} ${parameter.name}`).toBe(true)
    }
  })

  it('gives every operation a unique operationId and a tag the document lists', () => {
    const ids = operationsOf(document).map(({ operation }) => operation.operationId)
    expect(new Set(ids).size).toBe(ids.length)
    const tags = new Set(document.tags.map((tag) => tag.name))
    for (const { operation } of operationsOf(document)) {
      expect(operation.tags.length).toBe(1)
      expect(tags.has(operation.tags[0])).toBe(true)
    }
  })

  it('describes every route the app registers under /api', () => {
    const documented = new Set(
      operationsOf(document).map(({ method, path }) => `${method.toUpperCase()} ${path}`),
    )
    const documentedPaths = new Set(Object.keys(document.paths))
    // Straight from Hono's table, not from the generator's reading of it: middleware registered with
    // use() is method ALL on a pattern with '*', and the catch-alls are described by hand below.
    const registered = app.app.routes.filter(
      (route) => route.path.startsWith('/api/') && !route.path.includes('*'),
    )
    expect(registered.length).toBeGreaterThan(150)
    const missing = registered
      .map((route) => ({ method: route.method, path: route.path.replace(/:([A-Za-z0-9_]+)/g, '{$1}') }))
      .filter(({ method, path }) =>
        method === 'ALL' ? !documentedPaths.has(path) : !documented.has(`${method} ${path}`),
      )
    expect(missing).toEqual([])
    // better-auth's catch-all: the operations a dealer system needs, written by hand.
    expect(documented).toContain('POST /api/auth/sign-in/email')
    expect(documented).toContain('POST /api/auth/sign-out')
    expect(documented).toContain('GET /api/auth/get-session')
    expect(document.paths['/api/auth/sign-in/email'].post['x-handwritten']).toBe(true)
    // And itself.
    expect(documented).toContain('GET /api/openapi.json')
    expect(documented).toContain('GET /api/docs')
  })

  it("carries POST /api/dealers' body schema, permission, cookie security and error shape", () => {
    const operation = document.paths['/api/dealers'].post
    expect(operation.tags).toEqual(['dealers'])
    expect(operation['x-required-permission']).toEqual(['DEALER_MANAGEMENT'])
    expect(operation.description).toContain('DEALER_MANAGEMENT')
    expect(operation.security).toEqual([{ sessionCookie: [] }])
    expect(document.components.securitySchemes.sessionCookie).toMatchObject({
      type: 'apiKey',
      in: 'cookie',
      name: 'better-auth.session_token',
    })
    const schema = bodySchemaOf<{ required: string[]; properties: Record<string, unknown> }>(
      operation,
      'application/json',
    )
    expect(schema.required).toEqual(expect.arrayContaining(['name', 'dealerCode', 'status']))
    expect(schema.properties.status).toMatchObject({ enum: ['active', 'onboarding', 'inactive'] })
    expect(Object.keys(operation.responses)).toEqual(expect.arrayContaining(['400', '401', '403', 'default']))
    const error = resolvePointer(document, '#/components/schemas/Error') as {
      properties: { error: { required: string[]; properties: { code: { enum: string[] } } } }
    }
    expect(error.properties.error.required).toEqual(['code', 'message'])
    expect(error.properties.error.properties.code.enum).toEqual(
      expect.arrayContaining(['VALIDATION_FAILED', 'NOT_FOUND']),
    )
  })

  it("states a module's own rule in words and roles, and a plain session without 403", () => {
    // platform-analytics.routes.ts: requireSession, then its own role check, described.
    const guarded = document.paths['/api/analytics'].get
    expect(guarded.description).toMatch(
      /^Access: The roles that may open the \/analytics page \(.*admin.*\)\.$/,
    )
    expect(guarded['x-allowed-roles']).toEqual(expect.arrayContaining(['admin', 'super_admin', 'trainer']))
    expect(Object.keys(guarded.responses)).toContain('403')
    // A permission behind a wider module rule (knowledge readers): the rule narrows nothing, so only
    // the permission is said, and the roles that pass both are listed.
    const write = document.paths['/api/knowledge/entries'].post
    expect(write['x-required-permission']).toEqual(['BOT_MANAGEMENT'])
    expect(write.description).not.toContain('Also checked')
    expect([...(write['x-allowed-roles'] ?? [])].sort()).toEqual([...PERMISSION_ROLES.BOT_MANAGEMENT].sort())
    // search.routes.ts: requireSession only.
    const open = document.paths['/api/search'].get
    expect(open.description).toContain('Requires a signed-in user')
    expect(Object.keys(open.responses)).not.toContain('403')
    // Public routes of modules that also have guarded ones.
    for (const path of ['/api/health', '/api/health/ready', '/api/invitations/{token}']) {
      expect(document.paths[path].get.security, path).toEqual([])
    }
  })

  it('describes query and path parameters from the zod schemas, and uploads as what they take', () => {
    const list = document.paths['/api/dealers'].get
    expect(list.parameters).toContainEqual(
      expect.objectContaining({
        name: 'limit',
        in: 'query',
        required: false,
        schema: expect.objectContaining({ type: 'integer' }),
      }),
    )
    expect(list.security).toEqual([{ sessionCookie: [] }])
    const upload = document.paths['/api/files'].post
    expect(Object.keys(upload.requestBody?.content ?? {})).toEqual(['multipart/form-data'])
    const uploadSchema = bodySchemaOf<{ required: string[] }>(upload, 'multipart/form-data')
    expect(uploadSchema.required).toEqual(expect.arrayContaining(['file', 'category']))
    const rawUpload = document.paths['/api/onboarding/onboardings/{onboardingId}/steps/{stepId}/files'].post
    expect(Object.keys(rawUpload.requestBody?.content ?? {})).toEqual(['application/octet-stream'])
    const jsonImport = document.paths['/api/bots/{botId}/knowledge/import'].post
    expect(Object.keys(jsonImport.requestBody?.content ?? {})).toEqual(['application/json'])
  })

  it('lists the optional Idempotency-Key header on the four creating routes (issue 32)', () => {
    for (const [path, method] of [
      ['/api/files', 'post'],
      ['/api/chat/messages', 'post'],
      ['/api/chat/sessions/{id}/tickets', 'post'],
      ['/api/invitations', 'post'],
    ] as const) {
      expect(document.paths[path][method].parameters, path).toContainEqual(
        expect.objectContaining({ name: 'Idempotency-Key', in: 'header', required: false }),
      )
    }
  })

  it('uses the response schema of every operation whose module has one', () => {
    for (const key of Object.keys(RESPONSE_SCHEMAS)) {
      const [method, path] = key.split(' ')
      const operation = document.paths[path]?.[method.toLowerCase()]
      expect(operation, `${key} names no route`).toBeDefined()
      const success = operation.responses['200'] ?? operation.responses['2XX']
      const schema = (success.content as Record<string, { schema: { $ref?: string } }>)['application/json']
        .schema
      expect(schema.$ref, key).toMatch(/^#\/components\/schemas\//)
    }
  })

  it('describes the answers that are not JSON as what they are', async () => {
    const admin = await createUser(app.db, { roles: ['admin'] })
    const cookie = await app.signIn(admin.email, admin.password)
    for (const [key, { mediaType }] of Object.entries(NON_JSON_RESPONSES)) {
      const [method, path] = key.split(' ')
      const operation = document.paths[path]?.[method.toLowerCase()]
      expect(operation, `${key} names no route`).toBeDefined()
      expect(Object.keys(operation.responses['200'].content as object), key).toEqual([mediaType])
      const response = await app.request(path, { method, cookie })
      expect(response.status, key).toBe(200)
      const essence = (type: string | null) => type?.split(';')[0].trim().toLowerCase()
      expect(essence(response.headers.get('content-type')), key).toBe(essence(mediaType))
    }
    expect(NON_JSON_RESPONSES['GET /api/metrics'].mediaType).toBe(METRICS_CONTENT_TYPE)
  })

  it('describes the answers of RESPONSE_SCHEMAS as the routes send them', async () => {
    const dealer = await createDealer(app.db)
    const reader = await createUser(app.db, { roles: ['dealer_user'], dealerIds: [dealer.id] })
    const readerCookie = await app.signIn(reader.email, reader.password)
    // The people pages (users, invitations, a dealer's employees) are for user managers.
    const admin = await createUser(app.db, { roles: ['admin'] })
    const adminCookie = await app.signIn(admin.email, admin.password)
    const [article] = await app.db
      .insert(newsArticles)
      .values({ title: 'OpenAPI news', category: 'hq', isPublished: true, publishedAt: new Date() })
      .returning({ id: newsArticles.id })
    // bots, knowledge, training, settings, health, analytics: staff pages, read by an admin.
    const staff = await createStaffPageRows(adminCookie)
    const staffPage = (path: string) =>
      /^\/api\/(bots|bot-analytics|knowledge|training|settings|health|analytics|dealer-analytics)(\/|$)/.test(
        path,
      )
    // A value for each parameter the listed routes require.
    const SAMPLES: Record<string, string> = { 'GET /api/search': '?q=news' }
    const idFor = (path: string) =>
      path.startsWith('/api/knowledge/entries/')
        ? staff.entryId
        : path.startsWith('/api/dealers/')
          ? dealer.id
          : path.startsWith('/api/users/')
            ? admin.id
            : article.id
    const adminOnly = (path: string) =>
      /^\/api\/(users|invitations|dealers\/\{id\}\/|news\/manage)/.test(path)
    const calls = await createWorkflowSamples(app, {
      dealerId: dealer.id,
      reader: { ...reader, cookie: readerCookie },
      admin: { ...admin, cookie: adminCookie },
    })
    expect(Object.keys(calls).filter((key) => !(key in RESPONSE_SCHEMAS))).toEqual([])
    for (const [key, schema] of Object.entries(RESPONSE_SCHEMAS)) {
      const [method, path] = key.split(' ')
      const call = calls[key] ?? {
        url:
          path
            .replace('{botId}', staff.botId)
            .replace('{sessionId}', staff.sessionId)
            .replace('{id}', idFor(path)) + (SAMPLES[key] ?? ''),
        cookie: adminOnly(path) || staffPage(path) ? adminCookie : readerCookie,
      }
      const response = await app.request(call.url, { method, cookie: call.cookie, json: call.json })
      expect(response.status, key).toBe(call.status ?? 200)
      const parsed = schema.safeParse(await response.json())
      expect(parsed.error?.issues, key).toBeUndefined()
    }
  })

  it('describes /api/metrics with the bearer scheme its guard takes instead of the cookie', async () => {
    const operation = document.paths['/api/metrics'].get
    expect(operation.security).toEqual([{ sessionCookie: [] }, { metricsToken: [] }])
    expect(document.components.securitySchemes.metricsToken).toMatchObject({
      type: 'http',
      scheme: 'bearer',
      description: expect.stringContaining('METRICS_TOKEN'),
    })
    expect(document.components.securitySchemes.sessionCookie).toMatchObject({ type: 'apiKey', in: 'cookie' })
    expect(Object.keys(operation.responses)).toEqual(expect.arrayContaining(['401', '403']))
    // Read from the guards, so no other operation offers the token.
    const withToken = operationsOf(document)
      .filter(({ operation: other }) => JSON.stringify(other.security ?? []).includes('metricsToken'))
      .map(({ method, path }) => `${method} ${path}`)
    expect(withToken).toEqual(['get /api/metrics'])
    const html = await (await app.request('/api/docs')).text()
    expect(html).toContain('Instead of the session cookie: <code>metricsToken</code>: ')
  })

  it('describes itself as public', () => {
    const operation = document.paths['/api/openapi.json'].get
    expect(operation.security).toEqual([])
    expect(operation.description).toBe('Public: no sign-in needed.')
    expect(Object.keys(operation.responses)).not.toContain('401')
  })

  it('answers the same document again, without a session', async () => {
    const again = await app.request('/api/openapi.json')
    expect(again.headers.get('content-type')).toContain('application/json')
    expect(await again.json()).toEqual(document)
  })
})

describe('access descriptions', () => {
  const UNDESCRIBED = ['decided inside the module', 'checks of its own']
  /** The matrix's key for a documented operation: Hono's `:name` for OpenAPI's `{name}`. */
  const matrixKey = (method: string, path: string) =>
    `${method.toUpperCase()} ${path.replace(/\{([^}]+)\}/g, ':$1')}`

  it('reads a described guard for every route, and no undescribed middleware of its own', () => {
    // From the generator's reading of the app: a route added without a described guard fails here.
    const undescribed = collectRouteOperations(app.app.routes)
      .filter((operation) => operation.access.length === 0 || operation.hasOwnMiddleware)
      .map((operation) => `${operation.method} ${operation.honoPath}`)
    expect(undescribed).toEqual([])
    for (const { method, path, operation } of operationsOf(document)) {
      for (const words of UNDESCRIBED) expect(operation.description, `${method} ${path}`).not.toContain(words)
    }
  })

  it('agrees with the authorization matrix where both name the roles', () => {
    let compared = 0
    for (const { method, path, operation } of operationsOf(document)) {
      if (operation['x-handwritten']) continue
      const expected = ACCESS_RULES[matrixKey(method, path)]
      expect(expected, `${method} ${path} is missing from access-rules.ts`).toBeDefined()
      const isPublic = Array.isArray(operation.security) && operation.security.length === 0
      expect(isPublic, `${method} ${path} public`).toBe(expected.kind === 'public')
      const permissions = operation['x-required-permission'] ?? []
      const allowedRoles = operation['x-allowed-roles']
      if (permissions.length === 0 && !allowedRoles) continue
      // Every guard of the chain must pass: the roles of each permission and each listed rule.
      const lists: readonly string[][] = [
        ...permissions.map((permission) => [...PERMISSION_ROLES[permission as Permission]]),
        ...(allowedRoles ? [allowedRoles] : []),
      ]
      const described = lists.reduce((kept, list) => kept.filter((role) => list.includes(role)))
      expect(expected.kind, `${method} ${path}`).toBe('roles')
      if (expected.kind !== 'roles') continue
      expect([...described].sort(), `${method} ${path}`).toEqual([...expected.roles].sort())
      compared++
    }
    // The permission routes (bots, dealers, users, ...) and the module rules (health, audit, analytics,
    // news management, onboarding management, knowledge reads, escalations) are all compared.
    expect(compared).toBeGreaterThan(90)
  })

  it('lists a role rule once and states module rules on the docs page', async () => {
    const health = document.paths['/api/health/checks'].get
    expect([...(health['x-allowed-roles'] ?? [])].sort()).toEqual(['admin', 'super_admin'])
    expect(health.description).toBe('Access: Admin-level roles (super_admin, admin).')
    const html = await (await app.request('/api/docs')).text()
    expect(html).toContain('Access: Admin-level roles (super_admin, admin).')
  })
})

describe('GET /api/docs', () => {
  it('answers a self-contained HTML page listing the operations, with no script', async () => {
    const response = await app.request('/api/docs')
    expect(response.status).toBe(200)
    expect(response.headers.get('content-type')).toContain('text/html')
    // Its own policy, not the API answers' (which would refuse its style block).
    expect(response.headers.get('content-security-policy')).toBe(DOCS_PAGE_POLICY)
    expect(response.headers.get('x-frame-options')).toBe('DENY')
    const html = await response.text()
    expect(html).toContain('id="op-postDealers"')
    expect(html).toMatch(/<h3><a class="anchor" href="#op-postDealers">.*POST.*<code>\/api\/dealers<\/code>/)
    expect(html).toContain('href="/api/openapi.json"')
    expect(html).toContain('<code>DEALER_MANAGEMENT</code>')
    expect(html).not.toMatch(/<script|\son[a-z]+=|https?:\/\/(?!localhost)/i)
    // One section per tag, each operation once.
    for (const tag of document.tags) expect(html).toContain(`id="tag-${tag.name}"`)
    expect(html.match(/<article class="operation"/g)?.length).toBe(operationsOf(document).length)
  })
})

describe('buildOpenApiDocument', () => {
  // A small app shaped like ours: a sub-app with its own onError (Hono wraps its handlers), a
  // use() guard, a route with no schema at all, and text that must be escaped on the page.
  const hostile = '<img src=x onerror="alert(1)">'
  const refuseAll = createMiddleware<AppEnv>(async () => {
    throw new AppError('FORBIDDEN', 'No.')
  })
  const widgets = new Hono<AppEnv>()
    .use(requireSession)
    .get('/:id', (c) => c.json({ id: c.req.param('id') }))
    .post(
      '/:id/parts',
      requirePermission('BOT_MANAGEMENT'),
      validate('json', z.object({ label: z.string().describe(hostile), kind: z.enum(['<b>', 'plain']) })),
      (c) => c.json({}, 201),
    )
    // A module's own check: undescribed, wrapped with describedGuard, and a body limit marked as no check.
    .get('/:id/raw', refuseAll, (c) => c.json({}))
    .get('/:id/described', describedGuard(refuseAll, { kind: 'rule', description: 'Nobody' }), (c) =>
      c.json({}),
    )
    .get(
      '/:id/both',
      requirePermission('BOT_MANAGEMENT'),
      describedGuard(
        refuseAll,
        rolesRule('Trainers only', (roles) => roles.includes('trainer')),
      ),
      (c) => c.json({}),
    )
    .get('/:id/limited', notAnAccessCheck(createMiddleware<AppEnv>((_c, next) => next())), (c) => c.json({}))
  widgets.onError((error, c) => c.json({ error: { code: 'INTERNAL', message: error.message } }, 500))
  const small = new Hono<AppEnv>().route('/api/widgets', widgets)
  const built = buildOpenApiDocument(small.routes, { version: 'test' })

  it('lists a route without any schema, with its path parameter and session', () => {
    const operation = built.paths['/api/widgets/{id}'].get
    expect(operation.parameters).toEqual([
      { name: 'id', in: 'path', required: true, schema: { type: 'string' } },
    ])
    expect(operation.security).toEqual([{ sessionCookie: [] }])
    expect(operation.tags).toEqual(['widgets'])
  })

  it("reads validators and guards through a sub-app's error handler", () => {
    const operation = built.paths['/api/widgets/{id}/parts'].post
    expect(operation['x-required-permission']).toEqual(['BOT_MANAGEMENT'])
    expect(operation.requestBody?.content['application/json']).toBeDefined()
  })

  it('says when a module runs a check of its own, and what a described one lets through', async () => {
    const raw = built.paths['/api/widgets/{id}/raw'].get
    expect(raw.description).toContain('checks of its own')
    const described = built.paths['/api/widgets/{id}/described'].get
    expect(described.description).toBe('Access: Nobody.')
    expect(Object.keys(described.responses)).toContain('403')
    expect(built.paths['/api/widgets/{id}/limited'].get.description).not.toContain('checks of its own')
    // A rule next to a permission that it narrows is said too, since both run.
    const both = built.paths['/api/widgets/{id}/both'].get
    expect(both.description).toContain('Requires the permission BOT_MANAGEMENT')
    expect(both.description).toContain('Also checked: Trainers only (trainer).')
    expect(both['x-allowed-roles']).toEqual(['trainer'])
    // The wrapper only describes: the guard inside still refuses.
    const guarded = new Hono<AppEnv>()
      .get('/', describedGuard(refuseAll, { kind: 'rule', description: 'Nobody' }), (c) => c.text('in'))
      .onError((error, c) => c.text(error.message, 403))
    const response = await guarded.request('/')
    expect(response.status).toBe(403)
    expect(await response.text()).toBe('No.')
  })

  it('offers a credential other than the cookie only where every guard of the chain takes it', () => {
    const token: Credential = {
      scheme: 'probeToken',
      definition: { type: 'http', scheme: 'bearer', description: 'A probe token.' },
    }
    const scraperRule = { kind: 'rule', description: 'Scrapers', alsoAccepts: [token] } as const
    const probes = new Hono<AppEnv>()
      .get('/open', describedGuard(refuseAll, scraperRule), (c) => c.text('ok'))
      .get('/session-too', requireSession, describedGuard(refuseAll, scraperRule), (c) => c.text('ok'))
    const document = buildOpenApiDocument(new Hono<AppEnv>().route('/api/probes', probes).routes, {
      version: 'test',
    })
    expect(document.paths['/api/probes/open'].get.security).toEqual([
      { sessionCookie: [] },
      { probeToken: [] },
    ])
    expect(document.paths['/api/probes/session-too'].get.security).toEqual([{ sessionCookie: [] }])
    expect(document.components.securitySchemes.probeToken).toEqual(token.definition)
    // The widgets app accepts no token, so it declares none.
    expect(Object.keys(built.components.securitySchemes)).toEqual(['sessionCookie'])
    // Two guards naming different schemes alike cannot both be right.
    const other = { ...token, definition: { ...token.definition, description: 'Another token.' } }
    const clash = new Hono<AppEnv>()
      .get('/api/a', describedGuard(refuseAll, scraperRule), (c) => c.text('a'))
      .get('/api/b', describedGuard(refuseAll, { ...scraperRule, alsoAccepts: [other] }), (c) => c.text('b'))
    expect(() => buildOpenApiDocument(clash.routes, { version: 'test' })).toThrow(/probeToken/)
  })

  it('escapes everything on the docs page', () => {
    const html = renderDocsPage(built, '/api/openapi.json?x="<y>"')
    expect(html).not.toContain(hostile)
    expect(html).not.toContain('<b>')
    expect(html).toContain('&lt;img src=x onerror=&quot;alert(1)&quot;&gt;')
    expect(html).toContain('href="/api/openapi.json?x=&quot;&lt;y&gt;&quot;"')
    // Backticks in descriptions become code, after escaping.
    const described = renderDocsPage({ ...built, info: { ...built.info, description: 'Send `<b>`' } }, '/x')
    expect(described).toContain('Send <code>&lt;b&gt;</code>')
  })
})
