import { z } from 'zod'
import type { LanguageModelStatus } from './language-model.ts'

/** Spec §4 health states; the database CHECK is built from the same list (schema/health.ts). */
export const HEALTH_STATUSES = ['healthy', 'degraded', 'unhealthy'] as const
export type HealthStatus = (typeof HEALTH_STATUSES)[number]

/** Every check the server runs (issue 11; 'web' is spec §7's favicon HEAD), in the order the page shows them. */
export const HEALTH_CHECK_NAMES = [
  'database',
  'web',
  'storage',
  'mail',
  'realtime',
  'memory',
  'event_loop',
  'job_lag',
  'llm',
] as const
export type HealthCheckName = (typeof HEALTH_CHECK_NAMES)[number]

/** What started a round of checks: the 5-minute job or an administrator's 'Run checks now'. */
export const HEALTH_RUN_TRIGGERS = ['schedule', 'manual'] as const
export type HealthRunTrigger = (typeof HEALTH_RUN_TRIGGERS)[number]

/** Spec §3 health check result: name, status, message, responseTime, lastChecked. */
export interface HealthCheckResult {
  name: HealthCheckName
  status: HealthStatus
  message: string
  /** Milliseconds the check took. */
  responseTimeMs: number
  /** ISO time the check finished. */
  lastChecked: string
  /** Figures behind the message (latency, heap percentages, backlog...), for the page's detail line. */
  details: Record<string, number | string | boolean | null>
}

export interface HealthRun {
  id: string
  status: HealthStatus
  trigger: HealthRunTrigger
  checkedAt: string
  durationMs: number
  checks: HealthCheckResult[]
}

/** GET /api/health/checks: the latest round, or null before the first one has run. */
export interface HealthOverviewResponse {
  run: HealthRun | null
  /** How often the server job runs (HEALTH_CHECK_INTERVAL_MS; 0 means the job is off). */
  intervalMs: number
  /**
   * Whether a language model is configured (issue 33): optional, so not a check with a status; the
   * 'llm' check rates the provider's answer only when one is configured.
   */
  languageModel: LanguageModelStatus
}

/** One round in the 24-hour history (GET /api/health/history). */
export interface HealthHistoryPoint {
  runId: string
  checkedAt: string
  status: HealthStatus
  checks: { name: HealthCheckName; status: HealthStatus; responseTimeMs: number }[]
}

export interface HealthHistoryResponse {
  points: HealthHistoryPoint[]
}

// Log view: pino's levels, least to most severe.
export const LOG_LEVELS = ['trace', 'debug', 'info', 'warn', 'error', 'fatal'] as const
export type LogLevel = (typeof LOG_LEVELS)[number]

export interface LogEntry {
  /** Position in the stream since start, so the list has stable keys. */
  seq: number
  time: string
  level: LogLevel
  message: string
  requestId: string | null
  /** Everything else the entry carried (method, path, status, error...), secrets already redacted. */
  context: Record<string, unknown>
}

/** Which buffer to read: the latest entries of every level (100) or the latest errors (50, spec §9). */
export const LOG_BUFFERS = ['all', 'errors'] as const

export const logQuerySchema = z.object({
  buffer: z.enum(LOG_BUFFERS).default('all'),
  /** The lowest level shown ('warn' shows warn, error and fatal). */
  level: z.enum(LOG_LEVELS).optional(),
  /** Words to find in the message, the request id or the context. */
  search: z.string().trim().max(200).optional(),
})
export type LogQuery = z.infer<typeof logQuerySchema>

export interface LogsResponse {
  entries: LogEntry[]
  /** The buffer's capacity (100 or 50), so the page can say how far back it reaches. */
  capacity: number
  /** The configured LOG_LEVEL: entries below it are never recorded. */
  minimumLevel: string
}
