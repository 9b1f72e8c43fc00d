import { z } from 'zod'
import { languageModelStatusSchema } from './language-model.ts'

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
export const healthCheckResultSchema = z.object({
  name: z.enum(HEALTH_CHECK_NAMES),
  status: z.enum(HEALTH_STATUSES),
  message: z.string(),
  /** Milliseconds the check took. */
  responseTimeMs: z.number(),
  /** ISO time the check finished. */
  lastChecked: z.string(),
  /** Figures behind the message (latency, heap percentages, backlog...), for the page's detail line. */
  details: z.record(z.string(), z.union([z.number(), z.string(), z.boolean(), z.null()])),
})
export type HealthCheckResult = z.infer<typeof healthCheckResultSchema>

export const healthRunSchema = z.object({
  id: z.string(),
  status: z.enum(HEALTH_STATUSES),
  trigger: z.enum(HEALTH_RUN_TRIGGERS),
  checkedAt: z.string(),
  durationMs: z.number(),
  checks: z.array(healthCheckResultSchema),
})
export type HealthRun = z.infer<typeof healthRunSchema>

/** POST /api/health/checks/run: the round just run. */
export const healthRunResponseSchema = z.object({ run: healthRunSchema })
export type HealthRunResponse = z.infer<typeof healthRunResponseSchema>

/** GET /api/health/checks: the latest round, or null before the first one has run. */
export const healthOverviewResponseSchema = z.object({
  run: healthRunSchema.nullable(),
  /** How often the server job runs (HEALTH_CHECK_INTERVAL_MS; 0 means the job is off). */
  intervalMs: z.number(),
  /**
   * Whether a language model is configured (issue 33): optional, so not a check with a status; the
   * 'llm' check rates the provider's answer only when one is configured.
   */
  languageModel: languageModelStatusSchema,
})
export type HealthOverviewResponse = z.infer<typeof healthOverviewResponseSchema>

/** One round in the 24-hour history (GET /api/health/history). */
export const healthHistoryPointSchema = z.object({
  runId: z.string(),
  checkedAt: z.string(),
  status: z.enum(HEALTH_STATUSES),
  checks: z.array(healthCheckResultSchema.pick({ name: true, status: true, responseTimeMs: true })),
})
export type HealthHistoryPoint = z.infer<typeof healthHistoryPointSchema>

export const healthHistoryResponseSchema = z.object({ points: z.array(healthHistoryPointSchema) })
export type HealthHistoryResponse = z.infer<typeof healthHistoryResponseSchema>

/** The database as GET /api/health and /api/health/ready see it. */
const databaseReachSchema = z.object({ reachable: z.boolean(), latencyMs: z.number().nullable() })

/** GET /api/health (public): liveness with the database's reachability; 503 with 'unhealthy'. */
export const livenessResponseSchema = z.object({
  status: z.enum(['ok', 'unhealthy']),
  database: databaseReachSchema,
})
export type LivenessResponse = z.infer<typeof livenessResponseSchema>

/** GET /api/health/ready (public): ready when the database answers and no migration is pending; else 503. */
export const readinessResponseSchema = z.object({
  status: z.enum(['ready', 'not_ready']),
  ready: z.boolean(),
  database: databaseReachSchema,
  /** Null when the database could not be asked. */
  migrations: z.object({ expected: z.number(), pending: z.array(z.string()) }).nullable(),
})
export type ReadinessResponse = z.infer<typeof readinessResponseSchema>

// Log view: pino's levels, least to most severe.
export const LOG_LEVELS = ['trace', 'debug', 'info', 'warn', 'error', 'fatal'] as const
export type LogLevel = (typeof LOG_LEVELS)[number]

export const logEntrySchema = z.object({
  /** Position in the stream since start, so the list has stable keys. */
  seq: z.number(),
  time: z.string(),
  level: z.enum(LOG_LEVELS),
  message: z.string(),
  requestId: z.string().nullable(),
  /** Everything else the entry carried (method, path, status, error...), secrets already redacted. */
  context: z.record(z.string(), z.unknown()),
})
export type LogEntry = z.infer<typeof logEntrySchema>

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

/** GET /api/health/logs. */
export const logsResponseSchema = z.object({
  entries: z.array(logEntrySchema),
  /** The buffer's capacity (100 or 50), so the page can say how far back it reaches. */
  capacity: z.number(),
  /** The configured LOG_LEVEL: entries below it are never recorded. */
  minimumLevel: z.string(),
})
export type LogsResponse = z.infer<typeof logsResponseSchema>
