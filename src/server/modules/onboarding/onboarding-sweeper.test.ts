import { and, eq, sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import type { Database } from '#server/db/client'
import { dealers } from '#server/db/schema/dealers'
import { mailOutbox } from '#server/db/schema/identity'
import { dealerOnboarding, dealerStepProgress } from '#server/db/schema/onboarding'
import { createDealer, createUser } from '#server/db/seed/factories'
import { logger } from '#server/lib/logger'
import { createMailer } from '#server/mail/mailer'
import { createHealthChecker, type HealthProbes } from '#server/modules/health/health-checker'
import { createJobRegistry, type JobState } from '#server/modules/health/job-registry'
import { createTestApp, TEST_BASE_URL, type TestApp } from '#tests/helpers/test-app'
import { testServerUrl } from '#tests/setup/test-database'
import { onboardingMailSettled } from './onboarding-mail.ts'
import {
  ONBOARDING_SWEEPER_JOB_NAME,
  type SweeperDeps,
  startOnboardingSweeper,
  sweepWaitingPeriods,
} from './onboarding-sweeper.ts'

const MINUTE = 60_000

let t: TestApp
let deps: SweeperDeps
let adminCookie: string

beforeAll(async () => {
  t = await createTestApp()
  deps = {
    db: t.db,
    logger,
    baseUrl: TEST_BASE_URL,
    mailer: createMailer({ db: t.db, logger, from: t.env.MAIL_FROM, printLinks: false }),
  }
  const admin = await createUser(t.db, { roles: ['admin'] })
  adminCookie = await t.signIn(admin.email, admin.password)
})
afterAll(async () => {
  await onboardingMailSettled()
  await t.close()
})

async function call(method: string, url: string, cookie: string, json?: unknown) {
  const response = await t.request(url, { method, cookie, json })
  const text = await response.text()
  return { status: response.status, body: text ? JSON.parse(text) : undefined }
}

type StepKind = 'meeting' | 'time_delay'

/** A new dealer (with one user) enrolled in a new program of the given steps. */
async function enrol(steps: { type: StepKind; minutes: number }[]) {
  const dealer = await createDealer(t.db, { status: 'active' })
  const person = await createUser(t.db, { roles: ['dealer_user'], dealerIds: [dealer.id] })
  const created = await call('POST', '/api/onboarding/programs', adminCookie, {
    name: `Sweep ${dealer.dealerCode}`,
    languageCode: 'en',
    steps: steps.map((step, index) => ({
      stepName: `${step.type} ${index + 1}`,
      stepType: step.type,
      stepOrder: index + 1,
      isRequired: true,
      estimatedDurationMinutes: step.minutes,
    })),
  })
  expect(created.status).toBe(201)
  const assigned = await call(
    'POST',
    `/api/onboarding/programs/${created.body.id}/assignments`,
    adminCookie,
    {
      dealerIds: [dealer.id],
    },
  )
  const onboardingId = assigned.body.assigned[0].onboardingId as string
  const [row] = await t.db.select().from(dealerOnboarding).where(eq(dealerOnboarding.id, onboardingId))
  return {
    dealer,
    onboardingId,
    startedAt: row.startedAt,
    cookie: await t.signIn(person.email, person.password),
  }
}

async function stateOf(onboardingId: string, dealerId: string) {
  const [onboarding] = await t.db.select().from(dealerOnboarding).where(eq(dealerOnboarding.id, onboardingId))
  const progress = await t.db
    .select({ status: dealerStepProgress.status })
    .from(dealerStepProgress)
    .where(eq(dealerStepProgress.dealerOnboardingId, onboardingId))
  const [dealer] = await t.db.select().from(dealers).where(eq(dealers.id, dealerId))
  return {
    completedAt: onboarding.completedAt,
    progressPercentage: onboarding.progressPercentage,
    steps: progress.map((row) => row.status),
    dealerStatus: dealer.status,
  }
}

async function completionMailsTo(address: string | null) {
  await onboardingMailSettled()
  return t.db
    .select()
    .from(mailOutbox)
    .where(and(eq(mailOutbox.kind, 'onboarding_completed'), eq(mailOutbox.toAddress, address ?? '')))
}

const minutesAfter = (start: Date, minutes: number) => new Date(start.getTime() + minutes * MINUTE)

describe('the waiting-period sweep (fake clock: the sweep is given its "now")', () => {
  it('starts a reachable waiting period, then completes the onboarding when its time is up', async () => {
    const { dealer, onboardingId, startedAt } = await enrol([{ type: 'time_delay', minutes: 60 }])
    expect((await stateOf(onboardingId, dealer.id)).dealerStatus).toBe('onboarding')

    // Nobody opened the onboarding: the sweep starts the waiting period from the enrolment.
    const first = await sweepWaitingPeriods(deps, minutesAfter(startedAt, 10))
    expect(first).toEqual({ found: 1, skipped: 0, completed: 0 })
    expect(await stateOf(onboardingId, dealer.id)).toMatchObject({
      steps: ['in_progress'],
      completedAt: null,
    })
    // Started and still running: not picked up again before its time.
    expect((await sweepWaitingPeriods(deps, minutesAfter(startedAt, 59))).found).toBe(0)

    const done = await sweepWaitingPeriods(deps, minutesAfter(startedAt, 60))
    expect(done).toEqual({ found: 1, skipped: 0, completed: 1 })
    const state = await stateOf(onboardingId, dealer.id)
    expect(state).toMatchObject({ steps: ['approved'], progressPercentage: 100, dealerStatus: 'active' })
    expect(state.completedAt?.toISOString()).toBe(minutesAfter(startedAt, 60).toISOString())
    const mails = await completionMailsTo(dealer.email)
    expect(mails).toHaveLength(1)
    expect(mails[0].textBody).toContain(`${TEST_BASE_URL}/onboarding/certificate/${onboardingId}`)

    // A completed onboarding is not swept again, and is not mailed twice.
    expect((await sweepWaitingPeriods(deps, minutesAfter(startedAt, 600))).found).toBe(0)
    expect(await completionMailsTo(dealer.email)).toHaveLength(1)
  })

  it('leaves a waiting period alone while an earlier required step is open, then finishes it', async () => {
    const { dealer, onboardingId, startedAt, cookie } = await enrol([
      { type: 'meeting', minutes: 30 },
      { type: 'time_delay', minutes: 120 },
      { type: 'meeting', minutes: 30 },
    ])
    expect((await sweepWaitingPeriods(deps, minutesAfter(startedAt, 1000))).found).toBe(0)
    expect((await stateOf(onboardingId, dealer.id)).steps).toEqual([])

    const view = (await call('GET', `/api/onboarding/onboardings/${onboardingId}`, cookie)).body
    const confirmed = await call(
      'POST',
      `/api/onboarding/onboardings/${onboardingId}/steps/${view.steps[0].id}/confirm`,
      cookie,
      {},
    )
    expect(confirmed.status).toBe(200)
    expect(confirmed.body.steps.map((step: { status: string }) => step.status)).toEqual([
      'approved',
      'in_progress',
      'pending',
    ])
    const confirmedAt = new Date()
    expect((await sweepWaitingPeriods(deps, minutesAfter(confirmedAt, 60))).found).toBe(0)

    // Two hours after the confirmation the waiting period is over; the last step is still open.
    const result = await sweepWaitingPeriods(deps, minutesAfter(confirmedAt, 121))
    expect(result).toEqual({ found: 1, skipped: 0, completed: 0 })
    const state = await stateOf(onboardingId, dealer.id)
    expect(state).toMatchObject({ completedAt: null, progressPercentage: 67, dealerStatus: 'onboarding' })
    expect(state.steps.sort()).toEqual(['approved', 'approved'])
    expect(await completionMailsTo(dealer.email)).toHaveLength(0)
  })

  it('completes and mails exactly once when two sweeps (two instances) run at the same time', async () => {
    const { dealer, onboardingId, startedAt } = await enrol([{ type: 'time_delay', minutes: 5 }])
    const now = minutesAfter(startedAt, 5)
    const results = await Promise.all([sweepWaitingPeriods(deps, now), sweepWaitingPeriods(deps, now)])
    expect(results.reduce((sum, result) => sum + result.completed, 0)).toBe(1)
    expect((await stateOf(onboardingId, dealer.id)).completedAt).not.toBeNull()
    expect(await completionMailsTo(dealer.email)).toHaveLength(1)
  })

  it.runIf(testServerUrl())(
    'skips an onboarding another writer holds (for update skip locked), and takes it next round',
    async () => {
      const { dealer, onboardingId, startedAt } = await enrol([{ type: 'time_delay', minutes: 1 }])
      const now = minutesAfter(startedAt, 2)
      await t.db.transaction(async (tx) => {
        await tx.execute(sql`select id from dealer_onboarding where id = ${onboardingId} for update`)
        // The sweep uses its own connections from the pool; it must not wait for this lock.
        const held = await sweepWaitingPeriods(deps, now)
        expect(held).toMatchObject({ skipped: 1, completed: 0 })
      })
      expect((await stateOf(onboardingId, dealer.id)).completedAt).toBeNull()
      expect(await sweepWaitingPeriods(deps, now)).toMatchObject({ skipped: 0, completed: 1 })
    },
  )
})

/** The job-lag check over the given jobs, the other checks healthy. */
async function jobLag(jobs: JobState[], now: Date) {
  const probes: HealthProbes = {
    database: async () => {},
    web: async () => ({ url: 'http://127.0.0.1/favicon.svg', status: 200 }),
    storage: async () => {},
    mail: async () => ({ transport: null, pending: 0, stuck: 0, failedLast24h: 0 }),
    realtime: async () => ({ connections: 0, roundTrip: true }),
    heap: () => ({ usedBytes: 1, limitBytes: 100 }),
    eventLoop: () => ({ p99Ms: 1, meanMs: 1, maxMs: 1 }),
    jobs: () => jobs,
    llm: null,
  }
  const outcome = await createHealthChecker({ probes, now: () => now }).run()
  return outcome.checks.find((check) => check.name === 'job_lag')!
}

describe('the sweeper in the job registry (job-lag health check)', () => {
  it('reports each round, so a sweeper that stops running makes the job-lag check degraded', async () => {
    const registry = createJobRegistry()
    const intervalMs = 200
    const job = startOnboardingSweeper(deps, intervalMs, registry)
    try {
      expect(registry.list()).toMatchObject([
        { name: ONBOARDING_SWEEPER_JOB_NAME, intervalMs, lastRunAt: null },
      ])
      await vi.waitFor(() => expect(registry.list()[0].lastRunAt).not.toBeNull(), { timeout: 10_000 })
      // What the registry says after the first round (later rounds keep moving lastRunAt on).
      const jobs = registry.list()
      const ranAt = jobs[0].lastRunAt!.getTime()
      expect(jobs[0].lastError).toBeNull()
      expect((await jobLag(jobs, new Date(ranAt + intervalMs))).status).toBe('healthy')
      const late = await jobLag(jobs, new Date(ranAt + 2.5 * intervalMs))
      expect(late.status).toBe('degraded')
      expect(late.message).toMatch(new RegExp(`^${ONBOARDING_SWEEPER_JOB_NAME} last ran \\d+ s ago$`))
      expect((await jobLag(jobs, new Date(ranAt + 5 * intervalMs))).status).toBe('unhealthy')
    } finally {
      await job.stop()
    }
    expect(registry.list()).toEqual([])
  })

  it('reports a failed round with its error (degraded), and registers nothing when turned off', async () => {
    const registry = createJobRegistry()
    const gone = new Proxy(
      {},
      {
        get: () => () => {
          throw new Error('database is gone')
        },
      },
    ) as Database
    const job = startOnboardingSweeper({ ...deps, db: gone }, 200, registry)
    try {
      await vi.waitFor(() => expect(registry.list()[0].lastError).toBe('database is gone'), {
        timeout: 10_000,
      })
      expect(await jobLag(registry.list(), new Date())).toMatchObject({
        status: 'degraded',
        message: `${ONBOARDING_SWEEPER_JOB_NAME} failed: database is gone`,
      })
    } finally {
      await job.stop()
    }
    const off = startOnboardingSweeper(deps, 0, registry)
    expect(registry.list()).toEqual([])
    await off.stop()
  })
})
