import type { HealthStatus } from '#shared/schemas/system-health'

/**
 * The thresholds of spec §9, injectable so tests can simulate a slow database or a full heap
 * without waiting 5 seconds or filling memory.
 */
export interface HealthThresholds {
  /** Spec §9: a database call slower than 5 s is degraded. */
  databaseDegradedMs: number
  /** Spec §9: a network call (the site's favicon, SMTP, LLM provider) over 3 s is degraded. */
  networkDegradedMs: number
  /** The site check (spec §7 favicon HEAD) gives up after this long, which is unhealthy. */
  webTimeoutMs: number
  /** Storage probe (write, read, delete) slower than this is degraded. */
  storageDegradedMs: number
  /** Spec §9: heap use above 60 % of the heap limit is degraded, above 80 % unhealthy. */
  memoryDegradedRatio: number
  memoryUnhealthyRatio: number
  /** Event-loop delay (p99 since the last check) above these is degraded / unhealthy. */
  eventLoopDegradedMs: number
  eventLoopUnhealthyMs: number
  /** A realtime round trip slower than this is degraded. */
  realtimeDegradedMs: number
  /** Mail: pending messages older than this many minutes mean delivery is stuck (degraded). */
  mailStuckAfterMinutes: number
  /** Mail: failed deliveries in the last 24 hours at or above this count are degraded. */
  mailFailuresDegraded: number
  /** A job is late (degraded) when its last run is older than interval × this, and unhealthy beyond interval × the next. */
  jobLateFactor: number
  jobStalledFactor: number
}

// Spec §9 gives the database, network and memory values; where it is silent (event loop, realtime,
// storage, mail, jobs) the values are ours: generous enough that a busy but working server stays healthy.
export const DEFAULT_HEALTH_THRESHOLDS: HealthThresholds = {
  databaseDegradedMs: 5000,
  networkDegradedMs: 3000,
  webTimeoutMs: 10_000,
  storageDegradedMs: 3000,
  memoryDegradedRatio: 0.6,
  memoryUnhealthyRatio: 0.8,
  eventLoopDegradedMs: 200,
  eventLoopUnhealthyMs: 1000,
  realtimeDegradedMs: 1000,
  mailStuckAfterMinutes: 15,
  mailFailuresDegraded: 1,
  jobLateFactor: 2,
  jobStalledFactor: 4,
}

const SEVERITY: Record<HealthStatus, number> = { healthy: 0, degraded: 1, unhealthy: 2 }

/** Spec §4: unhealthy if any check is unhealthy, else degraded if any is degraded, else healthy. */
export function overallStatus(statuses: readonly HealthStatus[]): HealthStatus {
  if (statuses.includes('unhealthy')) return 'unhealthy'
  if (statuses.includes('degraded')) return 'degraded'
  return 'healthy'
}

/** The worse of two statuses (a check with several measures reports its worst one). */
export function worseStatus(a: HealthStatus, b: HealthStatus): HealthStatus {
  return SEVERITY[a] >= SEVERITY[b] ? a : b
}

/** Healthy below `degradedAbove`, degraded up to `unhealthyAbove` (when given), unhealthy beyond. */
export function statusByThreshold(
  value: number,
  degradedAbove: number,
  unhealthyAbove?: number,
): HealthStatus {
  if (unhealthyAbove !== undefined && value > unhealthyAbove) return 'unhealthy'
  if (value > degradedAbove) return 'degraded'
  return 'healthy'
}

/** Spec §9 memory rule on heap used / heap limit. */
export function memoryStatus(
  usedBytes: number,
  limitBytes: number,
  thresholds: HealthThresholds,
): HealthStatus {
  if (limitBytes <= 0) return 'unhealthy'
  return statusByThreshold(
    usedBytes / limitBytes,
    thresholds.memoryDegradedRatio,
    thresholds.memoryUnhealthyRatio,
  )
}

/**
 * A repeating job's lag: how long past its interval the last run is. On time while the last run
 * (or the start, before the first run) is within interval × jobLateFactor.
 */
export function jobLagStatus(
  sinceLastRunMs: number,
  intervalMs: number,
  thresholds: HealthThresholds,
): HealthStatus {
  return statusByThreshold(
    sinceLastRunMs,
    intervalMs * thresholds.jobLateFactor,
    intervalMs * thresholds.jobStalledFactor,
  )
}
