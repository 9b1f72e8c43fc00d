import { createHash } from 'node:crypto'
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs'
import type { AddressInfo } from 'node:net'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { serve } from '@hono/node-server'
import { Hono } from 'hono'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  API_POLICY,
  contentSecurityPolicy,
  HSTS_VALUE,
  INLINE_FILE_HEADERS,
  inlineScriptHashes,
  inlineScriptHashesOf,
  securityHeaders,
} from './security-headers.ts'

const sha256 = (text: string) => `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`

/** The policy's directives as a map, e.g. { 'script-src': ["'self'", "'sha256-…'"] }. */
function directives(policy: string): Record<string, string[]> {
  return Object.fromEntries(
    policy.split(';').map((part) => {
      const [name, ...sources] = part.trim().split(/\s+/)
      return [name, sources]
    }),
  )
}

function appWith(options: { baseUrl: string; webRoot?: string }) {
  const app = new Hono()
  app.use('*', securityHeaders(options))
  app.get('/', (c) => c.html('<p>page</p>'))
  // As the files route sends a preview (files.routes.ts).
  app.get('/file.pdf', (c) => {
    c.header('content-disposition', 'inline; filename="file.pdf"')
    for (const [name, value] of Object.entries(INLINE_FILE_HEADERS)) c.header(name, value)
    return c.body('%PDF-1.4')
  })
  app.get('/api/dealers', (c) => c.json({ dealers: [] }))
  // A route that answers with a Response of its own, as better-auth's handler does.
  app.get('/raw', () => new Response('{}', { headers: { 'content-type': 'application/json' } }))
  app.get('/download', (c) => {
    c.header('content-disposition', 'attachment; filename="file.csv"')
    return c.body('a,b')
  })
  return app
}

describe('inline script hashes', () => {
  it('hashes each inline script exactly as written and skips scripts with src', () => {
    const first = "\n      (() => { document.documentElement.dataset.x = '1' })()\n    "
    const html = `<head><script id="pre">${first}</script><script type="module" src="/a.js"></script></head>
      <body><SCRIPT>b()</SCRIPT><script crossorigin src='/b.js'></script></body>`
    expect(inlineScriptHashes(html)).toEqual([sha256(first), sha256('b()')])
  })

  it('reads them from the built index.html of the web root, and none without a build', () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'csp-'))
    writeFileSync(path.join(dir, 'index.html'), '<script>one()</script>')
    expect(inlineScriptHashesOf(dir)).toEqual([sha256('one()')])
    expect(inlineScriptHashesOf(undefined)).toEqual([])
    expect(inlineScriptHashesOf(path.join(dir, 'missing'))).toEqual([])
  })

  it("covers the accessibility pre-paint script of the project's index.html", () => {
    const html = readFileSync(path.resolve('index.html'), 'utf8')
    const hashes = inlineScriptHashes(html)
    // One inline script (the pre-paint one); the entry module is loaded by src.
    expect(hashes).toHaveLength(1)
    const body = /<script id="accessibility-pre-paint">([\s\S]*?)<\/script>/.exec(html)?.[1] ?? ''
    expect(hashes[0]).toBe(sha256(body))
  })
})

describe('content security policy', () => {
  const policy = directives(
    contentSecurityPolicy({ baseUrl: 'http://localhost:3000', scriptHashes: ["'sha256-abc='"] }),
  )

  it('lets scripts come only from the portal and the hashed inline script', () => {
    expect(policy['script-src']).toEqual(["'self'", "'sha256-abc='"])
    expect(policy['script-src']).not.toContain("'unsafe-inline'")
    expect(policy['script-src']).not.toContain("'unsafe-eval'")
    expect(policy['default-src']).toEqual(["'self'"])
    expect(policy['object-src']).toEqual(["'none'"])
    expect(policy['base-uri']).toEqual(["'self'"])
    expect(policy['form-action']).toEqual(["'self'"])
    expect(policy['frame-ancestors']).toEqual(["'none'"])
    expect(policy['worker-src']).toEqual(["'self'"])
    expect(policy['img-src']).toEqual(["'self'", 'data:', 'blob:'])
  })

  it('allows the realtime socket on the public origin, wss behind TLS', () => {
    expect(policy['connect-src']).toEqual(["'self'", 'ws://localhost:3000'])
    const tls = directives(contentSecurityPolicy({ baseUrl: 'https://portal.example.com', scriptHashes: [] }))
    expect(tls['connect-src']).toEqual(["'self'", 'wss://portal.example.com'])
  })
})

/** The same app in-process (hono's own Request and Response) and behind Node's HTTP server, as it runs. */
const ways = [
  {
    name: 'in-process',
    open: async (options: { baseUrl: string; webRoot?: string }) => {
      const app = appWith(options)
      return { get: (path: string) => app.request(path), close: () => {} }
    },
  },
  {
    name: "on Node's server",
    open: async (options: { baseUrl: string; webRoot?: string }) => {
      const server = serve({ fetch: appWith(options).fetch, port: 0, hostname: '127.0.0.1' })
      await new Promise((resolve) => server.once('listening', resolve))
      const { port } = server.address() as AddressInfo
      return { get: (path: string) => fetch(`http://127.0.0.1:${port}${path}`), close: () => server.close() }
    },
  },
]

describe.each(ways)('security headers middleware ($name)', ({ open }) => {
  let plain: Awaited<ReturnType<typeof open>>
  let tls: Awaited<ReturnType<typeof open>>
  let built: Awaited<ReturnType<typeof open>>
  beforeAll(async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'csp-'))
    writeFileSync(path.join(dir, 'index.html'), '<script>prePaint()</script>')
    plain = await open({ baseUrl: 'http://localhost:3000' })
    tls = await open({ baseUrl: 'https://portal.example.com' })
    built = await open({ baseUrl: 'http://localhost:3000', webRoot: dir })
  })
  afterAll(() => {
    for (const app of [plain, tls, built]) app.close()
  })

  it('sends the policy with the built page hash, DENY framing and no HSTS on plain http', async () => {
    const response = await built.get('/')
    const policy = directives(response.headers.get('content-security-policy') ?? '')
    expect(policy['script-src']).toEqual(["'self'", sha256('prePaint()')])
    expect(response.headers.get('x-frame-options')).toBe('DENY')
    expect(response.headers.get('x-content-type-options')).toBe('nosniff')
    expect(response.headers.get('referrer-policy')).toBe('no-referrer')
    expect(response.headers.get('cross-origin-opener-policy')).toBe('same-origin')
    expect(response.headers.get('strict-transport-security')).toBeNull()
  })

  it('sends HSTS for a year with subdomains when the portal is served over https', async () => {
    const response = await tls.get('/')
    expect(response.headers.get('strict-transport-security')).toBe(HSTS_VALUE)
    expect(HSTS_VALUE).toBe('max-age=31536000; includeSubDomains')
  })

  it('lets the portal frame a file it previews inline, with a policy that runs nothing', async () => {
    const response = await plain.get('/file.pdf')
    const policy = directives(response.headers.get('content-security-policy') ?? '')
    expect(policy['frame-ancestors']).toEqual(["'self'"])
    expect(policy['default-src']).toEqual(["'none'"])
    expect(policy['script-src']).toBeUndefined()
    expect(response.headers.get('x-frame-options')).toBe('SAMEORIGIN')
    expect(response.headers.get('x-content-type-options')).toBe('nosniff')
  })

  it('keeps downloads unframeable', async () => {
    const response = await plain.get('/download')
    expect(response.headers.get('x-frame-options')).toBe('DENY')
    expect(directives(response.headers.get('content-security-policy') ?? '')['frame-ancestors']).toEqual([
      "'none'",
    ])
  })

  it('gives API answers the REST set: nothing may load, run or frame them, and no document-only headers', async () => {
    const response = await tls.get('/api/dealers')
    expect(await response.json()).toEqual({ dealers: [] })
    expect(response.headers.get('content-security-policy')).toBe(API_POLICY)
    expect(directives(API_POLICY)).toEqual({ 'default-src': ["'none'"], 'frame-ancestors': ["'none'"] })
    expect(response.headers.get('x-frame-options')).toBe('DENY')
    expect(response.headers.get('x-content-type-options')).toBe('nosniff')
    expect(response.headers.get('cross-origin-resource-policy')).toBe('same-origin')
    expect(response.headers.get('referrer-policy')).toBe('no-referrer')
    expect(response.headers.get('strict-transport-security')).toBe(HSTS_VALUE)
    for (const documentOnly of ['cross-origin-opener-policy', 'origin-agent-cluster', 'x-xss-protection'])
      expect(response.headers.get(documentOnly)).toBeNull()
  })

  it("adds them to a route's own Response too", async () => {
    const response = await plain.get('/raw')
    expect(response.headers.get('content-type')).toBe('application/json')
    expect(response.headers.get('x-frame-options')).toBe('DENY')
    expect(response.headers.get('content-security-policy')).toContain("default-src 'self'")
  })
})
