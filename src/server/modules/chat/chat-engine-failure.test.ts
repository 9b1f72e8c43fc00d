import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { AssistantEngine } from '#server/assistant/engine'
import { chatSessions } from '#server/db/schema/chat'
import { tickets } from '#server/db/schema/tickets'
import { createUser } from '#server/db/seed/factories'
import type { ChatMessageListResponse } from '#shared/schemas/chat'
import { createTestApp, type TestApp } from '#tests/helpers/test-app'

// Spec §8 'Failed to get response from AI': when the engine throws, the user's message is kept
// (marked failed, so the chat can offer a retry) and no assistant reply or ticket is invented.
const failingEngine: AssistantEngine = {
  answer: async () => {
    throw new Error('model host unreachable')
  },
  knowledgeChanged: () => {},
  warm: async () => {},
}

let t: TestApp
let dealer: string
let botId: string

beforeAll(async () => {
  t = await createTestApp({ assistant: failingEngine })
  const trainerUser = await createUser(t.db, { roles: ['trainer'] })
  const dealerUser = await createUser(t.db, { roles: ['standard_user'] })
  const trainer = await t.signIn(trainerUser.email, trainerUser.password)
  dealer = await t.signIn(dealerUser.email, dealerUser.password)
  const created = await t.request('/api/bots', { cookie: trainer, json: { name: 'Failing engine bot' } })
  expect(created.status).toBe(201)
  botId = ((await created.json()) as { id: string }).id
})

afterAll(async () => {
  await t?.close()
})

describe('POST /api/chat/messages when the engine fails', () => {
  it('answers 503 with the spec message and keeps the user message as failed', async () => {
    const response = await t.request('/api/chat/messages', {
      cookie: dealer,
      json: { botId, content: 'How do I reset my tool license?' },
    })
    expect(response.status).toBe(503)
    expect(await response.json()).toEqual({
      error: { code: 'UNAVAILABLE', message: 'Failed to get response from AI' },
    })

    const [session] = await t.db.select().from(chatSessions).where(eq(chatSessions.botId, botId))
    expect(session).toBeDefined()
    const listed = await t.request(`/api/chat/sessions/${session.id}/messages`, { cookie: dealer })
    const { messages } = (await listed.json()) as ChatMessageListResponse
    expect(messages).toHaveLength(1)
    expect(messages[0]).toMatchObject({
      isUser: true,
      content: 'How do I reset my tool license?',
      status: 'failed',
    })
    expect(await t.db.select().from(tickets).where(eq(tickets.sessionId, session.id))).toEqual([])
  })
})
