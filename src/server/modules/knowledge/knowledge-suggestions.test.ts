import { readFileSync } from 'node:fs'
import path from 'node:path'
import { eq, sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { bots } from '#server/db/schema/bots'
import { kbEntries, knowledgeSuggestions } from '#server/db/schema/knowledge'
import { createUser } from '#server/db/seed/factories'
import type { SendChatMessageResponse } from '#shared/schemas/chat'
import type { KnowledgeSuggestionJson } from '#shared/schemas/knowledge'
import { TRAINING_CHAT_CONTEXT } from '#shared/schemas/training'
import { createTestApp, type TestApp } from '#tests/helpers/test-app'

// Issue 33 item 6: the suggestion inbox knows the question's language, closes a suggestion when its
// question is later answered with confidence (kept in its history), and trainers' tests stay out.

let t: TestApp
let trainer: string
let trainerName: string
let dealer: string
let botId: string

beforeAll(async () => {
  t = await createTestApp()
  const trainerUser = await createUser(t.db, { roles: ['trainer'], firstName: 'Tora', lastName: 'Trainer' })
  trainerName = 'Tora Trainer'
  trainer = await t.signIn(trainerUser.email, trainerUser.password)
  const dealerUser = await createUser(t.db, { roles: ['dealer_user'] })
  dealer = await t.signIn(dealerUser.email, dealerUser.password)
  botId = (await (await t.request('/api/bots', { cookie: trainer, json: { name: 'Inbox Bot' } })).json()).id
  const imported = await t.request(`/api/bots/${botId}/knowledge/import`, {
    cookie: trainer,
    json: {
      entries: [
        {
          question: 'How do I reset my tool license?',
          answer: 'Open the tool menu, choose License, then Reset, and sign in with your dealer account.',
          status: 'approved',
        },
      ],
    },
  })
  expect(imported.status).toBe(201)
})
afterAll(async () => {
  await t.close()
})

async function ask(content: string, cookie = dealer): Promise<SendChatMessageResponse> {
  const response = await t.request('/api/chat/messages', { cookie, json: { botId, content } })
  expect(response.status).toBe(201)
  return response.json()
}

async function list(status?: string): Promise<KnowledgeSuggestionJson[]> {
  const response = await t.request(`/api/bots/${botId}/suggestions${status ? `?status=${status}` : ''}`, {
    cookie: trainer,
  })
  expect(response.status).toBe(200)
  return (await response.json()).suggestions
}

async function addEntry(question: string, answer: string, language_code = 'en') {
  const response = await t.request(`/api/bots/${botId}/knowledge/import`, {
    cookie: trainer,
    json: { entries: [{ question, answer, language_code, status: 'approved' }] },
  })
  expect(response.status).toBe(201)
  return ((await response.json()).ids as string[])[0]!
}

describe('suggestion inbox', () => {
  it('records the language the question was asked in, for the new entry', async () => {
    await ask('Selger dere vinterdekk til traktorer?')
    await ask('Do you sell gift cards for dyno days?')
    const pending = await list()
    expect(pending.find((row) => row.user_question.startsWith('Selger dere'))).toMatchObject({
      language_code: 'no',
      status: 'pending',
      resolved_at: null,
    })
    expect(pending.find((row) => row.user_question.startsWith('Do you sell'))?.language_code).toBe('en')
  })

  it('gives rows recorded before the language was kept the detected language of their question', async () => {
    await t.db.insert(knowledgeSuggestions).values({
      botId,
      userQuestion: 'Hur lång är leveranstiden till Göteborg?',
      normalizedQuestion: 'legacy:sv',
      suggestionType: 'unmatched_question',
    })
    const legacy = (await list()).find((row) => row.user_question.startsWith('Hur lång'))
    expect(legacy?.language_code).toBe('sv')
  })

  it('closes a pending suggestion when the same question is later answered with confidence', async () => {
    const gap = await ask('Do you ship tools to Iceland?')
    expect(gap.botMessage?.escalationType).not.toBeNull()
    const open = (await list()).find((row) => row.user_question === 'Do you ship tools to Iceland?')
    expect(open).toBeDefined()

    const entryId = await addEntry(
      'Do you ship tools to Iceland?',
      'Yes, we ship tools to Iceland by air freight; delivery takes 3 to 5 working days.',
    )
    const answered = await ask('do you ship tools to iceland')
    expect(answered.botMessage?.confidenceScore).toBeGreaterThanOrEqual(0.7)

    expect((await list()).map((row) => row.id)).not.toContain(open!.id)
    const closed = (await list('closed')).find((row) => row.id === open!.id)
    expect(closed).toMatchObject({
      status: 'resolved',
      resolved_by_name: null,
      knowledge_entry_id: entryId,
      knowledge_entry_question: 'Do you ship tools to Iceland?',
    })
    expect(closed?.resolved_confidence).toBeGreaterThanOrEqual(0.7)
    expect(closed?.resolution_note).toMatch(
      /^Answered by entry "Do you ship tools to Iceland\?" at [01]\.\d\d$/,
    )
    expect(closed?.resolved_at).not.toBeNull()
  })

  it('a confident answer to another question closes nothing', async () => {
    const before = (await list()).map((row) => row.id)
    const answered = await ask('How do I reset my tool license?')
    expect(answered.botMessage?.confidenceScore).toBeGreaterThanOrEqual(0.7)
    expect((await list()).map((row) => row.id)).toEqual(before)
  })

  it('a trainer’s test question neither creates nor closes a suggestion', async () => {
    const open = (await list()).find((row) => row.user_question.startsWith('Do you sell gift cards'))!
    await addEntry(
      'Do you sell gift cards for dyno days?',
      'Yes, gift cards for a dyno day are sold by every dealer with a dyno.',
    )
    const tested = await t.request(`/api/training/bots/${botId}/chat`, {
      cookie: trainer,
      json: { message: 'Do you sell gift cards for dyno days?' },
    })
    expect(tested.status).toBe(200)
    await t.request(`/api/training/bots/${botId}/chat`, {
      cookie: trainer,
      json: { message: 'Can I pay the invoice with Klarna?' },
    })
    const pending = await list()
    expect(pending.find((row) => row.id === open.id)?.status).toBe('pending')
    expect(pending.map((row) => row.user_question)).not.toContain('Can I pay the invoice with Klarna?')
  })

  it('shows a dismissed suggestion in the history with who dismissed it', async () => {
    const target = (await list()).find((row) => row.user_question.startsWith('Selger dere'))!
    const dismissed = await t.request(`/api/bots/${botId}/suggestions/dismiss`, {
      cookie: trainer,
      json: { suggestion_ids: [target.id] },
    })
    expect(dismissed.status).toBe(200)
    const history = await list('closed')
    expect(history.find((row) => row.id === target.id)).toMatchObject({
      status: 'dismissed',
      resolved_by_name: trainerName,
      resolution_note: null,
    })
    // Newest first.
    const times = history.map((row) => Date.parse(row.resolved_at ?? ''))
    expect(times).toEqual([...times].sort((a, b) => b - a))
  })

  it('validates the list filter and keeps the training marker out of user chats', async () => {
    expect((await t.request(`/api/bots/${botId}/suggestions?status=all`, { cookie: trainer })).status).toBe(
      400,
    )
    expect((await t.request(`/api/bots/${botId}/suggestions?status=closed`, { cookie: dealer })).status).toBe(
      403,
    )
    const marked = await t.request('/api/chat/messages', {
      cookie: dealer,
      json: { botId, content: 'Hello', context: TRAINING_CHAT_CONTEXT },
    })
    expect(marked.status).toBe(400)
  })

  it('linking a suggestion to the entry that answers it adds the question as a phrasing', async () => {
    // Issue 33 item 3.
    const entryId = await addEntry(
      'How do I change the tyre pressure warning?',
      'Reset the TPMS warning in the car menu under Tyres after setting the pressure.',
    )
    const question = 'the yellow horseshoe light keeps blinking'
    const first = await ask(question)
    expect(first.botMessage?.escalationType).not.toBeNull()
    const suggestion = (await list()).find((row) => row.user_question === question)!
    const link = (json: { entry_id: string }) =>
      t.request(`/api/bots/${botId}/suggestions/link`, {
        cookie: trainer,
        json: { ...json, suggestion_ids: [suggestion.id] },
      })
    expect((await link({ entry_id: 'nope' })).status).toBe(400)
    expect((await link({ entry_id: '00000000-0000-4000-8000-000000000000' })).status).toBe(404)
    const byDealer = await t.request(`/api/bots/${botId}/suggestions/link`, {
      cookie: dealer,
      json: { entry_id: entryId, suggestion_ids: [suggestion.id] },
    })
    expect(byDealer.status).toBe(403)
    const linked = await link({ entry_id: entryId })
    expect(linked.status).toBe(200)
    expect((await linked.json()).entry.alternative_questions).toEqual([question])
    expect((await link({ entry_id: entryId })).status).toBe(409)
    const closed = (await list('closed')).find((row) => row.id === suggestion.id)!
    expect(closed).toMatchObject({
      status: 'resolved',
      knowledge_entry_id: entryId,
      resolved_by_name: trainerName,
    })
    const again = await ask(question)
    expect(again.botMessage?.content).toContain('Reset the TPMS warning')
  })

  it('a resolved suggestion keeps its note when the answering entry is deleted', async () => {
    const closed = (await list('closed')).find(
      (row) => row.user_question === 'Do you ship tools to Iceland?',
    )!
    const deleted = await t.request(`/api/knowledge/entries/${closed.knowledge_entry_id}`, {
      cookie: trainer,
      method: 'DELETE',
    })
    expect(deleted.status).toBe(200)
    expect((await list('closed')).find((row) => row.id === closed.id)).toMatchObject({
      status: 'resolved',
      knowledge_entry_id: null,
      knowledge_entry_question: null,
      resolution_note: closed.resolution_note,
    })
  })
})

describe('migration 0014 (suggestion language and resolution)', () => {
  it('backfills the language from the keys and removes pending suggestions only a test chat asked', async () => {
    const [{ id: legacyBot }] = await t.db
      .insert(bots)
      .values({ name: 'Legacy Bot' })
      .returning({ id: bots.id })
    const [entry] = await t.db
      .insert(kbEntries)
      .values({
        botId: legacyBot,
        question: 'Var hittar jag fakturorna?',
        answer: 'Under Konto > Fakturor.',
        languageCode: 'sv',
      })
      .returning()
    const row = (
      normalizedQuestion: string,
      extra: Partial<typeof knowledgeSuggestions.$inferInsert> = {},
    ) => ({
      botId: legacyBot,
      userQuestion: normalizedQuestion,
      normalizedQuestion,
      suggestionType: 'unmatched_question' as const,
      ...extra,
    })
    await t.db
      .insert(knowledgeSuggestions)
      .values([
        row('terms:no:dekk traktor'),
        row(`entry:${entry!.id}`, { suggestionType: 'low_confidence' }),
        row('terms:en:test only', { context: TRAINING_CHAT_CONTEXT }),
        row('terms:en:test and users', { context: TRAINING_CHAT_CONTEXT, frequencyCount: 3 }),
      ])
    const migration = readFileSync(
      path.resolve(import.meta.dirname, '../../db/migrations/0015_suggestion_language_resolution.sql'),
      'utf8',
    )
    // The columns exist already (the test database is migrated); run the data statements again.
    for (const statement of migration.split('--> statement-breakpoint').map((part) => part.trim()))
      if (!statement.startsWith('ALTER TABLE')) await t.db.execute(sql.raw(statement))
    const rows = await t.db
      .select()
      .from(knowledgeSuggestions)
      .where(eq(knowledgeSuggestions.botId, legacyBot))
    const byKey = new Map(rows.map((each) => [each.normalizedQuestion, each]))
    expect(byKey.get('terms:no:dekk traktor')?.languageCode).toBe('no')
    expect(byKey.get(`entry:${entry!.id}`)?.languageCode).toBe('sv')
    expect(byKey.has('terms:en:test only')).toBe(false)
    expect(byKey.get('terms:en:test and users')?.languageCode).toBe('en')
  })
})
