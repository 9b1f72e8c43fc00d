import type { Logger } from '#server/lib/logger'
import { type JobRegistry, jobRegistry } from '#server/modules/health/job-registry'
import { type RepeatingTask, repeatEvery } from './repeating-task.ts'

export interface RegisteredJobOptions {
  /** The job's name in the job registry (the job-lag health check). */
  name: string
  /** Time between rounds; 0 (or less) never starts the job. */
  intervalMs: number
  logger: Logger
  /** What the log says when a round fails. */
  failureMessage: string
  /** Run the first round right away instead of after one interval (the next one follows it). */
  runAtStart?: boolean
  registry?: JobRegistry
}

/**
 * A repeating job that reports every round to the job registry (with the error message when it
 * failed), so the job-lag health check notices it stalling or failing; stop() waits for the round in
 * progress and takes the job off the registry.
 */
export function startRegisteredJob(options: RegisteredJobOptions, round: () => Promise<void>): RepeatingTask {
  const { name, intervalMs, logger, failureMessage, registry = jobRegistry } = options
  if (intervalMs <= 0) return { stop: async () => {} }
  registry.register(name, intervalMs)
  const reportedRound = async () => {
    try {
      await round()
      registry.recordRun(name)
    } catch (error) {
      registry.recordRun(name, new Date(), error instanceof Error ? error.message : String(error))
      throw error
    }
  }
  const logFailure = (error: unknown) => logger.error({ err: error }, failureMessage)
  const task = repeatEvery(intervalMs, reportedRound, logFailure, { runAtStart: options.runAtStart })
  return {
    async stop() {
      await task.stop()
      registry.unregister(name)
    },
  }
}
