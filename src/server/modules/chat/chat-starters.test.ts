import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { bots } from '#server/db/schema/bots'
import { createUser } from '#server/db/seed/factories'
import type { ChatStartersResponse } from '#shared/schemas/chat'
import { createTestApp, type TestApp } from '#tests/helpers/test-app'

// Issue 35 item 2: an empty conversation offers the bot's most asked approved entries, in the
// user's language, to a user who may use the bot, and to no one else.

let t: TestApp
let trainer: string
let dealer: string
let support: string
let botId: string
let staffOnlyBot: string
let inactiveBot: string

const entry = (question: string, language_code: string, priority: number, status = 'approved') => ({
  question,
  answer: `The answer to "${question}" is in the portal under Help.`,
  language_code,
  priority,
  status,
})

// Priorities alone would put the licence question first; the questions users asked come first.
const LICENCE = entry('How do I reset my tool license?', 'en', 9)
const INVOICES = entry('Where can I find my invoices?', 'en', 1)
const CREDITS = entry('How do I buy OptiFiles credits?', 'en', 2)
const ENGLISH = [
  LICENCE,
  INVOICES,
  CREDITS,
  entry('How fast do you ship orders?', 'en', 8),
  entry('How long is the warranty on the dyno?', 'en', 7),
  entry('Which cables come with the tool?', 'en', 3),
]
const NORWEGIAN = [
  entry('Hvor finner jeg fakturaene mine?', 'no', 5),
  entry('Hvordan kjøper jeg kreditter?', 'no', 4),
  entry('Hvor lang er garantien?', 'no', 3),
]
const SWEDISH = [entry('Var hittar jag mina fakturor?', 'sv', 5)]
const DRAFT = entry('Is this draft offered?', 'en', 10, 'draft')

async function createBot(name: string, entries: ReturnType<typeof entry>[]) {
  const created = await t.request('/api/bots', { cookie: trainer, json: { name } })
  expect(created.status).toBe(201)
  const { id } = (await created.json()) as { id: string }
  const imported = await t.request(`/api/bots/${id}/knowledge/import`, { cookie: trainer, json: { entries } })
  expect(imported.status).toBe(201)
  return id
}

async function ask(content: string, sessionId: string | null) {
  const response = await t.request('/api/chat/messages', {
    cookie: dealer,
    json: { botId, sessionId, content, language: 'en' },
  })
  expect(response.status).toBe(201)
  const body = await response.json()
  // The question was answered from its entry, so it counts as asked.
  expect(body.botMessage.content).toContain(content)
  return body.session.id as string
}

async function starters(cookie: string, bot: string, query = '') {
  return t.request(`/api/chat/bots/${bot}/starters${query}`, { cookie })
}

async function questions(query: string) {
  const response = await starters(dealer, botId, query)
  expect(response.status).toBe(200)
  const body = (await response.json()) as ChatStartersResponse
  return body.starters.map((starter) => starter.question)
}

beforeAll(async () => {
  t = await createTestApp()
  const trainerUser = await createUser(t.db, { roles: ['trainer'] })
  const dealerUser = await createUser(t.db, { roles: ['dealer_user'] })
  const supportUser = await createUser(t.db, { roles: ['support_agent'] })
  trainer = await t.signIn(trainerUser.email, trainerUser.password)
  dealer = await t.signIn(dealerUser.email, dealerUser.password)
  support = await t.signIn(supportUser.email, supportUser.password)
  botId = await createBot('Starter Bot', [...ENGLISH, ...NORWEGIAN, ...SWEDISH, DRAFT])
  staffOnlyBot = await createBot('Staff Bot', [entry('Only for staff?', 'en', 5)])
  inactiveBot = await createBot('Resting Bot', [entry('Anyone there?', 'en', 5)])
  await t.db
    .update(bots)
    .set({ requiredRoles: ['support_agent'] })
    .where(eq(bots.id, staffOnlyBot))
  await t.db.update(bots).set({ isActive: false }).where(eq(bots.id, inactiveBot))

  const session = await ask(INVOICES.question, null)
  await ask(INVOICES.question, session)
  await ask(CREDITS.question, session)
})
afterAll(async () => {
  await t.close()
})

describe('GET /api/chat/bots/:botId/starters', () => {
  it('offers the most asked approved entries in the user’s language, then by priority', async () => {
    expect(await questions('?language=en')).toEqual([
      INVOICES.question,
      CREDITS.question,
      LICENCE.question,
      'How fast do you ship orders?',
      'How long is the warranty on the dyno?',
    ])
  })

  it('keeps to the user’s language when it has enough questions', async () => {
    expect(await questions('?language=no')).toEqual(NORWEGIAN.map((row) => row.question))
  })

  it('tops a language with too few questions up with the most asked of the others', async () => {
    expect(await questions('?language=sv')).toEqual([
      SWEDISH[0].question,
      INVOICES.question,
      CREDITS.question,
      LICENCE.question,
      'How fast do you ship orders?',
    ])
  })

  it('without a language, offers the most asked in any language', async () => {
    const offered = await questions('')
    expect(offered).toHaveLength(5)
    expect(offered.slice(0, 3)).toEqual([INVOICES.question, CREDITS.question, LICENCE.question])
    expect(offered).not.toContain(DRAFT.question)
  })

  it('answers each starter with its entry and language', async () => {
    const body = (await (await starters(dealer, botId, '?language=no')).json()) as ChatStartersResponse
    expect(body.starters[0]).toEqual({
      entryId: expect.any(String),
      question: NORWEGIAN[0].question,
      languageCode: 'no',
    })
  })

  it('is “Bot not found” for a bot the user may not use, as the bot list decides', async () => {
    for (const hidden of [staffOnlyBot, inactiveBot, '00000000-0000-4000-8000-000000000000', 'not-a-bot']) {
      const response = await starters(dealer, hidden, '?language=en')
      expect(response.status).toBe(404)
      expect((await response.json()).error.message).toBe('Bot not found')
    }
    // The staff bot's own users get its questions.
    const staff = await starters(support, staffOnlyBot, '?language=en')
    expect(staff.status).toBe(200)
    expect(((await staff.json()) as ChatStartersResponse).starters).toHaveLength(1)
  })

  it('refuses a language the chat does not offer, and a visitor without a session', async () => {
    const wrong = await starters(dealer, botId, '?language=xx')
    expect(wrong.status).toBe(400)
    const anonymous = await t.request(`/api/chat/bots/${botId}/starters`)
    expect(anonymous.status).toBe(401)
  })
})
