import { AppError } from '#server/lib/app-error'
import { auditSnippet, recordAudit } from '#server/lib/audit'
import { stepReviewedMail } from '#server/mail/onboarding-templates'
import { insertNotifications, publishNotifications } from '#server/modules/notifications/notification-store'
import type { ReviewQueueResponse, SubmissionDetail } from '#shared/schemas/onboarding'
import { findOnboarding, lockOnboarding, upsertStepProgress } from './dealer-onboardings.queries.ts'
import { completionMails, settleOnboarding } from './onboarding-completion.ts'
import { listFilesOfOnboarding } from './onboarding-files.queries.ts'
import { sendInBackground } from './onboarding-mail.ts'
import { findUserContact, listDealerMembers } from './onboarding-people.queries.ts'
import { listProgramSteps } from './onboarding-programs.queries.ts'
import type { OnboardingContext } from './onboarding-progress.service.ts'
import {
  findSubmission,
  listPendingSubmissions,
  listSubmissions,
  lockSubmission,
  reviewSubmissionRow,
} from './onboarding-submissions.queries.ts'
import { programStepView, submissionView } from './onboarding-views.ts'

const submissionNotFound = () => new AppError('NOT_FOUND', 'Submission not found')

/** Issue 7 review queue: every submission awaiting review across dealers, oldest first. */
export async function listReviewQueue(ctx: OnboardingContext): Promise<ReviewQueueResponse> {
  const rows = await listPendingSubmissions(ctx.db)
  return {
    items: rows.map((row) => ({
      submissionId: row.submissionId,
      onboardingId: row.onboardingId,
      dealer: { id: row.dealerId, name: row.dealerName, dealerCode: row.dealerCode },
      program: { id: row.programId, name: row.programName },
      step: { id: row.stepId, title: row.stepTitle, stepOrder: row.stepOrder, stepType: row.stepType },
      submittedAt: row.submittedAt.toISOString(),
      submittedBy: row.submittedBy,
      fileCount: Number(row.fileCount),
    })),
  }
}

/** One submission with its text, files, the step it answers and the earlier rounds of that step. */
export async function getSubmissionDetail(
  ctx: OnboardingContext,
  submissionId: string,
): Promise<SubmissionDetail> {
  const submission = await findSubmission(ctx.db, submissionId)
  if (!submission) throw submissionNotFound()
  const onboarding = await findOnboarding(ctx.db, { scope: 'all', id: submission.dealerOnboardingId })
  if (!onboarding) throw submissionNotFound()
  const [rounds, files, steps] = await Promise.all([
    listSubmissions(ctx.db, { onboardingId: onboarding.id, stepId: submission.stepId }),
    listFilesOfOnboarding(ctx.db, { onboardingId: onboarding.id }),
    listProgramSteps(ctx.db, onboarding.programId),
  ])
  const step = steps.find((candidate) => candidate.id === submission.stepId)
  if (!step) throw submissionNotFound()
  return {
    submission: submissionView(submission, files),
    onboardingId: onboarding.id,
    dealer: { id: onboarding.dealerId, name: onboarding.dealerName, dealerCode: onboarding.dealerCode },
    program: { id: onboarding.programId, name: onboarding.programName },
    step: programStepView(step),
    history: rounds
      .filter((round) => round.id !== submission.id)
      .map((round) => submissionView(round, files)),
  }
}

/**
 * Approves or rejects a submission awaiting review. Rejecting needs feedback. The step's progress
 * follows (approved: 'Completed'; rejected: the feedback is shown and the dealer resubmits), the
 * onboarding is settled (approving the last step completes it), and the dealer is told: a
 * notification for every member of the dealer (pushed live once committed) and an e-mail to the
 * person who submitted.
 */
export async function reviewSubmission(
  ctx: OnboardingContext,
  submissionId: string,
  decision: { approved: boolean; feedback: string | null },
): Promise<SubmissionDetail> {
  const result = await ctx.db.transaction(async (tx) => {
    const found = await findSubmission(tx, submissionId)
    if (!found) throw submissionNotFound()
    // Lock order: the onboarding first (as every dealer action does), then the submission.
    const onboarding = await lockOnboarding(tx, { scope: 'all', id: found.dealerOnboardingId })
    if (!onboarding) throw submissionNotFound()
    const submission = await lockSubmission(tx, submissionId)
    if (!submission) throw submissionNotFound()
    if (submission.status !== 'submitted') {
      throw new AppError('CONFLICT', 'This submission has already been reviewed.')
    }
    const now = new Date()
    const status = decision.approved ? 'approved' : 'rejected'
    await reviewSubmissionRow(tx, submission.id, {
      status,
      feedback: decision.feedback,
      reviewedBy: ctx.actor.userId,
      reviewedAt: now,
    })
    await upsertStepProgress(tx, {
      dealerOnboardingId: onboarding.id,
      stepId: submission.stepId,
      status,
      feedback: decision.feedback,
      reviewedAt: now,
      reviewedBy: ctx.actor.userId,
    })
    const settled = await settleOnboarding(tx, onboarding, now)
    const details = await findOnboarding(tx, { scope: 'all', id: onboarding.id })
    const steps = await listProgramSteps(tx, onboarding.programId)
    const stepTitle = steps.find((step) => step.id === submission.stepId)?.title ?? ''
    // Issue 11: reviews are administrative changes. Not linked to the dealer (dealerId), so the
    // dealer's activity timeline keeps to the changes it words.
    await recordAudit(tx, {
      actorId: ctx.actor.userId,
      action: decision.approved ? 'onboarding_step.approve' : 'onboarding_step.reject',
      entityType: 'onboarding_submission',
      entityId: submission.id,
      details: {
        stepTitle,
        programName: details?.programName ?? null,
        dealerName: details?.dealerName ?? null,
        onboardingId: onboarding.id,
        ...(decision.feedback ? { feedback: auditSnippet(decision.feedback) } : {}),
      },
    })
    const members = await listDealerMembers(tx, onboarding.dealerId)
    const notifications = await insertNotifications(
      tx,
      members.map((member) => ({
        userId: member.id,
        // The notification types of spec §3 have no onboarding type; 'other' is the catch-all.
        notificationType: 'other' as const,
        urgency: decision.approved ? ('low' as const) : ('medium' as const),
        message: decision.approved
          ? `Onboarding step approved: ${stepTitle}`
          : `Onboarding step needs changes: ${stepTitle}`,
        subject: {
          kind: decision.approved
            ? ('onboarding_step_approved' as const)
            : ('onboarding_step_changes_requested' as const),
          params: { step: stepTitle },
        },
        link: `/my-onboarding?onboarding=${onboarding.id}`,
      })),
    )
    return {
      onboarding,
      settled,
      details: details!,
      stepTitle,
      submittedBy: submission.submittedBy,
      notifications,
    }
  })
  publishNotifications(ctx.realtime, result.notifications)

  const messages = []
  const submitter = result.submittedBy ? await findUserContact(ctx.db, result.submittedBy) : undefined
  if (submitter) {
    messages.push(
      stepReviewedMail(submitter.email, {
        approved: decision.approved,
        name: submitter.name ?? submitter.email,
        stepTitle: result.stepTitle,
        programName: result.details.programName,
        feedback: decision.feedback,
        link: `${ctx.baseUrl}/my-onboarding?onboarding=${result.onboarding.id}`,
      }),
    )
  }
  if (result.settled.justCompleted) {
    messages.push(
      ...(await completionMails(ctx, ctx.baseUrl, {
        onboardingId: result.onboarding.id,
        dealerId: result.details.dealerId,
        dealerName: result.details.dealerName,
        dealerEmail: result.details.dealerEmail,
        programName: result.details.programName,
        completedAt: result.settled.completedAt!,
      })),
    )
  }
  sendInBackground(ctx, messages)
  return getSubmissionDetail(ctx, submissionId)
}
