import { and, eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { auditLog } from '#server/db/schema/audit'
import { GLOSSARY_TERM_LANGUAGES } from '#server/db/schema/glossary'
import { createUser } from '#server/db/seed/factories'
import { GLOSSARY_TERM_LANGUAGES as SHARED_LANGUAGES } from '#shared/schemas/glossary'
import { createTestApp, type TestApp } from '#tests/helpers/test-app'

// Issue 33 item 3: the glossary API (per bot and global) against the real database, and its effect
// on the engine's answers through the answer preview.

let t: TestApp
let trainer: string
let admin: string
let support: string
let standard: string
let botA: string
let botB: string

const UNKNOWN = '00000000-0000-4000-8000-000000000000'
const QUESTION = 'Kan jeg fjerne partikkelfilteret?'
const DPF_ENTRY = 'Er det lov å fjerne DPF?'

/** A small Norwegian bot whose DPF entry never says "partikkelfilter". */
const ENTRIES = [
  { question: DPF_ENTRY, answer: 'Nei, det er ulovlig å fjerne DPF på registrerte kjøretøy.' },
  { question: 'Hva koster et oljeskift?', answer: 'Et oljeskift koster fra 1 200 kroner med filter.' },
  { question: 'Når har verkstedet åpent?', answer: 'Verkstedet har åpent hverdager fra 08 til 16.' },
  { question: 'Hvordan bestiller jeg en ny fil?', answer: 'Logg inn og velg Ny filforespørsel i portalen.' },
  { question: 'Hvor lang tid tar en service?', answer: 'En vanlig service tar omtrent to timer.' },
].map((entry) => ({ ...entry, language_code: 'no', status: 'approved' }))

async function createBot(name: string) {
  const created = await t.request('/api/bots', { cookie: trainer, json: { name } })
  expect(created.status).toBe(201)
  const id = (await created.json()).id as string
  const imported = await t.request(`/api/bots/${id}/knowledge/import`, {
    cookie: trainer,
    json: { entries: ENTRIES },
  })
  expect(imported.status).toBe(201)
  return id
}

beforeAll(async () => {
  t = await createTestApp()
  const users = await Promise.all(
    (['trainer', 'admin', 'support_agent', 'standard_user'] as const).map((role) =>
      createUser(t.db, { roles: [role], firstName: 'The', lastName: role }),
    ),
  )
  ;[trainer, admin, support, standard] = await Promise.all(
    users.map((user) => t.signIn(user.email, user.password)),
  )
  botA = await createBot('Glossary Bot A')
  botB = await createBot('Glossary Bot B')
})
afterAll(async () => {
  await t.close()
})

const botGlossary = (botId: string) => `/api/bots/${botId}/glossary`
const GLOBAL = '/api/knowledge/glossary'
const post = (path: string, json: unknown, cookie = trainer) => t.request(path, { cookie, json })
const patch = (path: string, json: unknown, cookie = trainer) =>
  t.request(path, { cookie, json, method: 'PATCH' })
const remove = (path: string, cookie = trainer) => t.request(path, { cookie, method: 'DELETE' })
const list = async (path: string, cookie = trainer) => (await t.request(path, { cookie })).json()
const ask = async (botId: string) =>
  (await post(`/api/bots/${botId}/answer-preview`, { message: QUESTION, language: 'no' })).json()

async function createGroup(path: string, json: unknown, cookie = trainer) {
  const response = await post(path, json, cookie)
  expect(response.status).toBe(201)
  return response.json()
}

describe('glossary API', () => {
  it('keeps the term languages of the database and the shared schema equal', () => {
    expect([...SHARED_LANGUAGES]).toEqual([...GLOSSARY_TERM_LANGUAGES])
  })

  it("creates, lists, edits and deletes a bot's groups", async () => {
    const group = await createGroup(botGlossary(botA), {
      terms: [{ term: '  remap ' }, { term: 'motor   optimering', language: 'no' }],
      note: 'Same thing ',
    })
    expect(group).toMatchObject({
      bot_id: botA,
      terms: [
        { term: 'remap', language: 'any' },
        { term: 'motor optimering', language: 'no' },
      ],
      note: 'Same thing',
    })
    expect((await list(botGlossary(botA))).groups.map((g: { id: string }) => g.id)).toEqual([group.id])
    // Another bot's glossary and the global one do not list it.
    expect((await list(botGlossary(botB))).groups).toEqual([])
    expect((await list(GLOBAL)).groups.some((g: { id: string }) => g.id === group.id)).toBe(false)

    const edited = await patch(`${botGlossary(botA)}/${group.id}`, {
      terms: [{ term: 'remap' }, { term: 'chiptuning' }, { term: 'motoroptimering', language: 'no' }],
      note: '',
      expected_updated_at: group.updated_at,
    })
    expect(edited.status).toBe(200)
    const after = await edited.json()
    expect(after.terms.map((term: { term: string }) => term.term)).toEqual([
      'remap',
      'chiptuning',
      'motoroptimering',
    ])
    expect(after.note).toBeNull()
    expect(after.updated_at > group.updated_at).toBe(true)

    const actions = await t.db
      .select({ action: auditLog.action })
      .from(auditLog)
      .where(and(eq(auditLog.entityType, 'glossary_group'), eq(auditLog.entityId, group.id)))
    expect(actions.map((row) => row.action).sort()).toEqual([
      'glossary_group.create',
      'glossary_group.update',
    ])

    expect((await remove(`${botGlossary(botA)}/${group.id}`)).status).toBe(200)
    expect((await list(botGlossary(botA))).groups).toEqual([])
    expect((await remove(`${botGlossary(botA)}/${group.id}`)).status).toBe(404)
  })

  it('answers 400 to a group that is not a glossary group', async () => {
    for (const body of [
      {},
      { terms: [{ term: 'DPF' }] },
      { terms: [{ term: 'DPF' }, { term: '' }] },
      { terms: [{ term: 'DPF' }, { term: '---' }] },
      { terms: [{ term: 'DPF' }, { term: 'one two three four five six' }] },
      { terms: [{ term: 'DPF' }, { term: 'x'.repeat(61) }] },
      { terms: [{ term: 'DPF' }, { term: 'dpf' }] },
      { terms: [{ term: 'DPF', language: 'no' }, { term: 'dpf' }] },
      { terms: [{ term: 'DPF' }, { term: 'partikkelfilter', language: 'nb' }] },
      { terms: Array.from({ length: 31 }, (_, i) => ({ term: `term ${i}` })) },
      { terms: [{ term: 'DPF' }, { term: 'partikkelfilter' }], note: 'n'.repeat(501) },
      { terms: 'DPF, partikkelfilter' },
    ]) {
      const response = await post(botGlossary(botA), body)
      expect(response.status, JSON.stringify(body)).toBe(400)
    }
    // The same word for two languages is two terms.
    const group = await createGroup(botGlossary(botA), {
      terms: [
        { term: 'partikelfilter', language: 'sv' },
        { term: 'partikelfilter', language: 'da' },
      ],
    })
    // An edit must say which version it changes.
    const unversioned = await patch(`${botGlossary(botA)}/${group.id}`, {
      terms: [{ term: 'DPF' }, { term: 'partikkelfilter' }],
    })
    expect(unversioned.status).toBe(400)
    expect((await remove(`${botGlossary(botA)}/${group.id}`)).status).toBe(200)
  })

  it('answers 404 for an unknown bot or group, and for a group of another glossary', async () => {
    const terms = [{ term: 'dyno' }, { term: 'effektbenk', language: 'no' }]
    expect((await post(botGlossary(UNKNOWN), { terms })).status).toBe(404)
    expect((await t.request(botGlossary('not-a-uuid'), { cookie: trainer })).status).toBe(404)
    const group = await createGroup(botGlossary(botA), { terms })
    const body = { terms, expected_updated_at: group.updated_at }
    expect((await patch(`${botGlossary(botB)}/${group.id}`, body)).status).toBe(404)
    expect((await patch(`${GLOBAL}/${group.id}`, body)).status).toBe(404)
    expect((await patch(`${botGlossary(botA)}/${UNKNOWN}`, body)).status).toBe(404)
    expect((await patch(`${botGlossary(botA)}/not-a-uuid`, body)).status).toBe(404)
    expect((await remove(`${botGlossary(botB)}/${group.id}`)).status).toBe(404)
    expect((await remove(`${botGlossary(botA)}/${group.id}`)).status).toBe(200)
  })

  it('refuses a term another group of the same glossary has; a bot may repeat a global term', async () => {
    const global = await createGroup(GLOBAL, { terms: [{ term: 'AdBlue' }, { term: 'SCR' }] }, admin)
    const again = await post(GLOBAL, { terms: [{ term: 'scr', language: 'en' }, { term: 'urea' }] })
    expect(again.status).toBe(409)
    expect((await again.json()).error.code).toBe('CONFLICT')
    const other = await createGroup(GLOBAL, {
      terms: [{ term: 'urea' }, { term: 'urin stoff', language: 'no' }],
    })
    // Editing a group into another group's term is refused too, and changes nothing.
    const clash = await patch(`${GLOBAL}/${other.id}`, {
      terms: [{ term: 'urea' }, { term: 'AdBlue' }],
      expected_updated_at: other.updated_at,
    })
    expect(clash.status).toBe(409)
    expect((await list(GLOBAL)).groups.find((g: { id: string }) => g.id === other.id).terms).toHaveLength(2)

    const extension = await createGroup(botGlossary(botA), {
      terms: [{ term: 'SCR' }, { term: 'DEF', language: 'en' }],
    })
    for (const id of [global.id, other.id]) expect((await remove(`${GLOBAL}/${id}`)).status).toBe(200)
    expect((await remove(`${botGlossary(botA)}/${extension.id}`)).status).toBe(200)
  })

  it('answers 409 STALE_EDIT with the current group to an edit from an old version', async () => {
    const group = await createGroup(botGlossary(botA), { terms: [{ term: 'ECU' }, { term: 'styreenhet' }] })
    const first = await patch(`${botGlossary(botA)}/${group.id}`, {
      terms: [{ term: 'ECU' }, { term: 'styreenhet' }, { term: 'motorstyring' }],
      expected_updated_at: group.updated_at,
    })
    expect(first.status).toBe(200)
    const second = await patch(
      `${botGlossary(botA)}/${group.id}`,
      { terms: [{ term: 'ECU' }, { term: 'styrenhet' }], expected_updated_at: group.updated_at },
      admin,
    )
    expect(second.status).toBe(409)
    const conflict = await second.json()
    expect(conflict.error.code).toBe('STALE_EDIT')
    expect(conflict.changedBy.name).toBe('The trainer')
    expect(conflict.current.terms.map((term: { term: string }) => term.term)).toEqual([
      'ECU',
      'styreenhet',
      'motorstyring',
    ])
    expect(conflict.changedAt).toBe(conflict.current.updated_at)
    // The stale save changed nothing.
    const current = (await list(botGlossary(botA))).groups.find((g: { id: string }) => g.id === group.id)
    expect(current.terms).toHaveLength(3)
    expect((await remove(`${botGlossary(botA)}/${group.id}`)).status).toBe(200)
  })

  it('lets trainers and admins change the glossary, support agents only read it', async () => {
    const terms = [{ term: 'EGR' }, { term: 'avgassresirkulering', language: 'no' }]
    expect((await t.request(botGlossary(botA), { cookie: support })).status).toBe(200)
    expect((await t.request(GLOBAL, { cookie: support })).status).toBe(200)
    expect((await post(botGlossary(botA), { terms }, support)).status).toBe(403)
    expect((await post(GLOBAL, { terms }, support)).status).toBe(403)
    expect((await t.request(GLOBAL, { cookie: standard })).status).toBe(403)
    expect((await post(GLOBAL, { terms }, standard)).status).toBe(403)
    expect((await t.request(GLOBAL)).status).toBe(401)

    const group = await createGroup(GLOBAL, { terms }, admin)
    const version = { terms, expected_updated_at: group.updated_at }
    expect((await patch(`${GLOBAL}/${group.id}`, version, support)).status).toBe(403)
    expect((await remove(`${GLOBAL}/${group.id}`, standard)).status).toBe(403)
    expect((await remove(`${GLOBAL}/${group.id}`, admin)).status).toBe(200)
  })
})

describe('the glossary in answers', () => {
  it("changes a bot's answers as soon as its glossary changes, and only that bot's", async () => {
    // Without the glossary only "fjerne" links question and entry: a weaker match.
    const before = await ask(botA)

    const group = await createGroup(botGlossary(botA), {
      terms: [{ term: 'DPF' }, { term: 'partikkelfilter', language: 'no' }],
    })
    const after = await ask(botA)
    expect(after).toMatchObject({ knowledgeBased: true, needsEscalation: false, language: 'no' })
    expect(after.sources[0].question).toBe(DPF_ENTRY)
    expect(after.content).toBe(ENTRIES[0]!.answer)
    expect(after.confidence).toBeGreaterThanOrEqual(0.7)
    expect(after.confidence).toBeGreaterThan(before.confidence)
    // Bot B has the same entries but not bot A's glossary.
    expect((await ask(botB)).confidence).toBe(before.confidence)

    // An edit that takes the term out takes the answer away again, at once.
    const edited = await patch(`${botGlossary(botA)}/${group.id}`, {
      terms: [{ term: 'DPF' }, { term: 'sotfilter', language: 'no' }],
      expected_updated_at: group.updated_at,
    })
    expect(edited.status).toBe(200)
    const withoutTerm = await ask(botA)
    expect(withoutTerm.confidence).toBe(before.confidence)
    expect((await remove(`${botGlossary(botA)}/${group.id}`)).status).toBe(200)
  })

  it('applies a global group to every bot, and forgets it when it is deleted', async () => {
    const without = (await ask(botA)).confidence
    const group = await createGroup(GLOBAL, {
      terms: [{ term: 'DPF' }, { term: 'partikkelfilter', language: 'no' }],
    })
    for (const botId of [botA, botB]) {
      const answer = await ask(botId)
      expect(answer.knowledgeBased, botId).toBe(true)
      expect(answer.sources[0].question).toBe(DPF_ENTRY)
      expect(answer.confidence, botId).toBeGreaterThan(without)
    }
    expect((await remove(`${GLOBAL}/${group.id}`)).status).toBe(200)
    for (const botId of [botA, botB]) expect((await ask(botId)).confidence, botId).toBe(without)
  })
})
