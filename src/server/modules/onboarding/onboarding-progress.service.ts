import type { Readable } from 'node:stream'
import type { AuthedContext } from '#server/app-env'
import type { Executor } from '#server/db/client'
import type { DealerScope } from '#server/db/scope'
import { AppError } from '#server/lib/app-error'
import { stepSubmittedMail } from '#server/mail/onboarding-templates'
import { requireUploadType } from '#server/storage/sniff-content-type'
import { readableDealerScope } from '#shared/auth/permissions'
import { FILE_MESSAGES } from '#shared/schemas/files'
import type {
  CertificateView,
  OnboardingListResponse,
  OnboardingView,
  SubmitStepInput,
  UploadedStepFile,
  UploadFileQuery,
} from '#shared/schemas/onboarding'
import {
  findOnboarding,
  listOnboardings,
  listStepsWithProgress,
  lockOnboarding,
  type StepWithProgressRow,
  upsertStepProgress,
} from './dealer-onboardings.queries.ts'
import { completionMailsOf, type LockedOnboarding, settleOnboarding } from './onboarding-completion.ts'
import {
  attachDraftFiles,
  deleteStoredFile,
  findOnboardingFile,
  insertStoredFile,
  insertSubmissionFile,
  listFilesOfOnboarding,
} from './onboarding-files.queries.ts'
import { sendInBackground } from './onboarding-mail.ts'
import { listReviewers } from './onboarding-people.queries.ts'
import { displayStatusOf, missingFilesOf, previousStepsDone, startRefusalOf } from './onboarding-rules.ts'
import { insertSubmission, listSubmissions } from './onboarding-submissions.queries.ts'
import { shownProgram, stepStateOf, stepViews, summaryView } from './onboarding-views.ts'

/** Routes pass the public origin for the links in e-mails. */
export type OnboardingContext = AuthedContext & { baseUrl: string }

export const NO_DEALER_MESSAGE = 'You must be associated with a dealer to access onboarding.'

/** Who may read an onboarding: staff who read every dealer, everyone else only their own dealers'. */
export function readScopeOf(ctx: AuthedContext): DealerScope {
  return readableDealerScope(ctx.actor)
}

/** Who may work on an onboarding (start, upload, submit, confirm): the dealer's own people only. */
const ownScopeOf = (ctx: AuthedContext): DealerScope => ctx.actor.dealerIds

const notFound = () => new AppError('NOT_FOUND', 'Onboarding not found')

/** Spec §6 own onboarding: the onboardings of the caller's dealers, newest first. */
export async function listMyOnboardings(ctx: OnboardingContext): Promise<OnboardingListResponse> {
  if (ctx.actor.dealerIds.length === 0) throw new AppError('FORBIDDEN', NO_DEALER_MESSAGE)
  const open = await listOnboardings(ctx.db, { scope: ownScopeOf(ctx), status: 'active' })
  // Time-delay steps may have unlocked since anyone last looked.
  for (const row of open) await settleAndMail(ctx, row.id, ownScopeOf(ctx))
  const rows = await listOnboardings(ctx.db, { scope: ownScopeOf(ctx), status: 'all' })
  return { onboardings: rows.map((row) => summaryView(row, ctx.readerLanguage)) }
}

export async function getOnboarding(ctx: OnboardingContext, id: string): Promise<OnboardingView> {
  const scope = readScopeOf(ctx)
  await settleAndMail(ctx, id, scope)
  return onboardingView(ctx, scope, id)
}

async function onboardingView(ctx: AuthedContext, scope: DealerScope, id: string): Promise<OnboardingView> {
  const { db, readerLanguage: reader } = ctx
  const row = await findOnboarding(db, { scope, id })
  if (!row) throw notFound()
  const [steps, submissions, files] = await Promise.all([
    listStepsWithProgress(db, { onboardingId: id, programId: row.programId }),
    listSubmissions(db, { onboardingId: id }),
    listFilesOfOnboarding(db, { onboardingId: id }),
  ])
  const summary = summaryView(row, reader)
  return {
    ...summary,
    program: { ...summary.program, description: shownProgram(row, reader).fields.description },
    steps: stepViews(steps, submissions, files, { program: row.programLanguage, reader }),
  }
}

/** Settles an onboarding in its own transaction and sends the completion mail if it just completed. */
async function settleAndMail(ctx: OnboardingContext, id: string, scope: DealerScope) {
  const result = await ctx.db.transaction(async (tx) => {
    const locked = await lockOnboarding(tx, { scope, id })
    if (!locked) throw notFound()
    return { locked, settled: await settleOnboarding(tx, locked) }
  })
  if (result.settled.justCompleted) await mailCompletion(ctx, result.locked, result.settled.completedAt!)
}

async function mailCompletion(ctx: OnboardingContext, onboarding: LockedOnboarding, completedAt: Date) {
  sendInBackground(
    ctx,
    await completionMailsOf(ctx, ctx.baseUrl, { onboardingId: onboarding.id, completedAt }),
  )
}

/**
 * Runs a dealer action on a locked onboarding of the caller's own dealer and its step; settles the
 * onboarding afterwards (progress, time delays, completion) and answers the fresh view.
 */
async function withOwnStep<T>(
  ctx: OnboardingContext,
  params: { onboardingId: string; stepId: string },
  action: (
    tx: Executor,
    onboarding: LockedOnboarding,
    step: StepWithProgressRow,
    steps: StepWithProgressRow[],
  ) => Promise<T>,
) {
  const result = await ctx.db.transaction(async (tx) => {
    const onboarding = await lockOnboarding(tx, { scope: ownScopeOf(ctx), id: params.onboardingId })
    if (!onboarding) throw notFound()
    const steps = await listStepsWithProgress(tx, {
      onboardingId: onboarding.id,
      programId: onboarding.programId,
    })
    const step = steps.find((candidate) => candidate.id === params.stepId)
    if (!step) throw new AppError('NOT_FOUND', 'Step not found')
    const value = await action(tx, onboarding, step, steps)
    const settled = await settleOnboarding(tx, onboarding)
    return { onboarding, settled, value }
  })
  if (result.settled.justCompleted) await mailCompletion(ctx, result.onboarding, result.settled.completedAt!)
  return result
}

/** Spec §4: pending -> in_progress ('Start Step'), only when every earlier required step is approved. */
export async function startStep(
  ctx: OnboardingContext,
  params: { onboardingId: string; stepId: string },
): Promise<OnboardingView> {
  await withOwnStep(ctx, params, async (tx, onboarding, step, steps) => {
    const states = steps.map(stepStateOf)
    const refusal = startRefusalOf(states, stepStateOf(step))
    if (refusal === 'previous_steps') throw new AppError('UNPROCESSABLE', 'Complete Previous Steps First')
    if (refusal === 'already_started') throw new AppError('CONFLICT', 'This step has already been started.')
    if (refusal === 'starts_itself') {
      throw new AppError(
        'UNPROCESSABLE',
        'A waiting period starts by itself when the steps before it are approved.',
      )
    }
    await upsertStepProgress(tx, {
      dealerOnboardingId: onboarding.id,
      stepId: step.id,
      status: 'in_progress',
      startedAt: new Date(),
    })
  })
  return onboardingView(ctx, ownScopeOf(ctx), params.onboardingId)
}

/** A step the dealer is working on: started, or rejected and being reworked. */
function assertWorkable(step: StepWithProgressRow, steps: StepWithProgressRow[]) {
  const status = displayStatusOf(step.status)
  if (status === 'pending') throw new AppError('UNPROCESSABLE', 'Start the step first.')
  if (status === 'submitted') throw new AppError('CONFLICT', 'This step is awaiting review.')
  if (status === 'approved') throw new AppError('CONFLICT', 'This step is already completed.')
  // Steps may have been reordered since this one started: the gate holds at every action.
  if (!previousStepsDone(steps.map(stepStateOf), stepStateOf(step))) {
    throw new AppError('UNPROCESSABLE', 'Complete Previous Steps First')
  }
}

/**
 * Issue 7: the required files of a step are real uploads. The body is the file itself, streamed to
 * storage with the size limit applied while it arrives; its type is sniffed from the bytes. The
 * file stays a draft of the step until the next submission takes it.
 */
export async function uploadStepFile(
  ctx: OnboardingContext,
  params: { onboardingId: string; stepId: string },
  query: UploadFileQuery,
  body: Readable,
): Promise<UploadedStepFile> {
  // Refuse early (before reading the body) when the step cannot take files now.
  await ctx.db.transaction(async (tx) => {
    const onboarding = await lockOnboarding(tx, { scope: ownScopeOf(ctx), id: params.onboardingId })
    if (!onboarding) throw notFound()
    const steps = await listStepsWithProgress(tx, {
      onboardingId: onboarding.id,
      programId: onboarding.programId,
    })
    const step = steps.find((candidate) => candidate.id === params.stepId)
    if (!step) throw new AppError('NOT_FOUND', 'Step not found')
    assertWorkable(step, steps)
  })
  const stored = await ctx.storage.put(body, { maxBytes: ctx.env.UPLOAD_MAX_BYTES })
  try {
    if (stored.sizeBytes === 0) throw new AppError('UNPROCESSABLE', FILE_MESSAGES.empty)
    const mimeType = requireUploadType(stored.head, query.fileName)
    const { value } = await withOwnStep(ctx, params, async (tx, onboarding, step, steps) => {
      assertWorkable(step, steps)
      const file = await insertStoredFile(tx, {
        storageKey: stored.key,
        originalName: query.fileName,
        mimeType,
        sizeBytes: stored.sizeBytes,
        uploadedBy: ctx.actor.userId,
        dealerId: onboarding.dealerId,
      })
      const link = await insertSubmissionFile(tx, {
        dealerOnboardingId: onboarding.id,
        stepId: step.id,
        fileId: file.id,
        label: query.label,
      })
      return {
        id: link.id,
        label: link.label,
        fileName: file.originalName,
        mimeType,
        sizeBytes: file.sizeBytes,
      }
    })
    return { ...value, url: `/api/onboarding/files/${value.id}` }
  } catch (error) {
    await ctx.storage.delete(stored.key)
    throw error
  }
}

/** Removes an uploaded file that has not been submitted yet. */
export async function deleteDraftFile(
  ctx: OnboardingContext,
  params: { onboardingId: string; fileId: string },
): Promise<OnboardingView> {
  const storageKey = await ctx.db.transaction(async (tx) => {
    const onboarding = await lockOnboarding(tx, { scope: ownScopeOf(ctx), id: params.onboardingId })
    if (!onboarding) throw notFound()
    const file = await findOnboardingFile(tx, { scope: ownScopeOf(ctx), fileId: params.fileId })
    if (!file || file.dealerOnboardingId !== onboarding.id) throw new AppError('NOT_FOUND', 'File not found')
    if (file.submissionId) throw new AppError('CONFLICT', 'A submitted file cannot be removed.')
    await deleteStoredFile(tx, file.fileId)
    return file.storageKey
  })
  await ctx.storage.delete(storageKey)
  return onboardingView(ctx, ownScopeOf(ctx), params.onboardingId)
}

/**
 * Spec §4/§5: submitting a started (or rejected) step with non-empty text, and the step's required
 * files, puts it in review ('Awaiting Review'); earlier submissions stay as history. The reviewers
 * get an e-mail. Manual confirmations and waiting periods are not submitted for review.
 */
export async function submitStep(
  ctx: OnboardingContext,
  params: { onboardingId: string; stepId: string },
  input: Required<SubmitStepInput>,
): Promise<OnboardingView> {
  const { onboarding, value: submitted } = await withOwnStep(ctx, params, async (tx, locked, step, steps) => {
    if (step.stepType === 'manual_confirmation') {
      throw new AppError('UNPROCESSABLE', 'This step is confirmed by the dealer, not submitted for review.')
    }
    if (step.stepType === 'time_delay') {
      throw new AppError('UNPROCESSABLE', 'A waiting period approves itself when its time is up.')
    }
    assertWorkable(step, steps)
    const drafts = (await listFilesOfOnboarding(tx, { onboardingId: locked.id })).filter(
      (file) => file.stepId === step.id && file.submissionId === null,
    )
    const chosen = drafts.filter((file) => input.fileIds.includes(file.id))
    if (chosen.length !== new Set(input.fileIds).size) {
      throw new AppError('UNPROCESSABLE', 'One of the files is not an upload of this step.')
    }
    const missing = missingFilesOf(
      step,
      chosen.map((file) => file.label),
    )
    if (missing.length > 0) {
      throw new AppError('UNPROCESSABLE', `Upload the required files first: ${missing.join(', ')}`, {
        missing,
      })
    }
    const now = new Date()
    const submission = await insertSubmission(tx, {
      dealerOnboardingId: locked.id,
      stepId: step.id,
      submittedBy: ctx.actor.userId,
      submissionText: input.submissionText,
    })
    await attachDraftFiles(tx, {
      onboardingId: locked.id,
      stepId: step.id,
      submissionId: submission.id,
      fileIds: chosen.map((file) => file.id),
    })
    await upsertStepProgress(tx, {
      dealerOnboardingId: locked.id,
      stepId: step.id,
      status: 'submitted',
      submissionText: input.submissionText,
      completedAt: now,
      feedback: null,
      reviewedAt: null,
      reviewedBy: null,
    })
    return { submissionId: submission.id, stepTitle: step.title }
  })
  await mailReviewers(ctx, {
    onboardingId: onboarding.id,
    submissionId: submitted.submissionId,
    stepTitle: submitted.stepTitle,
    submissionText: input.submissionText,
  })
  return onboardingView(ctx, ownScopeOf(ctx), params.onboardingId)
}

/**
 * Spec §7 step_submission mail: to every reviewer (admin-level staff) and to the configured
 * ONBOARDING_REVIEW_EMAIL (the spec's fixed administrator address), once per address.
 */
async function mailReviewers(
  ctx: OnboardingContext,
  data: { onboardingId: string; submissionId: string; stepTitle: string; submissionText: string },
) {
  const row = await findOnboarding(ctx.db, { scope: 'all', id: data.onboardingId })
  if (!row) return
  const reviewers = await listReviewers(ctx.db)
  const recipients = new Map(
    reviewers.map((reviewer) => [reviewer.email.toLowerCase(), reviewer.name ?? reviewer.email]),
  )
  const configured = ctx.env.ONBOARDING_REVIEW_EMAIL?.toLowerCase()
  if (configured && !recipients.has(configured)) recipients.set(configured, 'Onboarding team')
  const reviewLink = `${ctx.baseUrl}/onboarding-management?tab=review&submission=${data.submissionId}`
  sendInBackground(
    ctx,
    [...recipients].map(([to, adminName]) =>
      stepSubmittedMail(to, {
        adminName,
        dealerName: row.dealerName,
        stepTitle: data.stepTitle,
        programName: row.programName,
        submissionText: data.submissionText,
        reviewLink,
      }),
    ),
  )
}

/** Issue 7: manual_confirmation steps are confirmed by the dealer (approved without a reviewer). */
export async function confirmStep(
  ctx: OnboardingContext,
  params: { onboardingId: string; stepId: string },
  input: { note: string | null },
): Promise<OnboardingView> {
  await withOwnStep(ctx, params, async (tx, onboarding, step, steps) => {
    if (step.stepType !== 'manual_confirmation') {
      throw new AppError('UNPROCESSABLE', 'Only confirmation steps are confirmed by the dealer.')
    }
    const states = steps.map(stepStateOf)
    const status = displayStatusOf(step.status)
    if (status === 'approved') throw new AppError('CONFLICT', 'This step is already completed.')
    if (!previousStepsDone(states, stepStateOf(step))) {
      throw new AppError('UNPROCESSABLE', 'Complete Previous Steps First')
    }
    const now = new Date()
    await upsertStepProgress(tx, {
      dealerOnboardingId: onboarding.id,
      stepId: step.id,
      status: 'approved',
      startedAt: step.startedAt ?? now,
      completedAt: now,
      reviewedAt: now,
      reviewedBy: null,
      submissionText: input.note,
    })
  })
  return onboardingView(ctx, ownScopeOf(ctx), params.onboardingId)
}

/** An uploaded file, for the dealer's own people and for staff who read every dealer. */
export async function openOnboardingFile(ctx: OnboardingContext, fileId: string) {
  const file = await findOnboardingFile(ctx.db, { scope: readScopeOf(ctx), fileId })
  if (!file) throw new AppError('NOT_FOUND', 'File not found')
  return { file, stream: await ctx.storage.get(file.storageKey) }
}

/** The printable certificate of a completed onboarding. */
export async function getCertificate(ctx: OnboardingContext, id: string): Promise<CertificateView> {
  const row = await findOnboarding(ctx.db, { scope: readScopeOf(ctx), id })
  if (!row) throw notFound()
  if (!row.completedAt) throw new AppError('UNPROCESSABLE', 'This onboarding is not completed yet.')
  return {
    onboardingId: row.id,
    dealerName: row.dealerName,
    dealerCode: row.dealerCode,
    programName: shownProgram(row, ctx.readerLanguage).fields.name,
    completedAt: row.completedAt.toISOString(),
    stepCount: Number(row.stepCount),
  }
}
