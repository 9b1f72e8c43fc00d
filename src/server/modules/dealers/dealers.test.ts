import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { auditLog } from '#server/db/schema/audit'
import { bots } from '#server/db/schema/bots'
import { chatSessions } from '#server/db/schema/chat'
import { dealers } from '#server/db/schema/dealers'
import {
  dealerOnboarding,
  dealerStepProgress,
  onboardingPrograms,
  onboardingSteps,
} from '#server/db/schema/onboarding'
import { createDealer, createEquipment, createUser } from '#server/db/seed/factories'
import type { Role } from '#shared/auth/roles'
import { createTestApp, type TestApp } from '#tests/helpers/test-app'

let t: TestApp
let ownDealer: { id: string }
let otherDealer: { id: string }
let dealerUserCookie: string
let dealerManagerCookie: string
const cookies = new Map<Role, string>()

async function cookieFor(role: Role) {
  let cookie = cookies.get(role)
  if (!cookie) {
    const created = await createUser(t.db, { roles: [role] })
    cookie = await t.signIn(created.email, created.password)
    cookies.set(role, cookie)
  }
  return cookie
}

beforeAll(async () => {
  t = await createTestApp()
  ownDealer = await createDealer(t.db, {
    name: 'Own Dealer',
    dealerCode: 'NO-BGO-001',
    city: 'Bergen',
    dealerType: 'workshop',
  })
  otherDealer = await createDealer(t.db, {
    name: 'Other Dealer',
    dealerCode: 'SE-MMA-001',
    country: 'Sweden',
    city: 'Malmö',
    dealerType: 'distributor',
    status: 'onboarding',
  })
  const dealerUser = await createUser(t.db, { roles: ['dealer_user'], dealerIds: [ownDealer.id] })
  dealerUserCookie = await t.signIn(dealerUser.email, dealerUser.password)
  const manager = await createUser(t.db, { roles: ['dealer_manager'], dealerIds: [ownDealer.id] })
  dealerManagerCookie = await t.signIn(manager.email, manager.password)
})
afterAll(async () => {
  await t.close()
})

const list = async (query: string, cookie: string) =>
  (await t.request(`/api/dealers${query}`, { cookie })).json()

describe('dealer scope', () => {
  it('a dealer user lists only their own dealer', async () => {
    const body = await list('', dealerUserCookie)
    expect(body.dealers.map((dealer: { id: string }) => dealer.id)).toEqual([ownDealer.id])
    expect(body.total).toBe(1)
    expect(body.filterOptions).toEqual({ types: ['workshop'], countries: ['Norway'] })
  })

  it("a dealer user's request for another dealer is refused like an unknown id", async () => {
    expect((await t.request(`/api/dealers/${ownDealer.id}`, { cookie: dealerUserCookie })).status).toBe(200)
    const other = await t.request(`/api/dealers/${otherDealer.id}`, { cookie: dealerUserCookie })
    expect(other.status).toBe(404)
    expect(await other.json()).toEqual({ error: { code: 'NOT_FOUND', message: 'Dealer not found' } })
  })

  it('a dealer manager reaches their own dealer and its people, never another dealer', async () => {
    expect(
      (await t.request(`/api/dealers/${ownDealer.id}/employees`, { cookie: dealerManagerCookie })).status,
    ).toBe(200)
    for (const path of ['', '/employees', '/activity']) {
      const response = await t.request(`/api/dealers/${otherDealer.id}${path}`, {
        cookie: dealerManagerCookie,
      })
      expect(response.status, path).toBe(404)
    }
  })

  it('staff who see Dealer Management read every dealer and can search', async () => {
    const cookie = await cookieFor('support_agent')
    const all = await list('', cookie)
    expect(all.dealers).toHaveLength(2)
    const found = await list('?search=malm', cookie)
    expect(found.dealers.map((dealer: { name: string }) => dealer.name)).toEqual(['Other Dealer'])
    expect((await list('?search=NO-BGO', cookie)).dealers[0].name).toBe('Own Dealer')
    expect((await t.request(`/api/dealers/${otherDealer.id}`, { cookie })).status).toBe(200)
  })

  it('a staff user without dealer access and without a dealer sees none', async () => {
    const cookie = await cookieFor('standard_user')
    expect((await list('', cookie)).dealers).toEqual([])
  })

  it('refuses signed-out callers and bad ids', async () => {
    expect((await t.request('/api/dealers')).status).toBe(401)
    expect((await t.request('/api/dealers/not-a-uuid', { cookie: dealerUserCookie })).status).toBe(400)
    expect((await t.request('/api/dealers?limit=100000', { cookie: dealerUserCookie })).status).toBe(400)
    expect((await t.request('/api/dealers?sort=password', { cookie: dealerUserCookie })).status).toBe(400)
    const unknown = await t.request(`/api/dealers/${crypto.randomUUID()}`, {
      cookie: await cookieFor('admin'),
    })
    expect(unknown.status).toBe(404)
  })
})

describe('listing', () => {
  it('filters by status, type and country (any case), sorts and pages', async () => {
    const cookie = await cookieFor('trainer')
    const names = (body: { dealers: { name: string }[] }) => body.dealers.map((dealer) => dealer.name)
    expect(names(await list('?status=onboarding', cookie))).toEqual(['Other Dealer'])
    expect(names(await list('?type=WORKSHOP', cookie))).toEqual(['Own Dealer'])
    expect(names(await list('?country=sweden', cookie))).toEqual(['Other Dealer'])
    expect(names(await list('?sort=name&order=asc', cookie))).toEqual(['Other Dealer', 'Own Dealer'])
    expect(names(await list('?sort=city&order=desc', cookie))).toEqual(['Other Dealer', 'Own Dealer'])
    const page = await list('?sort=name&order=asc&limit=1&offset=1', cookie)
    expect(names(page)).toEqual(['Own Dealer'])
    expect(page.total).toBe(2)
    expect((await t.request('/api/dealers?status=closed', { cookie })).status).toBe(400)
  })
})

describe('creating and editing (DEALER_MANAGEMENT)', () => {
  const valid = {
    name: 'Fjord Tuning AS',
    dealerCode: 'NO-FJD-010',
    email: 'post@fjord.test',
    status: 'onboarding',
    dealerType: 'workshop',
    country: 'Norway',
    city: 'Ålesund',
  }

  it('an admin creates a dealer, recorded in the audit log', async () => {
    const cookie = await cookieFor('admin')
    const response = await t.request('/api/dealers', { json: valid, cookie })
    expect(response.status).toBe(201)
    const { dealer } = await response.json()
    expect(dealer).toMatchObject({ ...valid, id: expect.any(String) })
    const [entry] = await t.db.select().from(auditLog).where(eq(auditLog.entityId, dealer.id))
    expect(entry).toMatchObject({ action: 'dealer.create', dealerId: dealer.id })
  })

  it('answers 409 for a dealer code that exists, whatever its case, and creates nothing', async () => {
    const cookie = await cookieFor('admin')
    const before = await t.db.select().from(dealers)
    const response = await t.request('/api/dealers', {
      json: { ...valid, name: 'Copy', dealerCode: 'no-fjd-010' },
      cookie,
    })
    expect(response.status).toBe(409)
    expect((await response.json()).error.message).toBe('A dealer with this dealer code already exists')
    expect(await t.db.select().from(dealers)).toHaveLength(before.length)
  })

  it('validates the input by field', async () => {
    const cookie = await cookieFor('admin')
    const response = await t.request('/api/dealers', {
      json: { name: ' ', dealerCode: 'bad code', email: 'not-an-email', status: 'closed' },
      cookie,
    })
    expect(response.status).toBe(400)
    const paths = (await response.json()).error.details.issues.map((issue: { path: string }) => issue.path)
    expect(paths).toEqual(expect.arrayContaining(['name', 'dealerCode', 'email', 'status']))
  })

  it('lets DEALER_MANAGEMENT write and refuses everyone else', async () => {
    const support = await t.request('/api/dealers', {
      json: { ...valid, dealerCode: 'SUP-1' },
      cookie: await cookieFor('support_agent'),
    })
    expect(support.status).toBe(201)
    for (const role of ['trainer', 'technical_specialist', 'standard_user'] as const) {
      const response = await t.request('/api/dealers', {
        json: { ...valid, dealerCode: `X-${role}` },
        cookie: await cookieFor(role),
      })
      expect(response.status, role).toBe(403)
    }
    for (const cookie of [dealerManagerCookie, dealerUserCookie]) {
      const response = await t.request(`/api/dealers/${ownDealer.id}`, {
        method: 'PATCH',
        json: { name: 'Renamed' },
        cookie,
      })
      expect(response.status).toBe(403)
    }
    expect((await t.request('/api/dealers', { json: valid })).status).toBe(401)
  })

  it('edits fields, deactivates by status, and records what changed', async () => {
    const cookie = await cookieFor('admin')
    const target = await createDealer(t.db, { name: 'Edit Me', dealerCode: 'EDIT-1' })
    const response = await t.request(`/api/dealers/${target.id}`, {
      method: 'PATCH',
      json: { city: 'Tromsø', status: 'inactive', expectedUpdatedAt: target.updatedAt.toISOString() },
      cookie,
    })
    expect(response.status).toBe(200)
    const edited = (await response.json()).dealer
    expect(edited).toMatchObject({ city: 'Tromsø', status: 'inactive' })
    const [entry] = await t.db.select().from(auditLog).where(eq(auditLog.entityId, target.id))
    expect(entry.details).toEqual({
      changes: { city: { from: 'Oslo', to: 'Tromsø' }, status: { from: 'active', to: 'inactive' } },
    })
    const duplicate = await t.request(`/api/dealers/${target.id}`, {
      method: 'PATCH',
      json: { dealerCode: 'NO-BGO-001', expectedUpdatedAt: edited.updatedAt },
      cookie,
    })
    expect(duplicate.status).toBe(409)
    const unknown = await t.request(`/api/dealers/${crypto.randomUUID()}`, {
      method: 'PATCH',
      json: { city: 'X', expectedUpdatedAt: edited.updatedAt },
      cookie,
    })
    expect(unknown.status).toBe(404)
    const empty = await t.request(`/api/dealers/${target.id}`, { method: 'PATCH', json: {}, cookie })
    expect(empty.status).toBe(400)
  })
})

describe('the dealer page', () => {
  it('shows equipment, onboarding progress, conversation counts and what the caller may do', async () => {
    const dealer = await createDealer(t.db, { name: 'Page Dealer', dealerCode: 'PAGE-1' })
    await createEquipment(t.db, { dealerId: dealer.id, serialNumber: 'SN-PAGE-1', model: 'Flash Pro' })
    const member = await createUser(t.db, { roles: ['dealer_user'], dealerIds: [dealer.id] })
    const [program] = await t.db.insert(onboardingPrograms).values({ name: 'Start' }).returning()
    const steps = await t.db
      .insert(onboardingSteps)
      .values(
        [1, 2, 3, 4].map((stepOrder) => ({ programId: program.id, stepOrder, title: `Step ${stepOrder}` })),
      )
      .returning()
    const [enrolment] = await t.db
      .insert(dealerOnboarding)
      .values({ dealerId: dealer.id, programId: program.id })
      .returning()
    await t.db.insert(dealerStepProgress).values([
      { dealerOnboardingId: enrolment.id, stepId: steps[0].id, status: 'approved' },
      { dealerOnboardingId: enrolment.id, stepId: steps[1].id, status: 'submitted' },
    ])
    const [bot] = await t.db.insert(bots).values({ name: 'Helper' }).returning()
    await t.db.insert(chatSessions).values([
      { userId: member.id, botId: bot.id },
      { userId: member.id, botId: bot.id, status: 'escalated' },
    ])

    const admin = await (
      await t.request(`/api/dealers/${dealer.id}`, { cookie: await cookieFor('admin') })
    ).json()
    expect(admin.equipment.map((item: { serialNumber: string }) => item.serialNumber)).toEqual(['SN-PAGE-1'])
    expect(admin.onboarding).toEqual([
      expect.objectContaining({
        programName: 'Start',
        totalSteps: 4,
        approvedSteps: 1,
        progressPercentage: 25,
      }),
    ])
    expect(admin.counts).toEqual({ conversations: 2, escalations: 1 })
    expect(admin.access).toEqual({ canEdit: true, canSeePeople: true, canManagePeople: true })

    const trainer = await (
      await t.request(`/api/dealers/${dealer.id}`, { cookie: await cookieFor('trainer') })
    ).json()
    expect(trainer.access).toEqual({ canEdit: false, canSeePeople: true, canManagePeople: false })

    const employees = await (
      await t.request(`/api/dealers/${dealer.id}/employees`, { cookie: await cookieFor('trainer') })
    ).json()
    expect(employees.employees).toEqual([
      expect.objectContaining({
        id: member.id,
        email: member.email,
        roles: ['dealer_user'],
        deactivatedAt: null,
      }),
    ])
  })

  it("keeps a dealer's people from its dealer users", async () => {
    for (const path of ['/employees', '/activity']) {
      const response = await t.request(`/api/dealers/${ownDealer.id}${path}`, { cookie: dealerUserCookie })
      expect(response.status, path).toBe(403)
    }
    const own = await (await t.request(`/api/dealers/${ownDealer.id}`, { cookie: dealerUserCookie })).json()
    expect(own.access).toEqual({ canEdit: false, canSeePeople: false, canManagePeople: false })
    const manager = await (
      await t.request(`/api/dealers/${ownDealer.id}`, { cookie: dealerManagerCookie })
    ).json()
    expect(manager.access).toEqual({ canEdit: false, canSeePeople: true, canManagePeople: true })
  })

  it('shows an activity timeline of changes with who made them', async () => {
    const cookie = await cookieFor('admin')
    const { dealer } = await (
      await t.request('/api/dealers', {
        json: { name: 'Timeline AS', dealerCode: 'TL-1', status: 'onboarding' },
        cookie,
      })
    ).json()
    await t.request(`/api/dealers/${dealer.id}`, {
      method: 'PATCH',
      json: { status: 'active', expectedUpdatedAt: dealer.updatedAt },
      cookie,
    })
    const body = await (await t.request(`/api/dealers/${dealer.id}/activity`, { cookie })).json()
    expect(body.events.map((event: { action: string }) => event.action)).toEqual([
      'dealer.update',
      'dealer.create',
    ])
    expect(body.events[0].actor.name).toBe('Test User')
    expect(body.events[0].details.changes.status).toEqual({ from: 'onboarding', to: 'active' })
  })
})
