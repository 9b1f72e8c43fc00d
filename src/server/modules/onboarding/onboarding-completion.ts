import type { AuthedContext } from '#server/app-env'
import type { Executor } from '#server/db/client'
import type { MailMessage } from '#server/mail/mail-message'
import { onboardingCompletedMail } from '#server/mail/onboarding-templates'
import {
  countOpenOnboardingsOfDealer,
  findOnboarding,
  listStepsWithProgress,
  markOnboardingCompleted,
  setDealerStatus,
  updateOnboardingProgress,
  upsertStepProgress,
} from './dealer-onboardings.queries.ts'
import { listDealerMembers } from './onboarding-people.queries.ts'
import { currentStepOf, isComplete, progressOf, settleTimeDelays } from './onboarding-rules.ts'
import { stepStateOf } from './onboarding-views.ts'

export interface LockedOnboarding {
  id: string
  dealerId: string
  programId: string
  startedAt: Date
  completedAt: Date | null
  progressPercentage: number
  currentStep: number
}

export interface SettleResult {
  /** True only for the call that completed the onboarding (the completion mail goes out once). */
  justCompleted: boolean
  completedAt: Date | null
}

/**
 * Brings a locked onboarding up to date after any change or on reading it: time_delay steps that
 * have become reachable start, those whose time is up approve themselves; progress and current
 * step follow the approved steps (spec §4); when every step is approved the onboarding is completed
 * (completed_at now, progress 100) and, with no other onboarding still open, the dealer becomes
 * active. A completed onboarding keeps its 100% even if the program gains steps later.
 */
export async function settleOnboarding(
  tx: Executor,
  onboarding: LockedOnboarding,
  now: Date = new Date(),
): Promise<SettleResult> {
  if (onboarding.completedAt) return { justCompleted: false, completedAt: onboarding.completedAt }
  const rows = await listStepsWithProgress(tx, {
    onboardingId: onboarding.id,
    programId: onboarding.programId,
  })
  const states = rows.map(stepStateOf)

  for (const change of settleTimeDelays(states, onboarding.startedAt, now)) {
    const state = states.find((step) => step.id === change.stepId)!
    if (change.action === 'start') {
      state.status = 'in_progress'
      state.startedAt = change.at
      await upsertStepProgress(tx, {
        dealerOnboardingId: onboarding.id,
        stepId: change.stepId,
        status: 'in_progress',
        startedAt: change.at,
      })
    } else {
      state.status = 'approved'
      state.reviewedAt = change.at
      await upsertStepProgress(tx, {
        dealerOnboardingId: onboarding.id,
        stepId: change.stepId,
        status: 'approved',
        completedAt: change.at,
        reviewedAt: change.at,
      })
    }
  }

  const currentStep = currentStepOf(states)
  if (isComplete(states)) {
    const justCompleted = await markOnboardingCompleted(tx, onboarding.id, now, currentStep)
    if (justCompleted && (await countOpenOnboardingsOfDealer(tx, onboarding.dealerId)) === 0) {
      await setDealerStatus(tx, onboarding.dealerId, 'active')
    }
    return { justCompleted, completedAt: now }
  }
  const progressPercentage = progressOf(states)
  if (progressPercentage !== onboarding.progressPercentage || currentStep !== onboarding.currentStep) {
    await updateOnboardingProgress(tx, onboarding.id, { progressPercentage, currentStep })
  }
  return { justCompleted: false, completedAt: null }
}

/**
 * Spec §7 completion mail: to the dealer's e-mail (to the dealer's members when the dealer has
 * none), with the certificate and dashboard links.
 */
export async function completionMails(
  ctx: Pick<AuthedContext, 'db'>,
  baseUrl: string,
  data: {
    onboardingId: string
    dealerId: string
    dealerName: string
    dealerEmail: string | null
    programName: string
    completedAt: Date
  },
): Promise<MailMessage[]> {
  const recipients = data.dealerEmail
    ? [data.dealerEmail]
    : (await listDealerMembers(ctx.db, data.dealerId)).map((member) => member.email)
  return recipients.map((to) =>
    onboardingCompletedMail(to, {
      dealerName: data.dealerName,
      programName: data.programName,
      completionDate: data.completedAt.toISOString().slice(0, 10),
      certificateLink: `${baseUrl}/onboarding/certificate/${data.onboardingId}`,
      dashboardLink: `${baseUrl}/dashboard`,
    }),
  )
}

/** The completion mails of one onboarding that has just completed, looked up by its id. */
export async function completionMailsOf(
  ctx: Pick<AuthedContext, 'db'>,
  baseUrl: string,
  completed: { onboardingId: string; completedAt: Date },
): Promise<MailMessage[]> {
  const row = await findOnboarding(ctx.db, { scope: 'all', id: completed.onboardingId })
  if (!row) return []
  return completionMails(ctx, baseUrl, {
    onboardingId: row.id,
    dealerId: row.dealerId,
    dealerName: row.dealerName,
    dealerEmail: row.dealerEmail,
    programName: row.programName,
    completedAt: completed.completedAt,
  })
}
