import { and, eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { choicesReply } from '#server/assistant/replies'
import { bots, DEFAULT_ESCALATION_RULES } from '#server/db/schema/bots'
import { chatMessages } from '#server/db/schema/chat'
import { kbEntries, knowledgeSuggestions } from '#server/db/schema/knowledge'
import { createDealer, createUser } from '#server/db/seed/factories'
import type { AnswerPreviewJson } from '#shared/schemas/bots'
import type {
  ChatMessageListResponse,
  PickChoiceResponse,
  SendChatMessageResponse,
} from '#shared/schemas/chat'
import { createTestApp, type TestApp } from '#tests/helpers/test-app'
import { previousQuestionOf } from './chat-send.ts'

// Issue 33 items 2 and 5 through the chat API: choices offered as buttons and picked, and follow-ups
// answered with the previous question's topic.

let t: TestApp
let trainer: string
let dealer: string
let colleague: string
let otherDealer: string
let botId: string
/** A bot whose threshold is so high that close entries are offered instead of an answer. */
let unsureBotId: string

const KNOWLEDGE = [
  {
    question: 'How do I reset the license of the KESS tool?',
    answer: 'Open KESS Manager, go to Settings > License and click Reset.',
  },
  {
    question: 'How do I reset the license of the KTAG tool?',
    answer: 'Open KTAG Manager, go to Settings > License and click Reset.',
  },
  {
    question: 'How do I buy credits?',
    answer: 'Go to Credits in the portal and choose a package. Credits are valid for 12 months.',
  },
  { question: 'Where are my invoices?', answer: 'All invoices are under Account > Invoices in the portal.' },
  { question: 'How fast do you ship orders?', answer: 'Orders placed before 14:00 ship the same day.' },
  {
    question: 'How long is the warranty on the dyno?',
    answer: 'The dyno has a two-year warranty from delivery.',
  },
]

async function createBot(name: string, threshold: number) {
  const created = await t.request('/api/bots', { cookie: trainer, json: { name } })
  expect(created.status).toBe(201)
  const { id } = (await created.json()) as { id: string }
  const imported = await t.request(`/api/bots/${id}/knowledge/import`, {
    cookie: trainer,
    json: { entries: KNOWLEDGE.map((entry) => ({ ...entry, language_code: 'en', status: 'approved' })) },
  })
  expect(imported.status).toBe(201)
  await t.db
    .update(bots)
    .set({ escalationRules: { ...DEFAULT_ESCALATION_RULES, confidence_threshold: threshold } })
    .where(eq(bots.id, id))
  return id
}

async function send(cookie: string, body: Record<string, unknown>): Promise<SendChatMessageResponse> {
  const response = await t.request('/api/chat/messages', { cookie, json: { language: 'en', ...body } })
  expect(response.status).toBe(201)
  return response.json()
}

const pick = (cookie: string, sessionId: string, messageId: string, entryId: unknown) =>
  t.request(`/api/chat/sessions/${sessionId}/messages/${messageId}/choice`, { cookie, json: { entryId } })

async function entryId(bot: string, question: string) {
  const [row] = await t.db
    .select({ id: kbEntries.id })
    .from(kbEntries)
    .where(and(eq(kbEntries.botId, bot), eq(kbEntries.question, question)))
  return row.id
}

beforeAll(async () => {
  t = await createTestApp()
  const dealerRow = await createDealer(t.db)
  const otherDealerRow = await createDealer(t.db)
  const trainerUser = await createUser(t.db, { roles: ['trainer'] })
  const dealerUser = await createUser(t.db, { roles: ['dealer_user'], dealerIds: [dealerRow.id] })
  const colleagueUser = await createUser(t.db, { roles: ['dealer_user'], dealerIds: [dealerRow.id] })
  const otherUser = await createUser(t.db, { roles: ['dealer_user'], dealerIds: [otherDealerRow.id] })
  trainer = await t.signIn(trainerUser.email, trainerUser.password)
  dealer = await t.signIn(dealerUser.email, dealerUser.password)
  colleague = await t.signIn(colleagueUser.email, colleagueUser.password)
  otherDealer = await t.signIn(otherUser.email, otherUser.password)
  botId = await createBot('Choices Bot', 0.5)
  unsureBotId = await createBot('Unsure Bot', 0.99)
})
afterAll(async () => {
  await t.close()
})

describe('choices in the chat', () => {
  it('offers close entries instead of guessing, stores them and escalates as before', async () => {
    const sent = await send(dealer, { botId: unsureBotId, content: 'how do I reset the license' })
    const reply = sent.botMessage
    expect(reply?.content).toBe(choicesReply('en'))
    expect(reply?.choices.map((choice) => choice.question).sort()).toEqual([
      'How do I reset the license of the KESS tool?',
      'How do I reset the license of the KTAG tool?',
    ])
    expect(reply?.chosenEntryId).toBeNull()
    // The person offer stays: the low confidence escalates as it did.
    expect(sent.escalation?.kind).toBe('ticket')
    // A dealer user sees no sources, but does see the choices.
    expect(reply?.sources).toBeUndefined()
    const listed: ChatMessageListResponse = await (
      await t.request(`/api/chat/sessions/${sent.session.id}/messages`, { cookie: dealer })
    ).json()
    expect(listed.messages.at(-1)).toMatchObject({ choices: reply?.choices, chosenEntryId: null })
  })

  it('offers a close entry beside a confident answer', async () => {
    const sent = await send(dealer, { botId, content: 'how do I reset the license' })
    const reply = sent.botMessage
    expect(KNOWLEDGE.map((entry) => entry.answer)).toContain(reply?.content)
    expect(reply?.choices).toHaveLength(1)
    expect(reply?.choices[0].question).toMatch(/reset the license/)
    expect(KNOWLEDGE.find((entry) => entry.answer === reply?.content)?.question).not.toBe(
      reply?.choices[0].question,
    )
  })

  it('answers a picked choice, records the pick and the evidence, and tells the conversation', async () => {
    const sent = await send(dealer, { botId: unsureBotId, content: 'how do I reset the license' })
    const offer = sent.botMessage
    if (!offer) throw new Error('no reply')
    const ktag = await entryId(unsureBotId, 'How do I reset the license of the KTAG tool?')
    const published = vi.spyOn(t.realtime, 'publishToTopic')

    const response = await pick(dealer, sent.session.id, offer.id, ktag)
    expect(response.status).toBe(201)
    const picked: PickChoiceResponse = await response.json()
    expect(picked.offer).toEqual({ messageId: offer.id, chosenEntryId: ktag })
    expect(picked.botMessage).toMatchObject({
      isUser: false,
      content: KNOWLEDGE[1].answer,
      languageCode: 'en',
      confidenceScore: null,
      choices: [],
    })
    // Issue 34 item 5: the open views patch the offer's pick and add the reply, without a refetch.
    expect(published).toHaveBeenCalledWith(`chat-session:${sent.session.id}`, {
      type: 'chat.message-chosen',
      sessionId: sent.session.id,
      messageId: offer.id,
      chosenEntryId: ktag,
    })
    const { sources: _staffOnly, ...shared } = picked.botMessage
    expect(published).toHaveBeenCalledWith(`chat-session:${sent.session.id}`, {
      type: 'chat.message',
      sessionId: sent.session.id,
      message: shared,
    })
    published.mockRestore()

    const listed: ChatMessageListResponse = await (
      await t.request(`/api/chat/sessions/${sent.session.id}/messages`, { cookie: dealer })
    ).json()
    const offered = listed.messages.find((message) => message.id === offer.id)
    expect(offered?.chosenEntryId).toBe(ktag)
    expect(listed.messages.at(-1)?.content).toBe(KNOWLEDGE[1].answer)

    // Evidence for a phrasing: the question and the picked entry in the suggestion inbox.
    const [suggestion] = await t.db
      .select()
      .from(knowledgeSuggestions)
      .where(
        and(
          eq(knowledgeSuggestions.botId, unsureBotId),
          eq(knowledgeSuggestions.suggestionType, 'choice_picked'),
        ),
      )
    expect(suggestion).toMatchObject({
      userQuestion: 'how do I reset the license',
      knowledgeEntryId: ktag,
      status: 'pending',
      frequencyCount: 1,
    })
    const inbox = await (await t.request(`/api/bots/${unsureBotId}/suggestions`, { cookie: trainer })).json()
    expect(inbox.suggestions).toContainEqual(
      expect.objectContaining({ suggestion_type: 'choice_picked', knowledge_entry_id: ktag }),
    )

    // One pick per offer.
    expect((await pick(dealer, sent.session.id, offer.id, ktag)).status).toBe(409)

    // The same question picked the same way again counts up the same suggestion.
    const again = await send(dealer, { botId: unsureBotId, content: 'How do I reset the license?' })
    if (!again.botMessage) throw new Error('no reply')
    expect((await pick(dealer, again.session.id, again.botMessage.id, ktag)).status).toBe(201)
    const [counted] = await t.db
      .select({ frequencyCount: knowledgeSuggestions.frequencyCount })
      .from(knowledgeSuggestions)
      .where(eq(knowledgeSuggestions.id, suggestion.id))
    expect(counted.frequencyCount).toBe(2)
  })

  it('accepts only an offered entry, in the caller’s own conversation, that still answers', async () => {
    const sent = await send(dealer, { botId: unsureBotId, content: 'how do I reset the license' })
    const offer = sent.botMessage
    if (!offer) throw new Error('no reply')
    const [first, second] = offer.choices.map((choice) => choice.entryId)
    const invoices = await entryId(unsureBotId, 'Where are my invoices?')

    expect((await pick(dealer, sent.session.id, offer.id, 'not-a-uuid')).status).toBe(400)
    expect((await pick(dealer, sent.session.id, 'not-a-uuid', first)).status).toBe(400)
    expect((await pick(dealer, sent.session.id, offer.id, invoices)).status).toBe(422)
    // Someone else's conversation, even a colleague's at the same dealer or another dealer's: 404.
    expect((await pick(colleague, sent.session.id, offer.id, first)).status).toBe(404)
    expect((await pick(otherDealer, sent.session.id, offer.id, first)).status).toBe(404)
    // The user's own question is no offer.
    const [question] = await t.db
      .select({ id: chatMessages.id })
      .from(chatMessages)
      .where(and(eq(chatMessages.sessionId, sent.session.id), eq(chatMessages.isUser, true)))
    expect((await pick(dealer, sent.session.id, question.id, first)).status).toBe(404)

    // An entry taken back to draft since it was offered no longer answers.
    await t.db.update(kbEntries).set({ status: 'draft' }).where(eq(kbEntries.id, first))
    try {
      expect((await pick(dealer, sent.session.id, offer.id, first)).status).toBe(410)
      // Nothing was recorded: the other choice can still be picked.
      expect((await pick(dealer, sent.session.id, offer.id, second)).status).toBe(201)
    } finally {
      await t.db.update(kbEntries).set({ status: 'approved' }).where(eq(kbEntries.id, first))
    }
  })
})

describe('previousQuestionOf', () => {
  const turn = {
    question: 'how do I buy credits',
    confidence: 0.9,
    escalationType: null,
    sources: [{ entryId: 'e1', question: 'How do I buy credits?', score: 1 }],
  }
  it('passes the question of a reply that came from the knowledge, a picked choice included', () => {
    expect(previousQuestionOf(turn)).toBe('how do I buy credits')
    expect(previousQuestionOf({ ...turn, confidence: 0.35, escalationType: 'knowledge_gap' })).toBe(
      'how do I buy credits',
    )
    expect(previousQuestionOf({ ...turn, confidence: null })).toBe('how do I buy credits')
  })
  it('passes nothing after no turn, no answer, or a request for a person', () => {
    expect(previousQuestionOf(null)).toBeNull()
    expect(previousQuestionOf({ ...turn, confidence: 0.1 })).toBeNull()
    expect(previousQuestionOf({ ...turn, sources: [] })).toBeNull()
    expect(previousQuestionOf({ ...turn, escalationType: 'specialist_contact' })).toBeNull()
  })
})

describe('follow-ups in the chat', () => {
  it('answers a follow-up with the previous question’s topic where alone it does not', async () => {
    const alone = await send(dealer, { botId, content: 'and how long are they valid' })
    const wrongOrEscalated = alone.escalation !== null || alone.botMessage?.content !== KNOWLEDGE[2].answer
    expect(wrongOrEscalated).toBe(true)

    const first = await send(dealer, { botId, content: 'how do I buy credits' })
    expect(first.botMessage?.content).toBe(KNOWLEDGE[2].answer)
    const followUp = await send(dealer, {
      botId,
      sessionId: first.session.id,
      content: 'and how long are they valid',
    })
    expect(followUp.botMessage?.content).toBe(KNOWLEDGE[2].answer)
    expect(followUp.escalation).toBeNull()
  })

  it('does not read a follow-up with a previous question that got no answer from the knowledge', async () => {
    const first = await send(dealer, { botId, content: 'what is the capital of australia' })
    expect(first.botMessage?.confidenceScore ?? 0).toBeLessThan(0.3)
    const followUp = await send(dealer, {
      botId,
      sessionId: first.session.id,
      content: 'and how long are they valid',
    })
    const alone = await send(dealer, { botId, content: 'and how long are they valid' })
    expect(followUp.botMessage?.content).toBe(alone.botMessage?.content)
  })

  it('takes the previous question in the answer preview too', async () => {
    const preview = async (json: Record<string, unknown>): Promise<AnswerPreviewJson> => {
      const response = await t.request(`/api/bots/${botId}/answer-preview`, { cookie: trainer, json })
      expect(response.status).toBe(200)
      return response.json()
    }
    const withPrevious = await preview({
      message: 'and how long are they valid',
      previous: 'how do I buy credits',
    })
    expect(withPrevious).toMatchObject({ followUp: true, knowledgeBased: true, content: KNOWLEDGE[2].answer })
    const without = await preview({ message: 'and how long are they valid' })
    expect(without.followUp).toBe(false)
    const tooLong = await t.request(`/api/bots/${botId}/answer-preview`, {
      cookie: trainer,
      json: { message: 'and then', previous: 'x'.repeat(100_000) },
    })
    expect(tooLong.status).toBe(400)
  })
})
