import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestApp, type TestApp } from '../../../tests/helpers/test-app.ts'
import { createDealer, createEquipment, createUser } from '../db/seed/factories.ts'

/**
 * Issue 32 (decision 029): two people edit the same record from the same version; the second
 * save gets 409 STALE_EDIT with the record as it is now and who changed it, and overwrites nothing.
 */
let t: TestApp
let ada: string
let bo: string

beforeAll(async () => {
  t = await createTestApp()
  const first = await createUser(t.db, { roles: ['admin'], firstName: 'Ada', lastName: 'First' })
  const second = await createUser(t.db, { roles: ['admin'], firstName: 'Bo', lastName: 'Second' })
  ada = await t.signIn(first.email, first.password)
  bo = await t.signIn(second.email, second.password)
})
afterAll(async () => {
  await t.close()
})

const send = (method: string, path: string, cookie: string, json?: unknown) =>
  t.request(path, { cookie, method, ...(json === undefined ? {} : { json }) })

describe('knowledge entries', () => {
  let botId: string
  beforeAll(async () => {
    botId = (await (await send('POST', '/api/bots', ada, { name: 'Stale Edit Bot' })).json()).id
  })

  async function newEntry() {
    const response = await send('POST', '/api/knowledge/entries', ada, {
      bot_id: botId,
      question: 'How long is the warranty?',
      answer: 'The warranty lasts two years.',
    })
    expect(response.status).toBe(201)
    return response.json() as Promise<{ id: string; updated_at: string }>
  }

  it('answers the second of two saves from one version 409 with the current entry; nothing is lost', async () => {
    const entry = await newEntry()
    const path = `/api/knowledge/entries/${entry.id}`
    const first = await send('PATCH', path, ada, {
      expected_updated_at: entry.updated_at,
      answer: 'The warranty lasts three years.',
    })
    expect(first.status).toBe(200)
    const saved = await first.json()
    expect(saved.updated_at).not.toBe(entry.updated_at)

    const second = await send('PATCH', path, bo, {
      expected_updated_at: entry.updated_at,
      question: 'How long does the warranty last?',
      answer: 'Bo typed this answer.',
    })
    expect(second.status).toBe(409)
    const conflict = await second.json()
    expect(conflict).toMatchObject({
      error: { code: 'STALE_EDIT' },
      current: {
        id: entry.id,
        question: 'How long is the warranty?',
        answer: 'The warranty lasts three years.',
        updated_at: saved.updated_at,
      },
      changedBy: { name: 'Ada First' },
      changedAt: saved.updated_at,
    })
    const now = (await (await send('GET', path, bo)).json()).entry
    expect(now).toMatchObject({
      question: 'How long is the warranty?',
      answer: 'The warranty lasts three years.',
    })

    // 'Keep mine': the same values on the version the conflict reported go through.
    const again = await send('PATCH', path, bo, {
      expected_updated_at: conflict.current.updated_at,
      question: 'How long does the warranty last?',
      answer: 'Bo typed this answer.',
    })
    expect(again.status).toBe(200)
    expect(await again.json()).toMatchObject({ answer: 'Bo typed this answer.' })
  })

  it('lets exactly one of two simultaneous saves from one version through', async () => {
    const entry = await newEntry()
    const path = `/api/knowledge/entries/${entry.id}`
    const statuses = await Promise.all(
      [ada, bo].map(async (cookie, i) => {
        const response = await send('PATCH', path, cookie, {
          expected_updated_at: entry.updated_at,
          answer: `Answer number ${i} of two.`,
        })
        return response.status
      }),
    )
    expect(statuses.sort()).toEqual([200, 409])
  })

  it('requires the version, and a deleted entry is 404, not a conflict', async () => {
    const entry = await newEntry()
    const path = `/api/knowledge/entries/${entry.id}`
    const missing = await send('PATCH', path, ada, { answer: 'No version was sent here.' })
    expect(missing.status).toBe(400)
    expect((await send('PATCH', path, ada, { expected_updated_at: 'yesterday', priority: 3 })).status).toBe(
      400,
    )
    expect((await send('DELETE', path, ada)).status).toBe(200)
    const gone = await send('PATCH', path, bo, { expected_updated_at: entry.updated_at, priority: 3 })
    expect(gone.status).toBe(404)
  })
})

describe('dealers', () => {
  it('answers the second of two saves from one version 409 with the current dealer; nothing is lost', async () => {
    const dealer = await createDealer(t.db, { name: 'Fjord Tuning', dealerCode: 'STALE-1', city: 'Bergen' })
    const path = `/api/dealers/${dealer.id}`
    // The version as the dealer page sends it (the database writes that JSON).
    const version = (await (await send('GET', path, bo)).json()).dealer.updatedAt
    const first = await send('PATCH', path, ada, { expectedUpdatedAt: version, city: 'Stavanger' })
    expect(first.status).toBe(200)
    const saved = (await first.json()).dealer

    const second = await send('PATCH', path, bo, { expectedUpdatedAt: version, name: 'Fjord Tuning AS' })
    expect(second.status).toBe(409)
    expect(await second.json()).toMatchObject({
      error: { code: 'STALE_EDIT' },
      current: { id: dealer.id, name: 'Fjord Tuning', city: 'Stavanger', updatedAt: saved.updatedAt },
      changedBy: { name: 'Ada First' },
      changedAt: saved.updatedAt,
    })
    const now = (await (await send('GET', path, bo)).json()).dealer
    expect(now).toMatchObject({ name: 'Fjord Tuning', city: 'Stavanger', updatedAt: saved.updatedAt })

    const again = await send('PATCH', path, bo, {
      expectedUpdatedAt: saved.updatedAt,
      name: 'Fjord Tuning AS',
    })
    expect(again.status).toBe(200)
    expect((await again.json()).dealer).toMatchObject({ name: 'Fjord Tuning AS', city: 'Stavanger' })
    expect((await send('PATCH', path, bo, { city: 'Oslo' })).status).toBe(400)
  })
})

describe('equipment', () => {
  it('answers the second of two saves from one version 409 with the current item; nothing is lost', async () => {
    const dealer = await createDealer(t.db, { name: 'Equipment Stale AS', dealerCode: 'STALE-EQ' })
    const item = await createEquipment(t.db, {
      dealerId: dealer.id,
      serialNumber: 'STALE-EQ-1',
      model: 'KESS3',
    })
    const path = `/api/equipment/${item.id}`
    const version = (await (await send('GET', path, bo)).json()).equipment.updatedAt
    const first = await send('PATCH', path, ada, { expectedUpdatedAt: version, model: 'KESS3 Master' })
    expect(first.status).toBe(200)
    const saved = (await first.json()).equipment

    const second = await send('PATCH', path, bo, { expectedUpdatedAt: version, model: 'KESS3 Slave' })
    expect(second.status).toBe(409)
    expect(await second.json()).toMatchObject({
      error: { code: 'STALE_EDIT' },
      current: { id: item.id, model: 'KESS3 Master', updatedAt: saved.updatedAt },
      changedAt: saved.updatedAt,
    })
    expect((await (await send('GET', path, bo)).json()).equipment.model).toBe('KESS3 Master')
    const again = await send('PATCH', path, bo, { expectedUpdatedAt: saved.updatedAt, model: 'KESS3 Slave' })
    expect(again.status).toBe(200)
    expect((await send('PATCH', path, bo, { model: 'No version' })).status).toBe(400)
  })
})

describe('news articles', () => {
  it('answers the second of two saves from one version 409 with the current article; nothing is lost', async () => {
    const input = { title: 'Winter opening hours', category: 'hq', publication: { status: 'draft' } }
    const created = await send('POST', '/api/news/manage', ada, input)
    expect(created.status).toBe(201)
    const { article } = await created.json()
    const path = `/api/news/manage/${article.id}`
    const first = await send('PUT', path, ada, {
      ...input,
      summary: 'Closed on Sundays.',
      expectedUpdatedAt: article.updatedAt,
    })
    expect(first.status).toBe(200)
    const saved = (await first.json()).article

    const second = await send('PUT', path, bo, {
      ...input,
      title: 'Winter hours',
      expectedUpdatedAt: article.updatedAt,
    })
    expect(second.status).toBe(409)
    expect(await second.json()).toMatchObject({
      error: { code: 'STALE_EDIT' },
      current: { id: article.id, title: 'Winter opening hours', summary: 'Closed on Sundays.' },
      changedBy: { name: 'Ada First' },
      changedAt: saved.updatedAt,
    })
    expect((await (await send('GET', path, bo)).json()).article.summary).toBe('Closed on Sundays.')
    const again = await send('PUT', path, bo, {
      ...input,
      title: 'Winter hours',
      expectedUpdatedAt: saved.updatedAt,
    })
    expect(again.status).toBe(200)
    expect((await send('PUT', path, bo, input)).status).toBe(400)
  })
})

describe('bot configuration', () => {
  it('answers the second of two saves from one version 409 with the current bot; nothing is lost', async () => {
    const bot = await (await send('POST', '/api/bots', ada, { name: 'Config Stale Bot' })).json()
    const path = `/api/bots/${bot.id}`
    const first = await send('PATCH', path, ada, {
      expected_updated_at: bot.updated_at,
      system_prompt: 'Answer in two sentences.',
    })
    expect(first.status).toBe(200)
    const saved = await first.json()

    const second = await send('PATCH', path, bo, {
      expected_updated_at: bot.updated_at,
      custom_instructions: 'Always greet first.',
    })
    expect(second.status).toBe(409)
    expect(await second.json()).toMatchObject({
      error: { code: 'STALE_EDIT' },
      current: { id: bot.id, system_prompt: 'Answer in two sentences.', custom_instructions: null },
      changedBy: { name: 'Ada First' },
      changedAt: saved.updated_at,
    })
    expect((await (await send('GET', path, bo)).json()).custom_instructions).toBeNull()
    const again = await send('PATCH', path, bo, {
      expected_updated_at: saved.updated_at,
      custom_instructions: 'Always greet first.',
    })
    expect(again.status).toBe(200)
    expect((await send('PATCH', path, bo, { name: 'No version' })).status).toBe(400)
  })
})
