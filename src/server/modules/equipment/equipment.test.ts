import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createDealer, createEquipment, createUser, type UserFactoryInput } from '#server/db/seed/factories'
import { createTestApp, type TestApp } from '#tests/helpers/test-app'
import { addDays, todayIso } from './maintenance-schedule.ts'

let t: TestApp
let ownDealer: { id: string }
let otherDealer: { id: string }
let admin: string
let support: string
let trainer: string
let standard: string
let dealerUser: string
let dealerManager: string

const today = todayIso()
const UNKNOWN_ID = '00000000-0000-4000-8000-000000000000'

async function signInAs(roles: UserFactoryInput['roles'], dealerIds: string[] = []) {
  const user = await createUser(t.db, { roles, dealerIds })
  return t.signIn(user.email, user.password)
}

beforeAll(async () => {
  t = await createTestApp()
  ownDealer = await createDealer(t.db, { name: 'Own Dealer', city: 'Bergen' })
  otherDealer = await createDealer(t.db, { name: 'Other Dealer', country: 'Sweden', city: 'Malmö' })
  admin = await signInAs(['admin'])
  support = await signInAs(['support_agent'])
  trainer = await signInAs(['trainer'])
  standard = await signInAs(['standard_user'])
  dealerUser = await signInAs(['dealer_user'], [ownDealer.id])
  dealerManager = await signInAs(['dealer_manager'], [ownDealer.id])
})
afterAll(async () => {
  await t.close()
})

const newItem = (overrides: Record<string, unknown> = {}) => ({
  model: 'OptiFlash Pro 3',
  serialNumber: `OFP3-${Math.random().toString(36).slice(2, 10).toUpperCase()}`,
  equipmentType: 'ECU programmer',
  status: 'active',
  deliveryDate: '2025-01-15',
  dealerId: ownDealer.id,
  ...overrides,
})

async function create(body: Record<string, unknown>, cookie = admin) {
  return t.request('/api/equipment', { cookie, json: body })
}

/** The version an edit starts from (issue 32), as the equipment page reads it. */
async function versionOf(id: string): Promise<string> {
  const response = await t.request(`/api/equipment/${id}`, { cookie: admin })
  return (await response.json()).equipment.updatedAt
}

async function createOk(overrides: Record<string, unknown> = {}) {
  const response = await create(newItem(overrides))
  expect(response.status).toBe(201)
  return (await response.json()).equipment as {
    id: string
    serialNumber: string
    maintenance: { nextDueDate: string; overdue: boolean; lastServiceDate: string | null } | null
  }
}

describe('Add Equipment and Edit', () => {
  it('an admin adds an item; it comes back with its dealer and no plan', async () => {
    const response = await create(newItem({ model: 'DiagMaster X7', serialNumber: 'DMX7-NEW-001' }))
    expect(response.status).toBe(201)
    const { equipment } = await response.json()
    expect(equipment).toMatchObject({
      model: 'DiagMaster X7',
      serialNumber: 'DMX7-NEW-001',
      status: 'active',
      deliveryDate: '2025-01-15',
      dealer: { id: ownDealer.id, name: 'Own Dealer', city: 'Bergen' },
      maintenance: null,
      serviceLog: [],
    })
  })

  it('refuses a serial number that exists, whatever its case (409)', async () => {
    await createOk({ serialNumber: 'DUP-SERIAL-1' })
    const response = await create(newItem({ serialNumber: 'dup-serial-1', dealerId: otherDealer.id }))
    expect(response.status).toBe(409)
    expect((await response.json()).error).toMatchObject({
      code: 'CONFLICT',
      message: 'Equipment with serial number dup-serial-1 already exists',
    })
  })

  it('refuses an unknown dealer (422, on the dealer field)', async () => {
    const response = await create(newItem({ dealerId: UNKNOWN_ID }))
    expect(response.status).toBe(422)
    expect((await response.json()).error).toEqual({
      code: 'UNPROCESSABLE',
      message: 'Dealer not found',
      details: { issues: [{ path: 'dealerId', message: 'Dealer not found' }] },
    })
  })

  it('answers bad input with 400 and the problems by field', async () => {
    const response = await create({ ...newItem(), model: '  ', status: 'broken', deliveryDate: '2025-02-30' })
    expect(response.status).toBe(400)
    const { error } = await response.json()
    const paths = error.details.issues.map((issue: { path: string }) => issue.path).sort()
    expect(paths).toEqual(['deliveryDate', 'model', 'status'])
    expect((await create({ ...newItem(), serialNumber: 'has space' })).status).toBe(400)
    expect((await create({ ...newItem(), dealerId: 'nope' })).status).toBe(400)
  })

  it('edits fields, keeps the own serial number, and refuses another item’s (409)', async () => {
    const first = await createOk({ serialNumber: 'EDIT-A' })
    await createOk({ serialNumber: 'EDIT-B' })
    const same = await t.request(`/api/equipment/${first.id}`, {
      method: 'PATCH',
      cookie: support,
      json: {
        model: 'Renamed',
        serialNumber: 'edit-a',
        dealerId: otherDealer.id,
        expectedUpdatedAt: await versionOf(first.id),
      },
    })
    expect(same.status).toBe(200)
    expect((await same.json()).equipment).toMatchObject({
      model: 'Renamed',
      serialNumber: 'edit-a',
      dealer: { id: otherDealer.id },
    })
    const taken = await t.request(`/api/equipment/${first.id}`, {
      method: 'PATCH',
      cookie: admin,
      json: { serialNumber: 'EDIT-B', expectedUpdatedAt: await versionOf(first.id) },
    })
    expect(taken.status).toBe(409)
    const unknownDealer = await t.request(`/api/equipment/${first.id}`, {
      method: 'PATCH',
      cookie: admin,
      json: { dealerId: UNKNOWN_ID, expectedUpdatedAt: await versionOf(first.id) },
    })
    expect(unknownDealer.status).toBe(422)
  })

  it('answers unknown ids 404, bad ids and empty edits 400', async () => {
    const patch = (id: string, json: unknown) =>
      t.request(`/api/equipment/${id}`, { method: 'PATCH', cookie: admin, json })
    expect(
      (await patch(UNKNOWN_ID, { model: 'X', expectedUpdatedAt: new Date().toISOString() })).status,
    ).toBe(404)
    expect((await patch('not-a-uuid', { model: 'X' })).status).toBe(400)
    const item = await createOk()
    expect((await patch(item.id, {})).status).toBe(400)
    expect((await t.request(`/api/equipment/${UNKNOWN_ID}`, { cookie: admin })).status).toBe(404)
  })

  it('changes the status', async () => {
    const item = await createOk()
    const response = await t.request(`/api/equipment/${item.id}/status`, {
      method: 'PATCH',
      cookie: admin,
      json: { status: 'maintenance' },
    })
    expect(response.status).toBe(200)
    expect((await response.json()).equipment.status).toBe('maintenance')
    const bad = await t.request(`/api/equipment/${item.id}/status`, {
      method: 'PATCH',
      cookie: admin,
      json: { status: 'lost' },
    })
    expect(bad.status).toBe(400)
  })
})

describe('permissions and dealer scope', () => {
  let ownItem: { id: string }
  let otherItem: { id: string }

  beforeAll(async () => {
    ownItem = await createEquipment(t.db, { dealerId: ownDealer.id, serialNumber: 'SCOPE-OWN-1' })
    otherItem = await createEquipment(t.db, { dealerId: otherDealer.id, serialNumber: 'SCOPE-OTHER-1' })
  })

  it('refuses signed-out callers', async () => {
    expect((await t.request('/api/equipment')).status).toBe(401)
    expect((await t.request('/api/equipment', { json: newItem() })).status).toBe(401)
  })

  it('a dealer user lists only their own dealer’s equipment, also when asking by dealer', async () => {
    const body = await (await t.request('/api/equipment?limit=200', { cookie: dealerUser })).json()
    const dealerIds = new Set(body.equipment.map((item: { dealer: { id: string } }) => item.dealer.id))
    expect([...dealerIds]).toEqual([ownDealer.id])
    expect(body.equipment.map((item: { id: string }) => item.id)).toContain(ownItem.id)
    const own = await t.request(`/api/equipment?dealerId=${ownDealer.id}`, { cookie: dealerUser })
    expect(own.status).toBe(200)
    const other = await t.request(`/api/equipment?dealerId=${otherDealer.id}`, { cookie: dealerUser })
    expect(other.status).toBe(404)
    expect(await other.json()).toEqual({ error: { code: 'NOT_FOUND', message: 'Dealer not found' } })
  })

  it('a dealer user cannot read another dealer’s item (404 like an unknown id)', async () => {
    expect((await t.request(`/api/equipment/${ownItem.id}`, { cookie: dealerUser })).status).toBe(200)
    const other = await t.request(`/api/equipment/${otherItem.id}`, { cookie: dealerUser })
    expect(other.status).toBe(404)
    expect(await other.json()).toEqual({ error: { code: 'NOT_FOUND', message: 'Equipment not found' } })
  })

  it('only DEALER_MANAGEMENT roles write (spec §6); trainers and dealer staff read', async () => {
    for (const cookie of [trainer, dealerUser, dealerManager, standard]) {
      expect((await create(newItem(), cookie)).status).toBe(403)
      const patch = await t.request(`/api/equipment/${ownItem.id}/status`, {
        method: 'PATCH',
        cookie,
        json: { status: 'retired' },
      })
      expect(patch.status).toBe(403)
      const plan = await t.request(`/api/equipment/${ownItem.id}/maintenance-plan`, {
        method: 'PUT',
        cookie,
        json: { intervalDays: 30 },
      })
      expect(plan.status).toBe(403)
      const service = await t.request(`/api/equipment/${ownItem.id}/services`, {
        cookie,
        json: { serviceDate: today, description: 'Check' },
      })
      expect(service.status).toBe(403)
      expect((await t.request('/api/equipment/dealer-options', { cookie })).status).toBe(403)
    }
    const trainerList = await (await t.request('/api/equipment?limit=200', { cookie: trainer })).json()
    expect(trainerList.equipment.map((item: { id: string }) => item.id)).toEqual(
      expect.arrayContaining([ownItem.id, otherItem.id]),
    )
  })

  it('a user with no dealer and no dealer access sees no equipment', async () => {
    const body = await (await t.request('/api/equipment', { cookie: standard })).json()
    expect(body).toEqual({ equipment: [], total: 0 })
  })

  it('lists the dealers an item can be assigned to for writers', async () => {
    const body = await (await t.request('/api/equipment/dealer-options', { cookie: support })).json()
    expect(body.dealers.map((dealer: { name: string }) => dealer.name)).toEqual([
      'Other Dealer',
      'Own Dealer',
    ])
  })
})

describe('search, filter, order and CSV export', () => {
  let searchDealer: { id: string }

  beforeAll(async () => {
    searchDealer = await createDealer(t.db, { name: 'Search Dealer' })
    const at = (minutes: number) => new Date(Date.UTC(2025, 0, 1, 12, minutes))
    await createEquipment(t.db, {
      dealerId: searchDealer.id,
      model: 'PowerDyno 4WD 800',
      serialNumber: 'PD4-SEARCH-01',
      equipmentType: 'Dyno',
      createdAt: at(1),
    })
    await createEquipment(t.db, {
      dealerId: searchDealer.id,
      model: 'EmiCheck 500',
      serialNumber: 'EC500-SEARCH-02',
      equipmentType: 'Emission tester',
      status: 'retired',
      createdAt: at(2),
    })
    await createEquipment(t.db, {
      dealerId: searchDealer.id,
      model: 'Tuner "Quoted", Model',
      serialNumber: 'TQ-SEARCH-03',
      equipmentType: '=Formula type',
      status: 'maintenance',
      createdAt: at(3),
    })
  })

  const list = async (query: string) => {
    const response = await t.request(`/api/equipment?dealerId=${searchDealer.id}&${query}`, { cookie: admin })
    expect(response.status).toBe(200)
    return (await response.json()) as { equipment: { serialNumber: string }[]; total: number }
  }
  const serials = async (query: string) => (await list(query)).equipment.map((item) => item.serialNumber)

  it('lists newest first with the total', async () => {
    const body = await list('')
    expect(body.total).toBe(3)
    expect(body.equipment.map((item) => item.serialNumber)).toEqual([
      'TQ-SEARCH-03',
      'EC500-SEARCH-02',
      'PD4-SEARCH-01',
    ])
    const page = await list('limit=1&offset=1')
    expect(page.total).toBe(3)
    expect(page.equipment.map((item) => item.serialNumber)).toEqual(['EC500-SEARCH-02'])
  })

  it('searches model, serial number and type case-insensitively', async () => {
    expect(await serials('search=powerdyno')).toEqual(['PD4-SEARCH-01'])
    expect(await serials('search=ec500-search')).toEqual(['EC500-SEARCH-02'])
    expect(await serials('search=EMISSION')).toEqual(['EC500-SEARCH-02'])
    // Wildcards are text: "%" matches nothing here.
    expect(await serials('search=%25')).toEqual([])
  })

  it('filters by status', async () => {
    expect(await serials('status=retired')).toEqual(['EC500-SEARCH-02'])
    expect((await t.request('/api/equipment?status=lost', { cookie: admin })).status).toBe(400)
  })

  it('exports the filtered rows as CSV, quoted and safe for spreadsheets', async () => {
    const response = await t.request(`/api/equipment/export.csv?dealerId=${searchDealer.id}&search=search`, {
      cookie: admin,
    })
    expect(response.status).toBe(200)
    expect(response.headers.get('content-type')).toBe('text/csv; charset=utf-8')
    expect(response.headers.get('content-disposition')).toMatch(
      /^attachment; filename="equipment-\d{4}-\d{2}-\d{2}\.csv"$/,
    )
    const lines = (await response.text())
      .replace(/^\uFEFF/, '')
      .trimEnd()
      .split('\r\n')
    expect(lines[0]).toBe(
      'Model,Serial number,Type,Status,Delivery date,Dealer,Dealer code,City,Country,Service interval (days),Last service,Next service due,Overdue,Created',
    )
    expect(lines).toHaveLength(4)
    expect(lines[1]).toMatch(
      /^"Tuner ""Quoted"", Model",TQ-SEARCH-03,'=Formula type,maintenance,,Search Dealer,/,
    )
    expect(lines[3]).toMatch(/^PowerDyno 4WD 800,PD4-SEARCH-01,Dyno,active,/)
    const filtered = await t.request(`/api/equipment/export.csv?dealerId=${searchDealer.id}&status=retired`, {
      cookie: admin,
    })
    expect((await filtered.text()).trimEnd().split('\r\n')).toHaveLength(2)
  })

  it('a dealer user’s export holds only their own dealer’s rows', async () => {
    const response = await t.request('/api/equipment/export.csv', { cookie: dealerUser })
    expect(response.status).toBe(200)
    const text = await response.text()
    expect(text).not.toContain('Search Dealer')
    expect(text).not.toContain('Other Dealer')
    expect(text).toContain('Own Dealer')
    expect(
      (await t.request(`/api/equipment/export.csv?dealerId=${otherDealer.id}`, { cookie: dealerUser }))
        .status,
    ).toBe(404)
  })
})

describe('maintenance plans and the service log', () => {
  const putPlan = (id: string, json: unknown, cookie = admin) =>
    t.request(`/api/equipment/${id}/maintenance-plan`, { method: 'PUT', cookie, json })
  const recordService = (id: string, json: unknown, cookie = admin) =>
    t.request(`/api/equipment/${id}/services`, { cookie, json })

  it('computes the next due date from the last service and flags overdue items', async () => {
    const item = await createOk({ deliveryDate: '2024-01-01' })
    const response = await putPlan(item.id, { intervalDays: 90, lastServiceDate: addDays(today, -100) })
    expect(response.status).toBe(200)
    const { equipment } = await response.json()
    expect(equipment.maintenance).toEqual({
      intervalDays: 90,
      lastServiceDate: addDays(today, -100),
      nextDueDate: addDays(today, -10),
      overdue: true,
      daysUntilDue: -10,
      notes: null,
    })
  })

  it('counts from delivery before any service', async () => {
    const item = await createOk({ deliveryDate: addDays(today, -20) })
    const { equipment } = await (
      await putPlan(item.id, { intervalDays: 30, notes: 'Calibrate rollers' })
    ).json()
    expect(equipment.maintenance).toMatchObject({
      lastServiceDate: null,
      nextDueDate: addDays(today, 10),
      overdue: false,
      daysUntilDue: 10,
      notes: 'Calibrate rollers',
    })
    // A changed delivery date moves the due date while no service is known.
    const edited = await t.request(`/api/equipment/${item.id}`, {
      method: 'PATCH',
      cookie: admin,
      json: { deliveryDate: addDays(today, -40), expectedUpdatedAt: await versionOf(item.id) },
    })
    expect((await edited.json()).equipment.maintenance.nextDueDate).toBe(addDays(today, -10))
  })

  it('recording a service logs it and restarts the interval; an older one does not move it back', async () => {
    const item = await createOk({ deliveryDate: '2024-01-01' })
    await putPlan(item.id, { intervalDays: 60, lastServiceDate: addDays(today, -70) })
    const response = await recordService(item.id, {
      serviceDate: addDays(today, -5),
      description: 'Replaced the OBD cable',
      performedBy: 'Kari Nordmann',
    })
    expect(response.status).toBe(201)
    const { equipment } = await response.json()
    expect(equipment.maintenance).toMatchObject({
      lastServiceDate: addDays(today, -5),
      nextDueDate: addDays(today, 55),
      overdue: false,
    })
    expect(equipment.serviceLog).toEqual([
      expect.objectContaining({
        serviceDate: addDays(today, -5),
        description: 'Replaced the OBD cable',
        performedBy: 'Kari Nordmann',
        recordedBy: 'Test User',
      }),
    ])
    const older = await (
      await recordService(item.id, { serviceDate: addDays(today, -30), description: 'Late entry' })
    ).json()
    expect(older.equipment.maintenance.nextDueDate).toBe(addDays(today, 55))
    expect(older.equipment.serviceLog.map((entry: { description: string }) => entry.description)).toEqual([
      'Replaced the OBD cable',
      'Late entry',
    ])
  })

  it('a plan set up after services were logged starts from the newest one', async () => {
    const item = await createOk({ deliveryDate: '2024-01-01' })
    await recordService(item.id, { serviceDate: addDays(today, -3), description: 'First check' })
    const { equipment } = await (
      await putPlan(item.id, { intervalDays: 10, lastServiceDate: addDays(today, -50) })
    ).json()
    expect(equipment.maintenance).toMatchObject({
      lastServiceDate: addDays(today, -3),
      nextDueDate: addDays(today, 7),
    })
  })

  it('refuses future and pre-delivery dates (422) and bad input (400)', async () => {
    const item = await createOk({ deliveryDate: addDays(today, -10) })
    const future = await recordService(item.id, { serviceDate: addDays(today, 1), description: 'Too early' })
    expect(future.status).toBe(422)
    expect((await future.json()).error.message).toBe('Service date cannot be in the future')
    const beforeDelivery = await recordService(item.id, {
      serviceDate: addDays(today, -11),
      description: 'Before',
    })
    expect(beforeDelivery.status).toBe(422)
    expect((await putPlan(item.id, { intervalDays: 30, lastServiceDate: addDays(today, 2) })).status).toBe(
      422,
    )
    expect((await putPlan(item.id, { intervalDays: 0 })).status).toBe(400)
    expect((await putPlan(item.id, { intervalDays: 3651 })).status).toBe(400)
    expect((await recordService(item.id, { serviceDate: today, description: '   ' })).status).toBe(400)
    expect((await recordService(item.id, { serviceDate: 'yesterday', description: 'x' })).status).toBe(400)
    expect((await recordService(UNKNOWN_ID, { serviceDate: today, description: 'x' })).status).toBe(404)
  })

  it('removes a plan; removing a missing plan is 404', async () => {
    const item = await createOk()
    await putPlan(item.id, { intervalDays: 30 })
    const removed = await t.request(`/api/equipment/${item.id}/maintenance-plan`, {
      method: 'DELETE',
      cookie: admin,
    })
    expect(removed.status).toBe(200)
    expect((await removed.json()).equipment.maintenance).toBeNull()
    const again = await t.request(`/api/equipment/${item.id}/maintenance-plan`, {
      method: 'DELETE',
      cookie: admin,
    })
    expect(again.status).toBe(404)
  })
})

describe('service schedules and what is due across dealers', () => {
  let dueSoon: { id: string }
  let overdue: { id: string }
  let later: { id: string }
  let retired: { id: string }
  let otherDue: { id: string }

  beforeAll(async () => {
    const dealer = await createDealer(t.db, { name: 'Schedule Dealer' })
    const scheduleDealerUser = await createUser(t.db, { roles: ['dealer_user'], dealerIds: [dealer.id] })
    const plan = async (
      dealerId: string,
      lastServiceDate: string,
      intervalDays: number,
      status = 'active',
    ) => {
      const item = await createOk({ dealerId, deliveryDate: '2024-01-01', status })
      expect(
        (
          await t.request(`/api/equipment/${item.id}/maintenance-plan`, {
            method: 'PUT',
            cookie: admin,
            json: { intervalDays, lastServiceDate },
          })
        ).status,
      ).toBe(200)
      return item
    }
    dueSoon = await plan(dealer.id, addDays(today, -20), 30) // due in 10 days
    overdue = await plan(dealer.id, addDays(today, -40), 30) // 10 days overdue
    later = await plan(dealer.id, addDays(today, -5), 90) // due in 85 days
    retired = await plan(dealer.id, addDays(today, -40), 30, 'retired')
    otherDue = await plan(otherDealer.id, addDays(today, -25), 30) // due in 5 days, another dealer
    schedulerCookie = await t.signIn(scheduleDealerUser.email, scheduleDealerUser.password)
    scheduleDealerId = dealer.id
  })
  let schedulerCookie: string
  let scheduleDealerId: string

  const ids = (body: { schedules: { equipment: { id: string } }[] }) =>
    body.schedules.map((row) => row.equipment.id)

  it('lists what is due in the next 30 days across dealers, overdue first, without retired items', async () => {
    const response = await t.request('/api/equipment/schedules?dueWithinDays=30', { cookie: admin })
    expect(response.status).toBe(200)
    const body = await response.json()
    expect(body.today).toBe(today)
    const due = ids(body)
    expect(due).toEqual(expect.arrayContaining([overdue.id, otherDue.id, dueSoon.id]))
    expect(due).not.toContain(later.id)
    expect(due).not.toContain(retired.id)
    expect(due.indexOf(overdue.id)).toBeLessThan(due.indexOf(otherDue.id))
    expect(due.indexOf(otherDue.id)).toBeLessThan(due.indexOf(dueSoon.id))
    const overdueRow = body.schedules.find(
      (row: { equipment: { id: string } }) => row.equipment.id === overdue.id,
    )
    expect(overdueRow.maintenance).toMatchObject({ overdue: true, daysUntilDue: -10 })
    expect(overdueRow.dealer.name).toBe('Schedule Dealer')
  })

  it('lists every plan as the service schedule, and a dealer user only their own', async () => {
    const all = ids(
      await (
        await t.request(`/api/equipment/schedules?dealerId=${scheduleDealerId}`, { cookie: trainer })
      ).json(),
    )
    expect(all).toEqual(expect.arrayContaining([dueSoon.id, overdue.id, later.id, retired.id]))
    const own = ids(
      await (
        await t.request('/api/equipment/schedules?dueWithinDays=30', { cookie: schedulerCookie })
      ).json(),
    )
    expect(own.sort()).toEqual([overdue.id, dueSoon.id].sort())
    expect(
      (await t.request(`/api/equipment/schedules?dealerId=${otherDealer.id}`, { cookie: schedulerCookie }))
        .status,
    ).toBe(404)
    expect((await t.request('/api/equipment/schedules?dueWithinDays=-1', { cookie: admin })).status).toBe(400)
  })

  it('the service log across dealers is newest first and scoped', async () => {
    await t.request(`/api/equipment/${dueSoon.id}/services`, {
      cookie: admin,
      json: { serviceDate: today, description: 'Schedule dealer service' },
    })
    await t.request(`/api/equipment/${otherDue.id}/services`, {
      cookie: admin,
      json: { serviceDate: addDays(today, -1), description: 'Other dealer service' },
    })
    const all = await (await t.request('/api/equipment/service-log?limit=100', { cookie: support })).json()
    const descriptions = all.entries.map((entry: { description: string }) => entry.description)
    expect(descriptions.indexOf('Schedule dealer service')).toBeLessThan(
      descriptions.indexOf('Other dealer service'),
    )
    expect(all.entries[0]).toMatchObject({
      equipment: { id: dueSoon.id },
      dealer: { name: 'Schedule Dealer' },
    })
    const own = await (await t.request('/api/equipment/service-log', { cookie: schedulerCookie })).json()
    expect(own.entries.map((entry: { description: string }) => entry.description)).toEqual([
      'Schedule dealer service',
    ])
    expect((await t.request('/api/equipment/service-log?limit=0', { cookie: admin })).status).toBe(400)
  })
})
