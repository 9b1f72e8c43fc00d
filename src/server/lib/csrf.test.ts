import { spawnSync } from 'node:child_process'
import path from 'node:path'
import { pathToFileURL } from 'node:url'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { WebSocket } from 'ws'
import { createUser } from '#server/db/seed/factories'
import { createTestApp, TEST_BASE_URL, type TestApp } from '#tests/helpers/test-app'

// Issue 12: every state-changing request under /api, better-auth's included, and the realtime
// socket's handshake must come from the portal's own origin when a browser sends it.

const FOREIGN = 'https://evil.example'
const ID = '00000000-0000-4000-8000-000000000000'

/** A state-changing route of each module (and of better-auth), with a body its validator accepts or refuses. */
const ROUTES: [method: string, path: string][] = [
  ['POST', '/api/auth/sign-in/email'],
  ['POST', '/api/auth/sign-in/magic-link'],
  ['POST', '/api/auth/change-password'],
  ['PATCH', '/api/me'],
  ['POST', '/api/invitations'],
  ['POST', `/api/invitations/${ID}/accept`],
  ['POST', '/api/bots'],
  ['DELETE', `/api/bots/${ID}`],
  ['POST', '/api/chat/messages'],
  ['PUT', `/api/chat/sessions/${ID}/typing`],
  ['POST', '/api/dealers'],
  ['POST', '/api/equipment'],
  ['PATCH', `/api/escalations/${ID}`],
  ['POST', '/api/files'],
  ['DELETE', `/api/files/${ID}`],
  ['POST', '/api/health/checks/run'],
  ['POST', '/api/knowledge/entries'],
  ['POST', '/api/news'],
  ['POST', `/api/news/${ID}/read`],
  ['POST', '/api/notifications/read-all'],
  ['PUT', '/api/notifications/preferences'],
  ['POST', '/api/onboarding/programs'],
  ['POST', `/api/onboarding/onboardings/${ID}/steps/${ID}/files`],
  ['POST', `/api/training/bots/${ID}/chat`],
  ['POST', `/api/users/${ID}/deactivate`],
  // Last: from the portal it ends the session the routes above use.
  ['POST', '/api/auth/sign-out'],
]

let t: TestApp
let admin: string
let signInAdmin: () => Promise<string>

beforeAll(async () => {
  t = await createTestApp()
  const account = await createUser(t.db, { roles: ['admin'] })
  signInAdmin = () => t.signIn(account.email, account.password)
  admin = await signInAdmin()
})
afterAll(async () => {
  await t.close()
})

const call = (method: string, path: string, headers: Record<string, string>) =>
  t.request(path, { method, cookie: admin, json: {}, headers })

describe('CSRF guard on every module', () => {
  it.each(ROUTES)('%s %s from a foreign origin is refused with 403', async (method, path) => {
    const response = await call(method, path, { origin: FOREIGN })
    expect(response.status).toBe(403)
    expect((await response.json()).error.message).toBe('Cross-site request refused.')
  })

  it.each(ROUTES)('%s %s from the portal itself reaches the route', async (method, path) => {
    const response = await call(method, path, { origin: TEST_BASE_URL, 'sec-fetch-site': 'same-origin' })
    expect(response.status).not.toBe(403)
    expect(response.status).toBeLessThan(500)
  })

  it('refuses a request without Origin that the browser marks cross-site or same-site', async () => {
    for (const site of ['cross-site', 'same-site']) {
      expect((await call('PATCH', '/api/me', { 'sec-fetch-site': site })).status).toBe(403)
    }
  })

  it('refuses the opaque "null" origin of sandboxed frames and data: pages', async () => {
    expect((await call('POST', '/api/notifications/read-all', { origin: 'null' })).status).toBe(403)
  })

  it('lets reads through from anywhere: they change nothing and CORS keeps their answers from other sites', async () => {
    const response = await t.request('/api/me', { cookie: await signInAdmin(), headers: { origin: FOREIGN } })
    expect(response.status).toBe(200)
  })
})

describe("better-auth's own origin check", () => {
  // better-auth switches its check off whenever NODE_ENV is test (its default), which is how this
  // suite and the e2e server run; so it is probed in a production process of its own. It refuses
  // before any session or database work, so the probe needs neither.
  const probe = `
    import { createAuth } from ${JSON.stringify(pathToFileURL(path.resolve('src/server/auth/auth.ts')).href)}
    import { logger } from ${JSON.stringify(pathToFileURL(path.resolve('src/server/lib/logger.ts')).href)}
    const auth = createAuth({ db: {}, mailer: {}, logger, baseURL: ${JSON.stringify(TEST_BASE_URL)},
      secret: 'x'.repeat(40), trustedOrigins: [${JSON.stringify(TEST_BASE_URL)}] })
    for (const origin of [${JSON.stringify(FOREIGN)}, ${JSON.stringify(TEST_BASE_URL)}]) {
      const response = await auth.handler(new Request(${JSON.stringify(`${TEST_BASE_URL}/api/auth/sign-out`)}, {
        method: 'POST', body: '{}', headers: { origin, cookie: 'session=x', 'content-type': 'application/json' } }))
      console.log(JSON.stringify({ origin, status: response.status }))
    }`

  it('in production refuses a cookie-carrying request from a foreign origin with 403 on its own', () => {
    const run = spawnSync(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', probe], {
      // Vitest sets TEST=true, which better-auth reads as a test run too.
      env: { ...process.env, NODE_ENV: 'production', LOG_LEVEL: 'silent', TEST: '', VITEST: '' },
      encoding: 'utf8',
      timeout: 60_000,
    })
    const answers = run.stdout
      .split('\n')
      .filter((line) => line.startsWith('{'))
      .map((line) => JSON.parse(line))
    expect(answers, run.stderr).toEqual([
      { origin: FOREIGN, status: 403 },
      { origin: TEST_BASE_URL, status: 200 },
    ])
  })
})

describe('realtime socket handshake', () => {
  let server: Awaited<ReturnType<TestApp['listen']>>
  let port: number

  beforeAll(async () => {
    server = await t.listen()
    port = server.port
    admin = await signInAdmin()
  })
  afterAll(() => {
    server.close()
  })

  /** Opens the socket as the signed-in admin and answers the first message, or the refusal's status. */
  function handshake(origin: string): Promise<{ status: number } | { message: unknown }> {
    const socket = new WebSocket(`ws://127.0.0.1:${port}/api/realtime`, {
      headers: { cookie: admin, origin },
    })
    return new Promise((resolve, reject) => {
      socket.once('unexpected-response', (_request, response) =>
        resolve({ status: response.statusCode ?? 0 }),
      )
      socket.once('message', (data) => {
        resolve({ message: JSON.parse(String(data)) })
        socket.close()
      })
      socket.once('error', reject)
    })
  }

  it('refuses a handshake from a foreign origin (cross-site WebSocket hijacking)', async () => {
    expect(await handshake(FOREIGN)).toEqual({ status: 403 })
  })

  it('accepts the portal origin', async () => {
    expect(await handshake(TEST_BASE_URL)).toMatchObject({ message: { type: 'hello' } })
  })
})
