import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { SIGNED_IN_USER_ELEMENT_ID } from '#shared/constants/signed-in-user'
import { createTestApp, type TestApp } from '#tests/helpers/test-app'
import { session } from './db/schema/auth.ts'
import { profiles } from './db/schema/identity.ts'
import { createUser } from './db/seed/factories.ts'
import { withSignedInUser } from './lib/signed-in-document.ts'

// Issue 12: a signed-in page's document carries the caller's GET /api/me answer, so the app's first
// render does not wait for that request; nobody else's page, and no shared cache, ever gets it.
let webRoot: string
let app: TestApp

const INDEX = '<!doctype html><html><body><div id="root">loader</div></body></html>'
const BLOCK = new RegExp(`<script type="application/json" id="${SIGNED_IN_USER_ELEMENT_ID}">(.*?)</script>`)

beforeAll(async () => {
  webRoot = mkdtempSync(path.join(tmpdir(), 'dealerpilot-signed-in-'))
  writeFileSync(path.join(webRoot, 'index.html'), INDEX)
  app = await createTestApp({ webRoot })
})

afterAll(async () => {
  await app?.close()
  rmSync(webRoot, { recursive: true, force: true })
})

async function signedIn(firstName = 'Kari') {
  const created = await createUser(app.db, { firstName })
  return { ...created, cookie: await app.signIn(created.email, created.password) }
}

const userInPage = (html: string) => {
  const block = BLOCK.exec(html)
  return block ? JSON.parse(block[1]) : undefined
}

describe('a signed-in page', () => {
  it('carries what GET /api/me answers that caller, kept from shared caches and other cookies', async () => {
    const { cookie } = await signedIn()
    for (const address of ['/dashboard', '/chat/some-bot', '/', '/login']) {
      const response = await app.request(address, { cookie })
      expect(response.status).toBe(200)
      const html = await response.text()
      expect(html).toContain('<div id="root">loader</div>')
      expect(userInPage(html)).toEqual(await (await app.request('/api/me', { cookie })).json())
      expect(response.headers.get('cache-control')).toBe('private, no-cache')
      expect(response.headers.get('vary')).toMatch(/Cookie/)
    }
  })

  it('carries no session token, raw or signed (issue 32: no script may read one)', async () => {
    const { id, cookie } = await signedIn()
    const [{ token }] = await app.db
      .select({ token: session.token })
      .from(session)
      .where(eq(session.userId, id))
    const html = await (await app.request('/dashboard', { cookie })).text()
    expect(userInPage(html)).toBeDefined()
    expect(html).not.toContain(token)
    expect(html).not.toContain(decodeURIComponent(cookie.split('=')[1] ?? ''))
  })

  it('is the plain page without a session, with one that is not valid, and as /index.html', async () => {
    const { cookie } = await signedIn()
    for (const [address, sent] of [
      ['/dashboard', undefined],
      ['/dashboard', 'better-auth.session_token=forged.value'],
      ['/index.html', cookie],
    ] as const) {
      const response = await app.request(address, { cookie: sent })
      const html = await response.text()
      expect(html).toBe(INDEX)
      expect(response.headers.get('cache-control')).toBe('no-cache')
    }
  })

  it('follows a profile change at once', async () => {
    const { id, cookie } = await signedIn('Kari')
    await app.db.update(profiles).set({ firstName: 'Ola' }).where(eq(profiles.id, id))
    expect(userInPage(await (await app.request('/dashboard', { cookie })).text()).profile.firstName).toBe(
      'Ola',
    )
  })

  it('cannot be ended by what a user typed', async () => {
    const { cookie } = await signedIn('</script><script>alert(1)</script>&\u2028')
    const html = await (await app.request('/dashboard', { cookie })).text()
    expect(html.match(/<script/g)).toHaveLength(1)
    expect(userInPage(html).profile.firstName).toBe('</script><script>alert(1)</script>&\u2028')
  })
})

describe('withSignedInUser', () => {
  it('puts the data block last in the body and keeps `$` patterns in values as they are', () => {
    const html = withSignedInUser(INDEX, { name: "$$ $' $`" })
    expect(html.endsWith(`${'{"name":"$$ $\' $`"}'}</script></body></html>`)).toBe(true)
    expect(() => withSignedInUser('<p>no body end</p>', {})).toThrow(/no <\/body>/)
  })
})
