import { createHash } from 'node:crypto'
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { Hono } from 'hono'
import { describe, expect, it } from 'vitest'
import {
  contentSecurityPolicy,
  HSTS_VALUE,
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
  app.get('/file.pdf', (c) => {
    c.header('content-disposition', 'inline; filename="file.pdf"')
    return c.body('%PDF-1.4')
  })
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

describe('security headers middleware', () => {
  it('sends the policy with the built page hash, DENY framing and no HSTS on plain http', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'csp-'))
    writeFileSync(path.join(dir, 'index.html'), '<script>prePaint()</script>')
    const response = await appWith({ baseUrl: 'http://localhost:3000', webRoot: dir }).request('/')
    const policy = directives(response.headers.get('content-security-policy') ?? '')
    expect(policy['script-src']).toEqual(["'self'", sha256('prePaint()')])
    expect(response.headers.get('x-frame-options')).toBe('DENY')
    expect(response.headers.get('x-content-type-options')).toBe('nosniff')
    expect(response.headers.get('strict-transport-security')).toBeNull()
  })

  it('sends HSTS for a year with subdomains when the portal is served over https', async () => {
    const response = await appWith({ baseUrl: 'https://portal.example.com' }).request('/')
    expect(response.headers.get('strict-transport-security')).toBe(HSTS_VALUE)
    expect(HSTS_VALUE).toBe('max-age=31536000; includeSubDomains')
  })

  it('lets the portal frame a file it previews inline, with a policy that runs nothing', async () => {
    const response = await appWith({ baseUrl: 'http://localhost:3000' }).request('/file.pdf')
    const policy = directives(response.headers.get('content-security-policy') ?? '')
    expect(policy['frame-ancestors']).toEqual(["'self'"])
    expect(policy['default-src']).toEqual(["'none'"])
    expect(policy['script-src']).toBeUndefined()
    expect(response.headers.get('x-frame-options')).toBe('SAMEORIGIN')
  })

  it('keeps downloads unframeable', async () => {
    const response = await appWith({ baseUrl: 'http://localhost:3000' }).request('/download')
    expect(response.headers.get('x-frame-options')).toBe('DENY')
    expect(directives(response.headers.get('content-security-policy') ?? '')['frame-ancestors']).toEqual([
      "'none'",
    ])
  })
})
