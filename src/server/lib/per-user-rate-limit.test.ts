import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { DEFAULT_AUTH_RATE_LIMITS } from '#server/auth/auth-routes'
import { createDealer, createUser, type UserFactoryInput } from '#server/db/seed/factories'
import { createTestApp, type TestApp } from '#tests/helpers/test-app'

// Issue 12: chat sends and uploads are limited per signed-in user, with the readable 429 and
// Retry-After of the sign-in limits, and switched off with RATE_LIMIT_ENABLED=false like them.

const UNKNOWN_ID = '00000000-0000-4000-8000-000000000000'
const LIMITS = {
  ...DEFAULT_AUTH_RATE_LIMITS,
  chatSendPerUser: { max: 3, windowMs: 60_000 },
  uploadsPerUser: { max: 2, windowMs: 10 * 60_000 },
}

let t: TestApp
let off: TestApp
let dealerId: string
let botId: string

async function signInAs(app: TestApp, roles: UserFactoryInput['roles'], dealerIds: string[] = []) {
  const account = await createUser(app.db, { roles, dealerIds })
  return app.signIn(account.email, account.password)
}

async function createBot(app: TestApp) {
  const trainer = await signInAs(app, ['trainer'])
  const created = await app.request('/api/bots', {
    cookie: trainer,
    json: { name: 'Limits bot', description: 'x' },
  })
  expect(created.status).toBe(201)
  const bot = (await created.json()) as { id: string }
  const imported = await app.request(`/api/bots/${bot.id}/knowledge/import`, {
    cookie: trainer,
    json: {
      entries: [
        {
          question: 'How do I reset my tool license?',
          answer: 'Open the tool menu, choose License, then Reset, and sign in again.',
          language_code: 'en',
          status: 'approved',
        },
      ],
    },
  })
  expect(imported.status).toBe(201)
  return bot.id
}

const sendMessage = (app: TestApp, cookie: string, bot: string) =>
  app.request('/api/chat/messages', {
    cookie,
    json: { botId: bot, content: 'How do I reset my tool license?', language: 'en' },
  })

function fileForm(name = 'note.pdf') {
  const data = new FormData()
  data.append('category', 'contract')
  data.append('file', new Blob([new TextEncoder().encode('%PDF-1.4\n%%EOF\n')]), name)
  return data
}

beforeAll(async () => {
  t = await createTestApp({ env: { RATE_LIMIT_ENABLED: 'true' }, rateLimits: LIMITS })
  off = await createTestApp({ env: { RATE_LIMIT_ENABLED: 'false' }, rateLimits: LIMITS })
  dealerId = (await createDealer(t.db)).id
  botId = await createBot(t)
})
afterAll(async () => {
  await t.close()
  await off.close()
})

describe('chat send limit', () => {
  it('answers the fourth message in a minute with 429, Retry-After and a readable message', async () => {
    const cookie = await signInAs(t, ['dealer_user'], [dealerId])
    for (let sent = 0; sent < 3; sent++) expect((await sendMessage(t, cookie, botId)).status).toBe(201)
    const limited = await sendMessage(t, cookie, botId)
    expect(limited.status).toBe(429)
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0)
    expect(Number(limited.headers.get('retry-after'))).toBeLessThanOrEqual(60)
    expect((await limited.json()).error).toMatchObject({
      code: 'RATE_LIMITED',
      message: 'Too many messages. Please wait 1 minute and try again.',
    })
    // Reading the conversation is not limited.
    expect((await t.request('/api/chat/bots', { cookie })).status).toBe(200)
  })

  it('counts per user: a colleague on the same address still sends', async () => {
    const first = await signInAs(t, ['dealer_user'], [dealerId])
    for (let sent = 0; sent < 4; sent++) await sendMessage(t, first, botId)
    const second = await signInAs(t, ['dealer_user'], [dealerId])
    expect((await sendMessage(t, second, botId)).status).toBe(201)
  })

  it('a signed-out send is answered 401, not counted against anyone', async () => {
    expect((await t.request('/api/chat/messages', { json: { botId, content: 'hi' } })).status).toBe(401)
  })

  it('is off with RATE_LIMIT_ENABLED=false', async () => {
    const bot = await createBot(off)
    const cookie = await signInAs(off, ['trainer'])
    for (let sent = 0; sent < 5; sent++) expect((await sendMessage(off, cookie, bot)).status).toBe(201)
  })
})

describe('upload limit', () => {
  it('file centre: the third upload request in 10 minutes is refused before its body is read', async () => {
    const cookie = await signInAs(t, ['dealer_user'], [dealerId])
    for (let sent = 0; sent < 2; sent++) {
      const response = await t.request('/api/files', { cookie, body: fileForm() })
      expect(response.status, await response.clone().text()).toBe(201)
    }
    const limited = await t.request('/api/files', { cookie, body: fileForm() })
    expect(limited.status).toBe(429)
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(60)
    expect((await limited.json()).error.message).toBe(
      'Too many uploads. Please wait 10 minutes and try again.',
    )
    // A new version is an upload too.
    expect((await t.request(`/api/files/${UNKNOWN_ID}/versions`, { cookie, body: fileForm() })).status).toBe(
      429,
    )
    // Listing files is not.
    expect((await t.request('/api/files', { cookie })).status).toBe(200)
  })

  it('onboarding step files share the same per-user count', async () => {
    const cookie = await signInAs(t, ['dealer_user'], [dealerId])
    const path = `/api/onboarding/onboardings/${UNKNOWN_ID}/steps/${UNKNOWN_ID}/files?label=x`
    const statuses: number[] = []
    for (let sent = 0; sent < 3; sent++) {
      statuses.push(
        (await t.request(path, { cookie, body: 'bytes', headers: { 'content-type': 'text/plain' } })).status,
      )
    }
    expect(statuses.slice(0, 2).every((status) => status !== 429)).toBe(true)
    expect(statuses[2]).toBe(429)
  })

  it('is off with RATE_LIMIT_ENABLED=false', async () => {
    const offDealer = await createDealer(off.db)
    const cookie = await signInAs(off, ['dealer_user'], [offDealer.id])
    for (let sent = 0; sent < 4; sent++) {
      expect((await off.request('/api/files', { cookie, body: fileForm() })).status).toBe(201)
    }
  })
})
