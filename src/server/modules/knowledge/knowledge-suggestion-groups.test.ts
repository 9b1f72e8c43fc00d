import { eq, inArray } from 'drizzle-orm'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { kbEntries, knowledgeSuggestions } from '#server/db/schema/knowledge'
import { createUser } from '#server/db/seed/factories'
import type {
  DismissedSuggestionsResponse,
  ResolvedSuggestionGroupResponse,
  SuggestionGroupListResponse,
} from '#shared/schemas/knowledge'
import { createTestApp, type TestApp } from '#tests/helpers/test-app'

// Issue 36 item 3: the suggestion inbox as groups of near-duplicate questions, and the group actions.

let t: TestApp
let trainer: string
let support: string
let botId: string
let entryId: string

async function json<T>(response: Response, status = 200): Promise<T> {
  if (response.status !== status) throw new Error(`${response.status} ${await response.text()}`)
  return response.json() as Promise<T>
}

beforeAll(async () => {
  t = await createTestApp()
  const trainerUser = await createUser(t.db, { roles: ['trainer'] })
  trainer = await t.signIn(trainerUser.email, trainerUser.password)
  const supportUser = await createUser(t.db, { roles: ['support_agent'] })
  support = await t.signIn(supportUser.email, supportUser.password)
  botId = (
    await json<{ id: string }>(
      await t.request('/api/bots', { cookie: trainer, json: { name: 'Group Bot' } }),
      201,
    )
  ).id
  await json(
    await t.request(`/api/bots/${botId}/glossary`, {
      cookie: trainer,
      json: {
        terms: [
          { term: 'clean', language: 'en' },
          { term: 'rense', language: 'no' },
        ],
      },
    }),
    201,
  )
  await json(
    await t.request(`/api/bots/${botId}/glossary`, {
      cookie: trainer,
      json: {
        terms: [
          { term: 'particulate filter', language: 'en' },
          { term: 'partikkelfilter', language: 'no' },
        ],
      },
    }),
    201,
  )
  await json(
    await t.request(`/api/bots/${botId}/knowledge/import`, {
      cookie: trainer,
      json: {
        entries: [
          {
            question: 'How do I regenerate the DPF?',
            answer: 'Drive at motorway speed for 20 minutes.',
            status: 'approved',
          },
        ],
      },
    }),
    201,
  )
  const [entry] = await t.db.select().from(kbEntries).where(eq(kbEntries.botId, botId))
  entryId = entry!.id
})
afterAll(async () => {
  await t.close()
})

let at = 0
/** A pending suggestion as the assistant records one; later ones are newer. */
async function suggest(
  question: string,
  language: string,
  answer = `Bot answer to ${question}`,
  confidence = 0.2,
) {
  at += 1
  const [row] = await t.db
    .insert(knowledgeSuggestions)
    .values({
      botId,
      userQuestion: question,
      normalizedQuestion: `${question.toLowerCase()} ${at}`,
      botResponse: answer,
      confidenceScore: confidence,
      suggestionType: 'low_confidence',
      languageCode: language,
      updatedAt: new Date(Date.UTC(2026, 0, 1, 0, at)),
    })
    .returning()
  return row!.id
}

beforeEach(async () => {
  await t.db.delete(knowledgeSuggestions).where(eq(knowledgeSuggestions.botId, botId))
})

const groups = async () =>
  (
    await json<SuggestionGroupListResponse>(
      await t.request(`/api/bots/${botId}/suggestions/groups`, { cookie: trainer }),
    )
  ).groups

describe('GET /api/bots/:botId/suggestions/groups', () => {
  it('groups rewordings and translations, with the bot’s last answer and confidence', async () => {
    const a = await suggest('How do I clean the particulate filter?', 'en')
    const b = await suggest('Hvordan rense partikkelfilter?', 'no')
    const c = await suggest('Cleaning the particulate filter', 'en', 'The latest answer', 0.35)
    const other = await suggest('What is the warranty period for loaders?', 'en')
    const list = await groups()
    expect(list.map((group) => group.suggestions.map((s) => s.id).sort())).toEqual(
      expect.arrayContaining([[a, b, c].sort(), [other]]),
    )
    expect(list).toHaveLength(2)
    const filter = list.find((group) => group.suggestions.length === 3)!
    expect(filter).toMatchObject({
      bot_response: 'The latest answer',
      confidence_score: 0.35,
      frequency_count: 3,
    })
    // Most asked first.
    expect(list[0]).toBe(filter)
  })
})

describe('group actions', () => {
  it('link: every question becomes a phrasing of the entry; all resolved at once', async () => {
    const ids = [
      await suggest('How to regenerate DPF', 'en'),
      await suggest('Regenerating the DPF filter', 'en'),
    ]
    const body = await json<ResolvedSuggestionGroupResponse>(
      await t.request(`/api/bots/${botId}/suggestions/link`, {
        cookie: trainer,
        json: { suggestion_ids: ids, entry_id: entryId },
      }),
    )
    expect(body.entry.alternative_questions).toEqual(
      expect.arrayContaining(['How to regenerate DPF', 'Regenerating the DPF filter']),
    )
    const rows = await t.db.select().from(knowledgeSuggestions).where(inArray(knowledgeSuggestions.id, ids))
    expect(rows.map((row) => [row.status, row.knowledgeEntryId])).toEqual([
      ['resolved', entryId],
      ['resolved', entryId],
    ])
    expect(await groups()).toEqual([])
  })

  it('create: one entry for the group, its other questions as phrasings', async () => {
    const ids = [
      await suggest('Where is the grease nipple on the Z9?', 'en'),
      await suggest('Z9 grease nipple location', 'en'),
    ]
    const body = await json<ResolvedSuggestionGroupResponse>(
      await t.request(`/api/bots/${botId}/suggestions/resolve`, {
        cookie: trainer,
        json: {
          suggestion_ids: ids,
          question: 'Where is the grease nipple on the Z9?',
          answer: 'Under the loader arm pivot.',
        },
      }),
    )
    expect(body.entry).toMatchObject({
      question: 'Where is the grease nipple on the Z9?',
      alternative_questions: ['Z9 grease nipple location'],
      status: 'approved',
    })
    const rows = await t.db.select().from(knowledgeSuggestions).where(inArray(knowledgeSuggestions.id, ids))
    expect(new Set(rows.map((row) => row.knowledgeEntryId))).toEqual(new Set([body.entry.id]))
  })

  it('dismiss: several in one transaction, all or none', async () => {
    const ids = [
      await suggest('Question one about tyres', 'en'),
      await suggest('Question two about paint', 'en'),
    ]
    const keep = await suggest('Question three about seats', 'en')
    const body = await json<DismissedSuggestionsResponse>(
      await t.request(`/api/bots/${botId}/suggestions/dismiss`, {
        cookie: trainer,
        json: { suggestion_ids: ids },
      }),
    )
    expect(body.suggestion_ids).toEqual(ids)
    // One already closed: nothing changes (409), the pending one stays pending.
    const refused = await t.request(`/api/bots/${botId}/suggestions/dismiss`, {
      cookie: trainer,
      json: { suggestion_ids: [keep, ids[0]] },
    })
    expect(refused.status).toBe(409)
    const rows = await t.db.select().from(knowledgeSuggestions).where(eq(knowledgeSuggestions.botId, botId))
    expect(Object.fromEntries(rows.map((row) => [row.id, row.status]))).toEqual({
      [ids[0]!]: 'dismissed',
      [ids[1]!]: 'dismissed',
      [keep]: 'pending',
    })
  })

  it('validates input (400) and unknown suggestions (404)', async () => {
    const bad = [
      ['dismiss', { suggestion_ids: [] }],
      ['dismiss', { suggestion_ids: ['nope'] }],
      ['link', { suggestion_ids: [crypto.randomUUID()] }],
      ['resolve', { suggestion_ids: [crypto.randomUUID()], question: 'Q?', answer: ' ' }],
    ] as const
    for (const [action, body] of bad)
      expect(
        (await t.request(`/api/bots/${botId}/suggestions/${action}`, { cookie: trainer, json: body })).status,
        action,
      ).toBe(400)
    const missing = await t.request(`/api/bots/${botId}/suggestions/dismiss`, {
      cookie: trainer,
      json: { suggestion_ids: [crypto.randomUUID()] },
    })
    expect(missing.status).toBe(404)
  })

  it('the actions are for trainers (bot managers) only: 403 for support, nothing changes', async () => {
    const id = await suggest('Support may look but not act', 'en')
    const attempts = [
      ['dismiss', { suggestion_ids: [id] }],
      ['link', { suggestion_ids: [id], entry_id: entryId }],
      ['resolve', { suggestion_ids: [id], question: 'Q?', answer: 'A.' }],
    ] as const
    for (const [action, body] of attempts)
      expect(
        (await t.request(`/api/bots/${botId}/suggestions/${action}`, { cookie: support, json: body })).status,
        action,
      ).toBe(403)
    const [row] = await t.db.select().from(knowledgeSuggestions).where(eq(knowledgeSuggestions.id, id))
    expect(row!.status).toBe('pending')
  })
})
