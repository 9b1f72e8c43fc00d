import { sql } from 'drizzle-orm'
import {
  check,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core'
import { HEALTH_RUN_TRIGGERS, HEALTH_STATUSES } from '#shared/schemas/system-health'
import { user } from './auth.ts'
import { timestamps, uuidPk } from './columns.ts'

const sqlList = (values: readonly string[]) => sql.raw(values.map((value) => `'${value}'`).join(', '))

/**
 * One round of health checks (issue 11: every 5 minutes and on demand) with its overall status by
 * spec §4. The page shows the newest round; the 24-hour chart reads the rounds of the last day.
 */
export const healthCheckRuns = pgTable(
  'health_check_runs',
  {
    id: uuidPk(),
    status: text('status', { enum: HEALTH_STATUSES }).notNull(),
    trigger: text('trigger', { enum: HEALTH_RUN_TRIGGERS }).notNull(),
    /** The administrator who pressed 'Run checks now'; null for the scheduled job. */
    triggeredBy: text('triggered_by').references(() => user.id, { onDelete: 'set null' }),
    checkedAt: timestamp('checked_at', { withTimezone: true }).notNull(),
    durationMs: integer('duration_ms').notNull(),
    ...timestamps,
  },
  (table) => [
    index('health_check_runs_checked_at_idx').on(table.checkedAt.desc()),
    check('health_check_runs_status_check', sql`${table.status} in (${sqlList(HEALTH_STATUSES)})`),
    check('health_check_runs_trigger_check', sql`${table.trigger} in (${sqlList(HEALTH_RUN_TRIGGERS)})`),
  ],
)

/** Spec §3 health check result: name, status, message, response time, last checked. */
export const healthCheckResults = pgTable(
  'health_check_results',
  {
    id: uuidPk(),
    runId: uuid('run_id')
      .notNull()
      .references(() => healthCheckRuns.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    status: text('status', { enum: HEALTH_STATUSES }).notNull(),
    message: text('message').notNull(),
    responseTimeMs: doublePrecision('response_time_ms').notNull(),
    checkedAt: timestamp('checked_at', { withTimezone: true }).notNull(),
    details: jsonb('details').$type<Record<string, number | string | boolean | null>>().notNull().default({}),
    ...timestamps,
  },
  (table) => [
    index('health_check_results_run_id_idx').on(table.runId),
    check('health_check_results_status_check', sql`${table.status} in (${sqlList(HEALTH_STATUSES)})`),
  ],
)
