import type { Database } from '#server/db/client'
import { startRegisteredJob } from '#server/jobs/registered-job'
import type { RepeatingTask } from '#server/jobs/repeating-task'
import type { Logger } from '#server/lib/logger'
import type { Mailer } from '#server/mail/mailer'
import type { JobRegistry } from '#server/modules/health/job-registry'
import {
  listOnboardingsWithDueWaitingPeriods,
  lockOpenOnboardingIfFree,
} from './dealer-onboardings.queries.ts'
import { completionMailsOf, settleOnboarding } from './onboarding-completion.ts'
import { sendInBackground } from './onboarding-mail.ts'

export interface SweeperDeps {
  db: Database
  mailer: Mailer
  logger: Logger
  /** The public origin, for the certificate link in the completion mail. */
  baseUrl: string
}

/** Onboardings settled per round at most; the rest wait for the next round. */
const SWEEP_BATCH = 200

export interface SweepResult {
  /** Onboardings found with a waiting period to settle. */
  found: number
  /** Of those, held by another writer right now (left to it, or to the next round). */
  skipped: number
  /** Of those, completed by this round (their completion mail was sent). */
  completed: number
}

/**
 * Issue 7: waiting periods (time_delay steps) finish on their own, also when nobody opens the
 * onboarding. Settles, at `now`, every open onboarding with a waiting period that is over or
 * ready to start: the step approves itself, progress follows, and when that was the last open step
 * the onboarding completes (completion mail, dealer active when nothing else is open: spec §4,
 * §7). One transaction per onboarding, locked with `skip locked`, so several instances can sweep
 * at once and a completion happens, and is mailed, exactly once.
 */
export async function sweepWaitingPeriods(deps: SweeperDeps, now: Date = new Date()): Promise<SweepResult> {
  const ids = await listOnboardingsWithDueWaitingPeriods(deps.db, { now, limit: SWEEP_BATCH })
  const result: SweepResult = { found: ids.length, skipped: 0, completed: 0 }
  for (const id of ids) {
    try {
      const settled = await deps.db.transaction(async (tx) => {
        const locked = await lockOpenOnboardingIfFree(tx, id)
        return locked ? settleOnboarding(tx, locked, now) : null
      })
      if (!settled) {
        result.skipped++
        continue
      }
      if (settled.justCompleted) {
        result.completed++
        const messages = await completionMailsOf(deps, deps.baseUrl, {
          onboardingId: id,
          completedAt: settled.completedAt!,
        })
        sendInBackground(deps, messages)
      }
    } catch (error) {
      // One broken onboarding must not stop the others; it is tried again next round.
      deps.logger.error({ err: error, onboardingId: id }, 'Onboarding sweep failed for one onboarding')
    }
  }
  return result
}

/** The sweeper's name in the job registry (the job-lag health check). */
export const ONBOARDING_SWEEPER_JOB_NAME = 'onboarding-sweeper'

/**
 * Started by the server: sweeps every ONBOARDING_SWEEP_INTERVAL_MS (0: never). Each round reports
 * to the job registry, so the job-lag health check notices the sweeper stalling or failing.
 */
export function startOnboardingSweeper(
  deps: SweeperDeps,
  intervalMs: number,
  registry?: JobRegistry,
): RepeatingTask {
  const options = {
    name: ONBOARDING_SWEEPER_JOB_NAME,
    intervalMs,
    logger: deps.logger,
    failureMessage: 'Onboarding sweep failed',
    registry,
  }
  return startRegisteredJob(options, async () => {
    const result = await sweepWaitingPeriods(deps)
    if (result.found > 0) deps.logger.info(result, 'Onboarding waiting periods settled')
  })
}
