import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import type { Database } from '#server/db/client'
import { chatFeedback, chatMessages, chatSessions } from '#server/db/schema/chat'
import { DOCUMENT_CATEGORIES, documents } from '#server/db/schema/documents'
import { kbEntries, knowledgeSuggestions } from '#server/db/schema/knowledge'
import { newsArticles, newsReadStatus } from '#server/db/schema/news'
import { tickets } from '#server/db/schema/tickets'
import { createDealer, createUser } from '#server/db/seed/factories'
import { logger } from '#server/lib/logger'
import { createHealthChecker, type HealthProbes } from '#server/modules/health/health-checker'
import { createJobRegistry, type JobRegistry } from '#server/modules/health/job-registry'
import type { Role } from '#shared/auth/roles'
import { COVERAGE_CONFIDENCE, type PlatformAnalyticsReport } from '#shared/schemas/platform-analytics'
import { TRAINING_CHAT_CONTEXT } from '#shared/schemas/training'
import { createTestApp, type TestApp } from '#tests/helpers/test-app'
import { testServerUrl } from '#tests/setup/test-database'
import {
  ANALYTICS_ROLLUP_JOB_NAME,
  refreshAnalyticsRollups,
  startAnalyticsRollupJob,
} from './analytics-rollup.ts'
import { assistantDaysSql } from './analytics-sources.ts'
import { buildPlatformAnalytics } from './platform-analytics.service.ts'

// Known rows around "now" (UTC days; the 7-day period is today and the 6 days before it), and the
// exact figures they must give. Rows sit at noon of their day so the test passes at any hour.

const DAY = 86_400_000
const MINUTE = 60_000
const today = new Date(
  Date.UTC(new Date().getUTCFullYear(), new Date().getUTCMonth(), new Date().getUTCDate()),
)
const noon = (daysAgo: number) => new Date(today.getTime() - daysAgo * DAY + 12 * 60 * MINUTE)

let t: TestApp
let admin: string
let trainer: string
let botA: string
let botB: string
/** Sign-ins made by this test: each is a session row created today. */
let signInsToday = 0

async function conversation(input: {
  userId: string
  botId: string
  language: string
  at: Date
  question: string
  confidence: number
  context?: string
}) {
  const [session] = await t.db
    .insert(chatSessions)
    .values({
      userId: input.userId,
      botId: input.botId,
      languageCode: input.language,
      context: input.context,
      title: input.question,
      createdAt: input.at,
    })
    .returning()
  const [, reply] = await t.db
    .insert(chatMessages)
    .values([
      { sessionId: session.id, content: input.question, isUser: true, createdAt: input.at },
      {
        sessionId: session.id,
        content: 'An answer',
        isUser: false,
        confidenceScore: input.confidence,
        createdAt: new Date(input.at.getTime() + 1000),
      },
    ])
    .returning()
  return { sessionId: session.id, replyId: reply.id }
}

async function signIn(roles: Role[]) {
  const account = await createUser(t.db, { roles })
  signInsToday++
  return t.signIn(account.email, account.password)
}

beforeAll(async () => {
  t = await createTestApp()
  admin = await signIn(['admin'])
  trainer = await signIn(['trainer'])
  botA = (await (await t.request('/api/bots', { cookie: trainer, json: { name: 'Alpha Bot' } })).json()).id
  botB = (await (await t.request('/api/bots', { cookie: trainer, json: { name: 'Beta Bot' } })).json()).id
  const staff = await createUser(t.db, { roles: ['support_agent'] })
  const u1 = (await createUser(t.db)).id
  const u2 = (await createUser(t.db)).id

  // Two days ago, resolved by the assistant, thumbs up with rating 5.
  const s1 = await conversation({
    userId: u1,
    botId: botA,
    language: 'no',
    at: noon(2),
    question: 'Opening hours?',
    confidence: 0.9,
  })
  await t.db.insert(chatFeedback).values({
    sessionId: s1.sessionId,
    messageId: s1.replyId,
    feedbackType: 'positive',
    rating: 5,
    createdAt: noon(2),
  })
  // Today (read live, never rolled up): the same question written differently, thumbs down 2.
  const s2 = await conversation({
    userId: u1,
    botId: botB,
    language: 'sv',
    at: today,
    question: 'opening hours!',
    confidence: 0.55,
  })
  await t.db.insert(chatFeedback).values({
    sessionId: s2.sessionId,
    messageId: s2.replyId,
    feedbackType: 'negative',
    rating: 2,
    createdAt: today,
  })
  // Three days ago: specialist contact, answered by staff after 30 minutes, resolved after 120.
  const s3 = await conversation({
    userId: u2,
    botId: botB,
    language: 'sv',
    at: noon(3),
    question: 'Price list?',
    confidence: 0.65,
  })
  await t.db.insert(tickets).values({
    sessionId: s3.sessionId,
    userId: u2,
    botId: botB,
    title: 'Call me',
    description: 'Specialist',
    category: 'specialist_contact',
    status: 'resolved',
    createdAt: noon(3),
    resolvedAt: new Date(noon(3).getTime() + 120 * MINUTE),
  })
  await t.db.insert(chatMessages).values({
    sessionId: s3.sessionId,
    content: 'Staff here',
    isUser: false,
    senderId: staff.id,
    createdAt: new Date(noon(3).getTime() + 30 * MINUTE),
  })
  // Ten days ago (previous 7-day period): keyword escalation, staff answer after 10 minutes, open.
  const s4 = await conversation({
    userId: u2,
    botId: botA,
    language: 'en',
    at: noon(10),
    question: 'Complaint',
    confidence: 0.75,
  })
  await t.db.insert(tickets).values({
    sessionId: s4.sessionId,
    userId: u2,
    botId: botA,
    title: 'Keyword',
    description: 'Keyword',
    category: 'keyword',
    createdAt: noon(10),
  })
  await t.db.insert(chatMessages).values({
    sessionId: s4.sessionId,
    content: 'Staff here',
    isUser: false,
    senderId: staff.id,
    createdAt: new Date(noon(10).getTime() + 10 * MINUTE),
  })
  // Yesterday: a ticket written by hand (no chat, no bot), in progress.
  await t.db.insert(tickets).values({
    userId: u1,
    title: 'Manual',
    description: 'By hand',
    category: 'general',
    status: 'in_progress',
    createdAt: noon(1),
  })
  // A trainer's test chat today: never counted.
  await conversation({
    userId: u1,
    botId: botA,
    language: 'no',
    at: today,
    question: 'Opening hours?',
    confidence: 0.1,
    context: TRAINING_CHAT_CONTEXT,
  })

  // Knowledge: one approved entry, one draft untouched for 200 days; one pending gap for Beta Bot.
  await t.db.insert(kbEntries).values([
    { botId: botA, question: 'Opening hours?', answer: '8 to 16', status: 'approved', languageCode: 'en' },
    {
      botId: botA,
      question: 'Old price list',
      answer: 'Old',
      status: 'draft',
      languageCode: 'no',
      updatedAt: new Date(today.getTime() - 200 * DAY),
    },
  ])
  await t.db.insert(knowledgeSuggestions).values({
    botId: botB,
    userQuestion: 'Do you sell tyres?',
    normalizedQuestion: 'do you sell tyres',
    suggestionType: 'unmatched_question',
    frequencyCount: 3,
  })

  // Users and dealers: a dealer, a news article read by one user, a file reviewed yesterday.
  const dealer = await createDealer(t.db, { status: 'onboarding' })
  const [article] = await t.db
    .insert(newsArticles)
    .values({ title: 'Spring news', category: 'hq', isPublished: true, publishedAt: noon(1) })
    .returning()
  await t.db.insert(newsReadStatus).values({ newsArticleId: article.id, userId: u1 })
  await t.db.insert(documents).values({
    dealerId: dealer.id,
    title: 'Licence',
    category: DOCUMENT_CATEGORIES[0],
    status: 'approved',
    reviewedAt: noon(1),
  })
})
afterAll(async () => {
  await t.close()
})

async function report(period: number, cookie = admin): Promise<PlatformAnalyticsReport> {
  const response = await t.request(`/api/analytics?period=${period}`, { cookie })
  expect(response.status).toBe(200)
  return response.json()
}

function expectSevenDayFigures(r: PlatformAnalyticsReport) {
  const a = r.assistants
  expect(a.conversations).toEqual({ current: 3, previous: 1 })
  // S1 2, S2 2, S3 3 (with the staff answer); previous S4 3.
  expect(a.messages).toEqual({ current: 7, previous: 3 })
  expect(a.escalations).toEqual({ current: 2, previous: 1 })
  expect(a.resolutionRate).toEqual({ current: 66.7, previous: 0 })
  expect(a.escalationRate).toEqual({ current: 33.3, previous: 100 })
  expect(a.escalationReasons).toEqual([
    { reason: 'knowledge_gap', count: 0 },
    { reason: 'specialist_contact', count: 1 },
    { reason: 'keyword', count: 0 },
    { reason: 'manual', count: 1 },
  ])
  expect(a.averageConfidence).toEqual({ current: 0.7, previous: 0.75 })
  expect(a.confidenceBands.map((band) => band.replies)).toEqual([0, 0, 1, 1, 1])
  expect(a.feedback).toEqual({ up: 1, down: 1, ratings: 2, averageRating: 3.5 })
  expect(a.byBot).toEqual([
    {
      botId: botB,
      name: 'Beta Bot',
      conversations: 2,
      messages: 5,
      escalations: 1,
      resolutionRate: 50,
      averageConfidence: 0.6,
    },
    {
      botId: botA,
      name: 'Alpha Bot',
      conversations: 1,
      messages: 2,
      escalations: 0,
      resolutionRate: 100,
      averageConfidence: 0.9,
    },
    {
      botId: null,
      name: null,
      conversations: 0,
      messages: 0,
      escalations: 1,
      resolutionRate: null,
      averageConfidence: null,
    },
  ])
  expect(a.byLanguage.map((row) => [row.language, row.conversations, row.escalations])).toEqual([
    ['sv', 2, 1],
    ['no', 1, 0],
    ['unknown', 0, 1],
  ])
  expect(a.topQuestions).toEqual([
    { question: expect.stringMatching(/^opening hours/i), count: 2 },
    { question: 'Price list?', count: 1 },
  ])
  expect(a.topUnanswered).toEqual([
    { question: 'Do you sell tyres?', frequency: 3, botName: 'Beta Bot', type: 'unmatched_question' },
  ])
  expect(a.trend).toHaveLength(7)
  expect(a.trend.reduce((n, point) => n + point.conversations, 0)).toBe(3)
  expect(a.trend.at(-1)).toMatchObject({ conversations: 1, messages: 2, escalations: 0 })

  const s = r.support
  expect(s.opened).toEqual({ current: 2, previous: 1 })
  expect(s.resolved).toEqual({ current: 1, previous: 0 })
  expect(s.firstResponse).toEqual({ median: 30, p90: 30, measured: 1 })
  expect(s.resolution).toEqual({ median: 120, p90: 120, measured: 1 })
  expect(s.backlog).toEqual([
    { status: 'in_progress', count: 1 },
    { status: 'open', count: 1 },
    { status: 'resolved', count: 1 },
  ])

  const u = r.users
  // u1 and u2 wrote in chats; every signed-in account was active today.
  expect(u.activeUsers).toEqual({ current: 2 + signInsToday, previous: 1 })
  expect(u.weeklyActive).toBe(2 + signInsToday)
  expect(u.dailyActive).toHaveLength(7)
  expect(u.dailyActive.at(-1)?.users).toBe(1 + signInsToday)
  expect(u.signIns).toEqual({ current: signInsToday, previous: 0 })
  expect(u.dealersByStatus).toEqual([{ status: 'onboarding', count: 1 }])
  expect(u.onboardingCompletions).toEqual({ current: 0, previous: 0 })
  expect(u.filesReviewed).toEqual({ current: 1, previous: 0 })
  expect(u.news.articles).toEqual([expect.objectContaining({ title: 'Spring news', readers: 1 })])

  const k = r.knowledge
  expect(k.byStatus).toEqual([
    { status: 'approved', count: 1 },
    { status: 'draft', count: 1 },
  ])
  expect(k.byLanguage).toEqual([
    { language: 'en', count: 1 },
    { language: 'no', count: 1 },
  ])
  expect(k.coverage).toEqual({ current: 33.3, previous: 100 })
  expect(k.stale).toEqual({ count: 1, oldest: [expect.objectContaining({ question: 'Old price list' })] })
}

describe('GET /api/analytics', () => {
  it('counts the seeded rows for 7 days, compared with the 7 days before (live, before any rollup)', async () => {
    const r = await report(7)
    expect(r.period.days).toBe(7)
    expectSevenDayFigures(r)
  })

  it('gives the same figures from the daily rollups (today still live) and the rollup equals the raw rows', async () => {
    const result = await refreshAnalyticsRollups(t.db)
    expect(result).toMatchObject({ skipped: false, throughDay: today.toISOString().slice(0, 10) })
    expectSevenDayFigures(await report(7))
    for (const days of [7, 30, 90, 365] as const) {
      const now = new Date()
      const { source: rolled, ...fromRollup } = await buildPlatformAnalytics(t.db, days, { now })
      const { source: raw, ...fromRaw } = await buildPlatformAnalytics(t.db, days, { now, raw: true })
      expect([rolled, raw]).toEqual(['rollup', 'raw'])
      expect(fromRollup).toEqual(fromRaw)
    }
  })

  it('moves the 10-day-old conversation into the 30-day period', async () => {
    const r = await report(30)
    expect(r.assistants.conversations).toEqual({ current: 4, previous: 0 })
    expect(r.assistants.escalations).toEqual({ current: 3, previous: 0 })
    expect(r.support.firstResponse).toEqual({ median: 20, p90: 28, measured: 2 })
    expect(r.knowledge.coverage.current).toBe(50)
  })

  it('lets a trainer in and keeps dealer staff and support agents out', async () => {
    expect((await t.request('/api/analytics?period=7', { cookie: trainer })).status).toBe(200)
    const dealer = await createDealer(t.db)
    for (const roles of [['dealer_manager'], ['support_agent'], ['standard_user']] as const) {
      const account = await createUser(t.db, {
        roles: [...roles],
        dealerIds: roles[0] === 'dealer_manager' ? [dealer.id] : [],
      })
      const cookie = await t.signIn(account.email, account.password)
      expect((await t.request('/api/analytics?period=7', { cookie })).status).toBe(403)
      expect((await t.request('/api/analytics/export.csv?period=7', { cookie })).status).toBe(403)
    }
    expect((await t.request('/api/analytics?period=7')).status).toBe(401)
  })

  it('answers 400 for a period or section it does not know', async () => {
    for (const query of ['period=14', 'period=abc', 'period=7&section=money']) {
      const response = await t.request(`/api/analytics/export.csv?${query}`, { cookie: admin })
      expect(response.status).toBe(400)
    }
    expect((await t.request('/api/analytics?period=0', { cookie: admin })).status).toBe(400)
  })

  it('exports one view or the whole report as CSV', async () => {
    const response = await t.request('/api/analytics/export.csv?period=7&section=support', { cookie: admin })
    expect(response.status).toBe(200)
    expect(response.headers.get('content-type')).toContain('text/csv')
    expect(response.headers.get('content-disposition')).toContain('platform-analytics-support-7d')
    const text = await response.text()
    expect(text).toContain('Tickets opened,2,1\r\n')
    expect(text).toContain('First human response,30,30,1\r\n')
    expect(text).not.toContain('Conversations')
    const whole = await (await t.request('/api/analytics/export.csv?period=7', { cookie: admin })).text()
    expect(whole).toContain('Conversations,3,1\r\n')
    expect(whole).toContain('Coverage (%),33.3,100\r\n')
  })
})

describe('the daily rollup', () => {
  it('serves finished days from the rollup until the next refresh rewrites them', async () => {
    const [user] = await t.db.select({ id: chatSessions.userId }).from(chatSessions).limit(1)
    await conversation({
      userId: user.id,
      botId: botA,
      language: 'no',
      at: noon(3),
      question: 'Late row',
      confidence: 0.9,
    })
    const before = await buildPlatformAnalytics(t.db, 7)
    const raw = await buildPlatformAnalytics(t.db, 7, { raw: true })
    expect(raw.assistants.conversations.current).toBe(before.assistants.conversations.current + 1)
    await refreshAnalyticsRollups(t.db)
    const after = await buildPlatformAnalytics(t.db, 7)
    expect(after.assistants.conversations.current).toBe(raw.assistants.conversations.current)
  })
})

describe('coverage (replies with confidence >= COVERAGE_CONFIDENCE)', () => {
  it('counts a reply scored exactly at the cutoff as covered (compared as the stored real, not a double)', async () => {
    expect(COVERAGE_CONFIDENCE).toBe(0.7)
    const [user] = await t.db.select({ id: chatSessions.userId }).from(chatSessions).limit(1)
    // Far outside every seeded day, so the window holds only these two replies.
    const at = noon(500)
    await conversation({
      userId: user.id,
      botId: botA,
      language: 'en',
      at,
      question: 'Edge',
      confidence: 0.7,
    })
    await conversation({
      userId: user.id,
      botId: botA,
      language: 'en',
      at,
      question: 'Below',
      confidence: 0.69,
    })
    const window = {
      from: new Date(at.getTime() - 12 * 60 * MINUTE),
      to: new Date(at.getTime() + 12 * 60 * MINUTE),
    }
    const result = await t.db.execute<{ scored_replies: number; covered_replies: number }>(
      sql`select scored_replies, covered_replies from (${assistantDaysSql(window)}) r`,
    )
    expect(result.rows).toEqual([{ scored_replies: 2, covered_replies: 1 }])
  })
})

/** Probes that report a healthy platform apart from the jobs of the given registry. */
const probesWithJobs = (registry: JobRegistry): HealthProbes => ({
  database: async () => {},
  web: async () => ({ url: 'http://127.0.0.1/favicon.svg', status: 200 }),
  storage: async () => {},
  mail: async () => ({ transport: null, pending: 0, stuck: 0, failedLast24h: 0 }),
  realtime: async () => ({ connections: 0, roundTrip: true }),
  heap: () => ({ usedBytes: 1, limitBytes: 100 }),
  eventLoop: () => ({ p99Ms: 1, meanMs: 1, maxMs: 1 }),
  jobs: () => registry.list(),
  llm: null,
})

describe('the rollup job in the job registry (job-lag health check)', () => {
  it('reports each run, so a rollup that stops running makes the job-lag check degraded', async () => {
    const registry = createJobRegistry()
    const intervalMs = 60_000
    const job = startAnalyticsRollupJob({ db: t.db, logger }, intervalMs, registry)
    expect(registry.list().map((state) => state.name)).toEqual([ANALYTICS_ROLLUP_JOB_NAME])
    await vi.waitFor(() => expect(registry.list()[0].lastRunAt).not.toBeNull(), { timeout: 30_000 })
    const [state] = registry.list()
    expect(state).toMatchObject({ intervalMs, lastError: null })
    const jobLagAfter = async (ms: number) => {
      const outcome = await createHealthChecker({
        probes: probesWithJobs(registry),
        now: () => new Date(state.lastRunAt!.getTime() + ms),
      }).run()
      return outcome.checks.find((check) => check.name === 'job_lag')!
    }
    expect((await jobLagAfter(intervalMs)).status).toBe('healthy')
    const late = await jobLagAfter(2.5 * intervalMs)
    expect(late.status).toBe('degraded')
    expect(late.message).toBe(`${ANALYTICS_ROLLUP_JOB_NAME} last ran 150 s ago`)
    await job.stop()
    expect(registry.list()).toEqual([])
  })

  it('reports a failed run with its error (degraded)', async () => {
    const registry = createJobRegistry()
    const broken = {
      transaction: async () => {
        throw new Error('database is gone')
      },
    } as unknown as Database
    const job = startAnalyticsRollupJob({ db: broken, logger }, 60_000, registry)
    await vi.waitFor(() => expect(registry.list()[0].lastError).toBe('database is gone'))
    const outcome = await createHealthChecker({ probes: probesWithJobs(registry) }).run()
    expect(outcome.checks.find((check) => check.name === 'job_lag')).toMatchObject({
      status: 'degraded',
      message: `${ANALYTICS_ROLLUP_JOB_NAME} failed: database is gone`,
    })
    await job.stop()
  })
})

// PGlite has one connection, so a second refresh can never run while the first holds the lock.
describe.skipIf(!testServerUrl())('two instances refreshing at once (PostgreSQL)', () => {
  it('skips the refresh while another instance holds the rollup lock, instead of waiting to redo it', async () => {
    let release!: () => void
    const held = new Promise<void>((resolve) => {
      release = resolve
    })
    let locked!: () => void
    const lockTaken = new Promise<void>((resolve) => {
      locked = resolve
    })
    const other = t.db.transaction(async (tx) => {
      await tx.execute(sql`select pg_advisory_xact_lock(hashtext('analytics_daily_rollup'))`)
      locked()
      await held
    })
    await lockTaken
    try {
      expect(await refreshAnalyticsRollups(t.db)).toEqual({ skipped: true })
    } finally {
      release()
      await other
    }
    expect(await refreshAnalyticsRollups(t.db)).toMatchObject({ skipped: false })
  })
})
