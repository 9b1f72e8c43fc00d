import { asc, count, desc, eq, sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { bots } from '#server/db/schema/bots'
import { chatSessions } from '#server/db/schema/chat'
import { dealerEquipment, dealers } from '#server/db/schema/dealers'
import { dealerUsers } from '#server/db/schema/identity'
import {
  dealerOnboarding,
  dealerStepProgress,
  onboardingPrograms,
  onboardingSteps,
} from '#server/db/schema/onboarding'
import { createDealer, createEquipment, createUser } from '#server/db/seed/factories'
import { createTestApp, type TestApp } from '#tests/helpers/test-app'
import { listDealerOnboarding } from './dealers.queries.ts'

// The dealer page is one drizzle relational query (issue 34; issue 12 had the database write its JSON). These
// tests hold it to what separate plain selects of the same rows give: same fields in the same order,
// types and timestamps (microseconds cut, as a Date cuts them), and the same 404 out of scope.

let t: TestApp
let adminCookie: string
let bot: { id: string }

/** A timestamp with microseconds, written by the database as text would be read back. */
const at = (text: string) => sql`${text}::timestamptz`

beforeAll(async () => {
  t = await createTestApp()
  const admin = await createUser(t.db, { roles: ['admin'] })
  adminCookie = await t.signIn(admin.email, admin.password)
  ;[bot] = await t.db.insert(bots).values({ name: 'Detail helper' }).returning()
})
afterAll(async () => {
  await t.close()
})

/** The dealer page as the separate selects before issue 12 built it. */
async function separateSelects(dealerId: string) {
  const [dealer] = await t.db.select().from(dealers).where(eq(dealers.id, dealerId))
  const [counts] = await t.db
    .select({
      conversations: count(),
      escalations: sql<number>`count(*) filter (where ${chatSessions.status} = 'escalated')`.mapWith(Number),
    })
    .from(chatSessions)
    .innerJoin(dealerUsers, eq(dealerUsers.userId, chatSessions.userId))
    .where(eq(dealerUsers.dealerId, dealerId))
  const onboarding = await listDealerOnboarding(t.db, dealerId)
  const equipment = await t.db
    .select({
      id: dealerEquipment.id,
      model: dealerEquipment.model,
      serialNumber: dealerEquipment.serialNumber,
      equipmentType: dealerEquipment.equipmentType,
      status: dealerEquipment.status,
      deliveryDate: dealerEquipment.deliveryDate,
      createdAt: dealerEquipment.createdAt,
    })
    .from(dealerEquipment)
    .where(eq(dealerEquipment.dealerId, dealerId))
    .orderBy(desc(dealerEquipment.createdAt), asc(dealerEquipment.serialNumber))
  return {
    dealer: {
      id: dealer.id,
      name: dealer.name,
      dealerCode: dealer.dealerCode,
      email: dealer.email,
      status: dealer.status,
      dealerType: dealer.dealerType,
      country: dealer.country,
      city: dealer.city,
      createdAt: dealer.createdAt.toISOString(),
      updatedAt: dealer.updatedAt.toISOString(),
    },
    counts,
    onboarding: onboarding.map((row) => ({
      ...row,
      startedAt: row.startedAt.toISOString(),
      completedAt: row.completedAt?.toISOString() ?? null,
      progressPercentage: row.totalSteps > 0 ? Math.round((row.approvedSteps / row.totalSteps) * 100) : 0,
    })),
    equipment: equipment.map((row) => ({ ...row, createdAt: row.createdAt.toISOString() })),
  }
}

async function dealerPage(dealerId: string, cookie = adminCookie) {
  const response = await t.request(`/api/dealers/${dealerId}`, { cookie })
  return { status: response.status, text: await response.text() }
}

describe('the dealer page', () => {
  it('answers byte for byte what separate selects give, lists in order, timestamps with microseconds', async () => {
    const dealer = await createDealer(t.db, { name: 'Detail Dealer', dealerCode: 'DETAIL-1', email: null })
    const other = await createDealer(t.db, { name: 'Detail Other', dealerCode: 'DETAIL-2' })
    const equipment = (serialNumber: string) => ({
      dealerId: dealer.id,
      serialNumber,
      model: 'Detail Tool',
      equipmentType: 'ECU programmer',
    })
    // Two with the same created_at: the serial number breaks the tie.
    await t.db.insert(dealerEquipment).values([
      {
        ...equipment('SN-DET-B'),
        createdAt: at('2025-02-01 08:00:00.123456+00'),
        deliveryDate: '2025-01-31',
      },
      { ...equipment('SN-DET-A'), createdAt: at('2025-02-01 08:00:00.123456+00'), status: 'maintenance' },
      { ...equipment('SN-DET-C'), createdAt: at('2025-03-09 23:59:59.999999+00') },
    ])
    await createEquipment(t.db, { dealerId: other.id, serialNumber: 'SN-DET-OTHER' })

    const [first, second, empty] = await t.db
      .insert(onboardingPrograms)
      .values([{ name: 'Detail first' }, { name: 'Detail second' }, { name: 'Detail no steps' }])
      .returning()
    const steps = await t.db
      .insert(onboardingSteps)
      .values([1, 2, 3].map((stepOrder) => ({ programId: first.id, stepOrder, title: `Step ${stepOrder}` })))
      .returning()
    await t.db.insert(onboardingSteps).values([{ programId: second.id, stepOrder: 1, title: 'Only step' }])
    const enrolments = await t.db
      .insert(dealerOnboarding)
      .values([
        {
          dealerId: dealer.id,
          programId: first.id,
          startedAt: at('2024-06-01 10:00:00.000001+00'),
          completedAt: at('2024-07-01 12:30:45.678901+00'),
        },
        { dealerId: dealer.id, programId: second.id, startedAt: at('2024-09-15 09:15:00.5+00') },
        { dealerId: dealer.id, programId: empty.id, startedAt: at('2023-01-01 00:00:00+00') },
        { dealerId: other.id, programId: first.id },
      ])
      .returning()
    await t.db.insert(dealerStepProgress).values([
      { dealerOnboardingId: enrolments[0].id, stepId: steps[0].id, status: 'approved' },
      { dealerOnboardingId: enrolments[0].id, stepId: steps[1].id, status: 'approved' },
      { dealerOnboardingId: enrolments[0].id, stepId: steps[2].id, status: 'submitted' },
      { dealerOnboardingId: enrolments[3].id, stepId: steps[0].id, status: 'approved' },
    ])

    const member = await createUser(t.db, { roles: ['dealer_user'], dealerIds: [dealer.id] })
    const both = await createUser(t.db, { roles: ['dealer_user'], dealerIds: [dealer.id, other.id] })
    const outsider = await createUser(t.db, { roles: ['dealer_user'], dealerIds: [other.id] })
    await t.db.insert(chatSessions).values([
      { userId: member.id, botId: bot.id },
      { userId: member.id, botId: bot.id, status: 'escalated' },
      { userId: both.id, botId: bot.id, status: 'escalated' },
      { userId: outsider.id, botId: bot.id, status: 'escalated' },
    ])

    const page = await dealerPage(dealer.id)
    expect(page.status).toBe(200)
    const body = JSON.parse(page.text)
    const expected = await separateSelects(dealer.id)
    expect(JSON.stringify(body)).toBe(JSON.stringify({ ...expected, access: body.access }))
    expect(body.counts).toEqual({ conversations: 3, escalations: 2 })
    expect(body.equipment.map((item: { serialNumber: string }) => item.serialNumber)).toEqual([
      'SN-DET-C',
      'SN-DET-A',
      'SN-DET-B',
    ])
    expect(body.equipment[2]).toMatchObject({
      deliveryDate: '2025-01-31',
      createdAt: '2025-02-01T08:00:00.123Z',
    })
    expect(body.onboarding).toEqual([
      expect.objectContaining({
        programName: 'Detail second',
        totalSteps: 1,
        approvedSteps: 0,
        completedAt: null,
      }),
      expect.objectContaining({
        programName: 'Detail first',
        startedAt: '2024-06-01T10:00:00.000Z',
        completedAt: '2024-07-01T12:30:45.678Z',
        totalSteps: 3,
        approvedSteps: 2,
        progressPercentage: 67,
      }),
      expect.objectContaining({ programName: 'Detail no steps', totalSteps: 0, progressPercentage: 0 }),
    ])
  })

  it('a dealer with nothing yet has zero counts and empty lists', async () => {
    const dealer = await createDealer(t.db, { dealerCode: 'DETAIL-EMPTY' })
    const page = await dealerPage(dealer.id)
    expect(page.status).toBe(200)
    const body = JSON.parse(page.text)
    expect(body).toMatchObject({
      counts: { conversations: 0, escalations: 0 },
      onboarding: [],
      equipment: [],
    })
    expect(JSON.stringify(body)).toBe(
      JSON.stringify({ ...(await separateSelects(dealer.id)), access: body.access }),
    )
  })

  it('answers the same 404 for a dealer out of scope as for an unknown id', async () => {
    const own = await createDealer(t.db, { dealerCode: 'DETAIL-OWN' })
    const foreign = await createDealer(t.db, { dealerCode: 'DETAIL-FOREIGN' })
    await createEquipment(t.db, { dealerId: foreign.id })
    const user = await createUser(t.db, { roles: ['dealer_user'], dealerIds: [own.id] })
    const cookie = await t.signIn(user.email, user.password)
    const noDealer = await createUser(t.db, { roles: ['dealer_user'] })
    const noDealerCookie = await t.signIn(noDealer.email, noDealer.password)
    const notFound = JSON.stringify({ error: { code: 'NOT_FOUND', message: 'Dealer not found' } })

    expect((await dealerPage(own.id, cookie)).status).toBe(200)
    for (const [id, who] of [
      [foreign.id, cookie],
      ['00000000-0000-4000-8000-000000000000', cookie],
      ['00000000-0000-4000-8000-000000000000', adminCookie],
      [own.id, noDealerCookie],
    ]) {
      expect(await dealerPage(id, who)).toEqual({ status: 404, text: notFound })
    }
  })
})
