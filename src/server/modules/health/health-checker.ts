import type { HealthCheckName, HealthCheckResult, HealthStatus } from '#shared/schemas/system-health'
import {
  DEFAULT_HEALTH_THRESHOLDS,
  type HealthThresholds,
  jobLagStatus,
  memoryStatus,
  overallStatus,
  statusByThreshold,
  worseStatus,
} from './health-status.ts'
import type { JobState } from './job-registry.ts'

export interface MailReading {
  /** Null when no SMTP_URL is set (mail is only logged to the outbox); else the transport's answer. */
  transport: { reachable: true } | { reachable: false; error: string } | null
  /**
   * Messages waiting for delivery (or its retry), and of those the ones whose attempt is overdue by
   * more than mailStuckAfterMinutes (nothing is delivering them).
   */
  pending: number
  stuck: number
  /** Messages given up on (retries ran out, or refused for good) in the last 24 hours. */
  failedLast24h: number
}

/** The answer to the site check's HEAD request. */
export interface WebReading {
  url: string
  /** HTTP status of the answer (after redirects). */
  status: number
}

export interface RealtimeReading {
  connections: number
  /** Whether an event published on the bus came back to the probe's subscriber. */
  roundTrip: boolean
}

export interface HeapReading {
  usedBytes: number
  limitBytes: number
}

export interface EventLoopReading {
  /** Delay percentiles in milliseconds since the previous reading. */
  p99Ms: number
  meanMs: number
  maxMs: number
}

/** Each measure the checks need; the server wires the real ones (health-probes.ts), tests inject their own. */
export interface HealthProbes {
  /** The database probe query; throws when the database does not answer. */
  database(): Promise<void>
  /** Writes, reads back and deletes a probe file; throws on any failure. */
  storage(): Promise<void>
  /**
   * Spec §7 health check: a HEAD request to the site's favicon, given up after `timeoutMs`; throws
   * when no answer comes (any HTTP answer is returned, the checker rates its status).
   */
  web(timeoutMs: number): Promise<WebReading>
  /** The outbox, with messages pending longer than `stuckAfterMinutes` counted as stuck. */
  mail(stuckAfterMinutes: number): Promise<MailReading>
  realtime(): Promise<RealtimeReading>
  heap(): HeapReading
  eventLoop(): EventLoopReading
  jobs(): JobState[]
  /** Null when no LLM provider is configured (the check is skipped). */
  llm: (() => Promise<void>) | null
}

export interface HealthCheckerOptions {
  probes: HealthProbes
  thresholds?: Partial<HealthThresholds>
  /** A check that has not answered after this long is unhealthy (a hung database must not hang the page). */
  checkTimeoutMs?: number
  now?: () => Date
}

export interface HealthRunOutcome {
  status: HealthStatus
  checkedAt: Date
  durationMs: number
  checks: HealthCheckResult[]
}

type Verdict = Pick<HealthCheckResult, 'status' | 'message' | 'details'>
type Check = (elapsedMs: () => number) => Promise<Verdict>

const round = (value: number, digits = 1) => Math.round(value * 10 ** digits) / 10 ** digits
const percent = (ratio: number) => `${round(ratio * 100)} %`

class CheckTimeout extends Error {}

function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new CheckTimeout(`No answer within ${ms / 1000} s`)), ms)
  })
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer))
}

const errorText = (error: unknown) => (error instanceof Error ? error.message : String(error)).slice(0, 300)

/**
 * Runs the health checks of issue 11 and rates each by the thresholds of spec §9; the overall
 * status follows spec §4. Checks run one after another so a slow one does not skew the others'
 * response times.
 */
export function createHealthChecker(options: HealthCheckerOptions) {
  const thresholds: HealthThresholds = { ...DEFAULT_HEALTH_THRESHOLDS, ...options.thresholds }
  const probes = options.probes
  const checkTimeoutMs = options.checkTimeoutMs ?? 15_000
  const now = options.now ?? (() => new Date())

  const checks: [HealthCheckName, Check][] = [
    [
      'database',
      async (elapsed) => {
        await probes.database()
        const latencyMs = round(elapsed())
        const status = statusByThreshold(latencyMs, thresholds.databaseDegradedMs)
        return {
          status,
          message:
            status === 'healthy'
              ? `Probe query answered in ${latencyMs} ms`
              : `Probe query took ${latencyMs} ms (slower than ${thresholds.databaseDegradedMs} ms)`,
          details: { latencyMs },
        }
      },
    ],
    [
      'web',
      async (elapsed) => {
        let reading: WebReading
        try {
          reading = await probes.web(thresholds.webTimeoutMs)
        } catch (error) {
          return { status: 'unhealthy', message: `The site did not answer: ${errorText(error)}`, details: {} }
        }
        const ms = round(elapsed())
        const details = { url: reading.url, httpStatus: reading.status, latencyMs: ms }
        if (reading.status < 200 || reading.status > 299)
          return { status: 'unhealthy', message: `The site answered HTTP ${reading.status}`, details }
        const status = statusByThreshold(ms, thresholds.networkDegradedMs)
        return {
          status,
          message:
            status === 'healthy'
              ? `The site answered in ${ms} ms`
              : `The site took ${ms} ms (slower than ${thresholds.networkDegradedMs} ms)`,
          details,
        }
      },
    ],
    [
      'storage',
      async (elapsed) => {
        await probes.storage()
        const ms = round(elapsed())
        const status = statusByThreshold(ms, thresholds.storageDegradedMs)
        return {
          status,
          message:
            status === 'healthy'
              ? 'Probe file written, read back and deleted'
              : `Probe file round trip took ${ms} ms (slower than ${thresholds.storageDegradedMs} ms)`,
          details: { latencyMs: ms },
        }
      },
    ],
    ['mail', async () => mailVerdict(await probes.mail(thresholds.mailStuckAfterMinutes), thresholds)],
    [
      'realtime',
      async (elapsed) => {
        const reading = await probes.realtime()
        const ms = round(elapsed())
        const details = { connections: reading.connections, latencyMs: ms }
        if (!reading.roundTrip)
          return { status: 'unhealthy', message: 'A probe event did not come back through the bus', details }
        const status = statusByThreshold(ms, thresholds.realtimeDegradedMs)
        return {
          status,
          message: `${reading.connections} connected socket(s); bus round trip in ${ms} ms`,
          details,
        }
      },
    ],
    [
      'memory',
      async () => {
        const { usedBytes, limitBytes } = probes.heap()
        const ratio = limitBytes > 0 ? usedBytes / limitBytes : 1
        const status = memoryStatus(usedBytes, limitBytes, thresholds)
        const usedMb = round(usedBytes / 1024 / 1024)
        const limitMb = round(limitBytes / 1024 / 1024)
        return {
          status,
          message: `Heap ${percent(ratio)} of the limit (${usedMb} of ${limitMb} MB)`,
          details: { usedPercent: round(ratio * 100), usedMb, limitMb },
        }
      },
    ],
    [
      'event_loop',
      async () => {
        const reading = probes.eventLoop()
        const status = statusByThreshold(
          reading.p99Ms,
          thresholds.eventLoopDegradedMs,
          thresholds.eventLoopUnhealthyMs,
        )
        return {
          status,
          message: `Event-loop delay p99 ${round(reading.p99Ms)} ms, mean ${round(reading.meanMs)} ms`,
          details: {
            p99Ms: round(reading.p99Ms),
            meanMs: round(reading.meanMs),
            maxMs: round(reading.maxMs),
          },
        }
      },
    ],
    ['job_lag', async () => jobLagVerdict(probes.jobs(), now(), thresholds)],
  ]

  const llm = probes.llm
  if (llm) {
    checks.push([
      'llm',
      async (elapsed): Promise<Verdict> => {
        try {
          await llm()
        } catch (error) {
          // The assistant answers from the knowledge entries without the model, so this degrades, not breaks.
          return { status: 'degraded', message: `LLM provider unreachable: ${errorText(error)}`, details: {} }
        }
        const ms = round(elapsed())
        const status = statusByThreshold(ms, thresholds.networkDegradedMs)
        return {
          status,
          message:
            status === 'healthy'
              ? `LLM provider answered in ${ms} ms`
              : `LLM provider took ${ms} ms (slower than ${thresholds.networkDegradedMs} ms)`,
          details: { latencyMs: ms },
        }
      },
    ])
  }

  async function runCheck(name: HealthCheckName, check: Check): Promise<HealthCheckResult> {
    const started = performance.now()
    const elapsed = () => performance.now() - started
    let verdict: Verdict
    try {
      verdict = await withTimeout(check(elapsed), checkTimeoutMs)
    } catch (error) {
      verdict = { status: 'unhealthy', message: `${name} check failed: ${errorText(error)}`, details: {} }
    }
    return { name, ...verdict, responseTimeMs: round(elapsed(), 2), lastChecked: now().toISOString() }
  }

  return {
    thresholds,
    async run(): Promise<HealthRunOutcome> {
      const checkedAt = now()
      const started = performance.now()
      const results: HealthCheckResult[] = []
      for (const [name, check] of checks) results.push(await runCheck(name, check))
      return {
        status: overallStatus(results.map((result) => result.status)),
        checkedAt,
        durationMs: Math.round(performance.now() - started),
        checks: results,
      }
    },
  }
}

export type HealthChecker = ReturnType<typeof createHealthChecker>

function mailVerdict(reading: MailReading, thresholds: HealthThresholds): Verdict {
  const details = {
    pending: reading.pending,
    stuck: reading.stuck,
    failedLast24h: reading.failedLast24h,
    smtpConfigured: reading.transport !== null,
  }
  const problems: string[] = []
  let status: HealthStatus = 'healthy'
  if (reading.transport && !reading.transport.reachable) {
    status = 'unhealthy'
    problems.push(`SMTP transport unreachable: ${reading.transport.error}`)
  }
  if (reading.stuck > 0) {
    status = worseStatus(status, 'degraded')
    problems.push(
      `${reading.stuck} message(s) pending longer than ${thresholds.mailStuckAfterMinutes} minutes past their delivery time`,
    )
  }
  if (reading.failedLast24h >= thresholds.mailFailuresDegraded) {
    status = worseStatus(status, 'degraded')
    problems.push(`${reading.failedLast24h} failed delivery(ies) in the last 24 hours`)
  }
  const summary = `${reading.transport ? 'SMTP reachable' : 'No SMTP_URL: mail is kept in the outbox only'}; ${reading.pending} pending, ${reading.failedLast24h} failed in 24 h`
  return { status, message: problems.length > 0 ? problems.join('; ') : summary, details }
}

function jobLagVerdict(jobs: JobState[], now: Date, thresholds: HealthThresholds): Verdict {
  if (jobs.length === 0) return { status: 'healthy', message: 'No repeating jobs are running', details: {} }
  let status: HealthStatus = 'healthy'
  const late: string[] = []
  let maxLagMs = 0
  for (const job of jobs) {
    const since = now.getTime() - (job.lastRunAt ?? job.registeredAt).getTime()
    const jobStatus = jobLagStatus(since, job.intervalMs, thresholds)
    maxLagMs = Math.max(maxLagMs, since - job.intervalMs)
    if (jobStatus !== 'healthy') late.push(`${job.name} last ran ${Math.round(since / 1000)} s ago`)
    if (job.lastError) {
      late.push(`${job.name} failed: ${job.lastError}`)
      status = worseStatus(status, 'degraded')
    }
    status = worseStatus(status, jobStatus)
  }
  return {
    status,
    message: late.length > 0 ? late.join('; ') : `${jobs.length} job(s) on schedule`,
    details: { jobs: jobs.length, maxLagMs: Math.max(0, Math.round(maxLagMs)) },
  }
}
