import { randomUUID } from 'node:crypto'
import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { eq, sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { bots } from '#server/db/schema/bots'
import { chatMessages, chatSessions } from '#server/db/schema/chat'
import { documents } from '#server/db/schema/documents'
import { idempotencyKeys } from '#server/db/schema/idempotency'
import { employeeInvitations } from '#server/db/schema/identity'
import { tickets } from '#server/db/schema/tickets'
import { createDealer, createUser } from '#server/db/seed/factories'
import { createTestApp, type RequestOptions, type TestApp } from '#tests/helpers/test-app'
import { IDEMPOTENCY_HEADER, IDEMPOTENT_REPLAY_HEADER } from './idempotency.ts'

// Issue 32 item 8: two identical creating requests at once make one record.

let t: TestApp
let storageDir: string
let dealerId: string
let dealerUser: string
let dealerUserId: string
let manager: string
let botId: string

const pdf = Buffer.from(
  '%PDF-1.4\n1 0 obj << /Type /Catalog /Pages 2 0 R >> endobj\n' +
    '2 0 obj << /Type /Pages /Kids [3 0 R] /Count 1 >> endobj\n3 0 obj << /Type /Page /Parent 2 0 R >> endobj\n%%EOF\n',
)

beforeAll(async () => {
  storageDir = await mkdtemp(path.join(tmpdir(), 'dealerpilot-idempotency-'))
  t = await createTestApp({ env: { STORAGE_DIR: storageDir } })
  dealerId = (await createDealer(t.db, { name: 'Double Submit Dealer' })).id
  const user = await createUser(t.db, { roles: ['dealer_user'], dealerIds: [dealerId] })
  dealerUser = await t.signIn(user.email, user.password)
  dealerUserId = user.id
  const managerUser = await createUser(t.db, { roles: ['dealer_manager'], dealerIds: [dealerId] })
  manager = await t.signIn(managerUser.email, managerUser.password)
  ;[{ id: botId }] = await t.db.insert(bots).values({ name: 'Double submit helper' }).returning()
})
afterAll(async () => {
  await t.close()
  await rm(storageDir, { recursive: true, force: true })
})

/** The same request twice at once; `init` is called per request, as a form body can be sent once. */
async function twiceAtOnce(url: string, init: () => RequestOptions) {
  const responses = await Promise.all([t.request(url, init()), t.request(url, init())])
  return Promise.all(
    responses.map(async (response) => ({
      status: response.status,
      replayed: response.headers.get(IDEMPOTENT_REPLAY_HEADER),
      body: await response.text(),
    })),
  )
}

async function newSession() {
  const response = await t.request('/api/chat/sessions', { cookie: dealerUser, json: { botId } })
  expect(response.status, await response.clone().text()).toBe(201)
  return ((await response.json()) as { session: { id: string } }).session.id
}

describe('Idempotency-Key: a repeated key answers the first response and creates nothing', () => {
  it('a manual ticket', async () => {
    const sessionId = await newSession()
    const key = randomUUID()
    const [first, second] = await twiceAtOnce(`/api/chat/sessions/${sessionId}/tickets`, () => ({
      cookie: dealerUser,
      headers: { [IDEMPOTENCY_HEADER]: key },
      json: { title: 'Licence locked', description: 'The reset did not work.' },
    }))
    expect(first!.status, first!.body).toBe(201)
    expect(second!.status).toBe(201)
    expect(second!.body).toBe(first!.body)
    expect([first!.replayed, second!.replayed].sort()).toEqual([null, 'true'])
    expect(await t.db.select().from(tickets).where(eq(tickets.sessionId, sessionId))).toHaveLength(1)
  })

  it('a chat message', async () => {
    const sessionId = await newSession()
    const key = randomUUID()
    const [first, second] = await twiceAtOnce('/api/chat/messages', () => ({
      cookie: dealerUser,
      headers: { [IDEMPOTENCY_HEADER]: key },
      json: { botId, sessionId, content: 'Where can I find my invoices?' },
    }))
    expect(first!.status, first!.body).toBe(201)
    expect(second!.status).toBe(201)
    expect(second!.body).toBe(first!.body)
    const userMessages = await t.db
      .select()
      .from(chatMessages)
      .where(sql`${chatMessages.sessionId} = ${sessionId} and ${chatMessages.isUser}`)
    expect(userMessages).toHaveLength(1)
  })

  it('an invitation', async () => {
    const email = `double-${randomUUID()}@example.test`
    const key = randomUUID()
    const [first, second] = await twiceAtOnce('/api/invitations', () => ({
      cookie: manager,
      headers: { [IDEMPOTENCY_HEADER]: key },
      json: { email, fullName: 'Double Invitee', role: 'dealer_user', dealerId },
    }))
    expect(first!.status, first!.body).toBe(201)
    expect(second!.status).toBe(201)
    expect(second!.body).toBe(first!.body)
    const rows = await t.db.select().from(employeeInvitations).where(eq(employeeInvitations.email, email))
    expect(rows).toHaveLength(1)
  })

  it('an upload', async () => {
    const title = `Double upload ${randomUUID()}`
    const key = randomUUID()
    const [first, second] = await twiceAtOnce('/api/files', () => {
      const form = new FormData()
      form.append('category', 'contract')
      form.append('title', title)
      form.append('file', new Blob([new Uint8Array(pdf)]), 'contract.pdf')
      return { cookie: dealerUser, headers: { [IDEMPOTENCY_HEADER]: key }, body: form }
    })
    expect(first!.status, first!.body).toBe(201)
    expect(second!.status).toBe(201)
    expect(second!.body).toBe(first!.body)
    expect(await t.db.select().from(documents).where(eq(documents.title, title))).toHaveLength(1)
  })

  it('a later repeat gets the same answer; another request with the key is 422, a bad key 400', async () => {
    const sessionId = await newSession()
    const key = randomUUID()
    const send = (content: string, sentKey: string = key) =>
      t.request('/api/chat/messages', {
        cookie: dealerUser,
        headers: { [IDEMPOTENCY_HEADER]: sentKey },
        json: { botId, sessionId, content },
      })
    const first = await send('Hello there')
    expect(first.status).toBe(201)
    const again = await send('Hello there')
    expect(again.status).toBe(201)
    expect(await again.text()).toBe(await first.text())
    const elsewhere = await t.request(`/api/chat/sessions/${sessionId}/tickets`, {
      cookie: dealerUser,
      headers: { [IDEMPOTENCY_HEADER]: key },
      json: { title: 'x', description: 'y' },
    })
    expect(elsewhere.status).toBe(422)
    const bad = await send('Hello there', 'not a key!')
    expect(bad.status).toBe(400)
    expect((await bad.json()).error.code).toBe('VALIDATION_FAILED')
  })

  it('a failed request releases its key, so the same action can be retried', async () => {
    const email = `retry-${randomUUID()}@example.test`
    const key = randomUUID()
    const invite = (role: string) =>
      t.request('/api/invitations', {
        cookie: manager,
        headers: { [IDEMPOTENCY_HEADER]: key },
        json: { email, fullName: 'Retry Invitee', role, dealerId },
      })
    // A dealer manager may not invite an admin: 403, kept nowhere.
    expect((await invite('admin')).status).toBe(403)
    expect((await invite('dealer_user')).status).toBe(201)
    const [row] = await t.db.select().from(idempotencyKeys).where(eq(idempotencyKeys.key, key))
    expect(row).toMatchObject({ userId: expect.any(String), responseStatus: 201 })
  })
})

describe('natural keys: a double submit without a key still makes one record', () => {
  it('a manual ticket joins the session’s open manual ticket, without counting twice', async () => {
    const sessionId = await newSession()
    const [first, second] = await twiceAtOnce(`/api/chat/sessions/${sessionId}/tickets`, () => ({
      cookie: dealerUser,
      json: { title: 'Licence locked', description: 'The reset did not work.' },
    }))
    expect([first!.status, second!.status].sort()).toEqual([200, 201])
    expect(JSON.parse(second!.body).ticket.id).toBe(JSON.parse(first!.body).ticket.id)
    const rows = await t.db.select().from(tickets).where(eq(tickets.sessionId, sessionId))
    expect(rows).toHaveLength(1)
    expect(rows[0].occurrences).toBe(1)
    const [session] = await t.db.select().from(chatSessions).where(eq(chatSessions.id, sessionId))
    expect(session!.status).toBe('escalated')
    expect(session!.userId).toBe(dealerUserId)
  })

  it('an invitation to an e-mail with one pending is refused (409), never a second', async () => {
    const email = `natural-${randomUUID()}@example.test`
    const [first, second] = await twiceAtOnce('/api/invitations', () => ({
      cookie: manager,
      json: { email, fullName: 'Natural Invitee', role: 'dealer_user', dealerId },
    }))
    expect([first!.status, second!.status].sort()).toEqual([201, 409])
    const rows = await t.db.select().from(employeeInvitations).where(eq(employeeInvitations.email, email))
    expect(rows).toHaveLength(1)
  })
})
