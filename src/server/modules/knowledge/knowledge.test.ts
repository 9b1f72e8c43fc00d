import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { chatFeedback, chatMessages, chatSessions } from '#server/db/schema/chat'
import { kbEntries, knowledgeSuggestions } from '#server/db/schema/knowledge'
import { createUser } from '#server/db/seed/factories'
import { createTestApp, type TestApp } from '#tests/helpers/test-app'
import { parseCsv } from './knowledge-csv.ts'

let t: TestApp
let trainer: string
let support: string
let standard: string
let trainerId: string
let botId: string

const UNKNOWN = '00000000-0000-4000-8000-000000000000'

beforeAll(async () => {
  t = await createTestApp()
  const trainerUser = await createUser(t.db, { roles: ['trainer'] })
  trainerId = trainerUser.id
  trainer = await t.signIn(trainerUser.email, trainerUser.password)
  const supportUser = await createUser(t.db, { roles: ['support_agent'] })
  support = await t.signIn(supportUser.email, supportUser.password)
  const standardUser = await createUser(t.db, { roles: ['standard_user'] })
  standard = await t.signIn(standardUser.email, standardUser.password)
  botId = (await (await t.request('/api/bots', { cookie: trainer, json: { name: 'Knowledge Bot' } })).json())
    .id
})
afterAll(async () => {
  await t.close()
})

const post = (path: string, json: unknown, cookie = trainer) => t.request(path, { cookie, json })
const patch = (path: string, json: unknown, cookie = trainer) =>
  t.request(path, { cookie, json, method: 'PATCH' })
/** An edit from the entry's current version (issue 32: every edit says which version it changes). */
async function editEntry(id: string, json: Record<string, unknown>, cookie = trainer) {
  const current = await t.request(`/api/knowledge/entries/${id}`, { cookie })
  const version = current.ok ? (await current.json()).entry.updated_at : new Date().toISOString()
  return patch(`/api/knowledge/entries/${id}`, { expected_updated_at: version, ...json }, cookie)
}
const preview = async (message: string, id = botId) =>
  (await post(`/api/bots/${id}/answer-preview`, { message })).json()

async function createEntry(json: Record<string, unknown>) {
  const response = await post('/api/knowledge/entries', { bot_id: botId, ...json })
  expect(response.status).toBe(201)
  return response.json()
}

describe('knowledge entries', () => {
  it('creates entries with spec defaults, tags and history; drafts do not answer until approved', async () => {
    const entry = await createEntry({
      question: 'Where do I find the flash tool manual?',
      answer: 'The manual is in the File & Document Center under Tools.',
      tags: ['Manuals', 'manuals ', 'tools'],
    })
    expect(entry).toMatchObject({
      bot_id: botId,
      bot_name: 'Knowledge Bot',
      language_code: 'en',
      scope: 'bot_specific',
      priority: 5,
      status: 'draft',
      approved_at: null,
    })
    expect(entry.tags.map((tag: { name: string }) => tag.name)).toEqual(['Manuals', 'tools'])
    expect(
      (await preview('flash tool manual')).sources.map((s: { entryId: string }) => s.entryId),
    ).not.toContain(entry.id)
    const approve = await t.request(`/api/knowledge/entries/${entry.id}/approve`, {
      cookie: trainer,
      method: 'POST',
    })
    expect(approve.status).toBe(200)
    const approved = await approve.json()
    expect(approved.status).toBe('approved')
    expect(approved.approved_by).toBe(trainerId)
    expect(approved.approved_at).not.toBeNull()
    expect(await preview('Where is the flash tool manual?')).toMatchObject({
      knowledgeBased: true,
      content: 'The manual is in the File & Document Center under Tools.',
    })
    const detail = await (await t.request(`/api/knowledge/entries/${entry.id}`, { cookie: trainer })).json()
    expect(detail.history.map((item: { action: string }) => item.action)).toEqual(['approved', 'created'])
  })

  it('an edit that approves its content answers with the new text at once and the history grows', async () => {
    const entry = await createEntry({
      question: 'What does the express service cost?',
      answer: 'Express service costs 500 NOK.',
      status: 'approved',
      language_code: 'en',
    })
    const response = await editEntry(entry.id, {
      answer: 'Express service costs 750 NOK from January.',
      priority: 9,
      tags: ['pricing'],
      status: 'approved',
    })
    expect(response.status).toBe(200)
    expect(await response.json()).toMatchObject({
      priority: 9,
      status: 'approved',
      tags: [{ name: 'pricing' }],
    })
    expect((await preview('What does the express service cost?')).content).toBe(
      'Express service costs 750 NOK from January.',
    )
    const unapproved = await (await editEntry(entry.id, { status: 'pending_review' })).json()
    expect(unapproved).toMatchObject({ status: 'pending_review', approved_at: null })
    const detail = await (await t.request(`/api/knowledge/entries/${entry.id}`, { cookie: trainer })).json()
    expect(detail.history).toHaveLength(3)
    expect(detail.history[1].answer).toBe('Express service costs 750 NOK from January.')
  })

  it('an edit of an approved entry waits for approval while the approved answer keeps answering', async () => {
    // Issue 33 item 4.
    const entry = await createEntry({
      question: 'How long does a gearbox remap take?',
      answer: 'A gearbox remap takes about two hours.',
      status: 'approved',
    })
    const edited = await (
      await editEntry(entry.id, { answer: 'A gearbox remap takes about three hours.', priority: 7 })
    ).json()
    expect(edited).toMatchObject({
      status: 'approved',
      answer: 'A gearbox remap takes about two hours.',
      priority: 7,
      pending_version: { answer: 'A gearbox remap takes about three hours.', status: 'pending_review' },
    })
    expect((await preview('How long does a gearbox remap take?')).content).toBe(
      'A gearbox remap takes about two hours.',
    )
    // A second edit replaces the waiting one; approving makes it the entry's content.
    const again = await (
      await editEntry(entry.id, {
        answer: 'A gearbox remap takes about four hours.',
        status: 'pending_review',
      })
    ).json()
    expect(again.pending_version.answer).toBe('A gearbox remap takes about four hours.')
    expect(again.answer).toBe('A gearbox remap takes about two hours.')
    const approved = await (
      await t.request(`/api/knowledge/entries/${entry.id}/approve`, { cookie: trainer, method: 'POST' })
    ).json()
    expect(approved).toMatchObject({
      status: 'approved',
      answer: 'A gearbox remap takes about four hours.',
      pending_version: null,
    })
    expect((await preview('How long does a gearbox remap take?')).content).toBe(
      'A gearbox remap takes about four hours.',
    )
    const detail = await (await t.request(`/api/knowledge/entries/${entry.id}`, { cookie: trainer })).json()
    expect(detail.history.map((version: { action: string }) => version.action)).toEqual([
      'approved',
      'proposed',
      'proposed',
      'created',
    ])
  })

  it('restores any version in one click, refuses stale and foreign versions, and drops a waiting edit', async () => {
    const entry = await createEntry({
      question: 'Which oil does the dyno use?',
      answer: 'The dyno uses 5W-30 synthetic oil.',
      status: 'approved',
    })
    const other = await createEntry({ question: 'Other entry?', answer: 'Another answer text.' })
    await editEntry(entry.id, { answer: 'The dyno uses any oil you like.', status: 'approved' })
    expect((await preview('Which oil does the dyno use?')).content).toBe('The dyno uses any oil you like.')
    const detail = async () =>
      (await t.request(`/api/knowledge/entries/${entry.id}`, { cookie: trainer })).json()
    const { entry: current, history } = await detail()
    const first = history.at(-1)
    expect(first).toMatchObject({ action: 'created', answer: 'The dyno uses 5W-30 synthetic oil.' })
    const restore = (versionId: string, expected: string, id = entry.id) =>
      post(`/api/knowledge/entries/${id}/versions/${versionId}/restore`, { expected_updated_at: expected })
    expect((await restore(first.id, '2020-01-01T00:00:00.000Z')).status).toBe(409)
    expect((await restore(UNKNOWN, current.updated_at)).status).toBe(404)
    expect((await restore(first.id, current.updated_at, other.id)).status).toBe(404)
    expect((await restore(first.id, current.updated_at, 'nope')).status).toBe(404)
    expect((await post(`/api/knowledge/entries/${entry.id}/versions/${first.id}/restore`, {})).status).toBe(
      400,
    )
    expect((await restore(first.id, current.updated_at)).status).toBe(200)
    expect((await preview('Which oil does the dyno use?')).content).toBe('The dyno uses 5W-30 synthetic oil.')
    const restored = await detail()
    expect(restored.history[0]).toMatchObject({ action: 'restored', changed_by: trainerId })
    expect(restored.entry.status).toBe('approved')
    // A waiting edit can be dropped; the approved answer stays.
    await editEntry(entry.id, { answer: 'The dyno runs on water, really.' })
    const discard = () =>
      t.request(`/api/knowledge/entries/${entry.id}/pending`, { cookie: trainer, method: 'DELETE' })
    expect(await (await discard()).json()).toMatchObject({
      pending_version: null,
      answer: 'The dyno uses 5W-30 synthetic oil.',
    })
    expect((await discard()).status).toBe(409)
    expect(
      (await t.request(`/api/knowledge/entries/${entry.id}/pending`, { cookie: support, method: 'DELETE' }))
        .status,
    ).toBe(403)
  })

  it('matches alternative questions like the main question, and finds entries by them', async () => {
    // Issue 33 item 3.
    const entry = await createEntry({
      question: 'How do I buy OptiFiles credits?',
      alternative_questions: [
        ' Where can I top up my credit balance? ',
        '',
        'where can i top up my credit balance?',
      ],
      answer: 'Buy credits in the portal under Files, Credits.',
      status: 'approved',
    })
    expect(entry.alternative_questions).toEqual(['Where can I top up my credit balance?'])
    const answer = await preview('where can I top up my balance')
    expect(answer).toMatchObject({ content: 'Buy credits in the portal under Files, Credits.' })
    expect(answer.sources[0]).toMatchObject({
      entryId: entry.id,
      question: 'How do I buy OptiFiles credits?',
    })
    const list = await (
      await t.request(`/api/knowledge/entries?bot_id=${botId}&search=top%20up`, { cookie: trainer })
    ).json()
    expect(list.entries.map((row: { id: string }) => row.id)).toEqual([entry.id])
    for (const json of [
      { alternative_questions: ['x'.repeat(501)] },
      { alternative_questions: Array.from({ length: 31 }, (_, i) => `Phrasing ${i}?`) },
      { alternative_questions: 'not a list' },
    ])
      expect((await editEntry(entry.id, json)).status, JSON.stringify(json).slice(0, 60)).toBe(400)
  })

  it('lists with search, status, tag and language filters and status counts', async () => {
    const tagged = await createEntry({
      question: 'Hvordan bestiller jeg deler?',
      answer: 'Du bestiller deler i portalen under Bestillinger.',
      language_code: 'no',
      tags: ['ordering'],
      status: 'pending_review',
    })
    const list = async (query: string) =>
      (await t.request(`/api/knowledge/entries?bot_id=${botId}&${query}`, { cookie: trainer })).json()
    const all = await list('')
    expect(all.counts.total).toBe(all.entries.length)
    expect(all.counts.total).toBe(all.counts.draft + all.counts.pending_review + all.counts.approved)
    const review = await list('status=pending_review')
    expect(review.entries.every((entry: { status: string }) => entry.status === 'pending_review')).toBe(true)
    expect(review.counts).toEqual(all.counts)
    expect(review.matching).toBe(all.counts.pending_review)
    const tagId = tagged.tags[0].id
    expect((await list(`tag_id=${tagId}`)).entries.map((e: { id: string }) => e.id)).toEqual([tagged.id])
    expect((await list('language_code=no')).entries.map((e: { id: string }) => e.id)).toEqual([tagged.id])
    expect((await list('search=BESTILLER')).entries.map((e: { id: string }) => e.id)).toEqual([tagged.id])
    expect((await list('search=100%25_')).entries).toHaveLength(0)
    for (const query of ['status=done', 'limit=0', 'language_code=fi', 'bot_id=nope']) {
      expect((await t.request(`/api/knowledge/entries?${query}`, { cookie: trainer })).status).toBe(400)
    }
    expect((await t.request(`/api/knowledge/entries?bot_id=${UNKNOWN}`, { cookie: trainer })).status).toBe(
      404,
    )
  })

  it('bulk approves and skips entries already approved', async () => {
    const a = await createEntry({ question: 'Bulk A?', answer: 'The first bulk answer.' })
    const b = await createEntry({
      question: 'Bulk B?',
      answer: 'The second bulk answer.',
      status: 'approved',
    })
    const response = await post('/api/knowledge/entries/approve', { ids: [a.id, b.id] })
    expect(response.status).toBe(200)
    expect(await response.json()).toEqual({ approved: 1, ids: [a.id] })
    expect((await post('/api/knowledge/entries/approve', { ids: [] })).status).toBe(400)
    expect((await post('/api/knowledge/entries/approve', { ids: [a.id, UNKNOWN] })).status).toBe(404)
    expect((await post('/api/knowledge/entries/approve', { ids: [a.id] }, support)).status).toBe(403)
  })

  it('validates entries with the spec messages', async () => {
    const cases: [Record<string, unknown>, string][] = [
      [{ question: '', answer: 'A valid long answer.' }, 'Question is required'],
      [{ question: 'Q?', answer: '' }, 'Answer is required'],
      [{ question: 'Q?', answer: 'Too short' }, 'Answer must be at least 10 characters long'],
      [
        { question: 'Q?', answer: 'A valid long answer.', priority: 0 },
        'Priority must be a number from 1 to 10',
      ],
      [
        { question: 'Q?', answer: 'A valid long answer.', priority: 11 },
        'Priority must be a number from 1 to 10',
      ],
      [{ question: 'Q?', answer: 'A valid long answer.', language_code: 'fi' }, ''],
      [{ question: 'Q?', answer: 'A valid long answer.', status: 'published' }, ''],
    ]
    for (const [json, message] of cases) {
      const response = await post('/api/knowledge/entries', { bot_id: botId, ...json })
      expect(response.status, JSON.stringify(json)).toBe(400)
      const body = await response.json()
      if (message) expect(body.error.details.issues[0].message).toBe(message)
    }
    expect(
      (await post('/api/knowledge/entries', { question: 'Q?', answer: 'A valid long answer.' })).status,
    ).toBe(422)
    expect(
      (
        await post('/api/knowledge/entries', {
          bot_id: UNKNOWN,
          question: 'Q?',
          answer: 'A valid long answer.',
        })
      ).status,
    ).toBe(404)
    expect(
      (
        await post('/api/knowledge/entries', {
          bot_id: botId,
          question: 'Q?',
          answer: 'A valid long answer.',
          file_ids: [UNKNOWN],
        })
      ).status,
    ).toBe(422)
    const entry = await createEntry({ question: 'Patch me?', answer: 'An answer to patch.' })
    expect((await editEntry(entry.id, { answer: 'short' })).status).toBe(400)
    expect((await editEntry(entry.id, { priority: 42 })).status).toBe(400)
    // Issue 36: 15 or 2.5 is refused with the field named, and the entry keeps its priority.
    for (const priority of [15, 2.5, '7']) {
      const refused = await editEntry(entry.id, { priority })
      expect(refused.status, String(priority)).toBe(400)
      const body = await refused.json()
      expect(body.error.message).toMatch(/^priority: /)
      expect(body.error.details.issues).toEqual([
        { path: 'priority', message: 'Priority must be a number from 1 to 10' },
      ])
      const created = await post('/api/knowledge/entries', {
        bot_id: botId,
        question: 'Priority?',
        answer: 'A valid long answer.',
        priority,
      })
      expect(created.status).toBe(400)
      expect((await created.json()).error.details.issues[0].path).toBe('priority')
    }
    const [kept] = await t.db.select().from(kbEntries).where(eq(kbEntries.id, entry.id))
    expect(kept.priority).toBe(5)
    expect((await editEntry(entry.id, {})).status).toBe(400)
    expect((await editEntry(UNKNOWN, { priority: 2 })).status).toBe(404)
  })

  it('keeps global entries apart: made global they answer for every bot', async () => {
    const other = (await (await post('/api/bots', { name: 'Other Knowledge Bot' })).json()).id
    const response = await post('/api/knowledge/entries', {
      question: 'What is the head office address?',
      answer: 'The head office is at Storgata 1 in Oslo.',
      scope: 'global',
      status: 'approved',
    })
    expect(response.status).toBe(201)
    const global = await response.json()
    expect(global).toMatchObject({ bot_id: null, scope: 'global' })
    expect((await preview('head office address', other)).sources[0].entryId).toBe(global.id)
    const globals = await (await t.request('/api/knowledge/entries?scope=global', { cookie: support })).json()
    expect(globals.entries.map((e: { id: string }) => e.id)).toContain(global.id)
    expect((await editEntry(global.id, { scope: 'bot_specific' })).status).toBe(422)
  })

  it('deletes an entry so it no longer answers; unknown ids 404', async () => {
    const entry = await createEntry({
      question: 'Is the demo dyno for sale?',
      answer: 'Yes, the demo dyno is sold at a discount.',
      status: 'approved',
    })
    expect((await preview('Is the demo dyno for sale?')).sources[0].entryId).toBe(entry.id)
    const response = await t.request(`/api/knowledge/entries/${entry.id}`, {
      cookie: trainer,
      method: 'DELETE',
    })
    expect(response.status).toBe(200)
    expect(
      (await preview('Is the demo dyno for sale?')).sources.map((s: { entryId: string }) => s.entryId),
    ).not.toContain(entry.id)
    expect(
      (await t.request(`/api/knowledge/entries/${entry.id}`, { cookie: trainer, method: 'DELETE' })).status,
    ).toBe(404)
    expect((await t.request('/api/knowledge/entries/nope', { cookie: trainer })).status).toBe(404)
  })

  it('shows the conversations an entry answered with their feedback', async () => {
    const entry = await createEntry({
      question: 'Feedback?',
      answer: 'An answer people rate.',
      status: 'approved',
    })
    const [session] = await t.db
      .insert(chatSessions)
      .values({ userId: trainerId, botId, title: 'Rated chat' })
      .returning()
    const [, reply] = await t.db
      .insert(chatMessages)
      .values([
        {
          sessionId: session.id,
          content: 'Feedback please?',
          isUser: true,
          createdAt: new Date(Date.now() - 1000),
        },
        {
          sessionId: session.id,
          content: 'An answer people rate.',
          isUser: false,
          confidenceScore: 0.9,
          sources: [{ entryId: entry.id, question: 'Feedback?', score: 1 }],
        },
      ])
      .returning()
    await t.db
      .insert(chatFeedback)
      .values({ sessionId: session.id, messageId: reply.id, feedbackType: 'positive', rating: 5 })
    const detail = await (await t.request(`/api/knowledge/entries/${entry.id}`, { cookie: support })).json()
    expect(detail.conversations).toEqual([
      expect.objectContaining({
        session_title: 'Rated chat',
        question: 'Feedback please?',
        feedback: [{ feedback_type: 'positive', rating: 5, notes: null }],
      }),
    ])
  })

  it('lets support agents read but not write; others 403', async () => {
    expect((await t.request(`/api/knowledge/entries?bot_id=${botId}`, { cookie: support })).status).toBe(200)
    expect((await t.request('/api/knowledge/entries', { cookie: standard })).status).toBe(403)
    expect(
      (
        await post(
          '/api/knowledge/entries',
          { bot_id: botId, question: 'Q?', answer: 'Long enough answer.' },
          support,
        )
      ).status,
    ).toBe(403)
  })
})

describe('export and text import', () => {
  it('exports the filtered entries as CSV that imports back unchanged, quoted commas and newlines included', async () => {
    const bot = (await (await post('/api/bots', { name: 'CSV Bot' })).json()).id
    const csv = [
      'question,answer,language_code,tags,priority,status,alternative_questions',
      '"Do you ship to Bergen, Tromsø and Bodø?","Yes, we ship to Bergen, Tromsø and Bodø.",en,shipping;north,3,approved,Do you deliver up north? | Shipping to Tromsø?',
      '"Multi-line?","Line one,\nline two ""quoted"".",sv,,,,',
      '',
    ].join('\r\n')
    const previewed = await post(`/api/bots/${bot}/knowledge/import/preview`, { format: 'csv', data: csv })
    expect(previewed.status).toBe(200)
    const body = await previewed.json()
    expect(body.total).toBe(2)
    expect(body.preview[0]).toMatchObject({
      question: 'Do you ship to Bergen, Tromsø and Bodø?',
      tags: ['shipping', 'north'],
      priority: 3,
      alternative_questions: ['Do you deliver up north?', 'Shipping to Tromsø?'],
    })
    expect(body.preview[1]).toMatchObject({
      answer: 'Line one,\nline two "quoted".',
      status: 'draft',
      priority: 5,
    })
    const imported = await post(`/api/bots/${bot}/knowledge/import`, { format: 'csv', data: csv })
    expect(imported.status).toBe(201)
    expect((await imported.json()).created).toBe(2)

    const exported = await t.request(
      `/api/knowledge/entries/export?bot_id=${bot}&format=csv&status=approved`,
      {
        cookie: trainer,
      },
    )
    expect(exported.status).toBe(200)
    expect(exported.headers.get('content-type')).toContain('text/csv')
    const text = await exported.text()
    expect(text).toContain('"Do you ship to Bergen, Tromsø and Bodø?"')
    expect(text).toContain('Do you deliver up north? | Shipping to Tromsø?')
    expect(text).not.toContain('Multi-line?')
    const again = (await (await post('/api/bots', { name: 'CSV Bot 2' })).json()).id
    const reimport = await post(`/api/bots/${again}/knowledge/import/preview`, { format: 'csv', data: text })
    const reimported = (await reimport.json()).preview[0]
    // Tags are exported in name order.
    expect({ ...reimported, tags: [...reimported.tags].sort() }).toEqual({
      ...body.preview[0],
      tags: ['north', 'shipping'],
    })

    const json = await t.request(`/api/knowledge/entries/export?bot_id=${bot}&format=json`, {
      cookie: trainer,
    })
    const entries = await json.json()
    expect(entries).toHaveLength(2)
    expect(
      entries.map((entry: { alternative_questions: string[] }) => entry.alternative_questions),
    ).toContainEqual(['Do you deliver up north?', 'Shipping to Tromsø?'])
    const back = await post(`/api/bots/${again}/knowledge/import`, {
      format: 'json',
      data: JSON.stringify(entries),
    })
    expect((await back.json()).created).toBe(2)
  })

  it('guards formula cells in the CSV export, and the import takes the guard off again', async () => {
    const bot = (await (await post('/api/bots', { name: 'Formula Bot' })).json()).id
    const entries = [
      { question: '=HYPERLINK("http://evil.example","Click")', answer: '-5 °C is the lowest it takes.' },
      { question: "'=Quoted already?", answer: '+47 is the country code, @ the sign.' },
      { question: 'Plain question?', answer: "'Apostrophe at the start' stays." },
    ]
    const created = await post(`/api/bots/${bot}/knowledge/import`, {
      format: 'json',
      data: JSON.stringify(entries.map((entry) => ({ ...entry, status: 'approved', language_code: 'en' }))),
    })
    expect(created.status).toBe(201)
    const exported = await t.request(`/api/knowledge/entries/export?bot_id=${bot}&format=csv`, {
      cookie: trainer,
    })
    const text = await exported.text()
    const cells = parseCsv(text).slice(1).flat()
    // Issue 32: no cell may start as a formula in a spreadsheet.
    expect(cells.filter((cell) => /^[=+\-@]/.test(cell))).toEqual([])
    expect(cells).toContain('\'=HYPERLINK("http://evil.example","Click")')
    expect(cells).toContain("'-5 °C is the lowest it takes.")

    const again = (await (await post('/api/bots', { name: 'Formula Bot 2' })).json()).id
    const preview = await post(`/api/bots/${again}/knowledge/import/preview`, { format: 'csv', data: text })
    const back = (await preview.json()).preview.map((row: { question: string; answer: string }) => ({
      question: row.question,
      answer: row.answer,
    }))
    expect(back).toEqual(expect.arrayContaining(entries))
    expect(back).toHaveLength(entries.length)
  })

  it('answers malformed CSV and JSON with the spec messages and imports nothing', async () => {
    const bot = (await (await post('/api/bots', { name: 'Malformed Bot' })).json()).id
    const cases: [string, string, string][] = [
      ['csv', 'question,answer', 'CSV must have at least a header and one data row'],
      [
        'csv',
        'question,answer\n"Unclosed,An answer long enough',
        'Failed to parse import data: a quoted field opened on line 2 is never closed',
      ],
      [
        'csv',
        'question,answer\n"Q"x,An answer long enough',
        'Failed to parse import data: unexpected character after a closing quote on line 2',
      ],
      [
        'csv',
        'question,text\nQ?,An answer long enough',
        "Failed to parse import data: the header has no 'answer' column",
      ],
      [
        'csv',
        'question,answer\nQ?,A long answer here,extra',
        'Failed to parse import data: line 2 has 3 fields but the header has 2',
      ],
      ['csv', '   ', 'Please provide data to import'],
      ['json', '{"question":"Q"}', 'JSON must be an array of entries'],
      ['json', '[{"question": ', 'Failed to parse import data: '],
      ['json', '[]', 'Please provide data to import'],
    ]
    for (const [format, data, message] of cases) {
      for (const path of ['import/preview', 'import']) {
        const response = await post(`/api/bots/${bot}/knowledge/${path}`, { format, data })
        expect(response.status, data).toBe(422)
        expect((await response.json()).error.message.startsWith(message), data).toBe(true)
      }
    }
    const rows = await post(`/api/bots/${bot}/knowledge/import/preview`, {
      format: 'csv',
      data: 'question,answer,priority\nQ?,Too short,1\nQ2?,A long enough answer,11',
    })
    expect(rows.status).toBe(422)
    expect((await rows.json()).error.details.rows).toEqual(
      [
        { index: 0, field: 'answer', message: 'Answer must be at least 10 characters long' },
        { index: 1, field: 'priority', message: 'Priority must be a number from 1 to 10' },
      ].map((row) => expect.objectContaining({ index: row.index, field: row.field })),
    )
    expect(
      (await post(`/api/bots/${bot}/knowledge/import/preview`, { format: 'xml', data: 'x' })).status,
    ).toBe(400)
    expect(await t.db.select().from(kbEntries).where(eq(kbEntries.botId, bot))).toHaveLength(0)
    expect(
      (await post(`/api/bots/${UNKNOWN}/knowledge/import/preview`, { format: 'csv', data: 'a' })).status,
    ).toBe(404)
    expect(
      (await post(`/api/bots/${bot}/knowledge/import/preview`, { format: 'csv', data: 'a' }, support)).status,
    ).toBe(403)
  })
})

describe('partial text import (issue 36)', () => {
  it('previews and imports the valid rows of a CSV and reports the others by row and field', async () => {
    const bot = (await (await post('/api/bots', { name: 'Partial Bot' })).json()).id
    const data = [
      'question,answer,priority',
      'Good one?,A long enough answer here,3',
      'Short?,Too short,1',
      'Also good?,Another long enough answer,2',
      'Priority?,A long enough answer too,15',
    ].join('\n')
    const strict = await post(`/api/bots/${bot}/knowledge/import/preview`, { format: 'csv', data })
    expect(strict.status).toBe(422)

    const preview = await post(`/api/bots/${bot}/knowledge/import/preview`, {
      format: 'csv',
      data,
      skip_invalid: true,
    })
    expect(preview.status).toBe(200)
    const previewed = await preview.json()
    expect(previewed).toMatchObject({ total: 2, invalid: 2 })
    expect(previewed.preview.map((row: { question: string }) => row.question)).toEqual([
      'Good one?',
      'Also good?',
    ])
    expect(previewed.errors).toEqual([
      { index: 1, field: 'answer', message: 'Answer must be at least 10 characters long' },
      { index: 3, field: 'priority', message: 'Priority must be a number from 1 to 10' },
    ])
    expect(await t.db.select().from(kbEntries).where(eq(kbEntries.botId, bot))).toHaveLength(0)

    const imported = await post(`/api/bots/${bot}/knowledge/import`, {
      format: 'csv',
      data,
      skip_invalid: true,
    })
    expect(imported.status).toBe(201)
    expect(await imported.json()).toMatchObject({ created: 2, skipped: 2, errors: previewed.errors })
    const rows = await t.db.select().from(kbEntries).where(eq(kbEntries.botId, bot))
    expect(rows.map((row) => [row.question, row.priority]).sort()).toEqual([
      ['Also good?', 2],
      ['Good one?', 3],
    ])
  })
})

describe('tags', () => {
  it('creates, lists with counts, renames and deletes tags; names are unique ignoring case', async () => {
    const created = await post('/api/knowledge/tags', { name: '  Warranty  ', color: '#ff0000' })
    expect(created.status).toBe(201)
    const tag = await created.json()
    expect(tag).toMatchObject({ name: 'Warranty', color: '#ff0000', entry_count: 0 })
    expect((await post('/api/knowledge/tags', { name: 'warranty' })).status).toBe(409)
    expect((await post('/api/knowledge/tags', { name: ' ' })).status).toBe(400)
    expect((await post('/api/knowledge/tags', { name: 'x', color: 'red' })).status).toBe(400)
    await createEntry({ question: 'Tagged?', answer: 'An entry with a tag.', tags: ['warranty'] })
    const list = await (await t.request('/api/knowledge/tags', { cookie: support })).json()
    expect(list.tags.find((row: { id: string }) => row.id === tag.id).entry_count).toBe(1)
    const renamed = await patch(`/api/knowledge/tags/${tag.id}`, { name: 'Guarantee' })
    expect(await renamed.json()).toMatchObject({ name: 'Guarantee', entry_count: 1 })
    expect((await patch(`/api/knowledge/tags/${UNKNOWN}`, { name: 'Nothing' })).status).toBe(404)
    expect((await post('/api/knowledge/tags', { name: 'Nope' }, support)).status).toBe(403)
    expect(
      (await t.request(`/api/knowledge/tags/${tag.id}`, { cookie: trainer, method: 'DELETE' })).status,
    ).toBe(200)
    expect(
      (await t.request(`/api/knowledge/tags/${tag.id}`, { cookie: trainer, method: 'DELETE' })).status,
    ).toBe(404)
  })
})

describe('suggestion inbox', () => {
  it('lists pending suggestions by frequency then newest; resolving creates an entry that answers at once', async () => {
    const bot = (await (await post('/api/bots', { name: 'Inbox Bot' })).json()).id
    const ask = (message: string) => preview(message, bot)
    await t.db.insert(knowledgeSuggestions).values([
      {
        botId: bot,
        userQuestion: 'Rare question',
        normalizedQuestion: 'a',
        suggestionType: 'unmatched_question',
        frequencyCount: 1,
        createdAt: new Date(Date.now() - 5000),
      },
      {
        botId: bot,
        userQuestion: 'Do you rent out dynos?',
        normalizedQuestion: 'b',
        suggestionType: 'unmatched_question',
        frequencyCount: 4,
        botResponse: 'Sorry',
        confidenceScore: 0.1,
      },
      {
        botId: bot,
        userQuestion: 'Newer rare question',
        normalizedQuestion: 'c',
        suggestionType: 'low_confidence',
        frequencyCount: 1,
      },
    ])
    const inbox = await (await t.request(`/api/bots/${bot}/suggestions`, { cookie: trainer })).json()
    expect(inbox.suggestions.map((s: { user_question: string }) => s.user_question)).toEqual([
      'Do you rent out dynos?',
      'Newer rare question',
      'Rare question',
    ])
    const [top] = inbox.suggestions
    expect(top).toMatchObject({
      frequency_count: 4,
      bot_response: 'Sorry',
      suggestion_type: 'unmatched_question',
    })
    expect((await ask('Do you rent out dynos?')).knowledgeBased).toBe(false)

    const resolvePath = `/api/bots/${bot}/suggestions/resolve`
    const ids = { suggestion_ids: [top.id] }
    expect((await post(resolvePath, { ...ids, question: top.user_question, answer: '' })).status).toBe(400)
    expect(
      (await post(resolvePath, { ...ids, question: top.user_question, answer: 'Yes' }, support)).status,
    ).toBe(403)
    const resolved = await post(resolvePath, {
      ...ids,
      question: top.user_question,
      answer: 'Yes, dynos can be rented by the week from any dealer.',
    })
    expect(resolved.status).toBe(200)
    const { entry } = await resolved.json()
    expect(entry).toMatchObject({ status: 'approved', bot_id: bot })
    const [row] = await t.db.select().from(knowledgeSuggestions).where(eq(knowledgeSuggestions.id, top.id))
    expect(row).toMatchObject({ status: 'resolved', resolvedBy: trainerId, knowledgeEntryId: entry.id })
    expect(row.resolvedAt).toBeInstanceOf(Date)
    expect(await ask('Do you rent out dynos?')).toMatchObject({
      knowledgeBased: true,
      content: 'Yes, dynos can be rented by the week from any dealer.',
    })
    expect((await post(resolvePath, { ...ids, question: 'Q', answer: 'Long enough answer.' })).status).toBe(
      409,
    )

    const dismissPath = `/api/bots/${bot}/suggestions/dismiss`
    const dismiss = await post(dismissPath, { suggestion_ids: [inbox.suggestions[1].id] })
    expect(dismiss.status).toBe(200)
    expect(await dismiss.json()).toEqual({ suggestion_ids: [inbox.suggestions[1].id] })
    const after = await (await t.request(`/api/bots/${bot}/suggestions`, { cookie: support })).json()
    expect(after.suggestions.map((s: { user_question: string }) => s.user_question)).toEqual([
      'Rare question',
    ])
    expect((await post(dismissPath, { suggestion_ids: [UNKNOWN] })).status).toBe(404)
    // Another bot's suggestion is not found through this bot.
    expect(
      (await post(`/api/bots/${botId}/suggestions/dismiss`, { suggestion_ids: [after.suggestions[0].id] }))
        .status,
    ).toBe(404)
    expect((await t.request(`/api/bots/${UNKNOWN}/suggestions`, { cookie: trainer })).status).toBe(404)
  })
})

describe('knowledge file resources', () => {
  it('uploads, lists, links to an entry, downloads and soft-deletes a file', async () => {
    const pdf = Buffer.from('%PDF-1.4\nA manual for the flash tool.\n')
    const uploaded = await t.request(`/api/knowledge/files?file_name=manual.pdf&bot_id=${botId}`, {
      cookie: trainer,
      method: 'POST',
      body: new Uint8Array(pdf),
    })
    expect(uploaded.status).toBe(201)
    const file = await uploaded.json()
    expect(file).toMatchObject({
      original_filename: 'manual.pdf',
      mime_type: 'application/pdf',
      file_size: pdf.length,
    })
    expect(file.filename).toMatch(/^\d+\.pdf$/)
    const list = await (await t.request(`/api/knowledge/files?bot_id=${botId}`, { cookie: support })).json()
    expect(list.files.map((row: { id: string }) => row.id)).toContain(file.id)
    const entry = await createEntry({
      question: 'Manual?',
      answer: 'See the attached manual.',
      file_ids: [file.id],
    })
    expect(entry.files.map((row: { id: string }) => row.id)).toEqual([file.id])
    const download = await t.request(`/api/knowledge/files/${file.id}/download`, { cookie: support })
    expect(Buffer.from(await download.arrayBuffer()).equals(pdf)).toBe(true)

    expect(
      (await t.request(`/api/knowledge/files/${file.id}`, { cookie: support, method: 'DELETE' })).status,
    ).toBe(403)
    expect(
      (await t.request(`/api/knowledge/files/${file.id}`, { cookie: trainer, method: 'DELETE' })).status,
    ).toBe(200)
    expect((await t.request(`/api/knowledge/files/${file.id}/download`, { cookie: trainer })).status).toBe(
      404,
    )
    const after = await (await t.request(`/api/knowledge/entries/${entry.id}`, { cookie: trainer })).json()
    expect(after.entry.files).toEqual([])
  })

  it('refuses unknown content, a missing name and unknown bots', async () => {
    const post = (query: string, body: Uint8Array<ArrayBuffer>) =>
      t.request(`/api/knowledge/files?${query}`, { cookie: trainer, method: 'POST', body })
    expect((await post('file_name=x.exe', new Uint8Array([0x4d, 0x5a, 0x00, 0x01]))).status).toBe(415)
    expect((await post('', new Uint8Array([0x41]))).status).toBe(400)
    expect((await post(`file_name=a.txt&bot_id=${UNKNOWN}`, new Uint8Array([0x41]))).status).toBe(404)
  })
})

describe('audit log (issue 11: knowledge approvals and changes)', () => {
  type Entry = { action: string; entityType: string; entityId: string; details: Record<string, unknown> }
  let admin: string

  beforeAll(async () => {
    const account = await createUser(t.db, { roles: ['admin'] })
    admin = await t.signIn(account.email, account.password)
  })

  async function auditOf(query: string): Promise<Entry[]> {
    const response = await t.request(`/api/audit?limit=100&${query}`, { cookie: admin })
    expect(response.status).toBe(200)
    return (await response.json()).entries
  }
  const forEntry = (entries: Entry[], id: string) =>
    entries
      .filter((entry) => entry.entityId === id)
      .reverse()
      .map((entry) => entry.action)

  it('records create, update, approval, bulk approval and delete; the audit view finds them as an admin', async () => {
    const one = await createEntry({ question: 'Audited question one?', answer: 'First answer.' })
    const two = await createEntry({ question: 'Audited question two?', answer: 'Second answer.' })
    const three = await createEntry({ question: 'Audited question three?', answer: 'Third answer.' })
    expect((await editEntry(one.id, { answer: 'First answer, edited.', priority: 7 })).status).toBe(200)
    // Nothing changes: no entry.
    expect((await editEntry(one.id, { answer: 'First answer, edited.' })).status).toBe(200)
    const approved = await t.request(`/api/knowledge/entries/${one.id}/approve`, {
      cookie: trainer,
      method: 'POST',
    })
    expect(approved.status).toBe(200)
    const bulk = await post('/api/knowledge/entries/approve', { ids: [one.id, two.id, three.id] })
    expect(bulk.status).toBe(200)
    expect((await bulk.json()).approved).toBe(2)
    expect(
      (await t.request(`/api/knowledge/entries/${three.id}`, { cookie: trainer, method: 'DELETE' })).status,
    ).toBe(200)

    const entries = await auditOf('entityType=kb_entry')
    expect(forEntry(entries, one.id)).toEqual(['kb_entry.create', 'kb_entry.update', 'kb_entry.approve'])
    expect(forEntry(entries, two.id)).toEqual(['kb_entry.create', 'kb_entry.approve'])
    expect(forEntry(entries, three.id)).toEqual(['kb_entry.create', 'kb_entry.approve', 'kb_entry.delete'])
    const update = entries.find((entry) => entry.entityId === one.id && entry.action === 'kb_entry.update')
    expect(update?.details).toEqual({
      question: 'Audited question one?',
      botId,
      scope: 'bot_specific',
      fields: ['answer', 'priority'],
    })

    const approvals = await auditOf('action=kb_entry.approve')
    expect(approvals.find((entry) => entry.entityId === one.id)?.details).toEqual({
      question: 'Audited question one?',
      botId,
      scope: 'bot_specific',
    })
    expect(approvals.find((entry) => entry.entityId === two.id)?.details).toMatchObject({
      bulk: true,
      count: 2,
    })
    expect(approvals.every((entry) => entry.action === 'kb_entry.approve')).toBe(true)
  })

  it('records an approval made by setting the status in an edit as an approval', async () => {
    const entry = await createEntry({ question: 'Approved by edit?', answer: 'Yes, by an edit.' })
    expect((await editEntry(entry.id, { status: 'approved' })).status).toBe(200)
    const approvals = await auditOf('action=kb_entry.approve')
    expect(approvals.find((row) => row.entityId === entry.id)?.details).toMatchObject({
      fields: ['status'],
      statusFrom: 'draft',
      statusTo: 'approved',
    })
  })
})
