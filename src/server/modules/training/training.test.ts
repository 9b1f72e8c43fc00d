import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { bots, trainingSessions } from '#server/db/schema/bots'
import { chatFeedback, chatMessages, chatSessions } from '#server/db/schema/chat'
import { kbEntries, knowledgeSuggestions } from '#server/db/schema/knowledge'
import { createUser } from '#server/db/seed/factories'
import { createTestApp, type TestApp } from '#tests/helpers/test-app'

let t: TestApp
let trainer: string
let support: string
let userId: string
let botId: string
let entryId: string

const UNKNOWN = '00000000-0000-4000-8000-000000000000'

beforeAll(async () => {
  t = await createTestApp()
  const trainerUser = await createUser(t.db, { roles: ['trainer'] })
  trainer = await t.signIn(trainerUser.email, trainerUser.password)
  const supportUser = await createUser(t.db, { roles: ['support_agent'] })
  support = await t.signIn(supportUser.email, supportUser.password)
  userId = (await createUser(t.db, { roles: ['standard_user'] })).id
  botId = (await (await t.request('/api/bots', { cookie: trainer, json: { name: 'Training Bot' } })).json())
    .id
  ;[entryId] = (
    await (
      await t.request(`/api/bots/${botId}/knowledge/import`, {
        cookie: trainer,
        json: {
          entries: [
            {
              question: 'When is the workshop open?',
              answer: 'The workshop is open 8 to 16 on weekdays.',
              status: 'approved',
            },
          ],
        },
      })
    ).json()
  ).ids
})
afterAll(async () => {
  await t.close()
})

const chat = (json: unknown, cookie = trainer, id = botId) =>
  t.request(`/api/training/bots/${id}/chat`, { cookie, json })
const record = (json: unknown, cookie = trainer, id = botId) =>
  t.request(`/api/training/bots/${id}/records`, { cookie, json })

describe('POST /api/training/bots/:botId/chat', () => {
  it('answers from knowledge and stores the exchange as a test conversation', async () => {
    const response = await chat({ message: 'When is the workshop open?' })
    expect(response.status).toBe(200)
    const body = await response.json()
    expect(body.bot_message).toMatchObject({
      content: 'The workshop is open 8 to 16 on weekdays.',
      is_user: false,
      escalation_type: null,
    })
    expect(body.bot_message.sources[0].entryId).toBe(entryId)
    const next = await (await chat({ message: 'And on Saturdays?', session_id: body.session_id })).json()
    expect(next.session_id).toBe(body.session_id)
    const [session] = await t.db.select().from(chatSessions).where(eq(chatSessions.id, body.session_id))
    expect(session.context).toBe('training_interface')
    expect(
      await t.db.select().from(chatMessages).where(eq(chatMessages.sessionId, body.session_id)),
    ).toHaveLength(4)
  })

  it('a trainer’s test questions create no suggestions and are not usage on /bots nor in analytics', async () => {
    // Issue 33 item 6: the test chat is the trainer's, not the users'.
    const body = await (await chat({ message: 'Do you sell winter tyres for tractors?' })).json()
    expect(body).toMatchObject({ knowledge_based: false, needs_escalation: true })
    await chat({ message: 'When is the workshop open?' })
    const suggestions = await t.db
      .select()
      .from(knowledgeSuggestions)
      .where(eq(knowledgeSuggestions.botId, botId))
    expect(suggestions).toEqual([])
    const list = await (await t.request('/api/bots', { cookie: trainer })).json()
    expect(list.bots.find((bot: { id: string }) => bot.id === botId).response_count).toBe(0)
    const analytics = await (
      await t.request(`/api/bot-analytics/${botId}?days=30`, { cookie: trainer })
    ).json()
    expect(analytics).toMatchObject({ responses: 0, escalations: 0, unanswered: [], top_questions: [] })
  })

  it('validates, and answers 404 / 409 / 403 as it should', async () => {
    for (const json of [
      {},
      { message: '   ' },
      { message: 'x'.repeat(4001) },
      { message: 'hi', session_id: 'x' },
    ]) {
      expect((await chat(json)).status).toBe(400)
    }
    expect((await chat({ message: 'hi', session_id: UNKNOWN })).status).toBe(404)
    expect((await chat({ message: 'hi' }, trainer, UNKNOWN)).status).toBe(404)
    expect((await chat({ message: 'hi' }, support)).status).toBe(403)
    const sleeping = (
      await (await t.request('/api/bots', { cookie: trainer, json: { name: 'Sleeping' } })).json()
    ).id
    await t.db.update(bots).set({ isActive: false }).where(eq(bots.id, sleeping))
    const inactive = await chat({ message: 'hi' }, trainer, sleeping)
    expect(inactive.status).toBe(409)
    expect((await inactive.json()).error.message).toBe('This bot is currently inactive')
  })
})

describe('POST /api/training/bots/:botId/records', () => {
  const answerOf = async (message: string) =>
    (
      await (
        await t.request(`/api/bots/${botId}/answer-preview`, { cookie: trainer, json: { message } })
      ).json()
    ).content

  it('a correction never changes the entry that answered: it makes a new entry for the question', async () => {
    // Issue 33 item 4: 'Save Correction' on a wrong match used to overwrite the matched entry.
    const response = await record({
      interaction_type: 'correction',
      question: 'Is the workshop open on public holidays?',
      answer: 'The workshop is closed on public holidays.',
      matched_entry_id: entryId,
    })
    expect(response.status).toBe(201)
    const body = await response.json()
    expect(body.entry_id).not.toBe(entryId)
    const [matched] = await t.db.select().from(kbEntries).where(eq(kbEntries.id, entryId))
    expect(matched).toMatchObject({ answer: 'The workshop is open 8 to 16 on weekdays.', status: 'approved' })
    expect(await answerOf('When is the workshop open?')).toBe('The workshop is open 8 to 16 on weekdays.')
    const [created] = await t.db.select().from(kbEntries).where(eq(kbEntries.id, body.entry_id))
    expect(created).toMatchObject({
      question: 'Is the workshop open on public holidays?',
      status: 'pending_review',
      botId,
    })
    const [bot] = await t.db.select().from(bots).where(eq(bots.id, botId))
    expect(bot.trainingStatus).toBe('needs_review')
    expect(bot.lastTrainedAt).toBeInstanceOf(Date)
    const [session] = await t.db.select().from(trainingSessions).where(eq(trainingSessions.id, body.id))
    expect(session.sessionData).toMatchObject({
      interaction_type: 'correction',
      entry_id: body.entry_id,
      target: 'new_entry',
      matched_entry_id: entryId,
    })
    // Approving what training left waiting makes the bot ready again, and the new entry answers.
    await t.request('/api/knowledge/entries/approve', { cookie: trainer, json: { ids: [body.entry_id] } })
    const [ready] = await t.db.select().from(bots).where(eq(bots.id, botId))
    expect(ready.trainingStatus).toBe('ready')
    expect(await answerOf('Is the workshop open on public holidays?')).toBe(
      'The workshop is closed on public holidays.',
    )
  })

  it('a correction approved at once answers at once', async () => {
    const body = await (
      await record({
        interaction_type: 'correction',
        question: 'Can I leave my car at the workshop overnight?',
        answer: 'Yes, cars can stay overnight in the locked yard.',
        status: 'approved',
      })
    ).json()
    const [created] = await t.db.select().from(kbEntries).where(eq(kbEntries.id, body.entry_id))
    expect(created.status).toBe('approved')
    expect(await answerOf('Can I leave my car at the workshop overnight?')).toBe(
      'Yes, cars can stay overnight in the locked yard.',
    )
  })

  it('a correction can add the question as a phrasing of the entry that answers it', async () => {
    const before = await answerOf('can I drop by on a sunday')
    expect(before).not.toBe('The workshop is open 8 to 16 on weekdays.')
    const response = await record({
      interaction_type: 'correction',
      target: 'phrasing',
      question: 'can I drop by on a sunday',
      entry_id: entryId,
    })
    expect(response.status).toBe(201)
    expect((await response.json()).entry_id).toBe(entryId)
    const [entry] = await t.db.select().from(kbEntries).where(eq(kbEntries.id, entryId))
    expect(entry).toMatchObject({
      answer: 'The workshop is open 8 to 16 on weekdays.',
      status: 'approved',
      alternativeQuestions: ['can I drop by on a sunday'],
    })
    expect(await answerOf('can I drop by on a sunday')).toBe('The workshop is open 8 to 16 on weekdays.')
    // The same phrasing again is not stored twice.
    await record({
      interaction_type: 'correction',
      target: 'phrasing',
      question: 'Can I drop by on a Sunday',
      entry_id: entryId,
    })
    const [again] = await t.db.select().from(kbEntries).where(eq(kbEntries.id, entryId))
    expect(again.alternativeQuestions).toEqual(['can I drop by on a sunday'])
  })

  it('an instruction is appended to the custom instructions; a new entry waits for review', async () => {
    const first = await (
      await record({ interaction_type: 'instruction', instruction: 'Always greet in Norwegian.' })
    ).json()
    expect(first.custom_instructions).toBe('Always greet in Norwegian.')
    const second = await (
      await record({ interaction_type: 'instruction', instruction: 'Sign as the workshop.' })
    ).json()
    expect(second.custom_instructions).toBe('Always greet in Norwegian.\nSign as the workshop.')
    const created = await (
      await record({
        interaction_type: 'new_entry',
        question: 'Do you fix tractors?',
        answer: 'Yes, every brand of tractor.',
      })
    ).json()
    const [entry] = await t.db.select().from(kbEntries).where(eq(kbEntries.id, created.entry_id))
    expect(entry).toMatchObject({ status: 'pending_review', botId })
  })

  it('refuses bad input, unknown entries and bots, and other roles', async () => {
    for (const json of [
      {},
      { interaction_type: 'gossip' },
      { interaction_type: 'instruction', instruction: ' ' },
      { interaction_type: 'new_entry', question: 'Q?', answer: 'short' },
      { interaction_type: 'correction', question: '', answer: 'A long enough answer.' },
      { interaction_type: 'correction', question: 'Q?' },
      { interaction_type: 'correction', target: 'phrasing', question: 'Q?' },
      { interaction_type: 'correction', question: 'Q?', answer: 'A long enough answer.', status: 'draft!' },
    ]) {
      expect((await record(json)).status, JSON.stringify(json)).toBe(400)
    }
    expect(
      (
        await record({
          interaction_type: 'correction',
          target: 'phrasing',
          question: 'Q?',
          entry_id: UNKNOWN,
        })
      ).status,
    ).toBe(404)
    expect(
      (await record({ interaction_type: 'instruction', instruction: 'x' }, trainer, UNKNOWN)).status,
    ).toBe(404)
    expect((await record({ interaction_type: 'instruction', instruction: 'x' }, support)).status).toBe(403)
  })
})

describe('the review queue', () => {
  async function conversation(
    title: string,
    reply: Partial<typeof chatMessages.$inferInsert>,
    session: Partial<typeof chatSessions.$inferInsert> = {},
  ) {
    const [row] = await t.db
      .insert(chatSessions)
      .values({ userId, botId, title, ...session })
      .returning()
    const [, message] = await t.db
      .insert(chatMessages)
      .values([
        { sessionId: row.id, content: `${title}?`, isUser: true, createdAt: new Date(Date.now() - 1000) },
        { sessionId: row.id, content: 'Reply', isUser: false, confidenceScore: 0.9, ...reply },
      ])
      .returning()
    return { session: row, message }
  }
  const queue = async () => {
    const response = await t.request(`/api/training/review-queue?bot_id=${botId}`, { cookie: trainer })
    expect(response.status).toBe(200)
    const { items } = await response.json()
    return new Map<string, { session_id: string }>(items.map((item: { title: string }) => [item.title, item]))
  }

  it('lists conversations with low confidence, negative feedback or escalation, and opens one', async () => {
    const escalated = { status: 'escalated' as const }
    const low = await conversation('Low', { confidenceScore: 0.2 }, escalated)
    const disliked = await conversation('Disliked', {}, escalated)
    await t.db
      .insert(chatFeedback)
      .values({ sessionId: disliked.session.id, messageId: disliked.message.id, feedbackType: 'negative' })
    await conversation('Escalated', { escalationType: 'keyword', confidenceScore: 0.8 }, escalated)
    await conversation('Fine', {}, escalated)

    const byTitle = await queue()
    expect(byTitle.get('Low')).toMatchObject({
      reasons: ['low_confidence', 'escalated'],
      first_question: 'Low?',
    })
    expect(byTitle.get('Disliked')).toMatchObject({ reasons: ['negative_feedback', 'escalated'] })
    expect(byTitle.get('Escalated')).toMatchObject({ reasons: ['escalated'] })
    // Escalated alone puts a conversation in the queue; 'Fine' has it too.
    expect(byTitle.has('Fine')).toBe(true)
    // The trainers' own test chats are not in the queue.
    expect(byTitle.has('Do you sell winter tyres for tractors?')).toBe(false)

    const opened = await (
      await t.request(`/api/training/conversations/${low.session.id}`, { cookie: trainer })
    ).json()
    expect(opened.messages.map((message: { content: string }) => message.content)).toEqual(['Low?', 'Reply'])
    expect((await t.request(`/api/training/conversations/${UNKNOWN}`, { cookie: trainer })).status).toBe(404)
    expect((await t.request('/api/training/review-queue?days=3', { cookie: trainer })).status).toBe(400)
    expect((await t.request('/api/training/review-queue', { cookie: support })).status).toBe(403)
  })

  it('lists only what the chat read rule lets the caller open (issue 32)', async () => {
    // A dealer's conversation that is not escalated is closed to trainers (GET /api/chat/sessions
    // and /api/training/conversations answer 404), so the queue must not offer it either.
    const closed = await conversation('Closed low', { confidenceScore: 0.2 })
    const flagged = await conversation('Closed flagged', { escalationType: 'keyword' })
    for (const { session } of [closed, flagged]) {
      expect((await t.request(`/api/chat/sessions/${session.id}`, { cookie: trainer })).status).toBe(404)
      expect((await t.request(`/api/training/conversations/${session.id}`, { cookie: trainer })).status).toBe(
        404,
      )
    }
    // The trainer's own user conversation (not a test chat) is theirs to read.
    const trainerId = (await (await t.request('/api/me', { cookie: trainer })).json()).user.id
    await conversation('Own low', { confidenceScore: 0.2 }, { userId: trainerId })

    const before = await queue()
    expect(before.has('Closed low')).toBe(false)
    expect(before.has('Closed flagged')).toBe(false)
    expect(before.has('Own low')).toBe(true)
    // Everything listed opens.
    for (const item of before.values()) {
      const response = await t.request(`/api/training/conversations/${item.session_id}`, { cookie: trainer })
      expect(response.status, item.session_id).toBe(200)
    }

    // Once escalated, support-level staff may read it: the queue lists it and it opens.
    await t.db.update(chatSessions).set({ status: 'escalated' }).where(eq(chatSessions.id, closed.session.id))
    const after = await queue()
    expect(after.get('Closed low')?.session_id).toBe(closed.session.id)
    expect(
      (await t.request(`/api/training/conversations/${closed.session.id}`, { cookie: trainer })).status,
    ).toBe(200)
  })
})
