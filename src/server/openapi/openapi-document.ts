import type { RouterRoute } from 'hono/types'
import type { AccessRule, Credential } from '#server/auth/guards'
import type { RouteValidation } from '#server/lib/validate'
import { PERMISSION_ROLES } from '#shared/auth/permissions'
import { BETTER_AUTH_PATHS, BETTER_AUTH_SCHEMAS } from './better-auth-operations.ts'
import { ERROR_SCHEMA, errorResponseComponents, errorResponseRef } from './error-responses.ts'
import { summarizeOperation } from './operation-summary.ts'
import { NON_JSON_RESPONSES, RESPONSE_SCHEMAS } from './response-schemas.ts'
import { collectRouteOperations, type RouteOperation } from './route-operations.ts'
import { uploadBodyOf } from './upload-bodies.ts'
import { createSchemaConverter, type JsonSchema } from './zod-json-schema.ts'

export type OpenApiDocument = {
  openapi: '3.1.0'
  info: JsonSchema
  tags: { name: string; description?: string }[]
  paths: Record<string, Record<string, OpenApiOperation>>
  components: {
    schemas: Record<string, JsonSchema>
    responses: Record<string, JsonSchema>
    securitySchemes: Record<string, JsonSchema>
  }
}

export type OpenApiOperation = JsonSchema & {
  operationId: string
  summary: string
  tags: string[]
  description?: string
  parameters?: OpenApiParameter[]
  requestBody?: { required?: boolean; content: Record<string, { schema: JsonSchema }> }
  responses: Record<string, JsonSchema>
  'x-required-permission'?: string[]
  /** The signed-in roles a module's own rule lets through, where the rule is a list of roles. */
  'x-allowed-roles'?: string[]
}

export type OpenApiParameter = {
  name: string
  in: 'path' | 'query' | 'header' | 'cookie'
  required: boolean
  schema: JsonSchema
  description?: string
}

export const SESSION_COOKIE = 'better-auth.session_token'

const SESSION_COOKIE_SCHEME = {
  sessionCookie: {
    type: 'apiKey',
    in: 'cookie',
    name: SESSION_COOKIE,
    description:
      'The session cookie set by POST /api/auth/sign-in/email (prefixed `__Secure-` when the portal ' +
      'runs on https). Sessions last 7 days. Requests without an Origin header (server to server) ' +
      "pass the cross-site guard; a browser's must come from the portal's own origin.",
  },
}

const PARAMETER_TARGETS = { param: 'path', query: 'query', header: 'header', cookie: 'cookie' } as const

/**
 * The OpenAPI 3.1 description of every route under /api, read from the Hono app itself: its
 * paths and methods, the zod schemas of its `validate()` middleware, and the rules of its guards.
 * Nothing here lists operations, so a route added to the app shows up without a change here.
 */
export function buildOpenApiDocument(
  routes: readonly RouterRoute[],
  options: { version: string; title?: string },
): OpenApiDocument {
  const converter = createSchemaConverter()
  const operations = collectRouteOperations(routes)
  const paths: OpenApiDocument['paths'] = {}
  const usedIds = new Set<string>()

  for (const operation of operations) {
    const methods =
      operation.method === 'ALL' ? ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'] : [operation.method]
    for (const method of methods) {
      const operationId = uniqueId(operationIdOf(method, operation.path), usedIds)
      paths[operation.path] ??= {}
      paths[operation.path][method.toLowerCase()] = describeOperation(
        { ...operation, method },
        operationId,
        converter,
      )
    }
  }
  // better-auth's catch-all gets the hand-written operations a dealer system needs.
  for (const [path, methods] of Object.entries(BETTER_AUTH_PATHS)) {
    paths[path] = { ...(methods as Record<string, OpenApiOperation>) }
    for (const operation of Object.values(paths[path])) usedIds.add(operation.operationId)
  }

  const sortedPaths = Object.fromEntries(Object.entries(paths).sort(([a], [b]) => a.localeCompare(b)))
  const tagNames = [
    ...new Set(Object.values(sortedPaths).flatMap((ops) => Object.values(ops).flatMap((op) => op.tags))),
  ]
  return {
    openapi: '3.1.0',
    info: {
      title: options.title ?? 'DealerPilot API',
      version: options.version,
      description:
        'The API of the DealerPilot portal, generated from the routes and their zod schemas. Sign in ' +
        'with POST /api/auth/sign-in/email and send the session cookie with every call. Every error ' +
        'answers `{ error: { code, message, details? } }`.',
    },
    tags: tagNames.sort().map((name) => ({ name })),
    paths: sortedPaths,
    components: {
      schemas: { Error: ERROR_SCHEMA, ...BETTER_AUTH_SCHEMAS, ...converter.components },
      responses: errorResponseComponents(),
      securitySchemes: securitySchemesOf(operations),
    },
  }
}

function describeOperation(
  operation: RouteOperation,
  operationId: string,
  converter: ReturnType<typeof createSchemaConverter>,
): OpenApiOperation {
  const { method, path } = operation
  const bodyValidation = operation.validations.find((v) => v.target === 'json' || v.target === 'form')
  const requestBody = bodyValidation
    ? validatedBody(bodyValidation, operationId, converter)
    : uploadBody(method, path, operationId, converter)
  const permissions = permissionsOf(operation.access)
  const allowedRoles = allowedRolesOf(operation.access)
  const security = securityOf(operation.access)
  const parameters = parametersOf(operation, converter)

  return {
    operationId,
    summary: summarizeOperation(method, operation.honoPath),
    description: accessDescription(operation.access, operation.hasOwnMiddleware),
    tags: [operation.module],
    ...(permissions.length > 0 ? { 'x-required-permission': permissions } : {}),
    ...(allowedRoles ? { 'x-allowed-roles': allowedRoles } : {}),
    security,
    ...(parameters.length > 0 ? { parameters } : {}),
    ...(requestBody ? { requestBody } : {}),
    responses: {
      [method === 'GET' ? '200' : '2XX']: {
        description:
          method === 'GET'
            ? 'Success.'
            : 'Success: 200, or 201 when something was created; 204 (no body) for some deletions.',
        content: successContentOf(`${method} ${path}`, operationId, converter),
      },
      ...errorResponsesOf(operation, Boolean(requestBody)),
    },
  }
}

function successContentOf(
  key: string,
  operationId: string,
  converter: ReturnType<typeof createSchemaConverter>,
): Record<string, { schema: JsonSchema }> {
  const other = NON_JSON_RESPONSES[key]
  if (other) return { [other.mediaType]: { schema: { type: 'string', description: other.description } } }
  const responseSchema = RESPONSE_SCHEMAS[key]
  const name = `${pascal(operationId)}Response`
  const schema = responseSchema
    ? converter.component(name, converter.convert(responseSchema, name, 'output'))
    : { type: 'object', description: 'A JSON object; its shape is not described yet.' }
  return { 'application/json': { schema } }
}

function validatedBody(
  validation: RouteValidation,
  operationId: string,
  converter: ReturnType<typeof createSchemaConverter>,
): OpenApiOperation['requestBody'] {
  const name = `${pascal(operationId)}Body`
  const schema = converter.component(name, converter.convert(validation.schema, name))
  const mediaTypes =
    validation.target === 'json'
      ? ['application/json']
      : ['multipart/form-data', 'application/x-www-form-urlencoded']
  return { required: true, content: Object.fromEntries(mediaTypes.map((type) => [type, { schema }])) }
}

function uploadBody(
  method: string,
  path: string,
  operationId: string,
  converter: ReturnType<typeof createSchemaConverter>,
): OpenApiOperation['requestBody'] | undefined {
  const upload = uploadBodyOf(method, path, false)
  if (!upload) return undefined
  if (upload.kind === 'raw') {
    return {
      required: true,
      content: { 'application/octet-stream': { schema: { description: upload.description } } },
    }
  }
  const name = `${pascal(operationId)}Body`
  const fields = converter.convert(upload.fields, name)
  const file = { type: 'string', contentMediaType: 'application/octet-stream' }
  const properties = {
    ...((fields.properties as Record<string, JsonSchema> | undefined) ?? {}),
    file:
      upload.maxFiles > 1
        ? { type: 'array', items: file, minItems: 1, maxItems: upload.maxFiles, description: 'The files.' }
        : { ...file, description: 'The file.' },
  }
  const required = [...((fields.required as string[] | undefined) ?? []), 'file']
  const schema = converter.component(name, { ...fields, type: 'object', properties, required })
  return { required: true, content: { 'multipart/form-data': { schema } } }
}

function parametersOf(
  operation: RouteOperation,
  converter: ReturnType<typeof createSchemaConverter>,
): OpenApiParameter[] {
  const parameters: OpenApiParameter[] = []
  for (const validation of operation.validations) {
    if (!(validation.target in PARAMETER_TARGETS)) continue
    const location = PARAMETER_TARGETS[validation.target as keyof typeof PARAMETER_TARGETS]
    const schema = converter.convert(validation.schema, `${operation.path}${validation.target}`)
    const properties = (schema.properties as Record<string, JsonSchema> | undefined) ?? {}
    const required = new Set((schema.required as string[] | undefined) ?? [])
    for (const [name, property] of Object.entries(properties)) {
      if (location === 'path' && !operation.pathParams.includes(name)) continue
      const { description, ...rest } = property
      parameters.push({
        name,
        in: location,
        required: location === 'path' || required.has(name),
        schema: rest,
        ...(typeof description === 'string' ? { description } : {}),
      })
    }
  }
  // Every {name} of the path is a parameter, with a schema or without one.
  for (const name of operation.pathParams) {
    if (!parameters.some((parameter) => parameter.in === 'path' && parameter.name === name)) {
      parameters.push({ name, in: 'path', required: true, schema: { type: 'string' } })
    }
  }
  return parameters
}

function permissionsOf(access: AccessRule[]): string[] {
  return [...new Set(access.flatMap((rule) => (rule.kind === 'permission' ? [rule.permission] : [])))]
}

/** The roles each permission and each role rule of the chain lets through. */
function roleListsOf(access: AccessRule[]): (readonly string[])[] {
  return access.flatMap((rule) => {
    if (rule.kind === 'permission') return [PERMISSION_ROLES[rule.permission]]
    return rule.kind === 'rule' && rule.roles ? [rule.roles] : []
  })
}

/**
 * The signed-in roles that pass every guard of the chain, or undefined when no module rule lists
 * roles (a permission alone is said by `x-required-permission`).
 */
function allowedRolesOf(access: AccessRule[]): string[] | undefined {
  if (!access.some((rule) => rule.kind === 'rule' && rule.roles)) return undefined
  const [first, ...rest] = roleListsOf(access)
  return rest.reduce<string[]>((kept, list) => kept.filter((role) => list.includes(role)), [...first])
}

const isPublic = (access: AccessRule[]) => access.length > 0 && access.every((rule) => rule.kind === 'public')

/**
 * The credentials other than the session cookie that get through every guard of the chain: each
 * guard runs, so one that only takes a session (requireSession, a permission) rules them all out.
 */
function credentialsOf(access: AccessRule[]): Credential[] {
  const accepted = access
    .filter((rule) => rule.kind !== 'public')
    .map((rule) => (rule.kind === 'rule' ? (rule.alsoAccepts ?? []) : []))
  if (accepted.length === 0) return []
  const [first, ...rest] = accepted
  return first.filter((credential) =>
    rest.every((list) => list.some((other) => other.scheme === credential.scheme)),
  )
}

function securityOf(access: AccessRule[]): JsonSchema[] {
  if (isPublic(access)) return []
  // An operation whose guard is not described may be public (a health probe, an invitation link)
  // or checked by its module: the cookie is offered, not required.
  if (access.length === 0) return [{ sessionCookie: [] }, {}]
  // Alternatives: the cookie or any credential the guards take instead of it.
  return [{ sessionCookie: [] }, ...credentialsOf(access).map((credential) => ({ [credential.scheme]: [] }))]
}

/** The session cookie and every scheme some operation accepts, as its guards define them. */
function securitySchemesOf(operations: readonly RouteOperation[]): Record<string, JsonSchema> {
  const schemes: Record<string, JsonSchema> = { ...SESSION_COOKIE_SCHEME }
  for (const { scheme, definition } of operations.flatMap((operation) => credentialsOf(operation.access))) {
    const known = schemes[scheme]
    // Two guards naming different schemes alike would leave one operation's security wrong.
    if (known && JSON.stringify(known) !== JSON.stringify(definition))
      throw new Error(`Two different security schemes are named ${scheme}`)
    schemes[scheme] = definition
  }
  return schemes
}

/** Who may call, in words: the permission, the module's rule, or a plain session. */
export function accessDescription(access: AccessRule[], hasOwnMiddleware: boolean): string {
  const permissions = permissionsOf(access)
  const permissionRoles = access.flatMap((rule) =>
    rule.kind === 'permission' ? PERMISSION_ROLES[rule.permission] : [],
  )
  // A module rule that lets every role of the permission through narrows nothing: not said twice.
  const narrows = (rule: Extract<AccessRule, { kind: 'rule' }>) =>
    permissions.length === 0 || !rule.roles || !permissionRoles.every((role) => rule.roles?.includes(role))
  const rules = access.flatMap((rule) => (rule.kind === 'rule' && narrows(rule) ? [rule.description] : []))
  const more = hasOwnMiddleware
    ? ' The module also runs checks of its own that are not described here yet (a role may be needed: 403).'
    : ''
  // Every guard of the chain runs, so a module's rule next to a permission narrows it further.
  if (permissions.length > 0) {
    const also = rules.length > 0 ? ` Also checked: ${rules.join('; ')}.` : ''
    return `Requires the permission ${permissions.join(' and ')} (a signed-in user whose roles grant it).${also}${more}`
  }
  if (rules.length > 0) return `Access: ${rules.join('; ')}.${more}`
  if (isPublic(access)) return 'Public: no sign-in needed.'
  if (access.some((rule) => rule.kind === 'session')) {
    return `Requires a signed-in user; what they see is limited to their role and dealer scope.${more}`
  }
  return (
    'Access is decided inside the module and not described here yet: it may be public or need ' +
    'a session and a role (401 or 403 tell which).'
  )
}

function errorResponsesOf(operation: RouteOperation, hasBody: boolean): Record<string, JsonSchema> {
  const { access } = operation
  const statuses = new Set<number>()
  if (operation.validations.length > 0 || hasBody) statuses.add(400)
  // Every guard but a public route's answers 401 without a session, and an undescribed one may;
  // a permission, a module's rule, or a check of the module's own may answer 403.
  if (!isPublic(access)) statuses.add(401)
  const mayForbid = (rule: AccessRule) => rule.kind === 'permission' || rule.kind === 'rule'
  if (access.length === 0 || operation.hasOwnMiddleware || access.some(mayForbid)) statuses.add(403)
  // The cross-site guard (lib/csrf.ts) refuses a browser's state change from another origin.
  if (operation.method !== 'GET') statuses.add(403)
  if (operation.pathParams.length > 0) statuses.add(404)
  if (hasBody) statuses.add(413)
  const responses: Record<string, JsonSchema> = {}
  for (const status of [...statuses].sort()) responses[String(status)] = errorResponseRef(status)
  // 409, 422, 429, 503 and the rest: whatever an operation's rules may answer, always in our shape.
  responses.default = {
    description: 'Any other error, in the same shape (see the Error schema for the codes).',
    content: { 'application/json': { schema: { $ref: '#/components/schemas/Error' } } },
  }
  return responses
}

function operationIdOf(method: string, path: string): string {
  const words = path
    .split('/')
    .filter((segment) => segment && segment !== 'api')
    .map((segment) => (segment.startsWith('{') ? `by-${segment.slice(1, -1)}` : segment))
  return camel([method.toLowerCase(), ...words].join('-'))
}

function uniqueId(id: string, used: Set<string>): string {
  let candidate = id
  for (let suffix = 2; used.has(candidate); suffix++) candidate = `${id}${suffix}`
  used.add(candidate)
  return candidate
}

const camel = (text: string) =>
  text.replace(/[^A-Za-z0-9]+(.)?/g, (_match, next: string | undefined) => (next ? next.toUpperCase() : ''))

const pascal = (text: string) => text.charAt(0).toUpperCase() + text.slice(1)
