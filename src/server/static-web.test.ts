import { createHash } from 'node:crypto'
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { brotliCompressSync, gzipSync } from 'node:zlib'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestApp, type TestApp } from '#tests/helpers/test-app'

// How the built web app is served (app.ts, the static block): precompressed bundles cached for a
// year, pages asked for again every time, a missing bundle a 404 rather than the app's HTML, and the
// CSP allowing exactly the page's own inline script.
const INLINE_SCRIPT = "document.documentElement.dataset.ready = 'yes'"
const BUNDLE = `console.log(${JSON.stringify('x'.repeat(4000))})`

let webRoot: string
let app: TestApp

beforeAll(async () => {
  webRoot = mkdtempSync(path.join(tmpdir(), 'dealerpilot-web-'))
  mkdirSync(path.join(webRoot, 'assets'))
  writeFileSync(
    path.join(webRoot, 'index.html'),
    `<!doctype html><html><head><script>${INLINE_SCRIPT}</script></head><body><div id="root"></div></body></html>`,
  )
  const bundle = path.join(webRoot, 'assets/index-abc123.js')
  writeFileSync(bundle, BUNDLE)
  writeFileSync(`${bundle}.br`, brotliCompressSync(BUNDLE))
  writeFileSync(`${bundle}.gz`, gzipSync(BUNDLE))
  app = await createTestApp({ webRoot })
})

afterAll(async () => {
  await app?.close()
  rmSync(webRoot, { recursive: true, force: true })
})

describe('serving the built web app', () => {
  it('sends a hashed bundle brotli-compressed to a browser that accepts it, cached for a year', async () => {
    const response = await app.request('/assets/index-abc123.js', {
      headers: { 'accept-encoding': 'gzip, deflate, br' },
    })
    expect(response.status).toBe(200)
    expect(response.headers.get('content-encoding')).toBe('br')
    expect(response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable')
    expect(response.headers.get('vary')).toMatch(/accept-encoding/i)
    expect(Buffer.from(await response.arrayBuffer()).length).toBeLessThan(BUNDLE.length / 10)
  })

  it('sends the plain bundle to a client that accepts no compression', async () => {
    const response = await app.request('/assets/index-abc123.js')
    expect(response.headers.get('content-encoding')).toBeNull()
    expect(await response.text()).toBe(BUNDLE)
  })

  it('answers a bundle of an older release with a 404, not the page', async () => {
    const response = await app.request('/assets/index-gone999.js')
    expect(response.status).toBe(404)
    expect(response.headers.get('cache-control')).toBeNull()
    expect((await response.json()).error.code).toBe('NOT_FOUND')
  })

  it('answers any page address with the app, asked for again every time, its inline script allowed by hash', async () => {
    const response = await app.request('/dealers/some-dealer')
    expect(response.status).toBe(200)
    expect(response.headers.get('content-type')).toMatch(/text\/html/)
    expect(response.headers.get('cache-control')).toBe('no-cache')
    expect(await response.text()).toContain('<div id="root">')
    const hash = createHash('sha256').update(INLINE_SCRIPT, 'utf8').digest('base64')
    const policy = response.headers.get('content-security-policy') ?? ''
    expect(policy).toMatch(new RegExp(`script-src 'self' 'sha256-${hash.replace(/[+/]/g, '\\$&')}'`))
    expect(policy).toContain("frame-ancestors 'none'")
    expect(response.headers.get('x-frame-options')).toBe('DENY')
    expect(response.headers.get('strict-transport-security')).toBeNull()
  })

  it('compresses the page for a browser that accepts gzip', async () => {
    const response = await app.request('/dashboard', { headers: { 'accept-encoding': 'gzip' } })
    expect(response.headers.get('content-encoding')).toBe('gzip')
  })
})
