import { startRegisteredJob } from '#server/jobs/registered-job'
import type { RepeatingTask } from '#server/jobs/repeating-task'
import { type HealthDeps, pruneHealthHistory, runHealthChecks } from './health.service.ts'
import type { JobRegistry } from './job-registry.ts'

export const HEALTH_JOB_NAME = 'health-checks'

/**
 * Spec §9: the checks run every 5 minutes (HEALTH_CHECK_INTERVAL_MS; 0 turns the job off). The
 * first round runs at start so the page has a status right after a restart. Each round reports to
 * the job registry, which is how the job-lag check notices this job stalling.
 */
export function startHealthCheckJob(
  deps: HealthDeps,
  intervalMs: number,
  registry?: JobRegistry,
): RepeatingTask {
  const options = {
    name: HEALTH_JOB_NAME,
    intervalMs,
    logger: deps.logger,
    failureMessage: 'Health checks failed',
    runAtStart: true,
    registry,
  }
  return startRegisteredJob(options, async () => {
    await runHealthChecks(deps, { trigger: 'schedule' })
    await pruneHealthHistory(deps.db)
  })
}
