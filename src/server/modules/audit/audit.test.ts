import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { auditLog } from '#server/db/schema/audit'
import { createDealer, createUser, type UserFactoryInput } from '#server/db/seed/factories'
import { createTestApp, type TestApp } from '#tests/helpers/test-app'

let t: TestApp
let admin: string
let superAdmin: string
let trainer: string
let dealerUser: string
let alice: { id: string; email: string }
let bob: { id: string; email: string }
let dealer: { id: string }

async function signInAs(roles: UserFactoryInput['roles'], dealerIds: string[] = []) {
  const user = await createUser(t.db, { roles, dealerIds })
  return t.signIn(user.email, user.password)
}

const ACTION = 'dealer.update'

beforeAll(async () => {
  t = await createTestApp()
  dealer = await createDealer(t.db, { name: 'Audit Motors' })
  admin = await signInAs(['admin'])
  superAdmin = await signInAs(['super_admin'])
  trainer = await signInAs(['trainer'])
  dealerUser = await signInAs(['dealer_user'], [dealer.id])
  alice = await createUser(t.db, { roles: ['admin'], firstName: 'Alice', lastName: 'Auditor' })
  bob = await createUser(t.db, { roles: ['admin'], firstName: 'Bob', lastName: 'Builder' })
  // Known rows on known days; other modules add their own rows to the same table as the tests run.
  await t.db.insert(auditLog).values([
    {
      actorId: alice.id,
      action: 'bot.delete',
      entityType: 'bot',
      entityId: 'bot-1',
      createdAt: new Date('2026-03-01T10:00:00Z'),
      details: { name: 'Old bot' },
    },
    {
      actorId: alice.id,
      action: ACTION,
      entityType: 'dealer',
      entityId: dealer.id,
      dealerId: dealer.id,
      createdAt: new Date('2026-03-02T23:59:00Z'),
      details: { changes: { name: { from: 'A', to: '=HYPERLINK("x")' } } },
    },
    {
      actorId: bob.id,
      action: ACTION,
      entityType: 'dealer',
      entityId: dealer.id,
      dealerId: dealer.id,
      createdAt: new Date('2026-03-03T08:00:00Z'),
    },
    {
      actorId: null,
      action: 'invitation.accept',
      entityType: 'invitation',
      entityId: 'inv-1',
      createdAt: new Date('2026-03-04T12:00:00Z'),
      details: { email: 'new@example.test' },
    },
  ])
})
afterAll(async () => {
  await t.close()
})

const list = async (query: string, cookie = admin) => {
  const response = await t.request(`/api/audit?${query}`, { cookie })
  expect(response.status).toBe(200)
  return response.json()
}

describe('permissions (admin-level)', () => {
  it.each(['/api/audit', '/api/audit/filters', '/api/audit/export.csv'])(
    '%s: 401 signed out, 403 for trainer and dealer staff',
    async (url) => {
      expect((await t.request(url)).status).toBe(401)
      expect((await t.request(url, { cookie: trainer })).status).toBe(403)
      expect((await t.request(url, { cookie: dealerUser })).status).toBe(403)
      expect((await t.request(url, { cookie: superAdmin })).status).toBe(200)
    },
  )
})

describe('GET /api/audit', () => {
  it('lists every row newest first with actor, dealer and details', async () => {
    const body = await list('from=2026-03-01&to=2026-03-04')
    expect(body.total).toBe(4)
    expect(body.entries.map((entry: { action: string }) => entry.action)).toEqual([
      'invitation.accept',
      ACTION,
      ACTION,
      'bot.delete',
    ])
    expect(body.entries[0].actor).toBeNull()
    expect(body.entries[1]).toMatchObject({
      actor: { id: bob.id, email: bob.email, name: 'Bob Builder' },
      dealerName: 'Audit Motors',
      details: {},
    })
    expect(body.entries[3].details).toEqual({ name: 'Old bot' })
  })

  it('filters by actor, by action and by an inclusive date range (whole UTC days)', async () => {
    expect((await list(`actorId=${alice.id}`)).total).toBe(2)
    expect((await list(`action=${ACTION}&from=2026-03-01&to=2026-03-31`)).total).toBe(2)
    const oneDay = await list('from=2026-03-02&to=2026-03-02')
    expect(oneDay.entries).toHaveLength(1)
    expect(oneDay.entries[0].actor.name).toBe('Alice Auditor')
    expect((await list(`actorId=${bob.id}&action=bot.delete`)).total).toBe(0)
  })

  it('filters by entity type (bots, knowledge entries, onboarding...) and refuses an unknown one', async () => {
    const bots = await list('entityType=bot&from=2026-03-01&to=2026-03-04')
    expect(bots.total).toBe(1)
    expect(bots.entries[0]).toMatchObject({ action: 'bot.delete', entityType: 'bot', entityId: 'bot-1' })
    expect((await list('entityType=dealer&from=2026-03-01&to=2026-03-04')).total).toBe(2)
    expect((await list('entityType=kb_entry&from=2026-03-01&to=2026-03-04')).total).toBe(0)
    const response = await t.request('/api/audit?entityType=spaceship', { cookie: admin })
    expect(response.status).toBe(400)
  })

  it('pages with offset and limit', async () => {
    const first = await list('from=2026-03-01&to=2026-03-04&limit=3')
    const second = await list('from=2026-03-01&to=2026-03-04&limit=3&offset=3')
    expect(first).toMatchObject({ total: 4, offset: 0, limit: 3 })
    expect(first.entries).toHaveLength(3)
    expect(second.entries).toHaveLength(1)
    expect(second.entries[0].action).toBe('bot.delete')
  })

  it('refuses bad filters with 400', async () => {
    for (const query of [
      'from=2026-02-30',
      'from=2026-03-05&to=2026-03-01',
      'limit=1000',
      'offset=-1',
      'from=yesterday',
    ]) {
      const response = await t.request(`/api/audit?${query}`, { cookie: admin })
      expect(response.status, query).toBe(400)
      expect((await response.json()).error.code).toBe('VALIDATION_FAILED')
    }
  })
})

describe('GET /api/audit/filters', () => {
  it('offers the actions and actors that occur in the log', async () => {
    const body = await (await t.request('/api/audit/filters', { cookie: admin })).json()
    expect(body.actions).toEqual(expect.arrayContaining(['bot.delete', ACTION, 'invitation.accept']))
    expect(body.entityTypes).toEqual(expect.arrayContaining(['bot', 'dealer', 'invitation']))
    expect(body.actors).toEqual(
      expect.arrayContaining([
        { id: alice.id, email: alice.email, name: 'Alice Auditor' },
        { id: bob.id, email: bob.email, name: 'Bob Builder' },
      ]),
    )
  })
})

describe('GET /api/audit/export.csv', () => {
  it('exports the filtered rows as CSV with a header and quoted JSON details', async () => {
    const response = await t.request(`/api/audit/export.csv?action=${ACTION}&from=2026-03-01&to=2026-03-04`, {
      cookie: admin,
    })
    expect(response.status).toBe(200)
    expect(response.headers.get('content-type')).toContain('text/csv')
    expect(response.headers.get('content-disposition')).toMatch(
      /attachment; filename="audit-log-\d{4}-\d{2}-\d{2}\.csv"/,
    )
    const lines = (await response.text())
      .replace(/^\uFEFF/, '')
      .trimEnd()
      .split('\r\n')
    expect(lines[0]).toBe('Time (UTC),Actor,Actor e-mail,Action,Entity type,Entity id,Dealer,Details')
    expect(lines).toHaveLength(3)
    expect(lines[1]).toBe(
      `2026-03-03T08:00:00.000Z,Bob Builder,${bob.email},${ACTION},dealer,${dealer.id},Audit Motors,`,
    )
    expect(lines[2]).toContain('Alice Auditor')
    // The details column is the entry's JSON, quoted as one cell.
    expect(lines[2]).toMatch(/,"\{""changes"":\{""name"":\{.*""to"":""=HYPERLINK\(\\""x\\""\)"".*\}\}\}"$/)
  })

  it('refuses a bad date with 400', async () => {
    expect((await t.request('/api/audit/export.csv?to=2026-13-01', { cookie: admin })).status).toBe(400)
  })
})
