import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { bots } from '#server/db/schema/bots'
import { kbEntries } from '#server/db/schema/knowledge'
import { newsArticles } from '#server/db/schema/news'
import { dealerOnboarding, onboardingPrograms } from '#server/db/schema/onboarding'
import { createDealer, createEquipment, createUser } from '#server/db/seed/factories'
import type { SearchResponse, SearchResult } from '#shared/schemas/search'
import { createTestApp, type TestApp } from '#tests/helpers/test-app'

let t: TestApp
const cookies: Record<'admin' | 'dealerUser' | 'standard' | 'support' | 'trainer' | 'superAdmin', string> = {
  admin: '',
  dealerUser: '',
  standard: '',
  support: '',
  trainer: '',
  superAdmin: '',
}
let ownDealer: { id: string }
let otherDealer: { id: string }
let otherEquipmentSerial: string
let ownEquipment: { id: string; serialNumber: string }
const ids: Record<string, string> = {}

async function insertOne<T>(rows: Promise<T[]>): Promise<T> {
  const [row] = await rows
  return row
}

beforeAll(async () => {
  t = await createTestApp()
  const db = t.db
  ownDealer = await createDealer(db, {
    name: 'Fjord Motor Tromsø',
    dealerCode: 'NO-TOS-100',
    city: 'Tromsø',
  })
  otherDealer = await createDealer(db, {
    name: 'Göteborg Diesel AB',
    dealerCode: 'SE-GOT-900',
    country: 'Sweden',
    city: 'Göteborg',
  })
  await createDealer(db, { name: 'Arendal Vest Service', dealerCode: 'NO-ARE-1' })
  await createDealer(db, { name: 'Vest Motor', dealerCode: 'NO-VST-2' })
  await createDealer(db, { name: 'Tuning 100% Nord', dealerCode: 'NO-PCT-1' })
  await createDealer(db, { name: 'Tuning 1000 Nord', dealerCode: 'NO-PCT-2' })
  await createDealer(db, { name: 'Ab_Cd Motor', dealerCode: 'NO-UND-1' })
  await createDealer(db, { name: 'AbXCd Motor', dealerCode: 'NO-UND-2' })

  ownEquipment = await createEquipment(db, {
    dealerId: ownDealer.id,
    model: 'OptiFlash Pro 3',
    serialNumber: 'OWN-SERIAL-001',
  })
  otherEquipmentSerial = (
    await createEquipment(db, {
      dealerId: otherDealer.id,
      model: 'OptiFlash Pro 3',
      serialNumber: 'OTHER-SER-9',
    })
  ).serialNumber

  const now = Date.now()
  ids.publishedNews = (
    await insertOne(
      db
        .insert(newsArticles)
        .values({
          title: 'Winter tyre campaign',
          summary: 'Order winter tyres before November.',
          category: 'hq',
          isPublished: true,
          publishedAt: new Date(now - 60_000),
        })
        .returning(),
    )
  ).id
  await db.insert(newsArticles).values([
    { title: 'Winter draft secret', category: 'hq', isPublished: false },
    {
      title: 'Winter scheduled secret',
      category: 'hq',
      isPublished: true,
      publishedAt: new Date(now + 86_400_000),
    },
  ])

  ids.openBot = (await insertOne(db.insert(bots).values({ name: 'Winter Helper' }).returning())).id
  ids.inactiveBot = (
    await insertOne(db.insert(bots).values({ name: 'Winter Legacy Bot', isActive: false }).returning())
  ).id
  ids.trainerBot = (
    await insertOne(
      db
        .insert(bots)
        .values({ name: 'Winter Trainer Bot', description: 'For trainers', requiredRoles: ['trainer'] })
        .returning(),
    )
  ).id
  ids.entry = (
    await insertOne(
      db
        .insert(kbEntries)
        .values({
          botId: ids.openBot,
          question: 'How do winter tyres work?',
          answer: 'They grip on snow.',
          status: 'approved',
        })
        .returning(),
    )
  ).id
  ids.globalEntry = (
    await insertOne(
      db
        .insert(kbEntries)
        .values({ scope: 'global', question: 'Winter opening hours?', answer: '9 to 15.' })
        .returning(),
    )
  ).id

  ids.ownProgram = (
    await insertOne(db.insert(onboardingPrograms).values({ name: 'Winter Onboarding' }).returning())
  ).id
  ids.otherProgram = (
    await insertOne(db.insert(onboardingPrograms).values({ name: 'Winter Partner Program' }).returning())
  ).id
  await db.insert(dealerOnboarding).values([
    { dealerId: ownDealer.id, programId: ids.ownProgram },
    { dealerId: otherDealer.id, programId: ids.otherProgram },
  ])

  const users = {
    admin: await createUser(db, { roles: ['admin'] }),
    superAdmin: await createUser(db, { roles: ['super_admin'] }),
    dealerUser: await createUser(db, { roles: ['dealer_user'], dealerIds: [ownDealer.id] }),
    standard: await createUser(db, { roles: ['standard_user'] }),
    support: await createUser(db, { roles: ['support_agent'] }),
    trainer: await createUser(db, { roles: ['trainer'] }),
  }
  for (const [key, user] of Object.entries(users)) {
    cookies[key as keyof typeof cookies] = await t.signIn(user.email, user.password)
  }
})
afterAll(async () => {
  await t.close()
})

async function search(cookie: string, q: string, limit?: number): Promise<SearchResult[]> {
  const params = new URLSearchParams({ q })
  if (limit !== undefined) params.set('limit', String(limit))
  const response = await t.request(`/api/search?${params}`, { cookie })
  expect(response.status).toBe(200)
  const body = (await response.json()) as SearchResponse
  expect(body.query).toBe(q.trim())
  return body.results
}

const titlesOf = (results: SearchResult[], kind: SearchResult['kind']) =>
  results.filter((result) => result.kind === kind).map((result) => result.title)

describe('GET /api/search: dealers', () => {
  it('finds a dealer by name, code and city, case- and accent-insensitively', async () => {
    for (const q of ['fjord motor', 'no-tos-100', 'TROMSO', 'tromsø']) {
      const results = await search(cookies.admin, q)
      expect(titlesOf(results, 'dealer'), q).toEqual(['Fjord Motor Tromsø'])
    }
    const [dealer] = (await search(cookies.admin, 'NO-TOS-100')).filter((result) => result.kind === 'dealer')
    expect(dealer).toEqual({
      kind: 'dealer',
      id: ownDealer.id,
      title: 'Fjord Motor Tromsø',
      subtitle: 'NO-TOS-100 · Tromsø, Norway',
      href: `/dealers/${ownDealer.id}`,
    })
  })

  it('requires every word to match', async () => {
    expect(titlesOf(await search(cookies.admin, 'motor tromso'), 'dealer')).toEqual(['Fjord Motor Tromsø'])
    expect(titlesOf(await search(cookies.admin, 'motor göteborg'), 'dealer')).toEqual([])
  })

  it('ranks names that start with the query before names that merely contain it', async () => {
    expect(titlesOf(await search(cookies.admin, 'vest'), 'dealer')).toEqual([
      'Vest Motor',
      'Arendal Vest Service',
    ])
  })

  it('treats LIKE wildcards in the query as plain characters', async () => {
    expect(titlesOf(await search(cookies.admin, '100%'), 'dealer')).toEqual(['Tuning 100% Nord'])
    expect(titlesOf(await search(cookies.admin, 'ab_cd'), 'dealer')).toEqual(['Ab_Cd Motor'])
    expect(titlesOf(await search(cookies.admin, '%%'), 'dealer')).toEqual([])
  })

  it('a dealer user never finds another dealer or its equipment, even by exact code or serial', async () => {
    const byCode = await search(cookies.dealerUser, 'SE-GOT-900')
    expect(byCode).toEqual([])
    expect(await search(cookies.dealerUser, 'Göteborg Diesel')).toEqual([])
    expect(await search(cookies.dealerUser, otherEquipmentSerial)).toEqual([])

    expect(titlesOf(await search(cookies.dealerUser, 'NO-TOS-100'), 'dealer')).toEqual(['Fjord Motor Tromsø'])
    const optiflash = await search(cookies.dealerUser, 'optiflash')
    expect(optiflash.filter((result) => result.kind === 'equipment')).toEqual([
      {
        kind: 'equipment',
        id: ownEquipment.id,
        title: 'OptiFlash Pro 3',
        subtitle: 'OWN-SERIAL-001 · ECU programmer · Fjord Motor Tromsø',
        // Dealer staff have no Equipment Management page: their dealer's page instead.
        href: `/dealers/${ownDealer.id}`,
      },
    ])
  })

  it('staff who manage dealers find every dealer and equipment, linked to Equipment Management', async () => {
    const results = await search(cookies.support, 'optiflash')
    expect(results.filter((result) => result.kind === 'equipment').map((result) => result.href)).toEqual([
      '/equipment?search=OTHER-SER-9',
      '/equipment?search=OWN-SERIAL-001',
    ])
  })

  it('a standard user without a dealer finds no dealers', async () => {
    expect(titlesOf(await search(cookies.standard, 'NO-TOS-100'), 'dealer')).toEqual([])
  })
})

describe('GET /api/search: news, bots, knowledge, programs', () => {
  it('never shows drafts or scheduled news, for readers and managers alike', async () => {
    for (const cookie of [cookies.standard, cookies.admin, cookies.dealerUser]) {
      const results = await search(cookie, 'winter')
      expect(results.filter((result) => result.kind === 'news')).toEqual([
        {
          kind: 'news',
          id: ids.publishedNews,
          title: 'Winter tyre campaign',
          subtitle: 'Order winter tyres before November.',
          href: `/news/${ids.publishedNews}`,
        },
      ])
    }
    expect(await search(cookies.admin, 'secret')).toEqual([])
  })

  it('hides inactive and role-restricted bots from users; bot managers see all, linked to the config', async () => {
    const standard = (await search(cookies.standard, 'winter')).filter((result) => result.kind === 'bot')
    expect(standard).toEqual([
      { kind: 'bot', id: ids.openBot, title: 'Winter Helper', subtitle: null, href: `/chat/${ids.openBot}` },
    ])
    const dealerUser = await search(cookies.dealerUser, 'winter')
    expect(titlesOf(dealerUser, 'bot')).toEqual(['Winter Helper'])

    const trainer = (await search(cookies.trainer, 'winter')).filter((result) => result.kind === 'bot')
    expect(trainer.map((result) => [result.title, result.href])).toEqual([
      ['Winter Helper', `/bots/${ids.openBot}/config`],
      ['Winter Legacy Bot', `/bots/${ids.inactiveBot}/config`],
      ['Winter Trainer Bot', `/bots/${ids.trainerBot}/config`],
    ])
  })

  it('shows knowledge entries only to the roles with the knowledge base', async () => {
    expect(titlesOf(await search(cookies.standard, 'winter'), 'knowledge')).toEqual([])
    expect(titlesOf(await search(cookies.dealerUser, 'winter'), 'knowledge')).toEqual([])

    const support = (await search(cookies.support, 'winter')).filter((result) => result.kind === 'knowledge')
    expect(support.map((result) => result.href).sort()).toEqual(
      [`/knowledge?entry=${ids.entry}`, `/knowledge?entry=${ids.globalEntry}`].sort(),
    )
    const superAdmin = (await search(cookies.superAdmin, 'winter tyres')).filter(
      (result) => result.kind === 'knowledge',
    )
    expect(superAdmin).toEqual([
      {
        kind: 'knowledge',
        id: ids.entry,
        title: 'How do winter tyres work?',
        subtitle: 'They grip on snow.',
        href: `/bots/${ids.openBot}/knowledge?entry=${ids.entry}`,
      },
    ])
  })

  it("shows dealer staff their dealer's programs, admins every program, support agents none", async () => {
    const dealerUser = (await search(cookies.dealerUser, 'winter')).filter(
      (result) => result.kind === 'program',
    )
    expect(dealerUser).toEqual([
      {
        kind: 'program',
        id: ids.ownProgram,
        title: 'Winter Onboarding',
        subtitle: null,
        href: '/my-onboarding',
      },
    ])
    const admin = (await search(cookies.admin, 'winter')).filter((result) => result.kind === 'program')
    expect(admin.map((result) => result.href)).toEqual([
      `/onboarding-management?program=${ids.ownProgram}`,
      `/onboarding-management?program=${ids.otherProgram}`,
    ])
    expect(titlesOf(await search(cookies.support, 'winter'), 'program')).toEqual([])
    expect(titlesOf(await search(cookies.standard, 'winter'), 'program')).toEqual([])
  })

  it('returns at most `limit` results per kind', async () => {
    const results = await search(cookies.admin, 'winter', 1)
    for (const kind of ['news', 'bot', 'knowledge', 'program'] as const) {
      expect(titlesOf(results, kind), kind).toHaveLength(1)
    }
  })
})

describe('GET /api/search: input and session', () => {
  it('answers 400 for a missing, too short or too long query and a bad limit', async () => {
    for (const query of [
      '',
      '?q=',
      '?q=a',
      '?q=%20%20a%20%20',
      `?q=${'x'.repeat(101)}`,
      '?q=winter&limit=0',
      '?q=winter&limit=21',
      '?q=winter&limit=many',
    ]) {
      const response = await t.request(`/api/search${query}`, { cookie: cookies.admin })
      expect(response.status, query).toBe(400)
      expect((await response.json()).error.code).toBe('VALIDATION_FAILED')
    }
  })

  it('trims the query before searching', async () => {
    const response = await t.request('/api/search?q=%20%20vest%20motor%20', { cookie: cookies.admin })
    const body = (await response.json()) as SearchResponse
    expect(body.query).toBe('vest motor')
    expect(titlesOf(body.results, 'dealer')).toEqual(['Vest Motor'])
  })

  it('answers 401 without a session', async () => {
    const response = await t.request('/api/search?q=winter')
    expect(response.status).toBe(401)
    expect((await response.json()).error.code).toBe('UNAUTHENTICATED')
  })
})
