import { eq, sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { bots } from '#server/db/schema/bots'
import { chatFeedback, chatMessageStatus, chatMessages, chatSessions } from '#server/db/schema/chat'
import { profiles } from '#server/db/schema/identity'
import { createUser } from '#server/db/seed/factories'
import { createTestApp, type TestApp } from '#tests/helpers/test-app'

// Issue 12 folded the conversation read (the session with its readability rule, then the messages)
// into one query. These tests pin the answer down field by field, including the cases the session
// row used to decide alone: a readable session without messages, and the 404 for everyone else.

let t: TestApp
let ownerId: string
let ownerCookie: string
let strangerCookie: string
let supportId: string
let supportCookie: string
let botId: string

// Written in the order jsonb stores keys (shortest first), which is the order the API answers.
const SOURCE = { score: 0.9, entryId: 'k1', question: 'Q' }
const NOT_FOUND = JSON.stringify({ error: { code: 'NOT_FOUND', message: 'Chat session not found' } })

/** The answer's JSON with its keys in the order sent and the database's spacing taken out. */
async function read(sessionId: string, cookie: string) {
  const response = await t.request(`/api/chat/sessions/${sessionId}/messages`, { cookie })
  return { status: response.status, text: JSON.stringify(await response.json()) }
}

async function newSession(status: 'active' | 'escalated' = 'active') {
  const [session] = await t.db.insert(chatSessions).values({ userId: ownerId, botId, status }).returning()
  return session
}

beforeAll(async () => {
  t = await createTestApp()
  const owner = await createUser(t.db, { roles: ['dealer_user'] })
  ownerId = owner.id
  ownerCookie = await t.signIn(owner.email, owner.password)
  const stranger = await createUser(t.db, { roles: ['dealer_user'] })
  strangerCookie = await t.signIn(stranger.email, stranger.password)
  const support = await createUser(t.db, { roles: ['support_agent'], firstName: 'Sam', lastName: 'Agent' })
  supportId = support.id
  supportCookie = await t.signIn(support.email, support.password)
  await t.db.update(profiles).set({ signature: 'Sam, support desk' }).where(eq(profiles.id, supportId))
  ;[{ id: botId }] = await t.db.insert(bots).values({ name: 'Read helper' }).returning()
})
afterAll(async () => {
  await t.close()
})

describe('reading a conversation in one query', () => {
  it('answers the messages oldest first with status, agent and the viewer’s own latest thumbs', async () => {
    const session = await newSession('escalated')
    const at = (text: string) => sql`${text}::timestamptz`
    const [question, answer, agentReply, unstamped] = await t.db
      .insert(chatMessages)
      .values([
        {
          sessionId: session.id,
          content: 'Question',
          isUser: true,
          createdAt: at('2025-01-01 10:00:00.1234+00'),
        },
        {
          sessionId: session.id,
          content: 'Answer',
          isUser: false,
          languageCode: 'en',
          confidenceScore: 0.5,
          escalationType: 'knowledge_gap',
          sources: [SOURCE],
          createdAt: at('2025-01-01 10:00:01.999999+00'),
        },
        {
          sessionId: session.id,
          content: 'A person answers',
          isUser: false,
          senderId: supportId,
          createdAt: at('2025-01-01 10:05:00+00'),
        },
        {
          sessionId: session.id,
          content: 'No status row',
          isUser: true,
          createdAt: at('2025-01-01 10:06:00+00'),
        },
      ])
      .returning()
    await t.db.insert(chatMessageStatus).values([
      { messageId: question.id, status: 'read' },
      { messageId: answer.id, status: 'delivered' },
      { messageId: agentReply.id, status: 'failed' },
    ])
    await t.db.insert(chatFeedback).values([
      {
        sessionId: session.id,
        messageId: answer.id,
        feedbackType: 'positive',
        createdBy: ownerId,
        createdAt: at('2025-01-02 00:00:00+00'),
      },
      // The newest thumbs of the viewer win; ratings and other people's thumbs are not theirs.
      {
        sessionId: session.id,
        messageId: answer.id,
        feedbackType: 'negative',
        createdBy: ownerId,
        createdAt: at('2025-01-03 00:00:00+00'),
      },
      {
        sessionId: session.id,
        messageId: answer.id,
        feedbackType: 'rating',
        rating: 5,
        createdBy: ownerId,
        createdAt: at('2025-01-04 00:00:00+00'),
      },
      { sessionId: session.id, messageId: agentReply.id, feedbackType: 'positive', createdBy: supportId },
    ])

    const base = (message: typeof question) => ({
      id: message.id,
      sessionId: session.id,
      content: message.content,
      isUser: message.isUser,
    })
    const expected = (
      withSources: boolean,
      thumbs: { answer: string | null; agentReply: string | null },
    ) => ({
      messages: [
        {
          ...base(question),
          agent: null,
          languageCode: null,
          confidenceScore: null,
          escalationType: null,
          choices: [],
          chosenEntryId: null,
          ...(withSources ? { sources: [] } : {}),
          status: 'read',
          myFeedback: null,
          createdAt: '2025-01-01T10:00:00.123Z',
        },
        {
          ...base(answer),
          agent: null,
          languageCode: 'en',
          confidenceScore: 0.5,
          escalationType: 'knowledge_gap',
          choices: [],
          chosenEntryId: null,
          ...(withSources ? { sources: [SOURCE] } : {}),
          status: 'delivered',
          myFeedback: thumbs.answer,
          createdAt: '2025-01-01T10:00:01.999Z',
        },
        {
          ...base(agentReply),
          agent: { id: supportId, name: 'Sam Agent', signature: 'Sam, support desk' },
          languageCode: null,
          confidenceScore: null,
          escalationType: null,
          choices: [],
          chosenEntryId: null,
          ...(withSources ? { sources: [] } : {}),
          status: 'failed',
          myFeedback: thumbs.agentReply,
          createdAt: '2025-01-01T10:05:00.000Z',
        },
        {
          ...base(unstamped),
          agent: null,
          languageCode: null,
          confidenceScore: null,
          escalationType: null,
          choices: [],
          chosenEntryId: null,
          ...(withSources ? { sources: [] } : {}),
          status: 'sent',
          myFeedback: null,
          createdAt: '2025-01-01T10:06:00.000Z',
        },
      ],
    })

    expect(await read(session.id, ownerCookie)).toEqual({
      status: 200,
      text: JSON.stringify(expected(false, { answer: 'negative', agentReply: null })),
    })
    // Support staff read an escalated conversation, with the sources and their own thumbs.
    expect(await read(session.id, supportCookie)).toEqual({
      status: 200,
      text: JSON.stringify(expected(true, { answer: null, agentReply: 'positive' })),
    })
  })

  it('answers an empty list for a readable session without messages', async () => {
    const session = await newSession()
    expect(await read(session.id, ownerCookie)).toEqual({ status: 200, text: '{"messages":[]}' })
  })

  it('answers the same 404 to anyone who may not read it as for an unknown id', async () => {
    const active = await newSession()
    await t.db.insert(chatMessages).values({ sessionId: active.id, content: 'Private', isUser: true })
    const emptyActive = await newSession()
    for (const [id, cookie] of [
      [active.id, strangerCookie],
      [active.id, supportCookie],
      [emptyActive.id, strangerCookie],
      [emptyActive.id, supportCookie],
      ['00000000-0000-4000-8000-000000000000', ownerCookie],
    ]) {
      expect(await read(id, cookie)).toEqual({ status: 404, text: NOT_FOUND })
    }
    // The support staff's access follows the session's status, read in the same query.
    await t.db.update(chatSessions).set({ status: 'escalated' }).where(eq(chatSessions.id, emptyActive.id))
    expect(await read(emptyActive.id, supportCookie)).toEqual({ status: 200, text: '{"messages":[]}' })
    expect(await read(emptyActive.id, strangerCookie)).toEqual({ status: 404, text: NOT_FOUND })
  })
})
