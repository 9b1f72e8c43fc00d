import { asc, desc, eq, gte, inArray, lt } from 'drizzle-orm'
import type { Database, Executor } from '#server/db/client'
import { healthCheckResults, healthCheckRuns } from '#server/db/schema/health'
import type { HealthRunTrigger } from '#shared/schemas/system-health'
import type { HealthRunOutcome } from './health-checker.ts'

/** Stores one round and its check results together. */
export async function insertHealthRun(
  db: Database,
  outcome: HealthRunOutcome,
  trigger: HealthRunTrigger,
  triggeredBy: string | null,
) {
  return db.transaction(async (tx) => {
    const [run] = await tx
      .insert(healthCheckRuns)
      .values({
        status: outcome.status,
        trigger,
        triggeredBy,
        checkedAt: outcome.checkedAt,
        durationMs: outcome.durationMs,
      })
      .returning()
    await tx.insert(healthCheckResults).values(
      outcome.checks.map((check) => ({
        runId: run.id,
        name: check.name,
        status: check.status,
        message: check.message,
        responseTimeMs: check.responseTimeMs,
        checkedAt: new Date(check.lastChecked),
        details: check.details,
      })),
    )
    return run
  })
}

export async function findLatestRun(db: Executor) {
  const [run] = await db.select().from(healthCheckRuns).orderBy(desc(healthCheckRuns.checkedAt)).limit(1)
  return run ?? null
}

export async function listRunsSince(db: Executor, since: Date) {
  return db
    .select()
    .from(healthCheckRuns)
    .where(gte(healthCheckRuns.checkedAt, since))
    .orderBy(asc(healthCheckRuns.checkedAt))
}

export async function listResultsOfRuns(db: Executor, runIds: string[]) {
  if (runIds.length === 0) return []
  return db
    .select()
    .from(healthCheckResults)
    .where(inArray(healthCheckResults.runId, runIds))
    .orderBy(asc(healthCheckResults.checkedAt))
}

export async function listResultsOfRun(db: Executor, runId: string) {
  return db
    .select()
    .from(healthCheckResults)
    .where(eq(healthCheckResults.runId, runId))
    .orderBy(asc(healthCheckResults.checkedAt))
}

/** Rounds older than `before` go (their results with them, on delete cascade). */
export async function deleteRunsBefore(db: Executor, before: Date) {
  await db.delete(healthCheckRuns).where(lt(healthCheckRuns.checkedAt, before))
}
