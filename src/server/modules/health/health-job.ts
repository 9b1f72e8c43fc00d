import { type RepeatingTask, repeatEvery } from '../../jobs/repeating-task.ts'
import { type HealthDeps, pruneHealthHistory, runHealthChecks } from './health.service.ts'
import { type JobRegistry, jobRegistry } from './job-registry.ts'

export const HEALTH_JOB_NAME = 'health-checks'

/**
 * Spec §9: the checks run every 5 minutes (HEALTH_CHECK_INTERVAL_MS; 0 turns the job off). The
 * first round runs at start so the page has a status right after a restart. Each round reports to
 * the job registry, which is how the job-lag check notices this job stalling.
 */
export function startHealthCheckJob(
  deps: HealthDeps,
  intervalMs: number,
  registry: JobRegistry = jobRegistry,
): RepeatingTask {
  if (intervalMs <= 0) return { stop: async () => {} }
  registry.register(HEALTH_JOB_NAME, intervalMs)
  const round = async () => {
    try {
      await runHealthChecks(deps, { trigger: 'schedule' })
      await pruneHealthHistory(deps.db)
      registry.recordRun(HEALTH_JOB_NAME)
    } catch (error) {
      registry.recordRun(HEALTH_JOB_NAME, new Date(), error instanceof Error ? error.message : String(error))
      throw error
    }
  }
  const first = round().catch((error: unknown) => deps.logger.error({ err: error }, 'Health checks failed'))
  const task = repeatEvery(intervalMs, round, (error) =>
    deps.logger.error({ err: error }, 'Health checks failed'),
  )
  return {
    async stop() {
      await first
      await task.stop()
      registry.unregister(HEALTH_JOB_NAME)
    },
  }
}
