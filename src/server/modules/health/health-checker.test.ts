import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import type { HealthStatus } from '#shared/schemas/system-health'
import { createHealthChecker, type HealthProbes } from './health-checker.ts'
import {
  DEFAULT_HEALTH_THRESHOLDS,
  jobLagStatus,
  memoryStatus,
  overallStatus,
  statusByThreshold,
} from './health-status.ts'
import { createJobRegistry } from './job-registry.ts'

const MB = 1024 * 1024
/**
 * A probe's time: the checker times probes with performance.now(), which these tests fake, so a
 * "slow" probe moves the clock instead of taking that long.
 */
const spend = (ms: number) => {
  vi.advanceTimersByTime(ms)
}

/** Probes that all report a healthy platform; each test breaks the one it is about. */
function healthyProbes(overrides: Partial<HealthProbes> = {}): HealthProbes {
  return {
    database: async () => {},
    web: async () => ({ url: 'http://127.0.0.1:3000/favicon.svg', status: 200 }),
    storage: async () => {},
    mail: async () => ({ transport: null, pending: 0, stuck: 0, failedLast24h: 0 }),
    realtime: async () => ({ connections: 2, roundTrip: true }),
    heap: () => ({ usedBytes: 100 * MB, limitBytes: 1000 * MB }),
    eventLoop: () => ({ p99Ms: 12, meanMs: 10, maxMs: 20 }),
    jobs: () => [],
    llm: null,
    ...overrides,
  }
}

const statusOf = (checks: { name: string; status: HealthStatus }[], name: string) =>
  checks.find((check) => check.name === name)?.status

describe('spec §4 overall status', () => {
  it('is unhealthy if any check is unhealthy, else degraded if any is degraded', () => {
    expect(overallStatus(['healthy', 'healthy'])).toBe('healthy')
    expect(overallStatus(['healthy', 'degraded'])).toBe('degraded')
    expect(overallStatus(['degraded', 'unhealthy', 'healthy'])).toBe('unhealthy')
    expect(overallStatus([])).toBe('healthy')
  })
})

describe('spec §9 thresholds', () => {
  it('rates memory above 60 % of the heap limit degraded and above 80 % unhealthy', () => {
    const rate = (percent: number) => memoryStatus(percent * MB, 100 * MB, DEFAULT_HEALTH_THRESHOLDS)
    expect(rate(60)).toBe('healthy')
    expect(rate(61)).toBe('degraded')
    expect(rate(80)).toBe('degraded')
    expect(rate(85)).toBe('unhealthy')
    expect(memoryStatus(1, 0, DEFAULT_HEALTH_THRESHOLDS)).toBe('unhealthy')
  })

  it('rates a database call slower than 5 s degraded', () => {
    expect(statusByThreshold(5000, DEFAULT_HEALTH_THRESHOLDS.databaseDegradedMs)).toBe('healthy')
    expect(statusByThreshold(5001, DEFAULT_HEALTH_THRESHOLDS.databaseDegradedMs)).toBe('degraded')
  })

  it('rates a job late after two intervals and stalled after four', () => {
    expect(jobLagStatus(9 * 60_000, 5 * 60_000, DEFAULT_HEALTH_THRESHOLDS)).toBe('healthy')
    expect(jobLagStatus(11 * 60_000, 5 * 60_000, DEFAULT_HEALTH_THRESHOLDS)).toBe('degraded')
    expect(jobLagStatus(21 * 60_000, 5 * 60_000, DEFAULT_HEALTH_THRESHOLDS)).toBe('unhealthy')
  })
})

describe('createHealthChecker', () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['performance'] })
  })
  afterEach(() => {
    vi.useRealTimers()
  })

  it('reports every check healthy with name, message, response time and last checked', async () => {
    const outcome = await createHealthChecker({ probes: healthyProbes() }).run()
    expect(outcome.status).toBe('healthy')
    expect(outcome.checks.map((check) => check.name)).toEqual([
      'database',
      'web',
      'storage',
      'mail',
      'realtime',
      'memory',
      'event_loop',
      'job_lag',
    ])
    for (const check of outcome.checks) {
      expect(check.status).toBe('healthy')
      expect(check.message).not.toBe('')
      expect(check.responseTimeMs).toBeGreaterThanOrEqual(0)
      expect(Number.isNaN(Date.parse(check.lastChecked))).toBe(false)
    }
    expect(statusOf(outcome.checks, 'memory')).toBe('healthy')
    expect(outcome.checks.find((check) => check.name === 'memory')?.details.usedPercent).toBe(10)
  })

  it('rates a slow database probe degraded through an injected threshold, and the whole platform with it', async () => {
    const checker = createHealthChecker({
      probes: healthyProbes({ database: async () => spend(40) }),
      thresholds: { databaseDegradedMs: 20 },
    })
    const outcome = await checker.run()
    const database = outcome.checks.find((check) => check.name === 'database')
    expect(database?.status).toBe('degraded')
    expect(database?.message).toMatch(/slower than 20 ms/)
    expect(database?.responseTimeMs).toBe(40)
    expect(outcome.status).toBe('degraded')
  })

  it('rates a heap reading at 85 % unhealthy, which makes the platform unhealthy (spec §4)', async () => {
    const outcome = await createHealthChecker({
      probes: healthyProbes({
        heap: () => ({ usedBytes: 850 * MB, limitBytes: 1000 * MB }),
        database: async () => spend(40),
      }),
      thresholds: { databaseDegradedMs: 20 },
    }).run()
    expect(statusOf(outcome.checks, 'memory')).toBe('unhealthy')
    expect(statusOf(outcome.checks, 'database')).toBe('degraded')
    expect(outcome.status).toBe('unhealthy')
    expect(outcome.checks.find((check) => check.name === 'memory')?.message).toMatch(/85 %/)
  })

  it('rates a storage that throws unhealthy with its error', async () => {
    const outcome = await createHealthChecker({
      probes: healthyProbes({
        storage: async () => {
          throw new Error('EACCES: permission denied')
        },
      }),
    }).run()
    const storage = outcome.checks.find((check) => check.name === 'storage')
    expect(storage?.status).toBe('unhealthy')
    expect(storage?.message).toContain('EACCES')
    expect(outcome.status).toBe('unhealthy')
  })

  it('rates a check that never answers unhealthy after the timeout', async () => {
    const outcome = await createHealthChecker({
      probes: healthyProbes({ database: () => new Promise(() => {}) }),
      checkTimeoutMs: 30,
    }).run()
    expect(statusOf(outcome.checks, 'database')).toBe('unhealthy')
  })

  it('rates a lost realtime round trip unhealthy', async () => {
    const outcome = await createHealthChecker({
      probes: healthyProbes({ realtime: async () => ({ connections: 0, roundTrip: false }) }),
    }).run()
    expect(statusOf(outcome.checks, 'realtime')).toBe('unhealthy')
  })

  it('rates mail: stuck messages and failures degraded, an unreachable SMTP server unhealthy', async () => {
    const stuck = await createHealthChecker({
      probes: healthyProbes({
        mail: async () => ({ transport: { reachable: true }, pending: 3, stuck: 2, failedLast24h: 1 }),
      }),
    }).run()
    expect(statusOf(stuck.checks, 'mail')).toBe('degraded')
    const down = await createHealthChecker({
      probes: healthyProbes({
        mail: async () => ({
          transport: { reachable: false, error: 'ECONNREFUSED' },
          pending: 0,
          stuck: 0,
          failedLast24h: 0,
        }),
      }),
    }).run()
    expect(statusOf(down.checks, 'mail')).toBe('unhealthy')
  })

  it('rates event-loop delay by its p99 and jobs by their lag', async () => {
    const now = new Date('2026-05-01T12:00:00Z')
    const outcome = await createHealthChecker({
      now: () => now,
      probes: healthyProbes({
        eventLoop: () => ({ p99Ms: 350, meanMs: 40, maxMs: 600 }),
        jobs: () => [
          {
            name: 'health-checks',
            intervalMs: 60_000,
            registeredAt: new Date('2026-05-01T11:00:00Z'),
            lastRunAt: new Date('2026-05-01T11:50:00Z'),
            lastError: null,
          },
        ],
      }),
    }).run()
    expect(statusOf(outcome.checks, 'event_loop')).toBe('degraded')
    expect(statusOf(outcome.checks, 'job_lag')).toBe('unhealthy')
    expect(outcome.checks.find((check) => check.name === 'job_lag')?.message).toMatch(
      /health-checks last ran 600 s ago/,
    )
  })

  it('passes the injected mailStuckAfterMinutes to the mail probe and names it in the message', async () => {
    const asked: number[] = []
    const outcome = await createHealthChecker({
      thresholds: { mailStuckAfterMinutes: 3 },
      probes: healthyProbes({
        mail: async (stuckAfterMinutes) => {
          asked.push(stuckAfterMinutes)
          return { transport: null, pending: 1, stuck: 1, failedLast24h: 0 }
        },
      }),
    }).run()
    expect(asked).toEqual([3])
    const mail = outcome.checks.find((check) => check.name === 'mail')
    expect(mail?.status).toBe('degraded')
    expect(mail?.message).toMatch(/pending longer than 3 minutes/)
  })

  it('rates the site check (spec §7 favicon HEAD): 2xx healthy, over 3 s degraded, non-2xx or no answer unhealthy', async () => {
    const timeouts: number[] = []
    const ok = await createHealthChecker({
      probes: healthyProbes({
        web: async (timeoutMs) => {
          timeouts.push(timeoutMs)
          return { url: 'http://example.test/favicon.svg', status: 204 }
        },
      }),
    }).run()
    expect(statusOf(ok.checks, 'web')).toBe('healthy')
    expect(ok.checks.find((check) => check.name === 'web')?.details).toMatchObject({
      url: 'http://example.test/favicon.svg',
      httpStatus: 204,
    })
    expect(timeouts).toEqual([DEFAULT_HEALTH_THRESHOLDS.webTimeoutMs])
    expect(DEFAULT_HEALTH_THRESHOLDS.networkDegradedMs).toBe(3000)

    const slow = await createHealthChecker({
      thresholds: { networkDegradedMs: 20 },
      probes: healthyProbes({
        web: async () => {
          spend(40)
          return { url: 'http://example.test/favicon.svg', status: 200 }
        },
      }),
    }).run()
    expect(statusOf(slow.checks, 'web')).toBe('degraded')
    expect(slow.checks.find((check) => check.name === 'web')?.message).toMatch(/slower than 20 ms/)
    expect(slow.status).toBe('degraded')

    const missing = await createHealthChecker({
      probes: healthyProbes({ web: async () => ({ url: 'http://example.test/favicon.svg', status: 404 }) }),
    }).run()
    expect(statusOf(missing.checks, 'web')).toBe('unhealthy')
    expect(missing.checks.find((check) => check.name === 'web')?.message).toBe('The site answered HTTP 404')
    expect(missing.status).toBe('unhealthy')

    const down = await createHealthChecker({
      probes: healthyProbes({
        web: async () => {
          throw new Error('http://example.test/favicon.svg: ECONNREFUSED')
        },
      }),
    }).run()
    expect(statusOf(down.checks, 'web')).toBe('unhealthy')
    expect(down.checks.find((check) => check.name === 'web')?.message).toContain('ECONNREFUSED')
  })

  it('rates a registered job degraded once it has not run for interval x jobLateFactor, unhealthy after x jobStalledFactor', async () => {
    const registry = createJobRegistry()
    registry.register('analytics-rollup', 60_000)
    const ranAt = new Date('2026-05-01T12:00:00Z')
    registry.recordRun('analytics-rollup', ranAt)
    const jobLagAt = async (minutesLater: number) => {
      const outcome = await createHealthChecker({
        now: () => new Date(ranAt.getTime() + minutesLater * 60_000),
        probes: healthyProbes({ jobs: () => registry.list() }),
      }).run()
      return outcome.checks.find((check) => check.name === 'job_lag')
    }
    expect((await jobLagAt(1.5))?.status).toBe('healthy')
    const late = await jobLagAt(2.5)
    expect(late?.status).toBe('degraded')
    expect(late?.message).toBe('analytics-rollup last ran 150 s ago')
    expect((await jobLagAt(4.5))?.status).toBe('unhealthy')
    // A failed run is degraded even when it is recent.
    registry.recordRun('analytics-rollup', ranAt, 'statement timeout')
    const failed = await jobLagAt(0.5)
    expect(failed?.status).toBe('degraded')
    expect(failed?.message).toBe('analytics-rollup failed: statement timeout')
  })

  it('checks the LLM provider only when one is configured; unreachable is degraded', async () => {
    const withLlm = await createHealthChecker({
      probes: healthyProbes({
        llm: async () => {
          throw new Error('HTTP 502')
        },
      }),
    }).run()
    expect(statusOf(withLlm.checks, 'llm')).toBe('degraded')
    expect(withLlm.status).toBe('degraded')
    const without = await createHealthChecker({ probes: healthyProbes() }).run()
    expect(statusOf(without.checks, 'llm')).toBeUndefined()
  })
})
