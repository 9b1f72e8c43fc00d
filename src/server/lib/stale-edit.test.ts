import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createDealer, createEquipment, createUser } from '#server/db/seed/factories'
import { createTestApp, type TestApp } from '#tests/helpers/test-app'

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

describe('onboarding programs and steps', () => {
  async function newProgram(name: string) {
    const response = await send('POST', '/api/onboarding/programs', ada, {
      name,
      languageCode: 'en',
      steps: [
        {
          stepName: 'Read the handbook',
          stepType: 'training',
          stepOrder: 1,
          isRequired: true,
          estimatedDurationMinutes: 30,
        },
        {
          stepName: 'Upload the contract',
          stepType: 'document',
          stepOrder: 2,
          isRequired: true,
          estimatedDurationMinutes: 10,
        },
      ],
    })
    expect(response.status).toBe(201)
    return response.json() as Promise<{ id: string; updatedAt: string }>
  }

  it('answers the second of two saves of a program from one version 409 with the current program', async () => {
    const program = await newProgram('Stale program')
    const path = `/api/onboarding/programs/${program.id}`
    const first = await send('PATCH', path, ada, {
      expectedUpdatedAt: program.updatedAt,
      description: 'Ada wrote this.',
    })
    expect(first.status).toBe(200)
    const saved = await first.json()
    expect(saved.updatedAt).not.toBe(program.updatedAt)

    // Bo's form (or the active switch) started from the same version.
    const second = await send('PATCH', path, bo, {
      expectedUpdatedAt: program.updatedAt,
      name: 'Bo renamed it',
    })
    expect(second.status).toBe(409)
    expect(await second.json()).toMatchObject({
      error: { code: 'STALE_EDIT' },
      current: {
        id: program.id,
        name: 'Stale program',
        description: 'Ada wrote this.',
        updatedAt: saved.updatedAt,
      },
      changedBy: { name: 'Ada First' },
      changedAt: saved.updatedAt,
    })
    const listed = (await (await send('GET', '/api/onboarding/programs', bo)).json()).programs
    expect(listed.find((row: { id: string }) => row.id === program.id)).toMatchObject({
      name: 'Stale program',
      description: 'Ada wrote this.',
    })

    const again = await send('PATCH', path, bo, { expectedUpdatedAt: saved.updatedAt, name: 'Bo renamed it' })
    expect(again.status).toBe(200)
    expect(await again.json()).toMatchObject({ name: 'Bo renamed it', description: 'Ada wrote this.' })
    expect((await send('PATCH', path, bo, { isActive: false })).status).toBe(400)
    expect((await send('PATCH', path, bo, { expectedUpdatedAt: saved.updatedAt })).status).toBe(400)
  })

  it('answers the second of two saves of a step from one version 409 with the current step', async () => {
    const program = await newProgram('Stale steps')
    const stepsPath = `/api/onboarding/programs/${program.id}/steps`
    const [step, other] = (await (await send('GET', stepsPath, bo)).json()).steps
    const path = `${stepsPath}/${step.id}`
    const first = await send('PATCH', path, ada, {
      expectedUpdatedAt: step.updatedAt,
      instructions: 'Chapter one.',
    })
    expect(first.status).toBe(200)
    const saved = (await first.json()).steps.find((row: { id: string }) => row.id === step.id)
    expect(saved).toMatchObject({ title: 'Read the handbook', instructions: 'Chapter one.' })

    const second = await send('PATCH', path, bo, {
      expectedUpdatedAt: step.updatedAt,
      title: 'Bo retitled it',
      estimatedDuration: 45,
    })
    expect(second.status).toBe(409)
    expect(await second.json()).toMatchObject({
      error: { code: 'STALE_EDIT' },
      current: {
        id: step.id,
        title: 'Read the handbook',
        instructions: 'Chapter one.',
        estimatedDuration: 30,
      },
      changedBy: { name: 'Ada First' },
      changedAt: saved.updatedAt,
    })

    // Reordering is not an edit of the step's content: an open step form stays current.
    const reorder = await send('PUT', `${stepsPath}/order`, ada, { stepIds: [other.id, step.id] })
    expect(reorder.status).toBe(200)
    const moved = (await reorder.json()).steps.find((row: { id: string }) => row.id === step.id)
    expect(moved).toMatchObject({ stepOrder: 2, updatedAt: saved.updatedAt })

    const again = await send('PATCH', path, bo, {
      expectedUpdatedAt: saved.updatedAt,
      title: 'Bo retitled it',
      estimatedDuration: 45,
    })
    expect(again.status).toBe(200)
    // A partial edit keeps the fields it leaves out (no defaults of a new step sneak in).
    expect((await again.json()).steps.find((row: { id: string }) => row.id === step.id)).toMatchObject({
      title: 'Bo retitled it',
      instructions: 'Chapter one.',
      estimatedDuration: 45,
      stepType: 'training',
      stepOrder: 2,
    })
    expect((await send('PATCH', path, bo, { title: 'No version' })).status).toBe(400)
    expect((await send('DELETE', path, ada)).status).toBe(200)
    expect(
      (await send('PATCH', path, bo, { expectedUpdatedAt: saved.updatedAt, title: 'Gone' })).status,
    ).toBe(404)
  })
})

describe('the profile', () => {
  it('answers the second of two saves from one version (two tabs) 409 with the current profile', async () => {
    const person = await createUser(t.db, {
      roles: ['standard_user'],
      firstName: 'Kari',
      lastName: 'Nordmann',
    })
    const tabOne = await t.signIn(person.email, person.password)
    const version = (await (await send('GET', '/api/me', tabOne)).json()).profile.updatedAt
    expect(version).toEqual(expect.any(String))
    // Signing in again (another tab or device) moves last_login, not the profile's version.
    const tabTwo = await t.signIn(person.email, person.password)
    const afterSignIn = (await (await send('GET', '/api/me', tabTwo)).json()).profile
    expect(afterSignIn).toMatchObject({ updatedAt: version, lastLogin: expect.any(String) })

    const first = await send('PATCH', '/api/me', tabOne, {
      expectedUpdatedAt: version,
      firstName: 'Kari',
      lastName: 'Nordmann',
      phone: '+47 22 33 44 55',
    })
    expect(first.status).toBe(200)
    const saved = (await first.json()).profile
    expect(saved.updatedAt).not.toBe(version)

    const second = await send('PATCH', '/api/me', tabTwo, {
      expectedUpdatedAt: version,
      firstName: 'Kari',
      lastName: 'Hansen',
      location: 'Bergen',
    })
    expect(second.status).toBe(409)
    expect(await second.json()).toMatchObject({
      error: { code: 'STALE_EDIT' },
      current: {
        profile: {
          lastName: 'Nordmann',
          phone: '+47 22 33 44 55',
          location: null,
          updatedAt: saved.updatedAt,
        },
      },
      changedBy: { name: 'Kari Nordmann' },
      changedAt: saved.updatedAt,
    })
    expect((await (await send('GET', '/api/me', tabOne)).json()).profile).toMatchObject({
      lastName: 'Nordmann',
      phone: '+47 22 33 44 55',
      location: null,
    })

    const again = await send('PATCH', '/api/me', tabTwo, {
      expectedUpdatedAt: saved.updatedAt,
      firstName: 'Kari',
      lastName: 'Hansen',
      location: 'Bergen',
    })
    expect(again.status).toBe(200)
    expect((await again.json()).profile).toMatchObject({
      lastName: 'Hansen',
      phone: '+47 22 33 44 55',
      location: 'Bergen',
    })
    expect((await send('PATCH', '/api/me', tabOne, { firstName: 'Kari', lastName: 'X' })).status).toBe(400)
  })
})
