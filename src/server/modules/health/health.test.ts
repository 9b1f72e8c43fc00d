import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { eq } from 'drizzle-orm'
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { mailOutbox } from '#server/db/schema/identity'
import { createDealer, createUser, type UserFactoryInput } from '#server/db/seed/factories'
import { logger } from '#server/lib/logger'
import { createRealtimeHub } from '#server/realtime/hub'
import { createLocalDiskStorage } from '#server/storage/local-disk-storage'
import type { HealthRun } from '#shared/schemas/system-health'
import { createTestApp, type TestApp } from '#tests/helpers/test-app'
import { runHealthChecks } from './health.service.ts'
import { createHealthChecker } from './health-checker.ts'
import { createHealthProbes, webCheckUrl } from './health-probes.ts'
import { checkReadiness, readMigrationJournal } from './readiness.ts'

let t: TestApp
let storageDir: string
let admin: string
let superAdmin: string
let trainer: string
let support: string
let dealerManager: string

async function signInAs(roles: UserFactoryInput['roles'], dealerIds: string[] = []) {
  const user = await createUser(t.db, { roles, dealerIds })
  return t.signIn(user.email, user.password)
}

/**
 * Time spent, for a test that fakes performance.now() (the checker's clock): a slow probe or site
 * moves the clock instead of taking that long.
 */
const spend = (ms: number) => {
  vi.advanceTimersByTime(ms)
}
afterEach(() => {
  vi.useRealTimers()
})

/**
 * The site the 'web' check requests (APP_URL): a real HTTP server with the favicon, a path that
 * answers 404, one that answers 60 ms later on the test's clock and one that never answers. It
 * records each request's method and path.
 */
let site: Server
let siteUrl: string
const siteRequests: string[] = []

async function startSite() {
  site = createServer((request, response) => {
    siteRequests.push(`${request.method} ${request.url}`)
    // No answer: the probe's own timeout ends the request.
    if (request.url === '/stalled/favicon.svg') return
    if (request.url === '/favicon.svg' || request.url === '/slow/favicon.svg') {
      if (request.url.startsWith('/slow/')) spend(60)
      response.writeHead(200, { 'content-type': 'image/svg+xml' })
      response.end(request.method === 'HEAD' ? undefined : '<svg xmlns="http://www.w3.org/2000/svg"/>')
      return
    }
    response.writeHead(404)
    response.end()
  })
  await new Promise<void>((resolve) => site.listen(0, '127.0.0.1', resolve))
  siteUrl = `http://127.0.0.1:${(site.address() as AddressInfo).port}`
}

beforeAll(async () => {
  await startSite()
  storageDir = mkdtempSync(path.join(tmpdir(), 'health-storage-'))
  t = await createTestApp({ env: { STORAGE_DIR: storageDir, APP_URL: siteUrl } })
  const dealer = await createDealer(t.db, { name: 'Health Dealer' })
  admin = await signInAs(['admin'])
  superAdmin = await signInAs(['super_admin'])
  trainer = await signInAs(['trainer'])
  support = await signInAs(['support_agent'])
  dealerManager = await signInAs(['dealer_manager'], [dealer.id])
})
afterAll(async () => {
  await t.close()
  rmSync(storageDir, { recursive: true, force: true })
  await new Promise((resolve) => site.close(resolve))
})

/** The real probes over this test app's database, with a storage and hub of the test's own. */
const realDeps = () => ({
  db: t.db,
  env: t.env,
  logger,
  storage: createLocalDiskStorage(storageDir),
  realtime: createRealtimeHub(),
})

describe('permissions (spec §2.1: admin, super_admin)', () => {
  const adminRoutes: [string, string][] = [
    ['GET', '/api/health/checks'],
    ['POST', '/api/health/checks/run'],
    ['GET', '/api/health/history'],
    ['GET', '/api/health/logs'],
  ]

  it.each(adminRoutes)(
    '%s %s: 401 without a session, 403 for trainer, support agent and dealer staff',
    async (method, url) => {
      expect((await t.request(url, { method })).status).toBe(401)
      for (const cookie of [trainer, support, dealerManager]) {
        const response = await t.request(url, { method, cookie })
        expect(response.status).toBe(403)
        expect((await response.json()).error.code).toBe('FORBIDDEN')
      }
    },
  )

  it('opens the page data to admin and super_admin', async () => {
    for (const cookie of [admin, superAdmin]) {
      expect((await t.request('/api/health/checks', { cookie })).status).toBe(200)
      expect((await t.request('/api/health/history', { cookie })).status).toBe(200)
    }
  })

  it('keeps liveness and readiness open to load balancers', async () => {
    const live = await t.request('/api/health')
    expect(live.status).toBe(200)
    expect((await live.json()).status).toBe('ok')
    expect((await t.request('/api/health/ready')).status).toBe(200)
  })
})

describe('run checks now', () => {
  it('runs every check against the real platform, stores the round and shows it as the latest', async () => {
    const response = await t.request('/api/health/checks/run', { method: 'POST', cookie: admin })
    expect(response.status).toBe(201)
    const { run } = (await response.json()) as { run: HealthRun }
    expect(run.trigger).toBe('manual')
    expect(run.checks.map((check) => check.name)).toEqual([
      'database',
      'web',
      'storage',
      'mail',
      'realtime',
      'memory',
      'event_loop',
      'job_lag',
    ])
    const byName = Object.fromEntries(run.checks.map((check) => [check.name, check]))
    expect(byName.database.status).toBe('healthy')
    // Spec §7: a HEAD request to the site's favicon (APP_URL).
    expect(byName.web).toMatchObject({
      status: 'healthy',
      details: { url: `${siteUrl}/favicon.svg`, httpStatus: 200 },
    })
    expect(siteRequests).toContain('HEAD /favicon.svg')
    expect(byName.storage.status).toBe('healthy')
    expect(byName.realtime.status).toBe('healthy')
    expect(byName.mail.details).toMatchObject({ smtpConfigured: false, pending: 0 })
    expect(byName.memory.details.limitMb).toBeGreaterThan(0)

    const latest = await (await t.request('/api/health/checks', { cookie: superAdmin })).json()
    expect(latest.run.id).toBe(run.id)
    expect(latest.run.status).toBe(run.status)
    expect(latest.run.checks).toHaveLength(8)
    expect(latest.run.checks[0]).toMatchObject({ name: 'database', status: 'healthy' })
    expect(latest.intervalMs).toBe(300_000)

    const history = await (await t.request('/api/health/history', { cookie: admin })).json()
    const point = history.points.find((candidate: { runId: string }) => candidate.runId === run.id)
    expect(point.status).toBe(run.status)
    expect(point.checks).toHaveLength(8)
  })

  it('shows a simulated slow database as degraded (injected threshold, real database)', async () => {
    vi.useFakeTimers({ toFake: ['performance'] })
    const probes = createHealthProbes(realDeps())
    const realDatabase = probes.database
    const checker = createHealthChecker({
      probes: {
        ...probes,
        database: async () => {
          spend(30)
          await realDatabase()
        },
      },
      thresholds: { databaseDegradedMs: 25, memoryDegradedRatio: 0.99, memoryUnhealthyRatio: 0.995 },
    })
    const run = await runHealthChecks(realDeps(), { trigger: 'manual', checker })
    expect(run.checks.find((check) => check.name === 'database')?.status).toBe('degraded')

    const latest = await (await t.request('/api/health/checks', { cookie: admin })).json()
    expect(latest.run.id).toBe(run.id)
    expect(latest.run.checks.find((check: { name: string }) => check.name === 'database')).toMatchObject({
      status: 'degraded',
    })
    expect(['degraded', 'unhealthy']).toContain(latest.run.status)
  })

  it('shows a memory reading at 85 % as unhealthy, and the platform unhealthy (spec §4)', async () => {
    const probes = createHealthProbes(realDeps())
    const checker = createHealthChecker({
      probes: { ...probes, heap: () => ({ usedBytes: 850, limitBytes: 1000 }) },
    })
    const run = await runHealthChecks(realDeps(), { trigger: 'schedule', checker })
    expect(run.checks.find((check) => check.name === 'memory')).toMatchObject({
      status: 'unhealthy',
      details: { usedPercent: 85 },
    })
    expect(run.status).toBe('unhealthy')
    const latest = await (await t.request('/api/health/checks', { cookie: admin })).json()
    expect(latest.run).toMatchObject({ id: run.id, status: 'unhealthy', trigger: 'schedule' })
  })
})

describe('the real site probe (spec §7 favicon HEAD)', () => {
  it("requests the favicon under APP_URL, or under the server's own listening address", () => {
    const env = { APP_URL: undefined, HOST: '0.0.0.0', PORT: 3253 }
    expect(webCheckUrl(env)).toBe('http://127.0.0.1:3253/favicon.svg')
    expect(webCheckUrl({ ...env, HOST: '::' })).toBe('http://[::1]:3253/favicon.svg')
    expect(webCheckUrl({ ...env, HOST: 'portal.internal' })).toBe('http://portal.internal:3253/favicon.svg')
    expect(webCheckUrl({ ...env, APP_URL: 'https://portal.example.com' })).toBe(
      'https://portal.example.com/favicon.svg',
    )
    expect(webCheckUrl({ ...env, APP_URL: 'https://example.com/portal' })).toBe(
      'https://example.com/portal/favicon.svg',
    )
  })

  it('is healthy on a 2xx, degraded over the network threshold, unhealthy on a 404 or no answer', async () => {
    const rate = async (webUrl: string, thresholds = {}) => {
      const checker = createHealthChecker({
        probes: createHealthProbes({ ...realDeps(), webUrl }),
        thresholds,
      })
      const outcome = await checker.run()
      return outcome.checks.find((check) => check.name === 'web')!
    }
    vi.useFakeTimers({ toFake: ['performance'] })
    expect((await rate(`${siteUrl}/favicon.svg`)).status).toBe('healthy')
    const slow = await rate(`${siteUrl}/slow/favicon.svg`, { networkDegradedMs: 30 })
    expect(slow.status).toBe('degraded')
    expect(slow.details.latencyMs).toBe(60)
    const missing = await rate(`${siteUrl}/missing.svg`)
    expect(missing).toMatchObject({ status: 'unhealthy', message: 'The site answered HTTP 404' })
    // Times out: the stalled path never answers, the probe gives up after 20 ms.
    const timedOut = await rate(`${siteUrl}/stalled/favicon.svg`, { webTimeoutMs: 20 })
    expect(timedOut.status).toBe('unhealthy')
    expect(timedOut.message).toMatch(/within 0.02 s/)
    // Nothing listens on the port any more.
    const closed = createServer()
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve))
    const closedPort = (closed.address() as AddressInfo).port
    await new Promise((resolve) => closed.close(resolve))
    const refused = await rate(`http://127.0.0.1:${closedPort}/favicon.svg`)
    expect(refused.status).toBe('unhealthy')
    expect(refused.message).toContain('ECONNREFUSED')
  })
})

describe('the real mail probe', () => {
  it('counts mail as stuck after the injected mailStuckAfterMinutes', async () => {
    const [row] = await t.db
      .insert(mailOutbox)
      .values({
        toAddress: 'stuck@example.test',
        subject: 'Waiting',
        textBody: 'Waiting',
        kind: 'test',
        createdAt: new Date(Date.now() - 5 * 60_000),
      })
      .returning({ id: mailOutbox.id })
    try {
      const probes = createHealthProbes(realDeps())
      expect(await probes.mail(15)).toMatchObject({ pending: 1, stuck: 0 })
      expect(await probes.mail(3)).toMatchObject({ pending: 1, stuck: 1 })
      const rate = async (mailStuckAfterMinutes: number) => {
        const outcome = await createHealthChecker({ probes, thresholds: { mailStuckAfterMinutes } }).run()
        return outcome.checks.find((check) => check.name === 'mail')!
      }
      expect((await rate(15)).status).toBe('healthy')
      const stuck = await rate(3)
      expect(stuck.status).toBe('degraded')
      expect(stuck.message).toMatch(/1 message\(s\) pending longer than 3 minutes/)
    } finally {
      await t.db.delete(mailOutbox).where(eq(mailOutbox.id, row.id))
    }
  })
})

describe('a real storage failure', () => {
  let broken: TestApp
  let brokenRoot: string

  beforeAll(async () => {
    // STORAGE_DIR is a plain file, so no probe file can be written below it.
    brokenRoot = mkdtempSync(path.join(tmpdir(), 'health-broken-'))
    const notADirectory = path.join(brokenRoot, 'not-a-directory')
    writeFileSync(notADirectory, 'x')
    broken = await createTestApp({ env: { STORAGE_DIR: notADirectory } })
  })
  afterAll(async () => {
    await broken.close()
    rmSync(brokenRoot, { recursive: true, force: true })
  })

  it('is reported unhealthy within one run, and the platform with it', async () => {
    const user = await createUser(broken.db, { roles: ['admin'] })
    const cookie = await broken.signIn(user.email, user.password)
    const response = await broken.request('/api/health/checks/run', { method: 'POST', cookie })
    expect(response.status).toBe(201)
    const { run } = (await response.json()) as { run: HealthRun }
    const storage = run.checks.find((check) => check.name === 'storage')
    expect(storage?.status).toBe('unhealthy')
    expect(storage?.message).toMatch(/storage check failed/)
    expect(run.status).toBe('unhealthy')
  })
})

describe('readiness (GET /api/health/ready)', () => {
  it('answers 200 when the database answers and every committed migration is applied', async () => {
    const response = await t.request('/api/health/ready')
    expect(response.status).toBe(200)
    const body = await response.json()
    expect(body).toMatchObject({ status: 'ready', ready: true, database: { reachable: true } })
    expect(body.migrations.pending).toEqual([])
    expect(body.migrations.expected).toBe(readMigrationJournal().length)
  })

  it('is not ready while a committed migration is missing from the database', async () => {
    const journal = readMigrationJournal()
    const readiness = await checkReadiness(t.db, [
      ...journal,
      { tag: '9999_future', when: Date.now() + 60_000 },
    ])
    expect(readiness.ready).toBe(false)
    expect(readiness.migrations?.pending).toEqual(['9999_future'])
  })

  it('answers 503 when the database is gone', async () => {
    const gone = await createTestApp()
    await gone.close()
    const response = await gone.request('/api/health/ready')
    expect(response.status).toBe(503)
    expect(await response.json()).toMatchObject({ status: 'not_ready', database: { reachable: false } })
  })
})

describe('log view (GET /api/health/logs)', () => {
  it('shows the latest requests with their request ids, filtered by level and search', async () => {
    const previous = logger.level
    logger.level = 'info'
    try {
      const requestId = `health-test-${Date.now()}`
      await t.request('/api/dealers', { cookie: admin, headers: { 'x-request-id': requestId } })
      const found = await (await t.request(`/api/health/logs?search=${requestId}`, { cookie: admin })).json()
      expect(found.entries.length).toBeGreaterThanOrEqual(1)
      expect(found.entries[0]).toMatchObject({
        level: 'info',
        message: 'request',
        requestId,
        context: { path: '/api/dealers', status: 200 },
      })
      expect(found.capacity).toBe(100)

      const errorsOnly = await (
        await t.request(`/api/health/logs?level=error&search=${requestId}`, { cookie: admin })
      ).json()
      expect(errorsOnly.entries).toEqual([])
      const errorsBuffer = await (await t.request('/api/health/logs?buffer=errors', { cookie: admin })).json()
      expect(errorsBuffer.capacity).toBe(50)
    } finally {
      logger.level = previous
    }
  })

  it('refuses an unknown level or buffer with 400', async () => {
    expect((await t.request('/api/health/logs?level=loud', { cookie: admin })).status).toBe(400)
    expect((await t.request('/api/health/logs?buffer=some', { cookie: admin })).status).toBe(400)
  })
})
