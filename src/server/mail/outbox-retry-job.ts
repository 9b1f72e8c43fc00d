import { startRegisteredJob } from '#server/jobs/registered-job'
import type { RepeatingTask } from '#server/jobs/repeating-task'
import type { JobRegistry } from '#server/modules/health/job-registry'
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
  registry?: JobRegistry,
): RepeatingTask {
  const options = {
    name: OUTBOX_RETRY_JOB_NAME,
    intervalMs,
    logger: deps.logger,
    failureMessage: 'Mail outbox retry round failed',
    registry,
  }
  return startRegisteredJob(options, async () => {
    const round = await deliverDueMessages(deps)
    if (round.sent + round.retry + round.failed > 0) deps.logger.info(round, 'Mail outbox retries ran')
  })
}
