import { createHash } from 'node:crypto'
import { existsSync, readFileSync } from 'node:fs'
import path from 'node:path'
import type { MiddlewareHandler } from 'hono'

// Issue 12 hardening: the Content-Security-Policy the portal passes, framing refused, HSTS only
// behind TLS. Decision record: docs/decisions/017-hardening.md.

/** One year, the figure HSTS preload lists ask for. */
export const HSTS_VALUE = 'max-age=31536000; includeSubDomains'

const INLINE_SCRIPT = /<script\b([^>]*)>([\s\S]*?)<\/script\s*>/gi
const HAS_SRC = /\bsrc\s*=/i

/**
 * The CSP source expression ('sha256-…') of every inline script in a page. The browser hashes the
 * script's text exactly as it stands between the tags, so the hash is taken from the served file
 * itself and can never drift from it.
 */
export function inlineScriptHashes(html: string): string[] {
  const hashes: string[] = []
  for (const [, attributes, body] of html.matchAll(INLINE_SCRIPT)) {
    if (HAS_SRC.test(attributes ?? '')) continue
    hashes.push(
      `'sha256-${createHash('sha256')
        .update(body ?? '', 'utf8')
        .digest('base64')}'`,
    )
  }
  return hashes
}

/** The inline-script hashes of the built web app's index.html; none when there is no build (API-only tests). */
export function inlineScriptHashesOf(webRoot: string | undefined): string[] {
  const file = webRoot ? path.join(webRoot, 'index.html') : null
  return file && existsSync(file) ? inlineScriptHashes(readFileSync(file, 'utf8')) : []
}

export interface PolicyOptions {
  /** The public origin (APP_URL): its WebSocket twin is allowed for the realtime socket. */
  baseUrl: string
  /** 'sha256-…' expressions of the inline scripts the page may run. */
  scriptHashes: readonly string[]
  /** Who may frame the response: nobody for pages, the portal itself for files it previews. */
  frameAncestors?: "'none'" | "'self'"
}

/** The realtime socket's origin (ws: for http, wss: for https) of the public URL. */
function webSocketOrigin(baseUrl: string): string {
  const url = new URL(baseUrl)
  return `${url.protocol === 'https:' ? 'wss:' : 'ws:'}//${url.host}`
}

/**
 * The policy as a header value. Styles keep 'unsafe-inline': sonner (toasts) and Radix's scroll
 * lock (react-style-singleton) insert <style> elements at run time, the latter with computed
 * content no hash can cover; inline styles cannot run code, so scripts stay hash-only.
 */
export function contentSecurityPolicy({
  baseUrl,
  scriptHashes,
  frameAncestors = "'none'",
}: PolicyOptions): string {
  const directives: [string, string[]][] = [
    ['default-src', ["'self'"]],
    ['script-src', ["'self'", ...scriptHashes]],
    ['style-src', ["'self'", "'unsafe-inline'"]],
    ['img-src', ["'self'", 'data:', 'blob:']],
    ['font-src', ["'self'", 'data:']],
    // 'self' covers same-origin WebSockets in CSP 3; the explicit ws(s): origin serves older engines.
    ['connect-src', ["'self'", webSocketOrigin(baseUrl)]],
    ['worker-src', ["'self'"]],
    ['manifest-src', ["'self'"]],
    ['frame-src', ["'self'"]],
    ['object-src', ["'none'"]],
    ['base-uri', ["'self'"]],
    ['form-action', ["'self'"]],
    ['frame-ancestors', [frameAncestors]],
  ]
  return directives.map(([name, sources]) => `${name} ${sources.join(' ')}`).join('; ')
}

/** Whether the portal is served over TLS (APP_URL is https), the only case HSTS may be sent. */
export function isServedOverTls(baseUrl: string): boolean {
  return new URL(baseUrl).protocol === 'https:'
}

/**
 * A file the portal shows inline (the PDF preview in the document dialog is an iframe of
 * /api/files/…/content) sends these in place of the page's: the portal's own pages may frame it,
 * nothing else may. Its own policy lets the file load nothing and run nothing; Chromium's PDF viewer
 * still renders under it.
 */
export const INLINE_FILE_HEADERS: Readonly<Record<string, string>> = {
  'Content-Security-Policy':
    "default-src 'none'; img-src 'self' data:; style-src 'unsafe-inline'; frame-ancestors 'self'",
  'X-Frame-Options': 'SAMEORIGIN',
}

/**
 * A page's security headers, the same as hono's secureHeaders sends by default (nosniff, referrer
 * policy, COOP/CORP, ...) with X-Frame-Options DENY, the CSP above and HSTS only behind TLS (a
 * browser that saw HSTS on plain http localhost would refuse it for a year).
 */
export function pageSecurityHeaders(options: { baseUrl: string; webRoot?: string }): [string, string][] {
  return [
    [
      'Content-Security-Policy',
      contentSecurityPolicy({
        baseUrl: options.baseUrl,
        scriptHashes: inlineScriptHashesOf(options.webRoot),
      }),
    ],
    ['Cross-Origin-Opener-Policy', 'same-origin'],
    ['Cross-Origin-Resource-Policy', 'same-origin'],
    ['Origin-Agent-Cluster', '?1'],
    ['Referrer-Policy', 'no-referrer'],
    ...hsts(options.baseUrl),
    ['X-Content-Type-Options', 'nosniff'],
    ['X-DNS-Prefetch-Control', 'off'],
    ['X-Download-Options', 'noopen'],
    ['X-Frame-Options', 'DENY'],
    ['X-Permitted-Cross-Domain-Policies', 'none'],
    ['X-XSS-Protection', '0'],
  ]
}

/**
 * An API answer's (JSON, a file, a CSV; everything under /api/): OWASP's set for REST answers. No
 * document is ever built from them, so their policy lets nothing load, run or frame them; the
 * headers that only steer a document (COOP, Origin-Agent-Cluster, DNS prefetch, the XSS auditor) or
 * old plug-ins are left out: every API answer is 700 bytes shorter (decision 017).
 */
export function apiSecurityHeaders(options: { baseUrl: string }): [string, string][] {
  return [
    ['Content-Security-Policy', API_POLICY],
    ['Cross-Origin-Resource-Policy', 'same-origin'],
    ['Referrer-Policy', 'no-referrer'],
    ...hsts(options.baseUrl),
    ['X-Content-Type-Options', 'nosniff'],
    ['X-Frame-Options', 'DENY'],
  ]
}

export const API_POLICY = "default-src 'none'; frame-ancestors 'none'"

const hsts = (baseUrl: string): [string, string][] =>
  isServedOverTls(baseUrl) ? [['Strict-Transport-Security', HSTS_VALUE]] : []

/**
 * Every response's security headers: the API's under /api/, a page's elsewhere. Built once; a route
 * that sends one of its own (INLINE_FILE_HEADERS, the API's documentation page) keeps it: they go
 * on the route's response where it has none of its own.
 */
export function securityHeaders(options: { baseUrl: string; webRoot?: string }): MiddlewareHandler {
  const page = pageSecurityHeaders(options)
  const api = apiSecurityHeaders(options)
  return async (c, next) => {
    const headers = c.req.path.startsWith('/api/') ? api : page
    await next()
    const own = c.res.headers
    for (const [name, value] of headers) if (!own.has(name)) own.set(name, value)
  }
}
