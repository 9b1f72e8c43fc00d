import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { bots } from '#server/db/schema/bots'
import { knowledgeSuggestions } from '#server/db/schema/knowledge'
import { createTestApp, type TestApp } from '#tests/helpers/test-app'
import {
  DISMISSED_QUESTION_RETURNS_AFTER,
  knowledgeGapTypeOf,
  overlap,
  recordKnowledgeGap,
  suggestionKey,
} from './knowledge-gaps.ts'
import type { AssistantAnswer } from './types.ts'

const answer = (overrides: Partial<AssistantAnswer> = {}): AssistantAnswer => ({
  content: 'Sorry, I could not find an answer.',
  confidence: 0.1,
  needsEscalation: true,
  escalationType: 'knowledge_gap',
  knowledgeBased: false,
  language: 'en',
  requiresLanguageConfirmation: false,
  detectedLanguages: [],
  languageChoices: [],
  crossLanguage: false,
  sources: [],
  choices: [],
  followUp: false,
  ...overrides,
})
const lowConfidence = (entryId: string, language: AssistantAnswer['language'] = 'en') =>
  answer({
    confidence: 0.6,
    needsEscalation: false,
    escalationType: null,
    knowledgeBased: true,
    language,
    sources: [{ entryId, question: 'Q', score: 0.5 }],
  })

describe('knowledge gap rules', () => {
  it('classifies answers (spec §4 types)', () => {
    expect(knowledgeGapTypeOf(answer())).toBe('unmatched_question')
    expect(knowledgeGapTypeOf(lowConfidence('x'))).toBe('low_confidence')
    expect(
      knowledgeGapTypeOf(answer({ confidence: 0.9, knowledgeBased: true, escalationType: null })),
    ).toBeNull()
    expect(knowledgeGapTypeOf(answer({ escalationType: 'specialist_contact' }))).toBeNull()
  })

  it('keys one question asked several ways the same', () => {
    const a = suggestionKey('unmatched_question', 'How do I return a broken dyno?', answer())
    const b = suggestionKey('unmatched_question', 'how do i RETURN the broken dyno', answer())
    expect(a).toBe(b)
    expect(a).toMatch(/^terms:en:/)
    expect(suggestionKey('low_confidence', 'anything', lowConfidence('abc'))).toBe('entry:abc')
    expect(overlap(['a', 'b', 'c'], ['a', 'b', 'd'])).toBeCloseTo(0.5)
  })
})

describe('recordKnowledgeGap (database)', () => {
  let t: TestApp
  let botId: string
  let otherBotId: string
  const entryId = '11111111-1111-4111-8111-111111111111'

  beforeAll(async () => {
    t = await createTestApp()
    ;[{ id: botId }, { id: otherBotId }] = await t.db
      .insert(bots)
      .values([{ name: 'Gap Bot' }, { name: 'Other Bot' }])
      .returning({ id: bots.id })
  })
  afterAll(async () => {
    await t.close()
  })

  const pending = (bot: string) =>
    t.db.select().from(knowledgeSuggestions).where(eq(knowledgeSuggestions.botId, bot))

  it('counts the same question asked again or reworded instead of adding a row', async () => {
    const first = await recordKnowledgeGap(t.db, {
      botId,
      question: 'How do I return a broken dyno roller?',
      answer: answer(),
    })
    expect(first).toMatchObject({ created: true, frequencyCount: 1, type: 'unmatched_question' })
    const again = await recordKnowledgeGap(t.db, {
      botId,
      question: 'how do I return a broken dyno roller',
      answer: answer(),
    })
    expect(again).toMatchObject({ suggestionId: first?.suggestionId, created: false, frequencyCount: 2 })
    const reworded = await recordKnowledgeGap(t.db, {
      botId,
      question: 'How can I return my broken dyno roller?',
      answer: answer(),
    })
    expect(reworded).toMatchObject({ suggestionId: first?.suggestionId, frequencyCount: 3 })
    const different = await recordKnowledgeGap(t.db, {
      botId,
      question: 'Do you sell gift cards?',
      answer: answer(),
    })
    expect(different?.suggestionId).not.toBe(first?.suggestionId)
    const rows = await pending(botId)
    expect(rows).toHaveLength(2)
    expect(rows.find((row) => row.id === first?.suggestionId)).toMatchObject({
      frequencyCount: 3,
      suggestionType: 'unmatched_question',
      userQuestion: 'How do I return a broken dyno roller?',
      status: 'pending',
    })
  })

  it('groups low-confidence questions in different languages that match the same entry', async () => {
    const english = await recordKnowledgeGap(t.db, {
      botId,
      question: 'dyno warranty length?',
      answer: lowConfidence(entryId),
    })
    const norwegian = await recordKnowledgeGap(t.db, {
      botId,
      question: 'hvor lenge varer garantien på dynoen?',
      answer: lowConfidence(entryId, 'no'),
    })
    expect(english).toMatchObject({ type: 'low_confidence', created: true })
    expect(norwegian).toMatchObject({ suggestionId: english?.suggestionId, frequencyCount: 2 })
  })

  it('keeps bots apart, ignores answers that are not gaps and starts over after a resolution', async () => {
    const other = await recordKnowledgeGap(t.db, {
      botId: otherBotId,
      question: 'How do I return a broken dyno roller?',
      answer: answer(),
    })
    expect(other).toMatchObject({ created: true, frequencyCount: 1 })
    expect(
      await recordKnowledgeGap(t.db, {
        botId,
        question: 'fine',
        answer: answer({
          confidence: 0.95,
          knowledgeBased: true,
          escalationType: null,
          needsEscalation: false,
        }),
      }),
    ).toBeNull()
    await t.db
      .update(knowledgeSuggestions)
      .set({ status: 'resolved' })
      .where(eq(knowledgeSuggestions.botId, otherBotId))
    const fresh = await recordKnowledgeGap(t.db, {
      botId: otherBotId,
      question: 'How do I return a broken dyno roller?',
      answer: answer(),
    })
    expect(fresh).toMatchObject({ created: true, frequencyCount: 1 })
  })

  it('does not lose counts when the same question arrives concurrently', async () => {
    const results = await Promise.all(
      Array.from({ length: 5 }, () =>
        recordKnowledgeGap(t.db, { botId, question: 'Is there a loyalty program?', answer: answer() }),
      ),
    )
    const ids = new Set(results.map((result) => result?.suggestionId))
    expect(ids.size).toBe(1)
    const [row] = await t.db
      .select()
      .from(knowledgeSuggestions)
      .where(eq(knowledgeSuggestions.id, [...ids][0] as string))
    expect(row.frequencyCount).toBe(5)
  })

  it('keeps a dismissed question out of the inbox until it is asked again often enough', async () => {
    const question = 'Can I pay with bitcoin at the dealer?'
    const first = await recordKnowledgeGap(t.db, { botId, question, answer: answer() })
    await t.db
      .update(knowledgeSuggestions)
      .set({ status: 'dismissed', resolvedAt: new Date() })
      .where(eq(knowledgeSuggestions.id, first?.suggestionId as string))
    const pendingOf = async () =>
      (await pending(botId)).filter((row) => row.status === 'pending' && row.userQuestion.includes('bitcoin'))

    for (let asked = 1; asked < DISMISSED_QUESTION_RETURNS_AFTER; asked++) {
      const again = await recordKnowledgeGap(t.db, {
        botId,
        question: asked === 1 ? 'can i pay with bitcoin at the dealer' : question,
        answer: answer(),
      })
      expect(again).toMatchObject({
        suggestionId: first?.suggestionId,
        countedOnDismissed: true,
        frequencyCount: asked,
      })
      expect(await pendingOf()).toHaveLength(0)
    }
    const back = await recordKnowledgeGap(t.db, { botId, question, answer: answer() })
    expect(back).toMatchObject({
      created: true,
      countedOnDismissed: false,
      frequencyCount: DISMISSED_QUESTION_RETURNS_AFTER,
    })
    expect(back?.suggestionId).not.toBe(first?.suggestionId)
    const [returned] = await pendingOf()
    expect(returned).toMatchObject({
      id: back?.suggestionId,
      frequencyCount: DISMISSED_QUESTION_RETURNS_AFTER,
    })
    // Once back, further asks count on the pending suggestion as usual.
    expect(await recordKnowledgeGap(t.db, { botId, question, answer: answer() })).toMatchObject({
      suggestionId: back?.suggestionId,
      frequencyCount: DISMISSED_QUESTION_RETURNS_AFTER + 1,
    })
    // The dismissed row's count started over, so a second dismissal needs the same number of asks again.
    const [dismissed] = await t.db
      .select()
      .from(knowledgeSuggestions)
      .where(eq(knowledgeSuggestions.id, first?.suggestionId as string))
    expect(dismissed).toMatchObject({ status: 'dismissed', askedSinceDismissed: 0 })
  })
})
