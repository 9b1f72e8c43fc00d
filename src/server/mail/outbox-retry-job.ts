import { type RepeatingTask, repeatEvery } from '../jobs/repeating-task.ts'
import { type JobRegistry, jobRegistry } from '../modules/health/job-registry.ts'
import { deliverDueMessages, type OutboxDeliveryDeps } from './outbox-delivery.ts'

/** The job's name in the job registry (the job-lag health check). */
export const OUTBOX_RETRY_JOB_NAME = 'mail-outbox-retry'

/**
 * Started by the server when SMTP_URL is set: every OUTBOX_RETRY_INTERVAL_MS (0: never) delivers
 * the outbox messages whose retry is due, and those a stopped process left behind. Each round
 * reports to the job registry, so the job-lag health check notices the job stalling or failing.
 */
export function startOutboxRetryJob(
  deps: OutboxDeliveryDeps,
  intervalMs: number,
  registry: JobRegistry = jobRegistry,
): RepeatingTask {
  if (intervalMs <= 0) return { stop: async () => {} }
  registry.register(OUTBOX_RETRY_JOB_NAME, intervalMs)
  const task = repeatEvery(
    intervalMs,
    async () => {
      try {
        const round = await deliverDueMessages(deps)
        registry.recordRun(OUTBOX_RETRY_JOB_NAME)
        if (round.sent + round.retry + round.failed > 0) deps.logger.info(round, 'Mail outbox retries ran')
      } catch (error) {
        registry.recordRun(
          OUTBOX_RETRY_JOB_NAME,
          new Date(),
          error instanceof Error ? error.message : String(error),
        )
        throw error
      }
    },
    (error) => deps.logger.error({ err: error }, 'Mail outbox retry round failed'),
  )
  return {
    async stop() {
      await task.stop()
      registry.unregister(OUTBOX_RETRY_JOB_NAME)
    },
  }
}
