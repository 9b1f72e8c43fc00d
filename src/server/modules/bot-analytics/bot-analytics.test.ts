import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { chatFeedback, chatMessages, chatSessions } from '#server/db/schema/chat'
import { knowledgeSuggestions } from '#server/db/schema/knowledge'
import { createUser } from '#server/db/seed/factories'
import { createTestApp, type TestApp } from '#tests/helpers/test-app'
import { feedbackDirection, recommendationsFor } from './bot-analytics.service.ts'

let t: TestApp
let trainer: string
let support: string
let userId: string
let botId: string
let entryId: string

beforeAll(async () => {
  t = await createTestApp()
  const trainerUser = await createUser(t.db, { roles: ['trainer'] })
  trainer = await t.signIn(trainerUser.email, trainerUser.password)
  const supportUser = await createUser(t.db, { roles: ['support_agent'] })
  support = await t.signIn(supportUser.email, supportUser.password)
  userId = (await createUser(t.db, { roles: ['standard_user'] })).id
  botId = (await (await t.request('/api/bots', { cookie: trainer, json: { name: 'Stats Bot' } })).json()).id
  ;[entryId] = (
    await (
      await t.request(`/api/bots/${botId}/knowledge/import`, {
        cookie: trainer,
        json: {
          entries: [{ question: 'Opening hours?', answer: 'We are open 8 to 16.', status: 'approved' }],
        },
      })
    ).json()
  ).ids
})
afterAll(async () => {
  await t.close()
})

const DAY = 86_400_000

async function exchange(
  question: string,
  reply: Partial<typeof chatMessages.$inferInsert>,
  daysAgo = 0,
  context?: string,
) {
  const at = Date.now() - daysAgo * DAY
  const [session] = await t.db
    .insert(chatSessions)
    .values({ userId, botId, title: question, context })
    .returning()
  const [, message] = await t.db
    .insert(chatMessages)
    .values([
      {
        sessionId: session.id,
        content: question,
        isUser: true,
        languageCode: 'no',
        createdAt: new Date(at - 1000),
      },
      {
        sessionId: session.id,
        content: 'Reply',
        isUser: false,
        languageCode: 'no',
        createdAt: new Date(at),
        ...reply,
      },
    ])
    .returning()
  return { session, message }
}

describe('feedback and recommendation rules', () => {
  it('reads feedback as up or down', () => {
    expect(feedbackDirection('positive', null)).toBe('up')
    expect(feedbackDirection('negative', 5)).toBe('down')
    expect(feedbackDirection('rating', 2)).toBe('down')
    expect(feedbackDirection('rating', 3)).toBeNull()
  })

  it('recommends from the figures only', () => {
    const base = {
      responses: 20,
      escalations: 0,
      lowConfidence: 0,
      negative: 0,
      feedbackTotal: 0,
      unanswered: [],
      waitingForReview: 0,
    }
    expect(recommendationsFor(base)).toEqual([])
    expect(recommendationsFor({ ...base, responses: 0 }).map((r) => r.type)).toEqual(['no_traffic'])
    expect(recommendationsFor({ ...base, escalations: 5, lowConfidence: 7 }).map((r) => r.type)).toEqual([
      'high_escalation',
      'low_confidence',
    ])
    const many = Array.from({ length: 8 }, (_, i) => ({ question: `Q${i}` }))
    expect(recommendationsFor({ ...base, unanswered: many })).toEqual([
      { type: 'add_answers', count: 5, questions: ['Q0', 'Q1', 'Q2', 'Q3', 'Q4'] },
    ])
  })
})

describe('GET /api/bot-analytics/:botId', () => {
  it('computes the period figures from the stored conversations', async () => {
    const sources = [{ entryId, question: 'Opening hours?', score: 1 }]
    await exchange('Opening hours?', { confidenceScore: 0.9, sources })
    const rated = await exchange('opening hours', { confidenceScore: 0.85, sources, languageCode: 'en' })
    await t.db.insert(chatFeedback).values({
      sessionId: rated.session.id,
      messageId: rated.message.id,
      feedbackType: 'positive',
      rating: 5,
    })
    await exchange('Can I bring my dog?', { confidenceScore: 0.6 })
    await exchange('Refund now!', { confidenceScore: 0.2, escalationType: 'keyword' })
    await exchange('Old question', { confidenceScore: 0.9 }, 40)
    await exchange(
      'Trainer test',
      { confidenceScore: 0.1, escalationType: 'knowledge_gap' },
      0,
      'training_interface',
    )
    await t.db.insert(knowledgeSuggestions).values({
      botId,
      userQuestion: 'Can I bring my dog?',
      normalizedQuestion: 'dog',
      suggestionType: 'low_confidence',
      frequencyCount: 3,
    })

    const response = await t.request(`/api/bot-analytics/${botId}`, { cookie: trainer })
    expect(response.status).toBe(200)
    const body = await response.json()
    expect(body).toMatchObject({
      period_days: 30,
      responses: 4,
      escalations: 1,
      escalation_rate: 0.25,
      answered_rate: 0.75,
      confidence: { high: 2, medium: 1, low: 1 },
      top_questions: [{ question: 'Opening hours?', count: 2 }, expect.anything(), expect.anything()],
      top_entries: [{ entry_id: entryId, question: 'Opening hours?', count: 2 }],
      unanswered: [{ question: 'Can I bring my dog?', frequency: 3 }],
      feedback: { positive: 1, negative: 0, ratings: 1, average_rating: 5 },
      recent_escalations: [{ question: 'Refund now!', escalation_type: 'keyword' }],
      languages: [
        { language: 'no', count: 3 },
        { language: 'en', count: 1 },
      ],
    })
    expect(body.average_confidence).toBeCloseTo((0.9 + 0.85 + 0.6 + 0.2) / 4)
    expect(body.daily.reduce((sum: number, day: { responses: number }) => sum + day.responses, 0)).toBe(4)
    expect(body.recommendations).toContainEqual({
      type: 'add_answers',
      count: 1,
      questions: ['Can I bring my dog?'],
    })

    const year = await (await t.request(`/api/bot-analytics/${botId}?days=365`, { cookie: trainer })).json()
    expect(year.responses).toBe(5)
  })

  it('validates the period and answers 404 and 403', async () => {
    expect((await t.request(`/api/bot-analytics/${botId}?days=14`, { cookie: trainer })).status).toBe(400)
    expect(
      (await t.request('/api/bot-analytics/00000000-0000-4000-8000-000000000000', { cookie: trainer }))
        .status,
    ).toBe(404)
    expect((await t.request('/api/bot-analytics/nope', { cookie: trainer })).status).toBe(404)
    expect((await t.request(`/api/bot-analytics/${botId}`, { cookie: support })).status).toBe(403)
  })
})
