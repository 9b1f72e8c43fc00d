import { and, eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { user } from '#server/db/schema/auth'
import { bots } from '#server/db/schema/bots'
import { chatFeedback, chatSessions, chatTypingIndicators } from '#server/db/schema/chat'
import { knowledgeSuggestions } from '#server/db/schema/knowledge'
import { escalationNotifications } from '#server/db/schema/notifications'
import { tickets } from '#server/db/schema/tickets'
import { createDealer, createUser } from '#server/db/seed/factories'
import type {
  ChatBotsResponse,
  ChatMessageListResponse,
  ChatSessionJson,
  SendChatMessageResponse,
} from '#shared/schemas/chat'
import { createTestApp, type TestApp } from '#tests/helpers/test-app'

let t: TestApp
let trainer: string
/** A dealer user: the main chatter. */
let dealer: string
let dealerId: string
let colleague: string
let support: string
let supportId: string
let adminId: string
let openBot: string
let staffOnlyBot: string
let inactiveBot: string

const KNOWLEDGE = [
  {
    question: 'How do I reset my tool license?',
    answer: 'Open the tool menu, choose License, then Reset, and sign in with your dealer account.',
    language_code: 'en',
  },
  {
    question: 'Hvordan tilbakestiller jeg lisensen på verktøyet?',
    answer: 'Åpne verktøymenyen, velg Lisens og deretter Tilbakestill, og logg inn med forhandlerkontoen.',
    language_code: 'no',
  },
  {
    question: 'Where can I find my invoices?',
    answer:
      'Invoices are listed under Account, Invoices, and are also sent to the billing e-mail every month.',
    language_code: 'en',
  },
]

async function createBot(name: string, requiredRoles: string[] = [], isActive = true) {
  const created = await t.request('/api/bots', {
    cookie: trainer,
    json: { name, description: `${name} bot` },
  })
  expect(created.status).toBe(201)
  const bot = (await created.json()) as { id: string }
  const imported = await t.request(`/api/bots/${bot.id}/knowledge/import`, {
    cookie: trainer,
    json: { entries: KNOWLEDGE.map((entry) => ({ ...entry, status: 'approved' })) },
  })
  expect(imported.status).toBe(201)
  await t.db.update(bots).set({ requiredRoles, isActive, type: 'support' }).where(eq(bots.id, bot.id))
  return bot.id
}

async function send(cookie: string, body: Record<string, unknown>) {
  return t.request('/api/chat/messages', { cookie, json: body })
}

async function sendOk(cookie: string, body: Record<string, unknown>): Promise<SendChatMessageResponse> {
  const response = await send(cookie, body)
  expect(response.status).toBe(201)
  const sent: SendChatMessageResponse = await response.json()
  // The send builds its session from its own writes instead of reading it again: it must be the
  // session as stored, on every path (new, continued, escalated, ticket open, a person active).
  const stored = await t.request(`/api/chat/sessions/${sent.session.id}`, { cookie })
  expect((await stored.json()).session).toEqual(sent.session)
  return sent
}

async function messagesOf(cookie: string, sessionId: string): Promise<ChatMessageListResponse> {
  const response = await t.request(`/api/chat/sessions/${sessionId}/messages`, { cookie })
  expect(response.status).toBe(200)
  return response.json()
}

beforeAll(async () => {
  t = await createTestApp()
  const dealerRow = await createDealer(t.db)
  dealerId = dealerRow.id
  const trainerUser = await createUser(t.db, { roles: ['trainer'] })
  const dealerUser = await createUser(t.db, {
    roles: ['dealer_user'],
    dealerIds: [dealerId],
    firstName: 'Kari',
    lastName: 'Nordmann',
  })
  const colleagueUser = await createUser(t.db, { roles: ['dealer_user'], dealerIds: [dealerId] })
  const supportUser = await createUser(t.db, {
    roles: ['support_agent'],
    firstName: 'Siri',
    lastName: 'Support',
  })
  const adminUser = await createUser(t.db, { roles: ['admin'] })
  supportId = supportUser.id
  adminId = adminUser.id
  trainer = await t.signIn(trainerUser.email, trainerUser.password)
  dealer = await t.signIn(dealerUser.email, dealerUser.password)
  colleague = await t.signIn(colleagueUser.email, colleagueUser.password)
  support = await t.signIn(supportUser.email, supportUser.password)
  openBot = await createBot('Alpha Support', ['dealer_user', 'support_agent'])
  staffOnlyBot = await createBot('Beta Staff', ['support_agent'])
  inactiveBot = await createBot('Gamma Inactive', [], false)
})
afterAll(async () => {
  await t.close()
})

describe('GET /api/chat/bots', () => {
  it('lists only active bots without required roles or sharing a role (spec §6), by name', async () => {
    const response = await t.request('/api/chat/bots', { cookie: dealer })
    expect(response.status).toBe(200)
    const body = (await response.json()) as ChatBotsResponse
    const names = body.bots.map((bot) => bot.name)
    expect(names).toContain('Alpha Support')
    expect(names).not.toContain('Beta Staff')
    expect(names).not.toContain('Gamma Inactive')
    expect(names).toEqual([...names].sort())
    const alpha = body.bots.find((bot) => bot.id === openBot)!
    expect(alpha).toMatchObject({ description: 'Alpha Support bot', forDealerUse: true, type: 'support' })
    expect(body.stats.availableBots).toBe(body.bots.length)

    const staffBody = (await (
      await t.request('/api/chat/bots', { cookie: support })
    ).json()) as ChatBotsResponse
    const staffBeta = staffBody.bots.find((bot) => bot.id === staffOnlyBot)
    expect(staffBeta?.forDealerUse).toBe(false)
  })

  it('counts the user’s own conversations and the ones active in the last 15 minutes', async () => {
    const before = (await (
      await t.request('/api/chat/bots', { cookie: colleague })
    ).json()) as ChatBotsResponse
    await sendOk(colleague, { botId: openBot, content: 'How do I reset my tool license?' })
    const old = await sendOk(colleague, { botId: openBot, content: 'Where can I find my invoices?' })
    await t.db
      .update(chatSessions)
      .set({ updatedAt: new Date(Date.now() - 60 * 60 * 1000) })
      .where(eq(chatSessions.id, old.session.id))
    const after = (await (
      await t.request('/api/chat/bots', { cookie: colleague })
    ).json()) as ChatBotsResponse
    expect(after.stats.totalConversations).toBe(before.stats.totalConversations + 2)
    expect(after.stats.activeNow).toBe(before.stats.activeNow + 1)
    expect(after.bots.find((bot) => bot.id === openBot)?.conversationCount).toBe(2)
    // Someone else's conversations do not count.
    const mine = (await (await t.request('/api/chat/bots', { cookie: dealer })).json()) as ChatBotsResponse
    expect(mine.bots.find((bot) => bot.id === openBot)?.conversationCount).toBe(0)
  })

  it('answers one visible bot and the same 404 "Bot not found" for hidden, inactive, unknown or malformed ids', async () => {
    expect((await t.request(`/api/chat/bots/${openBot}`, { cookie: dealer })).status).toBe(200)
    for (const id of [staffOnlyBot, inactiveBot, '00000000-0000-4000-8000-000000000000', 'not-a-uuid']) {
      const response = await t.request(`/api/chat/bots/${id}`, { cookie: dealer })
      expect(response.status).toBe(404)
      expect((await response.json()).error.message).toBe('Bot not found')
    }
  })

  it('needs a session', async () => {
    expect((await t.request('/api/chat/bots')).status).toBe(401)
    expect((await t.request('/api/chat/messages', { json: { botId: openBot, content: 'hi' } })).status).toBe(
      401,
    )
  })
})

describe('POST /api/chat/messages (the send path)', () => {
  it('creates the session lazily, stores both messages with confidence, language and status, and moves updated_at', async () => {
    const body = await sendOk(dealer, { botId: openBot, content: 'How do I reset my tool license?' })
    expect(body.session).toMatchObject({ botId: openBot, status: 'active', isOwn: true })
    expect(body.session.title).toBe('How do I reset my tool license?')
    expect(body.userMessage).toMatchObject({
      isUser: true,
      content: 'How do I reset my tool license?',
      status: 'read',
    })
    expect(body.botMessage).toMatchObject({ isUser: false, languageCode: 'en', status: 'delivered' })
    expect(body.botMessage?.content).toContain('License, then Reset')
    expect(body.botMessage?.confidenceScore).toBeGreaterThanOrEqual(0.5)
    expect(body.escalation).toBeNull()
    // Dealer users do not see which knowledge entries answered (decision 010).
    expect(body.botMessage).not.toHaveProperty('sources')

    const firstUpdate = body.session.updatedAt
    const second = await sendOk(dealer, {
      botId: openBot,
      sessionId: body.session.id,
      content: 'Hvordan tilbakestiller jeg lisensen på verktøyet?',
    })
    expect(second.session.id).toBe(body.session.id)
    expect(second.botMessage?.languageCode).toBe('no')
    expect(second.botMessage?.content).toContain('Tilbakestill')
    expect(Date.parse(second.session.updatedAt)).toBeGreaterThan(Date.parse(firstUpdate))

    const { messages } = await messagesOf(dealer, body.session.id)
    expect(messages.map((message) => message.isUser)).toEqual([true, false, true, false])
    expect(messages[0].status).toBe('read')
    expect(messages[1].status).toBe('delivered')
  })

  it('lists each message as the send answered it, with sources for staff only', async () => {
    // The list's JSON is written by the database, the send's by the server: the same messages.
    for (const cookie of [dealer, support]) {
      const sent = await sendOk(cookie, { botId: openBot, content: 'How do I reset my tool license?' })
      const { messages } = await messagesOf(cookie, sent.session.id)
      expect(messages).toEqual([sent.userMessage, sent.botMessage])
      expect(messages[1].confidenceScore).toBeGreaterThan(0)
      expect('sources' in messages[1]).toBe(cookie === support)
    }
  })

  it('shows the sources of an answer to staff roles', async () => {
    const body = await sendOk(support, { botId: openBot, content: 'Where can I find my invoices?' })
    expect(body.botMessage?.sources?.[0]).toMatchObject({ question: 'Where can I find my invoices?' })
    const { messages } = await messagesOf(support, body.session.id)
    expect(messages[1].sources?.length).toBeGreaterThan(0)
  })

  it('honours a chosen language and stores it on the session', async () => {
    const body = await sendOk(dealer, { botId: openBot, content: 'license reset', language: 'no' })
    expect(body.session.languageCode).toBe('no')
    expect(body.botMessage?.languageCode).toBe('no')
  })

  it('refuses bad input with 400 and hidden bots or foreign sessions with 404', async () => {
    for (const bad of [
      { botId: openBot, content: '   ' },
      { botId: openBot },
      { botId: openBot, content: 'x'.repeat(4001) },
      { botId: 'nope', content: 'hello' },
      { botId: openBot, content: 'hello', language: 'da' },
      { botId: openBot, content: 'hello', sessionId: 'nope' },
    ]) {
      expect((await send(dealer, bad)).status).toBe(400)
    }
    expect((await send(dealer, { botId: staffOnlyBot, content: 'hello' })).status).toBe(404)
    expect((await send(dealer, { botId: inactiveBot, content: 'hello' })).status).toBe(404)
    const own = await sendOk(dealer, { botId: openBot, content: 'Where can I find my invoices?' })
    expect((await send(colleague, { botId: openBot, sessionId: own.session.id, content: 'hi' })).status).toBe(
      404,
    )
    // A session belongs to its bot.
    const other = await sendOk(support, { botId: staffOnlyBot, content: 'Where can I find my invoices?' })
    expect((await send(support, { botId: openBot, sessionId: other.session.id, content: 'hi' })).status).toBe(
      404,
    )
  })
})

describe('escalation', () => {
  it('a fired escalation keyword opens a keyword ticket, not a knowledge gap', async () => {
    const keywordBot = await createBot('Keyword')
    await t.db
      .update(bots)
      .set({
        escalationRules: {
          confidence_threshold: 0.5,
          escalation_keywords: ['refund'],
          auto_escalate: true,
          keyword_sensitivity: 'medium',
          require_both_conditions: false,
        },
      })
      .where(eq(bots.id, keywordBot))
    const question = 'Where can I find my invoices? I want a refund.'
    const body = await sendOk(dealer, { botId: keywordBot, content: question })
    expect(body.escalation).toMatchObject({ kind: 'ticket' })
    const [ticket] = await t.db.select().from(tickets).where(eq(tickets.id, body.escalation!.ticketId))
    expect(ticket).toMatchObject({ category: 'keyword', title: `Keyword: ${question}` })
  })

  it('a low-confidence answer escalates the session and opens a knowledge-gap ticket with notifications', async () => {
    const question = 'Can you calibrate the flux capacitor of my time machine?'
    const body = await sendOk(dealer, { botId: openBot, content: question })
    expect(body.botMessage!.confidenceScore!).toBeLessThan(0.5)
    expect(body.session.status).toBe('escalated')
    expect(body.session.languageCode).toBe('en')
    expect(body.escalation).toMatchObject({ kind: 'ticket', language: 'en' })

    const [ticket] = await t.db.select().from(tickets).where(eq(tickets.id, body.escalation!.ticketId))
    expect(ticket).toMatchObject({
      title: `Knowledge Gap: ${question}`,
      status: 'open',
      category: 'general',
      sessionId: body.session.id,
      botId: openBot,
      dealerId,
      languageCode: 'en',
    })
    expect(ticket.priority).toBe(body.botMessage!.confidenceScore! < 0.3 ? 'high' : 'medium')
    for (const part of [
      'Question: ',
      'Answer: ',
      'Confidence: ',
      'Knowledge based: ',
      'Bot type: support',
      'Language: en',
      'Reason: ',
    ])
      expect(ticket.description).toContain(part)

    const notified = await t.db
      .select()
      .from(escalationNotifications)
      .where(eq(escalationNotifications.escalationId, ticket.id))
    const notifiedUsers = notified.map((row) => row.userId)
    expect(notifiedUsers).toEqual(expect.arrayContaining([supportId, adminId]))
    expect(notified[0]).toMatchObject({ notificationType: 'new_escalation', isRead: false })

    const [bot] = await t.db.select().from(bots).where(eq(bots.id, openBot))
    expect(bot.escalationCount).toBeGreaterThan(0)
    // The question also reaches the bot's suggestion inbox.
    const suggestions = await t.db
      .select()
      .from(knowledgeSuggestions)
      .where(and(eq(knowledgeSuggestions.botId, openBot), eq(knowledgeSuggestions.userQuestion, question)))
    expect(suggestions).toHaveLength(1)

    // A second gap in the same escalated session does not open a second ticket.
    const again = await sendOk(dealer, {
      botId: openBot,
      sessionId: body.session.id,
      content: 'And what about the warp drive on my spaceship?',
    })
    expect(again.escalation).toBeNull()
    const sessionTickets = await t.db.select().from(tickets).where(eq(tickets.sessionId, body.session.id))
    expect(sessionTickets).toHaveLength(1)
  })

  it('deactivated support staff get no new_escalation notification', async () => {
    // E-mails are sent for stored notification rows only, so no row also means no e-mail.
    const gone = await createUser(t.db, { roles: ['support_agent'] })
    await t.db.update(user).set({ deactivatedAt: new Date() }).where(eq(user.id, gone.id))
    const body = await sendOk(dealer, {
      botId: openBot,
      content: 'How do I defrost the dilithium crystals in my tractor?',
    })
    const ticketId = body.escalation!.ticketId
    const notified = await t.db
      .select({ userId: escalationNotifications.userId })
      .from(escalationNotifications)
      .where(eq(escalationNotifications.escalationId, ticketId))
    expect(notified.map((row) => row.userId)).toContain(supportId)
    expect(notified.map((row) => row.userId)).not.toContain(gone.id)
  })

  it('contact details with a request for a person take the specialist-contact path', async () => {
    const content =
      'I want to talk to a person. My name is Kari Nordmann, email kari@dealer.no, phone 98765432'
    const body = await sendOk(dealer, { botId: openBot, content })
    expect(body.session.status).toBe('escalated')
    expect(body.escalation).toMatchObject({ kind: 'specialist_contact' })
    const [ticket] = await t.db.select().from(tickets).where(eq(tickets.id, body.escalation!.ticketId))
    expect(ticket.category).toBe('specialist_contact')
    expect(ticket.contactInfo).toEqual({
      name: 'Kari Nordmann',
      email: 'kari@dealer.no',
      phone: '98765432',
      preferred_contact: 'email',
      urgency: 'medium',
      notes: content,
    })
    expect(ticket.description).toContain(`User: ${content}`)
    const notified = await t.db
      .select()
      .from(escalationNotifications)
      .where(eq(escalationNotifications.escalationId, ticket.id))
    expect(notified.length).toBeGreaterThan(0)
  })

  it('a request for a person without contact details becomes a ticket, in Norwegian by the conversation', async () => {
    const body = await sendOk(dealer, {
      botId: openBot,
      content: 'Jeg vil snakke med et menneske',
      language: 'no',
    })
    expect(body.escalation).toMatchObject({ kind: 'ticket', language: 'no' })
  })
})

describe('sessions: reading, permissions, language', () => {
  let escalated: ChatSessionJson
  let normal: ChatSessionJson

  beforeAll(async () => {
    escalated = (
      await sendOk(colleague, { botId: openBot, content: 'Do you sell pink elephants by the kilo?' })
    ).session
    normal = (await sendOk(colleague, { botId: openBot, content: 'How do I reset my tool license?' })).session
    expect(escalated.status).toBe('escalated')
    expect(normal.status).toBe('active')
  })

  it('lists the user’s own sessions for a bot, newest updated first', async () => {
    const response = await t.request(`/api/chat/sessions?botId=${openBot}`, { cookie: colleague })
    expect(response.status).toBe(200)
    const { sessions } = (await response.json()) as { sessions: ChatSessionJson[] }
    expect(sessions[0].id).toBe(normal.id)
    expect(sessions.map((session) => session.id)).toContain(escalated.id)
    expect(sessions.every((session) => session.isOwn)).toBe(true)
    const updated = sessions.map((session) => Date.parse(session.updatedAt))
    expect(updated).toEqual([...updated].sort((a, b) => b - a))
  })

  it('a user reads only their own sessions; support staff read escalated ones only', async () => {
    for (const path of [`/api/chat/sessions/${normal.id}`, `/api/chat/sessions/${normal.id}/messages`]) {
      expect((await t.request(path, { cookie: dealer })).status).toBe(404)
      expect((await t.request(path, { cookie: support })).status).toBe(404)
    }
    expect((await t.request(`/api/chat/sessions/${escalated.id}`, { cookie: dealer })).status).toBe(404)
    const staffView = await t.request(`/api/chat/sessions/${escalated.id}`, { cookie: support })
    expect(staffView.status).toBe(200)
    expect((await staffView.json()).session).toMatchObject({ isOwn: false, status: 'escalated' })
    const staffMessages = await messagesOf(support, escalated.id)
    expect(staffMessages.messages[1].sources).toBeDefined()

    const list = await t.request(`/api/chat/sessions?botId=${openBot}&view=escalated`, { cookie: support })
    const { sessions } = (await list.json()) as { sessions: ChatSessionJson[] }
    expect(sessions.map((session) => session.id)).toContain(escalated.id)
    expect(sessions.map((session) => session.id)).not.toContain(normal.id)
    expect(
      (await t.request(`/api/chat/sessions?botId=${openBot}&view=escalated`, { cookie: dealer })).status,
    ).toBe(403)
    expect((await t.request(`/api/chat/sessions?botId=nope`, { cookie: dealer })).status).toBe(400)
    expect((await t.request('/api/chat/sessions/nope', { cookie: dealer })).status).toBe(400)
  })

  it('New Chat creates a fresh session with its context', async () => {
    const response = await t.request('/api/chat/sessions', {
      cookie: colleague,
      json: { botId: openBot, context: 'Workshop in Bergen' },
    })
    expect(response.status).toBe(201)
    const { session } = (await response.json()) as { session: ChatSessionJson }
    expect(session).toMatchObject({
      botId: openBot,
      context: 'Workshop in Bergen',
      status: 'active',
      title: null,
    })
    expect((await messagesOf(colleague, session.id)).messages).toEqual([])
    expect(
      (await t.request('/api/chat/sessions', { cookie: dealer, json: { botId: staffOnlyBot } })).status,
    ).toBe(404)
  })

  it('accepts only an enabled language (spec §5)', async () => {
    const ok = await t.request(`/api/chat/sessions/${normal.id}`, {
      method: 'PATCH',
      cookie: colleague,
      json: { languageCode: 'sv' },
    })
    expect(ok.status).toBe(200)
    expect((await ok.json()).session.languageCode).toBe('sv')
    for (const languageCode of ['da', 'de', 'xx']) {
      const refused = await t.request(`/api/chat/sessions/${normal.id}`, {
        method: 'PATCH',
        cookie: colleague,
        json: { languageCode },
      })
      expect(refused.status).toBe(400)
    }
    expect(
      (
        await t.request(`/api/chat/sessions/${normal.id}`, {
          method: 'PATCH',
          cookie: dealer,
          json: { languageCode: 'sv' },
        })
      ).status,
    ).toBe(404)
  })

  it('stores typing per user and session', async () => {
    const response = await t.request(`/api/chat/sessions/${normal.id}/typing`, {
      method: 'PUT',
      cookie: colleague,
      json: { isTyping: true },
    })
    expect(response.status).toBe(200)
    const [row] = await t.db
      .select()
      .from(chatTypingIndicators)
      .where(eq(chatTypingIndicators.sessionId, normal.id))
    expect(row.isTyping).toBe(true)
    expect(
      (
        await t.request(`/api/chat/sessions/${normal.id}/typing`, {
          method: 'PUT',
          cookie: colleague,
          json: {},
        })
      ).status,
    ).toBe(400)
    expect(
      (
        await t.request(`/api/chat/sessions/${normal.id}/typing`, {
          method: 'PUT',
          cookie: dealer,
          json: { isTyping: true },
        })
      ).status,
    ).toBe(404)
  })

  it('marks the other side’s messages read', async () => {
    const before = await messagesOf(colleague, normal.id)
    expect(before.messages.at(-1)?.status).toBe('delivered')
    const response = await t.request(`/api/chat/sessions/${normal.id}/read`, {
      method: 'POST',
      cookie: colleague,
    })
    expect(response.status).toBe(200)
    const after = await messagesOf(colleague, normal.id)
    expect(
      after.messages.filter((message) => !message.isUser).every((message) => message.status === 'read'),
    ).toBe(true)
  })
})

describe('tickets, talking to a person and human replies', () => {
  it('a manual ticket is stored open and escalates the session; title and description are required', async () => {
    const { session } = await sendOk(dealer, { botId: openBot, content: 'How do I reset my tool license?' })
    const path = `/api/chat/sessions/${session.id}/tickets`
    expect((await t.request(path, { cookie: dealer, json: { title: '  ', description: 'x' } })).status).toBe(
      400,
    )
    expect((await t.request(path, { cookie: dealer, json: { title: 'x', description: '  ' } })).status).toBe(
      400,
    )
    expect(
      (await t.request(path, { cookie: colleague, json: { title: 'x', description: 'y' } })).status,
    ).toBe(404)
    expect(
      (
        await t.request('/api/chat/sessions/nope/tickets', {
          cookie: dealer,
          json: { title: 'x', description: 'y' },
        })
      ).status,
    ).toBe(400)
    const response = await t.request(path, {
      cookie: dealer,
      json: { title: '  Licence locked  ', description: 'The reset did not work.' },
    })
    expect(response.status).toBe(201)
    const { ticket } = await response.json()
    expect(ticket).toMatchObject({
      title: { kind: 'own', text: 'Licence locked' },
      status: 'open',
      sessionId: session.id,
    })
    const reread = await t.request(`/api/chat/sessions/${session.id}`, { cookie: dealer })
    expect((await reread.json()).session.status).toBe('escalated')
    const notified = await t.db
      .select()
      .from(escalationNotifications)
      .where(eq(escalationNotifications.escalationId, ticket.id))
    expect(notified.map((row) => row.userId)).toContain(supportId)
  })

  it('Talk to a person escalates at any time, once while the request is open', async () => {
    const session = (
      await (await t.request('/api/chat/sessions', { cookie: dealer, json: { botId: openBot } })).json()
    ).session as ChatSessionJson
    const first = await t.request(`/api/chat/sessions/${session.id}/escalate`, {
      method: 'POST',
      cookie: dealer,
    })
    expect(first.status).toBe(201)
    const { escalation } = await first.json()
    expect(escalation.kind).toBe('specialist_contact')
    const second = await t.request(`/api/chat/sessions/${session.id}/escalate`, {
      method: 'POST',
      cookie: dealer,
    })
    expect((await second.json()).escalation.ticketId).toBe(escalation.ticketId)
    const [ticket] = await t.db.select().from(tickets).where(eq(tickets.id, escalation.ticketId))
    expect(ticket.contactInfo).toMatchObject({ name: 'Kari Nordmann', preferred_contact: 'email' })
    expect(
      (await t.request(`/api/chat/sessions/${session.id}/escalate`, { method: 'POST', cookie: colleague }))
        .status,
    ).toBe(404)
  })

  it('support staff answer an escalated conversation and the assistant stays quiet meanwhile', async () => {
    const start = await sendOk(dealer, {
      botId: openBot,
      content: 'Is the moon made of cheese, and can I tune it?',
    })
    expect(start.session.status).toBe('escalated')
    const path = `/api/chat/sessions/${start.session.id}/human-replies`
    expect((await t.request(path, { cookie: dealer, json: { content: 'I am staff' } })).status).toBe(403)
    expect((await t.request(path, { cookie: support, json: { content: '  ' } })).status).toBe(400)
    const reply = await t.request(path, {
      cookie: support,
      json: { content: 'Hi Kari, Siri here. I can help.' },
    })
    expect(reply.status).toBe(201)
    const { message } = await reply.json()
    expect(message).toMatchObject({ isUser: false, agent: { id: supportId, name: 'Siri Support' } })
    // The desk's reply as the list shows it.
    expect((await messagesOf(support, start.session.id)).messages[2]).toEqual(message)

    const next = await sendOk(dealer, {
      botId: openBot,
      sessionId: start.session.id,
      content: 'Great, thanks!',
    })
    expect(next.botMessage).toBeNull()
    const { messages } = await messagesOf(dealer, start.session.id)
    expect(messages.map((row) => row.agent?.name ?? (row.isUser ? 'user' : 'bot'))).toEqual([
      'user',
      'bot',
      'Siri Support',
      'user',
    ])
    // The user's first message was read by the agent who answered.
    expect(messages[0].status).toBe('read')

    // A conversation that is not escalated cannot be answered by staff (nor even read).
    const calm = await sendOk(dealer, { botId: openBot, content: 'How do I reset my tool license?' })
    expect(
      (
        await t.request(`/api/chat/sessions/${calm.session.id}/human-replies`, {
          cookie: support,
          json: { content: 'hello' },
        })
      ).status,
    ).toBe(404)
    // Staff replying in their own, non-escalated session: 409.
    const own = await sendOk(support, { botId: openBot, content: 'How do I reset my tool license?' })
    expect(
      (
        await t.request(`/api/chat/sessions/${own.session.id}/human-replies`, {
          cookie: support,
          json: { content: 'hello' },
        })
      ).status,
    ).toBe(409)
  })
})

describe('POST /api/chat/messages/:id/feedback', () => {
  let answer: SendChatMessageResponse

  beforeAll(async () => {
    answer = await sendOk(dealer, { botId: openBot, content: 'Where can I find my invoices?' })
  })

  it('stores thumbs and a rating with notes as spec §7 describes', async () => {
    const path = `/api/chat/messages/${answer.botMessage!.id}/feedback`
    const thumbs = await t.request(path, { cookie: dealer, json: { feedbackType: 'positive' } })
    expect(thumbs.status).toBe(201)
    const rated = await t.request(path, {
      cookie: dealer,
      json: { feedbackType: 'rating', rating: 4, notes: 'Clear answer' },
    })
    expect(rated.status).toBe(201)
    const rows = await t.db
      .select()
      .from(chatFeedback)
      .where(eq(chatFeedback.messageId, answer.botMessage!.id))
    expect(rows.map((row) => [row.feedbackType, row.rating, row.notes])).toEqual(
      expect.arrayContaining([
        ['positive', null, null],
        ['rating', 4, 'Rating: 4/5, Notes: Clear answer'],
      ]),
    )
    expect(rows.every((row) => row.sessionId === answer.session.id)).toBe(true)
    const { messages } = await messagesOf(dealer, answer.session.id)
    expect(messages.find((message) => message.id === answer.botMessage!.id)?.myFeedback).toBe('positive')
  })

  it('refuses bad input, user messages and other people’s conversations', async () => {
    const path = `/api/chat/messages/${answer.botMessage!.id}/feedback`
    for (const bad of [
      { feedbackType: 'rating' },
      { feedbackType: 'rating', rating: 6 },
      { feedbackType: 'great' },
      { feedbackType: 'positive', notes: 'x'.repeat(2001) },
    ])
      expect((await t.request(path, { cookie: dealer, json: bad })).status).toBe(400)
    expect((await t.request(path, { cookie: colleague, json: { feedbackType: 'positive' } })).status).toBe(
      404,
    )
    expect(
      (
        await t.request(`/api/chat/messages/${answer.userMessage.id}/feedback`, {
          cookie: dealer,
          json: { feedbackType: 'positive' },
        })
      ).status,
    ).toBe(422)
    expect(
      (
        await t.request('/api/chat/messages/00000000-0000-4000-8000-000000000000/feedback', {
          cookie: dealer,
          json: { feedbackType: 'positive' },
        })
      ).status,
    ).toBe(404)
  })
})
