import type { OpenApiDocument, OpenApiOperation, OpenApiParameter } from './openapi-document.ts'
import type { JsonSchema } from './zod-json-schema.ts'

const ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
}

/** Every piece of text that reaches the page goes through here: schemas carry user-written strings. */
export function escapeHtml(value: unknown): string {
  return String(value).replace(/[&<>"']/g, (character) => ESCAPES[character])
}

/** Escaped text whose `backticked` parts (OpenAPI descriptions are CommonMark) show as code. */
function prose(value: unknown): string {
  return escapeHtml(value).replace(/`([^`]+)`/g, '<code>$1</code>')
}

const METHOD_ORDER = ['get', 'post', 'put', 'patch', 'delete']

interface Entry {
  method: string
  path: string
  operation: OpenApiOperation
}

/**
 * The documentation page at /api/docs, rendered on the server from the same document as
 * /api/openapi.json. Plain HTML and one style block: no script (the portal's Content-Security-Policy
 * allows none inline), nothing loaded from elsewhere; <details> folds the schemas without script.
 */
export function renderDocsPage(document: OpenApiDocument, jsonUrl: string): string {
  const entries: Entry[] = Object.entries(document.paths).flatMap(([path, methods]) =>
    Object.entries(methods)
      .sort(([a], [b]) => METHOD_ORDER.indexOf(a) - METHOD_ORDER.indexOf(b))
      .map(([method, operation]) => ({ method, path, operation })),
  )
  const byTag = new Map<string, Entry[]>()
  for (const entry of entries) {
    const tag = entry.operation.tags[0] ?? 'other'
    byTag.set(tag, [...(byTag.get(tag) ?? []), entry])
  }
  const tags = [...byTag.keys()].sort()
  const info = document.info as { title: string; version: string; description?: string }

  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(info.title)} · API documentation</title>
<style>${STYLES}</style>
</head>
<body>
<a class="skip" href="#main">Skip to the operations</a>
<header class="top">
  <h1>${escapeHtml(info.title)} <span class="version">${escapeHtml(info.version)}</span></h1>
  <p>${prose(info.description ?? '')}</p>
  <p><a href="${escapeHtml(jsonUrl)}">OpenAPI 3.1 description (JSON)</a> · ${entries.length} operations</p>
</header>
<div class="layout">
<nav aria-label="Modules">
  <h2>Modules</h2>
  <ul>${tags
    .map(
      (tag) =>
        `<li><a href="#tag-${escapeHtml(tag)}">${escapeHtml(tag)}</a> <span>${byTag.get(tag)?.length}</span></li>`,
    )
    .join('')}</ul>
</nav>
<main id="main">
  <section aria-labelledby="getting-started">
    <h2 id="getting-started">Getting started</h2>
    <ol>
      <li>Sign in: <code>POST /api/auth/sign-in/email</code> with <code>{"email": "...", "password": "..."}</code>.
        The answer sets the cookie <code>better-auth.session_token</code> (<code>__Secure-better-auth.session_token</code> on https).</li>
      <li>Send that cookie with every call. Sessions last 7 days, renewed daily while in use; <code>POST /api/auth/sign-out</code> ends one
        (with a JSON body and an <code>Origin</code> header naming the portal: better-auth wants one on a POST that carries a cookie).</li>
      <li>Errors always answer <code>{"error": {"code": "...", "message": "...", "details": ...}}</code>;
        a 400 lists every problem in <code>details.issues</code> by field.</li>
    </ol>
  </section>
  ${tags.map((tag) => renderTag(tag, byTag.get(tag) ?? [], document)).join('\n')}
</main>
</div>
</body>
</html>
`
}

function renderTag(tag: string, entries: Entry[], document: OpenApiDocument): string {
  return `<section class="tag" id="tag-${escapeHtml(tag)}" aria-labelledby="tag-${escapeHtml(tag)}-title">
  <h2 id="tag-${escapeHtml(tag)}-title">${escapeHtml(tag)}</h2>
  ${entries.map((entry) => renderOperation(entry, document)).join('\n')}
</section>`
}

function renderOperation({ method, path, operation }: Entry, document: OpenApiDocument): string {
  const id = `op-${operation.operationId}`
  const permissions = operation['x-required-permission'] ?? []
  const handwritten = operation['x-handwritten'] === true
  return `<article class="operation" id="${escapeHtml(id)}">
  <h3><a class="anchor" href="#${escapeHtml(id)}"><span class="method ${escapeHtml(method)}">${escapeHtml(method.toUpperCase())}</span> <code>${escapeHtml(path)}</code></a>
    <span class="summary">${escapeHtml(operation.summary)}</span></h3>
  ${permissions.length > 0 ? `<p class="permission">Permission: ${permissions.map((p) => `<code>${escapeHtml(p)}</code>`).join(' and ')}</p>` : ''}
  ${handwritten ? '<p class="note">Handled by better-auth; described by hand.</p>' : ''}
  ${operation.description ? `<p>${prose(operation.description)}</p>` : ''}
  ${renderCredentials(operation, document)}
  ${renderParameters(operation.parameters ?? [], document)}
  ${renderRequestBody(operation, document)}
  ${renderResponses(operation, document)}
</article>`
}

/** The security schemes an operation takes instead of the session cookie (a scraper's bearer token). */
function renderCredentials(operation: OpenApiOperation, document: OpenApiDocument): string {
  const requirements = (operation.security ?? []) as Record<string, unknown>[]
  const names = [...new Set(requirements.flatMap(Object.keys))].filter((name) => name !== 'sessionCookie')
  if (names.length === 0) return ''
  const items = names.map((name) => {
    const scheme = document.components.securitySchemes[name] ?? {}
    return `<code>${escapeHtml(name)}</code>${scheme.description ? `: ${prose(scheme.description)}` : ''}`
  })
  return `<p class="note">Instead of the session cookie: ${items.join('; ')}</p>`
}

function renderParameters(parameters: OpenApiParameter[], document: OpenApiDocument): string {
  if (parameters.length === 0) return ''
  const rows = parameters
    .map(
      (
        parameter,
      ) => `<tr><td><code>${escapeHtml(parameter.name)}</code></td><td>${escapeHtml(parameter.in)}</td>
      <td>${parameter.required ? 'yes' : 'no'}</td><td>${escapeHtml(typeLabel(parameter.schema, document))}</td>
      <td>${escapeHtml(constraintsOf(parameter.schema, parameter.description))}</td></tr>`,
    )
    .join('')
  return `<h4>Parameters</h4>
  <table><thead><tr><th scope="col">Name</th><th scope="col">In</th><th scope="col">Required</th><th scope="col">Type</th><th scope="col">Rules</th></tr></thead>
  <tbody>${rows}</tbody></table>`
}

function renderRequestBody(operation: OpenApiOperation, document: OpenApiDocument): string {
  const body = operation.requestBody
  if (!body) return ''
  const [mediaType, { schema }] = Object.entries(body.content)[0]
  const resolved = resolve(schema, document)
  const properties = (resolved.properties as Record<string, JsonSchema> | undefined) ?? {}
  const required = new Set((resolved.required as string[] | undefined) ?? [])
  const rows = Object.entries(properties)
    .map(
      ([
        name,
        property,
      ]) => `<tr><td><code>${escapeHtml(name)}</code></td><td>${required.has(name) ? 'yes' : 'no'}</td>
      <td>${escapeHtml(typeLabel(property, document))}</td><td>${escapeHtml(constraintsOf(property))}</td></tr>`,
    )
    .join('')
  const table = rows
    ? `<table><thead><tr><th scope="col">Field</th><th scope="col">Required</th><th scope="col">Type</th><th scope="col">Rules</th></tr></thead><tbody>${rows}</tbody></table>`
    : `<p>${escapeHtml(typeLabel(resolved, document))}</p>`
  return `<h4>Request body <code>${escapeHtml(mediaType)}</code></h4>
  ${table}
  <details><summary>Schema</summary><pre>${escapeHtml(JSON.stringify(resolved, null, 2))}</pre></details>`
}

function renderResponses(operation: OpenApiOperation, document: OpenApiDocument): string {
  // Success first, then errors by status, then `default` (JSON puts '200' before '2XX' otherwise).
  const rank = (status: string) => (status.startsWith('2') ? 0 : status === 'default' ? 999 : Number(status))
  const items = Object.entries(operation.responses)
    .sort(([a], [b]) => rank(a) - rank(b))
    .map(([status, response]) => {
      const resolvedResponse = resolve(response, document)
      return `<li><strong>${escapeHtml(status)}</strong> ${prose(resolvedResponse.description ?? '')}</li>`
    })
    .join('')
  return `<h4>Responses</h4><ul class="responses">${items}</ul>`
}

/** Follows a local `$ref` (components) once, for display. */
function resolve(schema: JsonSchema, document: OpenApiDocument): JsonSchema {
  const ref = schema.$ref
  if (typeof ref !== 'string' || !ref.startsWith('#/')) return schema
  let target: unknown = document
  for (const part of ref.slice(2).split('/')) target = (target as Record<string, unknown> | undefined)?.[part]
  return (target as JsonSchema | undefined) ?? schema
}

/** A short, readable type: `string (uuid)`, `array of string`, `one of: a, b`. */
export function typeLabel(schema: JsonSchema, document: OpenApiDocument, depth = 0): string {
  if (depth > 3) return '…'
  if (typeof schema.$ref === 'string') return schema.$ref.split('/').at(-1) ?? 'object'
  if (Array.isArray(schema.enum))
    return `one of: ${schema.enum.map((value) => JSON.stringify(value)).join(', ')}`
  if ('const' in schema) return `exactly ${JSON.stringify(schema.const)}`
  const variants = (schema.anyOf ?? schema.oneOf) as JsonSchema[] | undefined
  if (variants) return variants.map((variant) => typeLabel(variant, document, depth + 1)).join(' or ')
  const type = Array.isArray(schema.type) ? schema.type.join(' or ') : (schema.type as string | undefined)
  if (type === 'array' && schema.items)
    return `array of ${typeLabel(schema.items as JsonSchema, document, depth + 1)}`
  if (!type) return 'any'
  return schema.format ? `${type} (${schema.format})` : type
}

const plural = (count: unknown, word: string) => `${count} ${word}${count === 1 ? '' : 's'}`

/** The validation rules of a schema, in words. */
const CONSTRAINTS: [string, (value: unknown) => string][] = [
  ['minLength', (value) => (value === 1 ? 'not empty' : `at least ${plural(value, 'character')}`)],
  ['maxLength', (value) => `at most ${plural(value, 'character')}`],
  ['minimum', (value) => `≥ ${value}`],
  ['exclusiveMinimum', (value) => `> ${value}`],
  ['maximum', (value) => `≤ ${value}`],
  ['exclusiveMaximum', (value) => `< ${value}`],
  ['minItems', (value) => `at least ${plural(value, 'item')}`],
  ['maxItems', (value) => `at most ${plural(value, 'item')}`],
  ['pattern', (value) => `matches ${value}`],
  ['default', (value) => `default ${JSON.stringify(value)}`],
]

// zod's `.int()` bounds, which say nothing to a reader.
const SAFE_INTEGER_BOUNDS = new Set([Number.MAX_SAFE_INTEGER, Number.MIN_SAFE_INTEGER])

function constraintsOf(schema: JsonSchema, description?: string): string {
  // A nullable or optional field's rules sit in its non-null variant.
  const variants = ((schema.anyOf ?? schema.oneOf) as JsonSchema[] | undefined) ?? []
  const sources = [schema, ...variants.filter((variant) => variant.type !== 'null')]
  const rules = sources.flatMap((source) =>
    CONSTRAINTS.flatMap(([key, say]) =>
      key in source && !SAFE_INTEGER_BOUNDS.has(source[key] as number) ? [say(source[key])] : [],
    ),
  )
  const said = description ?? (typeof schema.description === 'string' ? schema.description : undefined)
  return [...rules, ...(said ? [said] : [])].join('; ')
}

const STYLES = `
:root { color-scheme: light dark; --fg: #1b1f24; --muted: #57606a; --bg: #ffffff; --panel: #f6f8fa;
  --line: #d0d7de; --link: #0550ae; --get: #116329; --post: #0550ae; --put: #8250df; --patch: #9a6700;
  --delete: #a40e26; }
@media (prefers-color-scheme: dark) { :root { --fg: #e6edf3; --muted: #9198a1; --bg: #0d1117;
  --panel: #161b22; --line: #30363d; --link: #58a6ff; --get: #3fb950; --post: #58a6ff; --put: #bc8cff;
  --patch: #d29922; --delete: #f85149; } }
* { box-sizing: border-box; }
body { margin: 0; font: 15px/1.5 system-ui, -apple-system, "Segoe UI", Roboto, sans-serif; color: var(--fg);
  background: var(--bg); }
a { color: var(--link); }
code, pre { font-family: ui-monospace, SFMono-Regular, Menlo, Consolas, monospace; font-size: 0.9em; }
.skip { position: absolute; left: -9999px; }
.skip:focus { left: 1rem; top: 1rem; background: var(--bg); padding: 0.5rem; }
.top { padding: 1.5rem 2rem 1rem; border-bottom: 1px solid var(--line); }
.top h1 { margin: 0 0 0.5rem; font-size: 1.6rem; }
.version { font-size: 0.9rem; color: var(--muted); font-weight: normal; }
.layout { display: grid; grid-template-columns: 14rem minmax(0, 1fr); }
nav { padding: 1rem 1.5rem; border-right: 1px solid var(--line); position: sticky; top: 0; align-self: start;
  max-height: 100vh; overflow: auto; }
nav h2 { font-size: 0.85rem; text-transform: uppercase; letter-spacing: 0.05em; color: var(--muted); }
nav ul { list-style: none; padding: 0; margin: 0; }
nav li { display: flex; justify-content: space-between; padding: 0.15rem 0; }
nav li span { color: var(--muted); font-size: 0.85rem; }
main { padding: 1rem 2rem 3rem; max-width: 70rem; }
.tag > h2 { margin-top: 2.5rem; padding-bottom: 0.3rem; border-bottom: 1px solid var(--line); text-transform: capitalize; }
.operation { border: 1px solid var(--line); border-radius: 6px; padding: 0.75rem 1rem; margin: 1rem 0;
  background: var(--panel); }
.operation h3 { margin: 0 0 0.5rem; font-size: 1rem; display: flex; flex-wrap: wrap; gap: 0.5rem; align-items: baseline; }
.operation h3 .anchor { color: inherit; text-decoration: none; overflow-wrap: anywhere; }
.operation h3 .anchor:hover code, .operation h3 .anchor:focus code { text-decoration: underline; }
.operation h4 { margin: 0.9rem 0 0.3rem; font-size: 0.9rem; }
.summary { color: var(--muted); font-weight: normal; }
.method { display: inline-block; min-width: 4.2rem; text-align: center; border-radius: 4px; padding: 0 0.4rem;
  color: #fff; font-size: 0.8rem; font-weight: 700; }
.method.get { background: var(--get); } .method.post { background: var(--post); }
.method.put { background: var(--put); } .method.patch { background: var(--patch); }
.method.delete { background: var(--delete); }
@media (prefers-color-scheme: dark) { .method { color: #0d1117; } }
.permission code { font-weight: 700; }
.note { color: var(--muted); font-style: italic; }
table { border-collapse: collapse; width: 100%; font-size: 0.9rem; background: var(--bg); }
th, td { border: 1px solid var(--line); padding: 0.25rem 0.5rem; text-align: left; vertical-align: top; }
td { overflow-wrap: anywhere; }
td:first-child { overflow-wrap: normal; white-space: nowrap; }
pre { background: var(--bg); border: 1px solid var(--line); padding: 0.5rem; overflow: auto; max-height: 24rem; }
.responses { margin: 0; padding-left: 1.2rem; }
@media (max-width: 48rem) { .layout { display: block; } nav { position: static; border-right: 0;
  border-bottom: 1px solid var(--line); max-height: none; } main { padding: 1rem; } }
`
