import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { auditLog } from '#server/db/schema/audit'
import { bots } from '#server/db/schema/bots'
import { chatSessions } from '#server/db/schema/chat'
import { documents } from '#server/db/schema/documents'
import { newsArticles } from '#server/db/schema/news'
import { escalationNotifications } from '#server/db/schema/notifications'
import {
  dealerOnboarding,
  dealerStepProgress,
  onboardingPrograms,
  onboardingStepSubmissions,
  onboardingSteps,
} from '#server/db/schema/onboarding'
import { tickets } from '#server/db/schema/tickets'
import { createDealer, createUser } from '#server/db/seed/factories'
import type { MobileSummary, MobileTicketsResponse } from '#shared/schemas/mobile'
import { createTestApp, type TestApp } from '#tests/helpers/test-app'

type DocumentStatus = (typeof documents.$inferInsert)['status']

let t: TestApp
let ownDealer: { id: string }
let otherDealer: { id: string }
let dealerUser: Awaited<ReturnType<typeof createUser>>
let cookies: Record<'dealerUser' | 'dealerManager' | 'admin' | 'trainer' | 'otherDealerUser', string>

async function addDocuments(dealerId: string, statuses: DocumentStatus[], extra: { deleted?: boolean } = {}) {
  await t.db.insert(documents).values(
    statuses.map((status, index) => ({
      dealerId,
      title: `Document ${index}`,
      category: 'contract' as const,
      status,
      deletedAt: extra.deleted ? new Date() : null,
    })),
  )
}

async function summaryOf(cookie: string): Promise<MobileSummary> {
  const response = await t.request('/api/mobile/summary', { cookie })
  expect(response.status).toBe(200)
  return response.json()
}

beforeAll(async () => {
  t = await createTestApp()
  ownDealer = await createDealer(t.db, { name: 'Mobile Own Dealer' })
  otherDealer = await createDealer(t.db, { name: 'Mobile Other Dealer' })
  dealerUser = await createUser(t.db, { roles: ['dealer_user'], dealerIds: [ownDealer.id] })
  const dealerManager = await createUser(t.db, { roles: ['dealer_manager'], dealerIds: [ownDealer.id] })
  const otherDealerUser = await createUser(t.db, { roles: ['dealer_user'], dealerIds: [otherDealer.id] })
  const admin = await createUser(t.db, { roles: ['admin'] })
  const trainer = await createUser(t.db, { roles: ['trainer'] })
  cookies = {
    dealerUser: await t.signIn(dealerUser.email, dealerUser.password),
    dealerManager: await t.signIn(dealerManager.email, dealerManager.password),
    admin: await t.signIn(admin.email, admin.password),
    trainer: await t.signIn(trainer.email, trainer.password),
    otherDealerUser: await t.signIn(otherDealerUser.email, otherDealerUser.password),
  }

  // Documents: 1 processing, 2 pending, 3 approved, 1 rejected for the own dealer (plus two
  // soft-deleted ones that never count); 4 pending and 1 approved for the other dealer.
  await addDocuments(ownDealer.id, [
    'processing',
    'pending',
    'pending',
    'approved',
    'approved',
    'approved',
    'rejected',
  ])
  await addDocuments(ownDealer.id, ['pending', 'approved'], { deleted: true })
  await addDocuments(otherDealer.id, ['pending', 'pending', 'pending', 'pending', 'approved'])

  // An onboarding of the own dealer: 2 of 4 steps approved, one submission awaiting review.
  const [program] = await t.db
    .insert(onboardingPrograms)
    .values({ name: 'Mobile Program' })
    .returning({ id: onboardingPrograms.id })
  const steps = await t.db
    .insert(onboardingSteps)
    .values(
      [1, 2, 3, 4].map((stepOrder) => ({ programId: program.id, stepOrder, title: `Step ${stepOrder}` })),
    )
    .returning({ id: onboardingSteps.id })
  const [onboarding] = await t.db
    .insert(dealerOnboarding)
    .values({ dealerId: ownDealer.id, programId: program.id, progressPercentage: 50, currentStep: 3 })
    .returning({ id: dealerOnboarding.id })
  await t.db.insert(dealerStepProgress).values([
    { dealerOnboardingId: onboarding.id, stepId: steps[0].id, status: 'approved' },
    { dealerOnboardingId: onboarding.id, stepId: steps[1].id, status: 'approved' },
    { dealerOnboardingId: onboarding.id, stepId: steps[2].id, status: 'submitted' },
  ])
  await t.db.insert(onboardingStepSubmissions).values({
    dealerOnboardingId: onboarding.id,
    stepId: steps[2].id,
    submissionText: 'Done',
    status: 'submitted',
  })

  // Two unread published articles and one the dealer user has not been targeted with.
  await t.db.insert(newsArticles).values([
    { title: 'Mobile news 1', category: 'hq', isPublished: true, publishedAt: new Date(Date.now() - 60_000) },
    {
      title: 'Mobile news 2',
      category: 'hq',
      isPublished: true,
      publishedAt: new Date(Date.now() - 120_000),
    },
    {
      title: 'For the other dealer',
      category: 'hq',
      isPublished: true,
      publishedAt: new Date(Date.now() - 60_000),
      targetDealerIds: [otherDealer.id],
    },
  ])

  // Conversations: two open sessions and one closed; tickets: one open, one in progress, one resolved.
  const [bot] = await t.db.insert(bots).values({ name: 'Mobile Bot' }).returning({ id: bots.id })
  await t.db.insert(chatSessions).values([
    { userId: dealerUser.id, botId: bot.id, status: 'active' },
    { userId: dealerUser.id, botId: bot.id, status: 'escalated' },
    { userId: dealerUser.id, botId: bot.id, status: 'closed' },
    { userId: otherDealerUser.id, botId: bot.id, status: 'active' },
  ])
  await t.db.insert(tickets).values(
    (['open', 'in_progress', 'resolved'] as const).map((status) => ({
      userId: dealerUser.id,
      dealerId: ownDealer.id,
      title: `Ticket ${status}`,
      description: 'Help',
      status,
    })),
  )

  // Activity: a notification for the dealer user, audit entries about each dealer.
  await t.db.insert(escalationNotifications).values({
    userId: dealerUser.id,
    notificationType: 'other',
    message: 'Your document was approved',
    link: '/mobile/files',
    createdAt: new Date(Date.now() - 30_000),
  })
  await t.db.insert(auditLog).values([
    {
      actorId: admin.id,
      action: 'dealer.update',
      entityType: 'dealer',
      entityId: ownDealer.id,
      dealerId: ownDealer.id,
      details: { changes: { city: 'Bergen' } },
      createdAt: new Date(Date.now() - 20_000),
    },
    {
      actorId: admin.id,
      action: 'dealer.update',
      entityType: 'dealer',
      entityId: otherDealer.id,
      dealerId: otherDealer.id,
      details: { changes: { city: 'Secret' } },
      createdAt: new Date(Date.now() - 10_000),
    },
  ])
})
afterAll(async () => {
  await t.close()
})

describe('GET /api/mobile/summary', () => {
  it('answers 401 without a session', async () => {
    const response = await t.request('/api/mobile/summary')
    expect(response.status).toBe(401)
    expect((await response.json()).error.code).toBe('UNAUTHENTICATED')
  })

  it("counts a dealer user's own dealer's documents only, without deleted ones", async () => {
    const summary = await summaryOf(cookies.dealerUser)
    expect(summary.files).toEqual({
      scope: 'dealer',
      counts: { processing: 1, pending: 2, approved: 3, rejected: 1 },
      total: 7,
    })
  })

  it("never counts another dealer's rows for the other dealer's user", async () => {
    const summary = await summaryOf(cookies.otherDealerUser)
    expect(summary.files).toEqual({
      scope: 'dealer',
      counts: { processing: 0, pending: 4, approved: 1, rejected: 0 },
      total: 5,
    })
    expect(summary.onboarding).toBeNull()
    expect(summary.openConversations).toBe(1)
    expect(summary.openTickets).toBe(0)
    // Only the article targeted at their dealer and the two for everyone.
    expect(summary.unreadNews).toBe(3)
    expect(summary.activity).toEqual([])
  })

  it("shows the dealer's onboarding progress, unread news, open conversations and tickets", async () => {
    const summary = await summaryOf(cookies.dealerUser)
    expect(summary.onboarding).toMatchObject({
      programName: 'Mobile Program',
      dealerName: 'Mobile Own Dealer',
      progressPercentage: 50,
      approvedCount: 2,
      stepCount: 4,
      completed: false,
    })
    expect(summary.unreadNews).toBe(2)
    expect(summary.openConversations).toBe(2)
    expect(summary.openTickets).toBe(2)
    expect(summary.submissionsAwaitingReview).toBeNull()
  })

  it('counts the unread news down when an article is read', async () => {
    const before = await summaryOf(cookies.dealerManager)
    const list = await (await t.request('/api/news', { cookie: cookies.dealerManager })).json()
    await t.request(`/api/news/${list.articles[0].id}/read`, {
      method: 'POST',
      cookie: cookies.dealerManager,
    })
    const after = await summaryOf(cookies.dealerManager)
    expect(after.unreadNews).toBe(before.unreadNews - 1)
  })

  it("lists a dealer user's notifications but not the dealer's audit timeline, which needs a manager", async () => {
    const summary = await summaryOf(cookies.dealerUser)
    expect(summary.activity).toEqual([
      expect.objectContaining({
        kind: 'notification',
        message: 'Your document was approved',
        // A row written before subjects: the web shows its message.
        subject: null,
        link: '/mobile/files',
      }),
    ])
  })

  it("gives a dealer manager their own dealer's audit entries, never another dealer's", async () => {
    const summary = await summaryOf(cookies.dealerManager)
    const audit = summary.activity.filter((event) => event.kind === 'audit')
    expect(audit).toHaveLength(1)
    expect(audit[0]).toMatchObject({ action: 'dealer.update', details: { changes: { city: 'Bergen' } } })
    expect(JSON.stringify(summary)).not.toContain('Secret')
  })

  it('gives reviewers every dealer’s documents and the onboarding review queue', async () => {
    const summary = await summaryOf(cookies.admin)
    expect(summary.files).toEqual({
      scope: 'review',
      counts: { processing: 1, pending: 6, approved: 4, rejected: 1 },
      total: 12,
    })
    expect(summary.submissionsAwaitingReview).toBe(1)
    expect(summary.onboarding).toBeNull()
    // The admin's own audit entries are their activity, newest first.
    expect(summary.activity.map((event) => event.kind === 'audit' && event.details)).toEqual([
      { changes: { city: 'Secret' } },
      { changes: { city: 'Bergen' } },
    ])
  })

  it('gives staff without documents of their own no file card', async () => {
    const summary = await summaryOf(cookies.trainer)
    expect(summary.files).toBeNull()
    expect(summary.submissionsAwaitingReview).toBeNull()
  })

  it('follows new rows: a new pending document shows up in the next answer', async () => {
    await addDocuments(ownDealer.id, ['pending'])
    const summary = await summaryOf(cookies.dealerUser)
    expect(summary.files?.counts.pending).toBe(3)
    expect(summary.files?.total).toBe(8)
  })
})

describe('GET /api/mobile/tickets', () => {
  const daysAgo = (days: number) => new Date(Date.now() - days * 24 * 60 * 60 * 1000)
  const yesterday = daysAgo(1)
  let supportBot: { id: string }
  let session: { id: string }

  beforeAll(async () => {
    // Beside the three tickets above: one from a chat with the support bot, one resolved long ago,
    // and another user's open ticket.
    ;[supportBot] = await t.db
      .insert(bots)
      .values({ name: 'Mobile Support Bot', type: 'support' })
      .returning({ id: bots.id })
    ;[session] = await t.db
      .insert(chatSessions)
      .values({ userId: dealerUser.id, botId: supportBot.id, status: 'escalated' })
      .returning({ id: chatSessions.id })
    const otherDealerUser = await createUser(t.db, { roles: ['dealer_user'], dealerIds: [otherDealer.id] })
    await t.db.insert(tickets).values([
      {
        userId: dealerUser.id,
        botId: supportBot.id,
        sessionId: session.id,
        title: 'Talk to a person: Mona',
        description: 'Asked to talk to a person.',
        category: 'specialist_contact',
        priority: 'high',
        createdAt: yesterday,
        updatedAt: yesterday,
      },
      {
        userId: dealerUser.id,
        title: 'Resolved last month',
        description: 'Help',
        status: 'resolved',
        resolvedAt: daysAgo(30),
        createdAt: daysAgo(31),
        updatedAt: daysAgo(30),
      },
      { userId: otherDealerUser.id, title: 'Someone else’s ticket', description: 'Secret', status: 'open' },
    ])
  })

  async function ticketsOf(cookie: string, query = '') {
    const response = await t.request(`/api/mobile/tickets${query}`, { cookie })
    expect(response.status).toBe(200)
    return (await response.json()) as MobileTicketsResponse
  }

  it('answers 401 without a session', async () => {
    const response = await t.request('/api/mobile/tickets')
    expect(response.status).toBe(401)
  })

  it('lists only the caller’s own tickets: open and in progress first, then the recently resolved', async () => {
    const { tickets: list } = await ticketsOf(cookies.dealerUser)
    // The two open ones changed at the same moment, so their order between them is not fixed.
    expect(new Set(list.slice(0, 2).map((ticket) => ticket.title.text))).toEqual(
      new Set(['Ticket open', 'Ticket in_progress']),
    )
    // Open but changed yesterday, after those; the resolved one (resolved just now) comes last.
    expect(list.slice(2).map((ticket) => [ticket.title, ticket.status])).toEqual([
      [{ kind: 'contact', text: '' }, 'open'],
      [{ kind: 'own', text: 'Ticket resolved' }, 'resolved'],
    ])
    // Resolved 30 days ago is no longer recent; another user's ticket is never there.
    expect(JSON.stringify(list)).not.toContain('Resolved last month')
    expect(JSON.stringify(list)).not.toContain('Secret')
    // Issue 35 item 3: the desk's title ('Talk to a person: <name>') stays on the desk.
    expect(JSON.stringify(list)).not.toContain('Talk to a person')
    expect(list.find((ticket) => ticket.sessionId === session.id)).toEqual({
      id: expect.any(String),
      title: { kind: 'contact', text: '' },
      status: 'open',
      occurrences: 1,
      sharedResolution: null,
      priority: 'high',
      category: 'specialist_contact',
      botId: supportBot.id,
      botName: 'Mobile Support Bot',
      sessionId: session.id,
      createdAt: yesterday.toISOString(),
      updatedAt: yesterday.toISOString(),
      resolvedAt: null,
    })
  })

  it('gives a user without tickets an empty list', async () => {
    expect(await ticketsOf(cookies.trainer)).toEqual({ tickets: [] })
  })

  it('takes a limit, and refuses a bad one with 400', async () => {
    expect((await ticketsOf(cookies.dealerUser, '?limit=1')).tickets).toHaveLength(1)
    for (const limit of ['0', '51', 'ten']) {
      const response = await t.request(`/api/mobile/tickets?limit=${limit}`, { cookie: cookies.dealerUser })
      expect(response.status, limit).toBe(400)
      expect((await response.json()).error.code).toBe('VALIDATION_FAILED')
    }
  })
})
