import { eq, sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { bots } from '#server/db/schema/bots'
import { chatMessageStatus, chatMessages, chatSessions } from '#server/db/schema/chat'
import { profiles } from '#server/db/schema/identity'
import { createUser } from '#server/db/seed/factories'
import { createTestApp, type TestApp } from '#tests/helpers/test-app'
import { preparedBotVisibleTo } from './chat-access.ts'
import { insertMessage } from './chat-messages.queries.ts'
import { findSendContext, storeAssistantReply, storeUserMessage } from './chat-send.queries.ts'

// Issue 12 folded the chat send's writes into single statements. These tests hold each statement
// to what the separate statements did: every row written, the counters moved, nothing half done.

let t: TestApp
let userId: string
let staffId: string
let botId: string

const HOUR = 60 * 60 * 1000

beforeAll(async () => {
  t = await createTestApp()
  userId = (await createUser(t.db)).id
  staffId = (await createUser(t.db, { roles: ['support_agent'] })).id
  ;[{ id: botId }] = await t.db
    .insert(bots)
    .values({ name: 'Statement helper', updatedAt: new Date('2025-01-01T00:00:00Z') })
    .returning()
})
afterAll(async () => {
  await t.close()
})

const statusOf = async (messageId: string) =>
  (await t.db.select().from(chatMessageStatus).where(eq(chatMessageStatus.messageId, messageId)))[0]?.status

const userMessage = { content: 'Question', isUser: true, languageCode: null, status: 'delivered' } as const

describe('findSendContext', () => {
  it('reads the visible bot, the sender’s own session with it and the sender’s name and signature', async () => {
    const other = await createUser(t.db)
    const [{ id: otherBotId }] = await t.db.insert(bots).values({ name: 'Other' }).returning()
    const [{ id: hiddenBotId }] = await t.db
      .insert(bots)
      .values({ name: 'Staff only', requiredRoles: ['support_agent'] })
      .returning()
    const [own] = await t.db.insert(chatSessions).values({ userId, botId }).returning()
    const [foreign] = await t.db.insert(chatSessions).values({ userId: other.id, botId }).returning()
    await t.db.update(profiles).set({ signature: 'Kind regards' }).where(eq(profiles.id, userId))
    const visible = preparedBotVisibleTo({ roles: ['standard_user'] })
    const read = (bot: string, sessionId: string | null) =>
      findSendContext(t.db, { visible, botId: bot, sessionId, userId })

    expect(await read(botId, own.id)).toMatchObject({
      bot: { id: botId },
      session: { id: own.id, userId },
      senderName: 'Test User',
      senderSignature: 'Kind regards',
    })
    expect(await read(botId, null)).toMatchObject({ bot: { id: botId }, session: null })
    // Another person's session, the sender's session with another bot, an unknown one: no session.
    expect((await read(botId, foreign.id))?.session).toBeNull()
    expect((await read(otherBotId, own.id))?.session).toBeNull()
    expect((await read(botId, '00000000-0000-4000-8000-000000000000'))?.session).toBeNull()
    // A bot the sender's roles do not reach: no row at all.
    expect(await read(hiddenBotId, own.id)).toBeNull()
    expect(
      await findSendContext(t.db, {
        visible: preparedBotVisibleTo({ roles: ['support_agent'] }),
        botId: hiddenBotId,
        sessionId: null,
        userId: staffId,
      }),
    ).toMatchObject({ bot: { id: hiddenBotId } })
  })
})

describe('storeUserMessage', () => {
  it('creates the session and stores the message with its status', async () => {
    const stored = await storeUserMessage(t.db, {
      session: { create: { userId, botId, title: 'Question', languageCode: 'en' } },
      message: userMessage,
      humanSince: new Date(Date.now() - HOUR),
    })
    expect(stored.session).toMatchObject({
      userId,
      botId,
      title: 'Question',
      languageCode: 'en',
      status: 'active',
    })
    expect(stored.userMessage).toMatchObject({
      sessionId: stored.session.id,
      content: 'Question',
      isUser: true,
    })
    expect(stored.userMessage.createdAt).toBeInstanceOf(Date)
    expect(stored.humanActive).toBe(false)
    expect(await statusOf(stored.userMessage.id)).toBe('delivered')
  })

  it('saves the changes of an existing session, moves updated_at and sees a person from support', async () => {
    const [session] = await t.db
      .insert(chatSessions)
      .values({ userId, botId, updatedAt: new Date('2025-01-01T00:00:00Z') })
      .returning()
    const since = new Date(Date.now() - HOUR)
    const quiet = await storeUserMessage(t.db, {
      session: { id: session.id, changes: { title: 'Renamed', context: 'Workshop' } },
      message: userMessage,
      humanSince: since,
    })
    expect(quiet.session).toMatchObject({ id: session.id, title: 'Renamed', context: 'Workshop' })
    expect(quiet.session.updatedAt.getTime()).toBeGreaterThan(session.updatedAt.getTime())
    expect(quiet.humanActive).toBe(false)

    // A prepared statement: every call takes its own clock, and a change left out keeps the column.
    await vi.waitFor(() => expect(Date.now()).toBeGreaterThan(quiet.session.updatedAt.getTime()), {
      interval: 1,
    })
    const later = await storeUserMessage(t.db, {
      session: { id: session.id, changes: { languageCode: 'sv' } },
      message: userMessage,
      humanSince: since,
    })
    expect(later.session).toMatchObject({ title: 'Renamed', context: 'Workshop', languageCode: 'sv' })
    expect(later.session.updatedAt.getTime()).toBeGreaterThan(quiet.session.updatedAt.getTime())
    expect(later.userMessage.createdAt.getTime()).toBeGreaterThan(quiet.userMessage.createdAt.getTime())

    // A staff reply before the window does not count; one inside it does.
    await t.db.insert(chatMessages).values({
      sessionId: session.id,
      content: 'Old staff reply',
      isUser: false,
      senderId: staffId,
      createdAt: new Date(Date.now() - 2 * HOUR),
    })
    expect(
      (
        await storeUserMessage(t.db, {
          session: { id: session.id, changes: {} },
          message: userMessage,
          humanSince: since,
        })
      ).humanActive,
    ).toBe(false)
    await t.db
      .insert(chatMessages)
      .values({ sessionId: session.id, content: 'Staff reply', isUser: false, senderId: staffId })
    expect(
      (
        await storeUserMessage(t.db, {
          session: { id: session.id, changes: {} },
          message: userMessage,
          humanSince: since,
        })
      ).humanActive,
    ).toBe(true)
  })

  it('writes nothing when the session is gone', async () => {
    const before = await t.db.select({ n: sql<number>`count(*)::int` }).from(chatMessages)
    await expect(
      storeUserMessage(t.db, {
        session: { id: '00000000-0000-4000-8000-000000000000', changes: { title: 'x' } },
        message: userMessage,
        humanSince: new Date(),
      }),
    ).rejects.toThrow()
    expect(await t.db.select({ n: sql<number>`count(*)::int` }).from(chatMessages)).toEqual(before)
  })
})

describe('storeAssistantReply', () => {
  it('stores the reply delivered, marks the question read, updates the session and counts the response', async () => {
    const [session] = await t.db
      .insert(chatSessions)
      .values({ userId, botId, updatedAt: new Date('2025-01-01T00:00:00Z') })
      .returning()
    const question = await insertMessage(t.db, { sessionId: session.id, ...userMessage })
    const [botBefore] = await t.db.select().from(bots).where(eq(bots.id, botId))

    const { reply, session: returned } = await storeAssistantReply(t.db, {
      reply: {
        sessionId: session.id,
        content: 'Answer',
        isUser: false,
        languageCode: 'no',
        confidenceScore: 0.25,
        sources: [{ entryId: 'k1', question: 'Q', score: 0.5 }],
        escalationType: 'knowledge_gap',
        status: 'delivered',
      },
      answeredMessageId: question.id,
      sessionChanges: { status: 'escalated', languageCode: 'no' },
      botId,
    })
    expect(reply).toMatchObject({
      sessionId: session.id,
      content: 'Answer',
      confidenceScore: 0.25,
      isUser: false,
      languageCode: 'no',
      escalationType: 'knowledge_gap',
      sources: [{ entryId: 'k1', question: 'Q', score: 0.5 }],
    })
    expect(await statusOf(reply.id)).toBe('delivered')
    expect(await statusOf(question.id)).toBe('read')
    const [sessionAfter] = await t.db.select().from(chatSessions).where(eq(chatSessions.id, session.id))
    expect(sessionAfter).toMatchObject({ status: 'escalated', languageCode: 'no' })
    expect(sessionAfter.updatedAt.getTime()).toBeGreaterThan(session.updatedAt.getTime())
    // The session as the statement left it, decoded as a read would decode it.
    expect(returned).toEqual(sessionAfter)
    const [botAfter] = await t.db.select().from(bots).where(eq(bots.id, botId))
    expect(botAfter.responseCount).toBe(botBefore.responseCount + 1)
    expect(botAfter.escalationCount).toBe(botBefore.escalationCount)
    // Counters are not an edit of the bot (spec §2.7 'Updated').
    expect(botAfter.updatedAt).toEqual(botBefore.updatedAt)
  })

  it("keeps the session's columns the reply does not change", async () => {
    const [session] = await t.db
      .insert(chatSessions)
      .values({ userId, botId, status: 'escalated', languageCode: 'sv' })
      .returning()
    const question = await insertMessage(t.db, { sessionId: session.id, ...userMessage })
    const stored = await storeAssistantReply(t.db, {
      reply: { sessionId: session.id, content: 'Answer', isUser: false, status: 'delivered' },
      answeredMessageId: question.id,
      sessionChanges: {},
      botId,
    })
    expect(stored.session).toMatchObject({ id: session.id, status: 'escalated', languageCode: 'sv' })
  })

  it('writes nothing when a step fails', async () => {
    const [session] = await t.db.insert(chatSessions).values({ userId, botId }).returning()
    const [botBefore] = await t.db.select().from(bots).where(eq(bots.id, botId))
    await expect(
      storeAssistantReply(t.db, {
        reply: { sessionId: session.id, content: 'Answer', isUser: false, status: 'delivered' },
        // An unknown message: its status row breaks the foreign key.
        answeredMessageId: '00000000-0000-4000-8000-000000000000',
        sessionChanges: { status: 'escalated' },
        botId,
      }),
    ).rejects.toThrow()
    expect(await t.db.select().from(chatMessages).where(eq(chatMessages.sessionId, session.id))).toEqual([])
    const [sessionAfter] = await t.db.select().from(chatSessions).where(eq(chatSessions.id, session.id))
    expect(sessionAfter.status).toBe('active')
    const [botAfter] = await t.db.select().from(bots).where(eq(bots.id, botId))
    expect(botAfter.responseCount).toBe(botBefore.responseCount)
  })
})
