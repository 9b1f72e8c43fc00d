import { languageModelStatus } from '#server/assistant/language-model-status'
import type { Database } from '#server/db/client'
import type { healthCheckResults, healthCheckRuns } from '#server/db/schema/health'
import type { Env } from '#server/env'
import type { Logger } from '#server/lib/logger'
import { ERROR_BUFFER_SIZE, LOG_BUFFER_SIZE, type LogBuffer } from '#server/lib/logger'
import type { RealtimeHub } from '#server/realtime/hub'
import type { FileStorage } from '#server/storage/file-storage'
import {
  HEALTH_CHECK_NAMES,
  type HealthCheckName,
  type HealthCheckResult,
  type HealthHistoryResponse,
  type HealthOverviewResponse,
  type HealthRun,
  type HealthRunTrigger,
  LOG_LEVELS,
  type LogEntry,
  type LogQuery,
  type LogsResponse,
} from '#shared/schemas/system-health'
import {
  deleteRunsBefore,
  findLatestRun,
  insertHealthRun,
  listResultsOfRun,
  listResultsOfRuns,
  listRunsSince,
} from './health.queries.ts'
import { createHealthChecker, type HealthChecker } from './health-checker.ts'
import { createHealthProbes } from './health-probes.ts'

/** The chart covers the last 24 hours (issue 11); rounds are kept a week, then pruned by the job. */
export const HEALTH_HISTORY_HOURS = 24
export const HEALTH_RETENTION_DAYS = 7

export interface HealthDeps {
  db: Database
  env: Env
  logger: Logger
  storage: FileStorage
  realtime: RealtimeHub
}

/** The checker over the real probes, with spec §9's thresholds. */
export function defaultHealthChecker(deps: HealthDeps): HealthChecker {
  return createHealthChecker({ probes: createHealthProbes(deps) })
}

type RunRow = typeof healthCheckRuns.$inferSelect
type ResultRow = typeof healthCheckResults.$inferSelect

const checkOrder = (name: string) => HEALTH_CHECK_NAMES.indexOf(name as HealthCheckName)

function toResult(row: ResultRow): HealthCheckResult {
  return {
    name: row.name as HealthCheckName,
    status: row.status,
    message: row.message,
    responseTimeMs: row.responseTimeMs,
    lastChecked: row.checkedAt.toISOString(),
    details: row.details,
  }
}

function toRun(run: RunRow, results: ResultRow[]): HealthRun {
  return {
    id: run.id,
    status: run.status,
    trigger: run.trigger,
    checkedAt: run.checkedAt.toISOString(),
    durationMs: run.durationMs,
    checks: results.map(toResult).sort((a, b) => checkOrder(a.name) - checkOrder(b.name)),
  }
}

/** Runs every check, stores the round and logs a warning when the platform is not healthy. */
export async function runHealthChecks(
  deps: HealthDeps,
  options: { trigger: HealthRunTrigger; triggeredBy?: string | null; checker?: HealthChecker },
): Promise<HealthRun> {
  const checker = options.checker ?? defaultHealthChecker(deps)
  const outcome = await checker.run()
  const run = await insertHealthRun(deps.db, outcome, options.trigger, options.triggeredBy ?? null)
  if (outcome.status !== 'healthy') {
    const failing = outcome.checks.filter((check) => check.status !== 'healthy')
    deps.logger.warn(
      { status: outcome.status, checks: failing.map((check) => `${check.name}: ${check.message}`) },
      'Health checks: platform is not healthy',
    )
  }
  return {
    id: run.id,
    status: outcome.status,
    trigger: options.trigger,
    checkedAt: outcome.checkedAt.toISOString(),
    durationMs: outcome.durationMs,
    checks: outcome.checks,
  }
}

export async function pruneHealthHistory(db: Database, now = new Date()) {
  await deleteRunsBefore(db, new Date(now.getTime() - HEALTH_RETENTION_DAYS * 24 * 60 * 60_000))
}

export async function getHealthOverview(
  db: Database,
  env: Pick<Env, 'HEALTH_CHECK_INTERVAL_MS' | 'LLM_BASE_URL' | 'LLM_MODEL'>,
): Promise<HealthOverviewResponse> {
  const run = await findLatestRun(db)
  return {
    run: run ? toRun(run, await listResultsOfRun(db, run.id)) : null,
    intervalMs: env.HEALTH_CHECK_INTERVAL_MS,
    languageModel: languageModelStatus(env),
  }
}

export async function getHealthHistory(db: Database, now = new Date()): Promise<HealthHistoryResponse> {
  const runs = await listRunsSince(db, new Date(now.getTime() - HEALTH_HISTORY_HOURS * 60 * 60_000))
  const results = await listResultsOfRuns(
    db,
    runs.map((run) => run.id),
  )
  const byRun = new Map<string, ResultRow[]>()
  for (const result of results) byRun.set(result.runId, [...(byRun.get(result.runId) ?? []), result])
  return {
    points: runs.map((run) => ({
      runId: run.id,
      checkedAt: run.checkedAt.toISOString(),
      status: run.status,
      checks: (byRun.get(run.id) ?? [])
        .sort((a, b) => checkOrder(a.name) - checkOrder(b.name))
        .map((result) => ({
          name: result.name as HealthCheckName,
          status: result.status,
          responseTimeMs: result.responseTimeMs,
        })),
    })),
  }
}

function matchesSearch(entry: LogEntry, words: string[]): boolean {
  if (words.length === 0) return true
  const haystack = `${entry.message} ${entry.requestId ?? ''} ${JSON.stringify(entry.context)}`.toLowerCase()
  return words.every((word) => haystack.includes(word))
}

/** The log view: newest first, at or above the chosen level, every search word present. */
export function readLogs(buffer: LogBuffer, query: LogQuery, minimumLevel: string): LogsResponse {
  const source = query.buffer === 'errors' ? buffer.errors() : buffer.entries()
  const lowest = query.level ? LOG_LEVELS.indexOf(query.level) : 0
  const words = (query.search ?? '').toLowerCase().split(/\s+/).filter(Boolean)
  return {
    entries: source
      .filter((entry) => LOG_LEVELS.indexOf(entry.level) >= lowest && matchesSearch(entry, words))
      .reverse(),
    capacity: query.buffer === 'errors' ? ERROR_BUFFER_SIZE : LOG_BUFFER_SIZE,
    minimumLevel,
  }
}
