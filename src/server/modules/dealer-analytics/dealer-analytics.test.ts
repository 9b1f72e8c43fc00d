import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { bots } from '#server/db/schema/bots'
import { chatSessions } from '#server/db/schema/chat'
import { dealers } from '#server/db/schema/dealers'
import {
  dealerOnboarding,
  dealerStepProgress,
  onboardingPrograms,
  onboardingSteps,
} from '#server/db/schema/onboarding'
import { tickets } from '#server/db/schema/tickets'
import { createDealer, createEquipment, createUser, type UserFactoryInput } from '#server/db/seed/factories'
import { createTestApp, type TestApp } from '#tests/helpers/test-app'
import { performerScore } from './performer-score.ts'

const DAY_MS = 24 * 60 * 60 * 1000
const daysAgo = (days: number) => new Date(Date.now() - days * DAY_MS)

let t: TestApp
let admin: string
let oslo: { id: string }
let bergen: { id: string }
let stockholm: { id: string }

async function signInAs(roles: UserFactoryInput['roles'], dealerIds: string[] = []) {
  const user = await createUser(t.db, { roles, dealerIds })
  return { id: user.id, cookie: await t.signIn(user.email, user.password) }
}

/**
 * A small network with known figures:
 * - Oslo (active, Norway): created now; 2 of 3 items active; onboarding 50 % (started 3 days ago);
 *   3 conversations by its staff in the last week, 1 escalation.
 * - Bergen (onboarding, Norway): created 45 days ago; 1 item active; onboarding completed in 4 days
 *   (started 10 days ago).
 * - Stockholm (inactive, Sweden): created 200 days ago; a conversation 2 days ago (inactive dealers are
 *   never ranked).
 * - A staff user's conversation is not a dealer conversation.
 */
beforeAll(async () => {
  t = await createTestApp()
  admin = (await signInAs(['admin'])).cookie
  oslo = await createDealer(t.db, { name: 'Oslo Tuning', country: 'Norway', city: 'Oslo', status: 'active' })
  bergen = await createDealer(t.db, {
    name: 'Bergen Motor',
    country: 'Norway',
    city: 'Bergen',
    status: 'onboarding',
  })
  stockholm = await createDealer(t.db, {
    name: 'Stockholm AB',
    country: 'Sweden',
    city: 'Stockholm',
    status: 'inactive',
  })
  await t.db
    .update(dealers)
    .set({ createdAt: daysAgo(45) })
    .where(eq(dealers.id, bergen.id))
  await t.db
    .update(dealers)
    .set({ createdAt: daysAgo(200) })
    .where(eq(dealers.id, stockholm.id))

  await createEquipment(t.db, { dealerId: oslo.id, status: 'active' })
  await createEquipment(t.db, { dealerId: oslo.id, status: 'active' })
  await createEquipment(t.db, { dealerId: oslo.id, status: 'maintenance' })
  await createEquipment(t.db, { dealerId: bergen.id, status: 'active' })

  const [program] = await t.db.insert(onboardingPrograms).values({ name: 'Essentials' }).returning()
  const [step1, step2] = await t.db
    .insert(onboardingSteps)
    .values([
      { programId: program.id, stepOrder: 1, title: 'Sign the agreement' },
      { programId: program.id, stepOrder: 2, title: 'Complete training' },
    ])
    .returning()
  const [osloOnboarding, bergenOnboarding] = await t.db
    .insert(dealerOnboarding)
    .values([
      { dealerId: oslo.id, programId: program.id, startedAt: daysAgo(3), progressPercentage: 50 },
      {
        dealerId: bergen.id,
        programId: program.id,
        startedAt: daysAgo(10),
        completedAt: daysAgo(6),
        progressPercentage: 100,
      },
    ])
    .returning()
  await t.db.insert(dealerStepProgress).values([
    { dealerOnboardingId: osloOnboarding.id, stepId: step1.id, status: 'approved' },
    { dealerOnboardingId: osloOnboarding.id, stepId: step2.id, status: 'in_progress' },
    { dealerOnboardingId: bergenOnboarding.id, stepId: step1.id, status: 'approved' },
    { dealerOnboardingId: bergenOnboarding.id, stepId: step2.id, status: 'approved' },
  ])

  const [bot] = await t.db.insert(bots).values({ name: 'Support bot' }).returning()
  const osloStaff = await createUser(t.db, { roles: ['dealer_user'], dealerIds: [oslo.id] })
  const stockholmStaff = await createUser(t.db, { roles: ['dealer_user'], dealerIds: [stockholm.id] })
  const staff = await createUser(t.db, { roles: ['standard_user'] })
  const session = (userId: string, days: number) => ({ userId, botId: bot.id, createdAt: daysAgo(days) })
  const sessions = await t.db
    .insert(chatSessions)
    .values([
      session(osloStaff.id, 0),
      session(osloStaff.id, 1),
      session(osloStaff.id, 5),
      session(osloStaff.id, 20),
      session(stockholmStaff.id, 2),
      session(staff.id, 1),
    ])
    .returning()
  await t.db.insert(tickets).values([
    {
      userId: osloStaff.id,
      sessionId: sessions[0].id,
      title: 'Help',
      description: 'Stuck',
      createdAt: daysAgo(0),
    },
    {
      userId: staff.id,
      dealerId: bergen.id,
      title: 'For Bergen',
      description: 'Raised by staff',
      createdAt: daysAgo(40),
    },
    { userId: staff.id, title: 'Internal', description: 'Not a dealer', createdAt: daysAgo(1) },
  ])
})
afterAll(async () => {
  await t.close()
})

async function report(period?: number, cookie = admin) {
  const response = await t.request(`/api/dealer-analytics${period ? `?period=${period}` : ''}`, { cookie })
  expect(response.status).toBe(200)
  return response.json()
}

describe('access', () => {
  it('is for admin, super_admin and trainer only (spec §2.3)', async () => {
    expect((await t.request('/api/dealer-analytics')).status).toBe(401)
    for (const role of ['admin', 'super_admin', 'trainer'] as const) {
      const { cookie } = await signInAs([role])
      expect((await t.request('/api/dealer-analytics', { cookie })).status).toBe(200)
      expect((await t.request('/api/dealer-analytics/export.csv', { cookie })).status).toBe(200)
    }
    for (const role of [
      'support_agent',
      'technical_specialist',
      'standard_user',
      'dealer_manager',
    ] as const) {
      const { cookie } = await signInAs([role], role === 'dealer_manager' ? [oslo.id] : [])
      expect((await t.request('/api/dealer-analytics', { cookie })).status).toBe(403)
      expect((await t.request('/api/dealer-analytics/export.csv', { cookie })).status).toBe(403)
    }
  })

  it('accepts only the periods of spec §9', async () => {
    for (const period of ['14', 'abc', '0', '30.5']) {
      const response = await t.request(`/api/dealer-analytics?period=${period}`, { cookie: admin })
      expect(response.status).toBe(400)
    }
  })
})

describe('figures', () => {
  it('defaults to 30 days with daily trend points', async () => {
    const body = await report()
    expect(body.period).toMatchObject({ days: 30, unit: 'day' })
    expect(body.trends).toHaveLength(30)
  })

  it('counts dealers by status and new dealers in the period and the one before', async () => {
    const week = await report(7)
    expect(week.kpis.dealers).toEqual({ total: 3, active: 1, onboarding: 1, inactive: 1 })
    expect(week.kpis.newDealers).toEqual({ current: 1, previous: 0 })
    const month = await report(30)
    // Bergen (45 days ago) falls in the 30 days before the last 30.
    expect(month.kpis.newDealers).toEqual({ current: 1, previous: 1 })
    const quarter = await report(90)
    expect(quarter.kpis.newDealers).toEqual({ current: 2, previous: 0 })
    const year = await report(365)
    expect(year.kpis.newDealers).toEqual({ current: 3, previous: 0 })
  })

  it('computes onboarding completion and the average days to complete', async () => {
    const week = await report(7)
    // Only Oslo started in the last 7 days; it is not done. Bergen finished 6 days ago, in 4 days.
    expect(week.kpis.onboarding).toEqual({
      started: 1,
      completed: 0,
      completionRate: 0,
      averageDaysToComplete: 4,
    })
    const month = await report(30)
    expect(month.kpis.onboarding).toEqual({
      started: 2,
      completed: 1,
      completionRate: 50,
      averageDaysToComplete: 4,
    })
  })

  it('counts active equipment, and conversations and escalations from dealers only', async () => {
    const week = await report(7)
    expect(week.kpis.equipment).toEqual({ active: 3, total: 4 })
    // Oslo 3 (0, 1, 5 days ago) + Stockholm 1; the staff user's session is not a dealer's.
    expect(week.kpis.conversations).toEqual({ current: 4, previous: 0 })
    expect(week.kpis.escalations).toEqual({ current: 1, previous: 0 })
    const month = await report(30)
    expect(month.kpis.conversations).toEqual({ current: 5, previous: 0 })
    expect(month.kpis.escalations).toEqual({ current: 1, previous: 1 })
  })

  it('puts each row in its trend bucket', async () => {
    const week = await report(7)
    const last = week.trends.at(-1)
    expect(last.bucket).toBe(new Date().toISOString().slice(0, 10))
    expect(last).toMatchObject({ newDealers: 1, conversations: 1, escalations: 1 })
    const sum = (key: string) =>
      week.trends.reduce((total: number, point: Record<string, number>) => total + point[key], 0)
    expect(sum('conversations')).toBe(week.kpis.conversations.current)
    expect(sum('onboardingsStarted')).toBe(1)
    expect(sum('onboardingsCompleted')).toBe(1)
    const year = await report(365)
    expect(year.period.unit).toBe('month')
    expect(year.trends.length).toBeGreaterThanOrEqual(12)
    expect(
      year.trends.reduce((total: number, point: { newDealers: number }) => total + point.newDealers, 0),
    ).toBe(3)
  })

  it('ranks top performers by the documented score, leaving inactive dealers out', async () => {
    const week = await report(7)
    expect(week.topPerformers.map((dealer: { name: string }) => dealer.name)).toEqual([
      'Oslo Tuning',
      'Bergen Motor',
    ])
    const [osloRow, bergenRow] = week.topPerformers
    expect(osloRow).toMatchObject({
      onboardingProgress: 50,
      conversations: 3,
      escalations: 1,
      activeEquipment: 2,
      totalEquipment: 3,
    })
    expect(osloRow.score).toBe(performerScore(osloRow, 3))
    // Bergen: onboarding 100 -> 40, equipment 1/1 -> 20, no conversations.
    expect(bergenRow.score).toBe(60)
    expect(osloRow.score).toBeGreaterThan(bergenRow.score)
  })

  it('builds the onboarding funnel by step', async () => {
    const { funnel } = await report()
    expect(funnel).toEqual([
      {
        programId: expect.any(String),
        programName: 'Essentials',
        enrolled: 2,
        steps: [
          expect.objectContaining({
            stepOrder: 1,
            title: 'Sign the agreement',
            reached: 2,
            submitted: 2,
            approved: 2,
          }),
          expect.objectContaining({
            stepOrder: 2,
            title: 'Complete training',
            reached: 2,
            submitted: 1,
            approved: 1,
          }),
        ],
      },
    ])
  })

  it('counts dealers per country and city', async () => {
    const { geography } = await report(30)
    expect(geography.countries).toEqual([
      { country: 'Norway', total: 2, active: 1, onboarding: 1, inactive: 0, newInPeriod: 1 },
      { country: 'Sweden', total: 1, active: 0, onboarding: 0, inactive: 1, newInPeriod: 0 },
    ])
    expect(geography.cities).toEqual([
      { country: 'Norway', city: 'Bergen', total: 1, active: 0 },
      { country: 'Norway', city: 'Oslo', total: 1, active: 1 },
      { country: 'Sweden', city: 'Stockholm', total: 1, active: 0 },
    ])
  })
})

describe('Export Report', () => {
  it('downloads the figures of the chosen period as CSV', async () => {
    const response = await t.request('/api/dealer-analytics/export.csv?period=7', { cookie: admin })
    expect(response.status).toBe(200)
    expect(response.headers.get('content-type')).toBe('text/csv; charset=utf-8')
    expect(response.headers.get('content-disposition')).toMatch(
      /filename="dealer-analytics-7d-\d{4}-\d{2}-\d{2}\.csv"/,
    )
    const lines = (await response.text()).replace(/^\uFEFF/, '').split('\r\n')
    expect(lines).toContain('Period (days),7')
    expect(lines).toContain('New dealers,1,0')
    expect(lines).toContain('Conversations from dealers,4,0')
    expect(lines).toContain('Onboarding completion rate (%),0')
    expect(lines.find((line) => line.startsWith('1,Oslo Tuning,Oslo,Norway,'))).toBeDefined()
    expect(lines).toContain('Essentials,1,Sign the agreement,2,2,2,2')
    expect(lines).toContain('Norway,2,1,1,0,1')
    expect((await t.request('/api/dealer-analytics/export.csv?period=8', { cookie: admin })).status).toBe(400)
  })
})
