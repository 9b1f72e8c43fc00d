import {
  and,
  asc,
  count,
  desc,
  eq,
  getTableName,
  inArray,
  isNotNull,
  isNull,
  lt,
  notExists,
  or,
  type SQL,
  sql,
} from 'drizzle-orm'
import { type AnyPgColumn, alias } from 'drizzle-orm/pg-core'
import { ONBOARDING_MANAGER_ROLES } from '../../../shared/constants/onboarding.ts'
import type { Executor } from '../../db/client.ts'
import { user } from '../../db/schema/auth.ts'
import { dealers } from '../../db/schema/dealers.ts'
import { storedFiles } from '../../db/schema/files.ts'
import { dealerUsers, profiles, userRoles } from '../../db/schema/identity.ts'
import {
  dealerOnboarding,
  dealerStepProgress,
  onboardingPrograms,
  onboardingStepSubmissions,
  onboardingSteps,
  onboardingSubmissionFiles,
} from '../../db/schema/onboarding.ts'
import { isVersion, nextVersion } from '../../lib/stale-edit.ts'
import type { DealerScope } from '../dealers/dealers.queries.ts'

// Database access for onboarding. Everything a dealer user can reach takes a DealerScope ('all' for
// staff, otherwise the caller's dealer ids), so another dealer's rows cannot be read by omission.

const NO_DEALER = '00000000-0000-0000-0000-000000000000'

/**
 * A column with its table name, for correlated subqueries: Drizzle leaves columns unqualified in
 * single-table queries, where "id" inside a subquery would mean the subquery's own id.
 */
const q = (column: AnyPgColumn) => sql.raw(`"${getTableName(column.table)}"."${column.name}"`)

function onboardingInScope(scope: DealerScope): SQL | undefined {
  if (scope === 'all') return undefined
  return inArray(dealerOnboarding.dealerId, scope.length > 0 ? [...scope] : [NO_DEALER])
}

const displayName = sql<
  string | null
>`nullif(btrim(concat_ws(' ', "profiles"."first_name", "profiles"."last_name")), '')`

// ---------------------------------------------------------------------------------------------
// Onboardings
// ---------------------------------------------------------------------------------------------

const stepCount = sql<number>`(select count(*)::int from ${onboardingSteps} where ${q(onboardingSteps.programId)} = ${q(dealerOnboarding.programId)})`
const approvedCount = sql<number>`(select count(*)::int from ${dealerStepProgress} join ${onboardingSteps} on ${q(onboardingSteps.id)} = ${q(dealerStepProgress.stepId)} where ${q(dealerStepProgress.dealerOnboardingId)} = ${q(dealerOnboarding.id)} and ${q(onboardingSteps.programId)} = ${q(dealerOnboarding.programId)} and ${q(dealerStepProgress.status)} = 'approved')`
const awaitingReviewCount = sql<number>`(select count(*)::int from ${dealerStepProgress} where ${q(dealerStepProgress.dealerOnboardingId)} = ${q(dealerOnboarding.id)} and ${q(dealerStepProgress.status)} in ('submitted', 'completed'))`

const onboardingSummaryColumns = {
  id: dealerOnboarding.id,
  startedAt: dealerOnboarding.startedAt,
  completedAt: dealerOnboarding.completedAt,
  progressPercentage: dealerOnboarding.progressPercentage,
  currentStep: dealerOnboarding.currentStep,
  createdAt: dealerOnboarding.createdAt,
  dealerId: dealers.id,
  dealerName: dealers.name,
  dealerCode: dealers.dealerCode,
  dealerEmail: dealers.email,
  programId: onboardingPrograms.id,
  programName: onboardingPrograms.name,
  programDescription: onboardingPrograms.description,
  programLanguage: onboardingPrograms.languageCode,
  stepCount,
  approvedCount,
  awaitingReviewCount,
}

export type OnboardingSummaryRow = Awaited<ReturnType<typeof listOnboardings>>[number]

export async function listOnboardings(
  db: Executor,
  params: { scope: DealerScope; status: 'active' | 'completed' | 'all'; limit?: number },
) {
  const query = db
    .select(onboardingSummaryColumns)
    .from(dealerOnboarding)
    .innerJoin(dealers, eq(dealers.id, dealerOnboarding.dealerId))
    .innerJoin(onboardingPrograms, eq(onboardingPrograms.id, dealerOnboarding.programId))
    .where(
      and(
        onboardingInScope(params.scope),
        params.status === 'active' ? isNull(dealerOnboarding.completedAt) : undefined,
        params.status === 'completed' ? isNotNull(dealerOnboarding.completedAt) : undefined,
      ),
    )
    // Spec §7: "newest first"; the id keeps the order stable between refetches.
    .orderBy(desc(dealerOnboarding.createdAt), desc(dealerOnboarding.id))
  return params.limit ? query.limit(params.limit) : query
}

export async function findOnboarding(db: Executor, params: { scope: DealerScope; id: string }) {
  const [row] = await db
    .select(onboardingSummaryColumns)
    .from(dealerOnboarding)
    .innerJoin(dealers, eq(dealers.id, dealerOnboarding.dealerId))
    .innerJoin(onboardingPrograms, eq(onboardingPrograms.id, dealerOnboarding.programId))
    .where(and(onboardingInScope(params.scope), eq(dealerOnboarding.id, params.id)))
  return row
}

const lockedOnboardingColumns = {
  id: dealerOnboarding.id,
  dealerId: dealerOnboarding.dealerId,
  programId: dealerOnboarding.programId,
  startedAt: dealerOnboarding.startedAt,
  completedAt: dealerOnboarding.completedAt,
  progressPercentage: dealerOnboarding.progressPercentage,
  currentStep: dealerOnboarding.currentStep,
}

/** Locks the onboarding row for the rest of the transaction (one writer per onboarding at a time). */
export async function lockOnboarding(tx: Executor, params: { scope: DealerScope; id: string }) {
  const [row] = await tx
    .select(lockedOnboardingColumns)
    .from(dealerOnboarding)
    .where(and(onboardingInScope(params.scope), eq(dealerOnboarding.id, params.id)))
    .for('update')
  return row
}

/**
 * Locks an open onboarding unless someone else holds it (`skip locked`): the background sweep
 * leaves an onboarding that a request or another instance is changing right now to that writer,
 * which settles it anyway, and takes it up again on its next round if still needed.
 */
export async function lockOpenOnboardingIfFree(tx: Executor, id: string) {
  const [row] = await tx
    .select(lockedOnboardingColumns)
    .from(dealerOnboarding)
    .where(and(eq(dealerOnboarding.id, id), isNull(dealerOnboarding.completedAt)))
    .for('update', { skipLocked: true })
  return row
}

const earlierStep = alias(onboardingSteps, 'earlier_step')
const earlierProgress = alias(dealerStepProgress, 'earlier_progress')

/**
 * Open onboardings with a waiting period (time_delay step) to settle at `now`: one running whose
 * duration is up, or one not started although every earlier required step is approved (it starts,
 * backdated to when it became reachable, and may be over at once). Exactly the cases
 * settleTimeDelays acts on, so an onboarding found here is changed by settling it and is not found
 * again for the same reason.
 */
export async function listOnboardingsWithDueWaitingPeriods(
  db: Executor,
  params: { now: Date; limit: number },
) {
  const now = sql`${params.now.toISOString()}::timestamptz`
  const blockedByEarlierStep = db
    .select({ one: sql`1` })
    .from(earlierStep)
    .leftJoin(
      earlierProgress,
      and(
        eq(earlierProgress.stepId, earlierStep.id),
        eq(earlierProgress.dealerOnboardingId, dealerOnboarding.id),
      ),
    )
    .where(
      and(
        eq(earlierStep.programId, dealerOnboarding.programId),
        lt(earlierStep.stepOrder, onboardingSteps.stepOrder),
        eq(earlierStep.isRequired, true),
        sql`${earlierProgress.status} is distinct from 'approved'`,
      ),
    )
  const rows = await db
    .selectDistinct({ id: dealerOnboarding.id })
    .from(dealerOnboarding)
    .innerJoin(
      onboardingSteps,
      and(
        eq(onboardingSteps.programId, dealerOnboarding.programId),
        eq(onboardingSteps.stepType, 'time_delay'),
      ),
    )
    .leftJoin(
      dealerStepProgress,
      and(
        eq(dealerStepProgress.dealerOnboardingId, dealerOnboarding.id),
        eq(dealerStepProgress.stepId, onboardingSteps.id),
      ),
    )
    .where(
      and(
        isNull(dealerOnboarding.completedAt),
        or(
          and(
            eq(dealerStepProgress.status, 'in_progress'),
            sql`${dealerStepProgress.startedAt} + ${onboardingSteps.estimatedDuration} * interval '1 minute' <= ${now}`,
          ),
          and(
            or(isNull(dealerStepProgress.status), eq(dealerStepProgress.status, 'pending')),
            notExists(blockedByEarlierStep),
          ),
        ),
      ),
    )
    .orderBy(asc(dealerOnboarding.id))
    .limit(params.limit)
  return rows.map((row) => row.id)
}

/** The program's steps with this onboarding's progress on each (null status: no record yet). */
export async function listStepsWithProgress(
  db: Executor,
  params: { onboardingId: string; programId: string },
) {
  return db
    .select({
      id: onboardingSteps.id,
      stepOrder: onboardingSteps.stepOrder,
      title: onboardingSteps.title,
      description: onboardingSteps.description,
      instructions: onboardingSteps.instructions,
      stepType: onboardingSteps.stepType,
      isRequired: onboardingSteps.isRequired,
      estimatedDuration: onboardingSteps.estimatedDuration,
      requiredFiles: onboardingSteps.requiredFiles,
      completionCriteria: onboardingSteps.completionCriteria,
      progressId: dealerStepProgress.id,
      status: dealerStepProgress.status,
      startedAt: dealerStepProgress.startedAt,
      completedAt: dealerStepProgress.completedAt,
      feedback: dealerStepProgress.feedback,
      reviewedAt: dealerStepProgress.reviewedAt,
    })
    .from(onboardingSteps)
    .leftJoin(
      dealerStepProgress,
      and(
        eq(dealerStepProgress.stepId, onboardingSteps.id),
        eq(dealerStepProgress.dealerOnboardingId, params.onboardingId),
      ),
    )
    .where(eq(onboardingSteps.programId, params.programId))
    .orderBy(asc(onboardingSteps.stepOrder), asc(onboardingSteps.createdAt), asc(onboardingSteps.id))
}

export type StepWithProgressRow = Awaited<ReturnType<typeof listStepsWithProgress>>[number]

export async function upsertStepProgress(
  tx: Executor,
  values: typeof dealerStepProgress.$inferInsert & { dealerOnboardingId: string; stepId: string },
) {
  const { dealerOnboardingId: _onboarding, stepId: _step, ...changes } = values
  await tx
    .insert(dealerStepProgress)
    .values(values)
    .onConflictDoUpdate({
      target: [dealerStepProgress.dealerOnboardingId, dealerStepProgress.stepId],
      set: { ...changes, updatedAt: new Date() },
    })
}

export async function updateOnboardingProgress(
  tx: Executor,
  id: string,
  values: { progressPercentage: number; currentStep: number },
) {
  await tx.update(dealerOnboarding).set(values).where(eq(dealerOnboarding.id, id))
}

/** Sets completed_at once: only the caller whose update changed the row gets true. */
export async function markOnboardingCompleted(tx: Executor, id: string, at: Date, currentStep: number) {
  const rows = await tx
    .update(dealerOnboarding)
    .set({ completedAt: at, progressPercentage: 100, currentStep })
    .where(and(eq(dealerOnboarding.id, id), isNull(dealerOnboarding.completedAt)))
    .returning({ id: dealerOnboarding.id })
  return rows.length === 1
}

export async function countOpenOnboardingsOfDealer(tx: Executor, dealerId: string) {
  const [row] = await tx
    .select({ count: count() })
    .from(dealerOnboarding)
    .where(and(eq(dealerOnboarding.dealerId, dealerId), isNull(dealerOnboarding.completedAt)))
  return Number(row?.count ?? 0)
}

export async function setDealerStatus(tx: Executor, dealerId: string, status: 'active' | 'onboarding') {
  await tx.update(dealers).set({ status }).where(eq(dealers.id, dealerId))
}

// ---------------------------------------------------------------------------------------------
// Submissions and files
// ---------------------------------------------------------------------------------------------

const submitter = sql<
  string | null
>`(select coalesce(${displayName}, ${q(user.email)}) from ${user} left join ${profiles} on ${q(profiles.id)} = ${q(user.id)} where ${q(user.id)} = ${q(onboardingStepSubmissions.submittedBy)})`
const reviewer = sql<
  string | null
>`(select coalesce(${displayName}, ${q(user.email)}) from ${user} left join ${profiles} on ${q(profiles.id)} = ${q(user.id)} where ${q(user.id)} = ${q(onboardingStepSubmissions.reviewedBy)})`

const submissionColumns = {
  id: onboardingStepSubmissions.id,
  dealerOnboardingId: onboardingStepSubmissions.dealerOnboardingId,
  stepId: onboardingStepSubmissions.stepId,
  submissionText: onboardingStepSubmissions.submissionText,
  status: onboardingStepSubmissions.status,
  feedback: onboardingStepSubmissions.feedback,
  submittedAt: onboardingStepSubmissions.createdAt,
  submittedById: onboardingStepSubmissions.submittedBy,
  submittedBy: submitter,
  reviewedAt: onboardingStepSubmissions.reviewedAt,
  reviewedBy: reviewer,
}

export type SubmissionRow = Awaited<ReturnType<typeof listSubmissions>>[number]

/** Submissions of an onboarding (optionally of one step), newest first. */
export async function listSubmissions(db: Executor, params: { onboardingId: string; stepId?: string }) {
  return db
    .select(submissionColumns)
    .from(onboardingStepSubmissions)
    .where(
      and(
        eq(onboardingStepSubmissions.dealerOnboardingId, params.onboardingId),
        params.stepId ? eq(onboardingStepSubmissions.stepId, params.stepId) : undefined,
      ),
    )
    .orderBy(desc(onboardingStepSubmissions.createdAt), desc(onboardingStepSubmissions.id))
}

export async function findSubmission(db: Executor, id: string) {
  const [row] = await db
    .select(submissionColumns)
    .from(onboardingStepSubmissions)
    .where(eq(onboardingStepSubmissions.id, id))
  return row
}

export async function lockSubmission(tx: Executor, id: string) {
  const [row] = await tx
    .select({
      id: onboardingStepSubmissions.id,
      dealerOnboardingId: onboardingStepSubmissions.dealerOnboardingId,
      stepId: onboardingStepSubmissions.stepId,
      status: onboardingStepSubmissions.status,
      submittedBy: onboardingStepSubmissions.submittedBy,
    })
    .from(onboardingStepSubmissions)
    .where(eq(onboardingStepSubmissions.id, id))
    .for('update')
  return row
}

export async function insertSubmission(tx: Executor, values: typeof onboardingStepSubmissions.$inferInsert) {
  const [row] = await tx
    .insert(onboardingStepSubmissions)
    .values(values)
    .returning({ id: onboardingStepSubmissions.id })
  return row
}

export async function reviewSubmissionRow(
  tx: Executor,
  id: string,
  values: { status: 'approved' | 'rejected'; feedback: string | null; reviewedBy: string; reviewedAt: Date },
) {
  await tx.update(onboardingStepSubmissions).set(values).where(eq(onboardingStepSubmissions.id, id))
}

const fileColumns = {
  id: onboardingSubmissionFiles.id,
  fileId: storedFiles.id,
  stepId: onboardingSubmissionFiles.stepId,
  submissionId: onboardingSubmissionFiles.submissionId,
  label: onboardingSubmissionFiles.label,
  fileName: storedFiles.originalName,
  mimeType: storedFiles.mimeType,
  sizeBytes: storedFiles.sizeBytes,
  storageKey: storedFiles.storageKey,
  uploadedAt: storedFiles.createdAt,
}

export type FileRow = Awaited<ReturnType<typeof listFilesOfOnboarding>>[number]

export async function listFilesOfOnboarding(db: Executor, params: { onboardingId: string }) {
  return db
    .select(fileColumns)
    .from(onboardingSubmissionFiles)
    .innerJoin(storedFiles, eq(storedFiles.id, onboardingSubmissionFiles.fileId))
    .where(eq(onboardingSubmissionFiles.dealerOnboardingId, params.onboardingId))
    .orderBy(asc(onboardingSubmissionFiles.createdAt), asc(onboardingSubmissionFiles.id))
}

export async function insertStoredFile(tx: Executor, values: typeof storedFiles.$inferInsert) {
  const [row] = await tx.insert(storedFiles).values(values).returning()
  return row
}

export async function insertSubmissionFile(
  tx: Executor,
  values: typeof onboardingSubmissionFiles.$inferInsert,
) {
  const [row] = await tx.insert(onboardingSubmissionFiles).values(values).returning()
  return row
}

/** A file of an onboarding the caller may read (scope), with its storage key. */
export async function findOnboardingFile(db: Executor, params: { scope: DealerScope; fileId: string }) {
  const [row] = await db
    .select({ ...fileColumns, dealerOnboardingId: onboardingSubmissionFiles.dealerOnboardingId })
    .from(onboardingSubmissionFiles)
    .innerJoin(storedFiles, eq(storedFiles.id, onboardingSubmissionFiles.fileId))
    .innerJoin(dealerOnboarding, eq(dealerOnboarding.id, onboardingSubmissionFiles.dealerOnboardingId))
    .where(and(onboardingInScope(params.scope), eq(onboardingSubmissionFiles.id, params.fileId)))
  return row
}

export async function attachDraftFiles(
  tx: Executor,
  params: { onboardingId: string; stepId: string; submissionId: string; fileIds: string[] },
) {
  if (params.fileIds.length === 0) return
  await tx
    .update(onboardingSubmissionFiles)
    .set({ submissionId: params.submissionId })
    .where(
      and(
        eq(onboardingSubmissionFiles.dealerOnboardingId, params.onboardingId),
        eq(onboardingSubmissionFiles.stepId, params.stepId),
        isNull(onboardingSubmissionFiles.submissionId),
        inArray(onboardingSubmissionFiles.id, params.fileIds),
      ),
    )
}

export async function deleteStoredFile(tx: Executor, storedFileId: string) {
  await tx.delete(storedFiles).where(eq(storedFiles.id, storedFileId))
}

// ---------------------------------------------------------------------------------------------
// Review queue
// ---------------------------------------------------------------------------------------------

/** Every submission awaiting review across dealers, oldest first (issue 7 review queue). */
export async function listPendingSubmissions(db: Executor) {
  return db
    .select({
      submissionId: onboardingStepSubmissions.id,
      onboardingId: dealerOnboarding.id,
      dealerId: dealers.id,
      dealerName: dealers.name,
      dealerCode: dealers.dealerCode,
      programId: onboardingPrograms.id,
      programName: onboardingPrograms.name,
      stepId: onboardingSteps.id,
      stepTitle: onboardingSteps.title,
      stepOrder: onboardingSteps.stepOrder,
      stepType: onboardingSteps.stepType,
      submittedAt: onboardingStepSubmissions.createdAt,
      submittedBy: submitter,
      fileCount: sql<number>`(select count(*)::int from ${onboardingSubmissionFiles} where ${q(onboardingSubmissionFiles.submissionId)} = ${q(onboardingStepSubmissions.id)})`,
    })
    .from(onboardingStepSubmissions)
    .innerJoin(dealerOnboarding, eq(dealerOnboarding.id, onboardingStepSubmissions.dealerOnboardingId))
    .innerJoin(dealers, eq(dealers.id, dealerOnboarding.dealerId))
    .innerJoin(onboardingPrograms, eq(onboardingPrograms.id, dealerOnboarding.programId))
    .innerJoin(onboardingSteps, eq(onboardingSteps.id, onboardingStepSubmissions.stepId))
    .where(eq(onboardingStepSubmissions.status, 'submitted'))
    .orderBy(asc(onboardingStepSubmissions.createdAt), asc(onboardingStepSubmissions.id))
}

// ---------------------------------------------------------------------------------------------
// Programs and steps
// ---------------------------------------------------------------------------------------------

const programStepCount = sql<number>`(select count(*)::int from ${onboardingSteps} where ${q(onboardingSteps.programId)} = ${q(onboardingPrograms.id)})`
const programEnrolledCount = sql<number>`(select count(*)::int from ${dealerOnboarding} where ${q(dealerOnboarding.programId)} = ${q(onboardingPrograms.id)})`

const programColumns = {
  id: onboardingPrograms.id,
  name: onboardingPrograms.name,
  description: onboardingPrograms.description,
  languageCode: onboardingPrograms.languageCode,
  isActive: onboardingPrograms.isActive,
  createdAt: onboardingPrograms.createdAt,
  updatedAt: onboardingPrograms.updatedAt,
  stepCount: programStepCount,
  enrolledCount: programEnrolledCount,
}

/** Spec §2.10: newest first, with step counts. */
export async function listPrograms(db: Executor) {
  return db
    .select(programColumns)
    .from(onboardingPrograms)
    .orderBy(desc(onboardingPrograms.createdAt), desc(onboardingPrograms.id))
}

export async function findProgram(db: Executor, id: string) {
  const [row] = await db.select(programColumns).from(onboardingPrograms).where(eq(onboardingPrograms.id, id))
  return row
}

export async function lockProgram(tx: Executor, id: string) {
  const [row] = await tx
    .select({
      id: onboardingPrograms.id,
      isActive: onboardingPrograms.isActive,
      name: onboardingPrograms.name,
    })
    .from(onboardingPrograms)
    .where(eq(onboardingPrograms.id, id))
    .for('update')
  return row
}

export async function insertProgram(tx: Executor, values: typeof onboardingPrograms.$inferInsert) {
  const [row] = await tx.insert(onboardingPrograms).values(values).returning({ id: onboardingPrograms.id })
  return row
}

/** One conditional UPDATE (issue 32): false when the program is gone or at another version. */
export async function updateProgramRow(
  tx: Executor,
  id: string,
  values: Partial<typeof onboardingPrograms.$inferInsert>,
  expectedUpdatedAt: string,
) {
  const rows = await tx
    .update(onboardingPrograms)
    .set({ ...values, updatedAt: nextVersion(onboardingPrograms.updatedAt) })
    .where(and(eq(onboardingPrograms.id, id), isVersion(onboardingPrograms.updatedAt, expectedUpdatedAt)))
    .returning({ id: onboardingPrograms.id })
  return rows.length > 0
}

export async function deleteProgramRow(tx: Executor, id: string) {
  await tx.delete(onboardingPrograms).where(eq(onboardingPrograms.id, id))
}

export async function listProgramSteps(db: Executor, programId: string) {
  return db
    .select({
      id: onboardingSteps.id,
      stepOrder: onboardingSteps.stepOrder,
      title: onboardingSteps.title,
      description: onboardingSteps.description,
      instructions: onboardingSteps.instructions,
      stepType: onboardingSteps.stepType,
      isRequired: onboardingSteps.isRequired,
      estimatedDuration: onboardingSteps.estimatedDuration,
      requiredFiles: onboardingSteps.requiredFiles,
      completionCriteria: onboardingSteps.completionCriteria,
      updatedAt: onboardingSteps.updatedAt,
    })
    .from(onboardingSteps)
    .where(eq(onboardingSteps.programId, programId))
    .orderBy(asc(onboardingSteps.stepOrder), asc(onboardingSteps.createdAt), asc(onboardingSteps.id))
}

export async function countProgramSteps(tx: Executor, programId: string) {
  const [row] = await tx
    .select({ count: count() })
    .from(onboardingSteps)
    .where(eq(onboardingSteps.programId, programId))
  return Number(row?.count ?? 0)
}

export async function insertSteps(tx: Executor, values: (typeof onboardingSteps.$inferInsert)[]) {
  return tx.insert(onboardingSteps).values(values).returning({ id: onboardingSteps.id })
}

/** One conditional UPDATE of a step's content (issue 32): false when gone or at another version. */
export async function updateStepRow(
  tx: Executor,
  params: { programId: string; stepId: string },
  values: Partial<typeof onboardingSteps.$inferInsert>,
  expectedUpdatedAt: string,
) {
  const rows = await tx
    .update(onboardingSteps)
    .set({ ...values, updatedAt: nextVersion(onboardingSteps.updatedAt) })
    .where(
      and(
        eq(onboardingSteps.id, params.stepId),
        eq(onboardingSteps.programId, params.programId),
        isVersion(onboardingSteps.updatedAt, expectedUpdatedAt),
      ),
    )
    .returning({ id: onboardingSteps.id })
  return rows.length > 0
}

/**
 * Moves a step to another place. The order is not part of the step form, so the step keeps its
 * version (`updated_at` set to itself): a reorder does not make an open step form stale (issue 32).
 */
export async function setStepOrder(
  tx: Executor,
  params: { programId: string; stepId: string },
  stepOrder: number,
) {
  await tx
    .update(onboardingSteps)
    .set({ stepOrder, updatedAt: sql`${onboardingSteps.updatedAt}` })
    .where(and(eq(onboardingSteps.id, params.stepId), eq(onboardingSteps.programId, params.programId)))
}

/** A step with its version, for the 409 of a stale step edit. */
export async function findProgramStep(db: Executor, params: { programId: string; stepId: string }) {
  const [row] = await db
    .select()
    .from(onboardingSteps)
    .where(and(eq(onboardingSteps.id, params.stepId), eq(onboardingSteps.programId, params.programId)))
  return row
}

export async function deleteStepRow(tx: Executor, params: { programId: string; stepId: string }) {
  const rows = await tx
    .delete(onboardingSteps)
    .where(and(eq(onboardingSteps.id, params.stepId), eq(onboardingSteps.programId, params.programId)))
    .returning({ id: onboardingSteps.id })
  return rows.length > 0
}

export async function listOnboardingIdsOfProgram(tx: Executor, programId: string) {
  const rows = await tx
    .select({ id: dealerOnboarding.id })
    .from(dealerOnboarding)
    .where(and(eq(dealerOnboarding.programId, programId), isNull(dealerOnboarding.completedAt)))
  return rows.map((row) => row.id)
}

// ---------------------------------------------------------------------------------------------
// Assignment
// ---------------------------------------------------------------------------------------------

export async function listDealersWithEnrollment(db: Executor, programId: string) {
  return db
    .select({
      id: dealers.id,
      name: dealers.name,
      dealerCode: dealers.dealerCode,
      city: dealers.city,
      country: dealers.country,
      status: dealers.status,
      enrolled: sql<boolean>`exists (select 1 from ${dealerOnboarding} where ${q(dealerOnboarding.dealerId)} = ${q(dealers.id)} and ${q(dealerOnboarding.programId)} = ${programId})`,
    })
    .from(dealers)
    .orderBy(asc(dealers.name), asc(dealers.id))
}

export async function findDealerIds(tx: Executor, ids: readonly string[]) {
  const rows = await tx
    .select({ id: dealers.id })
    .from(dealers)
    .where(inArray(dealers.id, [...ids]))
  return rows.map((row) => row.id)
}

export async function insertDealerOnboarding(tx: Executor, values: { dealerId: string; programId: string }) {
  const [row] = await tx
    .insert(dealerOnboarding)
    .values(values)
    .onConflictDoNothing({ target: [dealerOnboarding.dealerId, dealerOnboarding.programId] })
    .returning({ id: dealerOnboarding.id })
  return row
}

// ---------------------------------------------------------------------------------------------
// Overview, people to notify
// ---------------------------------------------------------------------------------------------

export async function overviewStats(db: Executor) {
  const [programs] = await db
    .select({ active: count() })
    .from(onboardingPrograms)
    .where(eq(onboardingPrograms.isActive, true))
  const [onboardings] = await db
    .select({
      inProgress: sql<number>`count(*) filter (where ${dealerOnboarding.completedAt} is null)::int`,
      completed: sql<number>`count(*) filter (where ${dealerOnboarding.completedAt} is not null)::int`,
      avgProgress: sql<number>`coalesce(round(avg(${dealerOnboarding.progressPercentage})), 0)::int`,
    })
    .from(dealerOnboarding)
  const [queue] = await db
    .select({ count: count() })
    .from(onboardingStepSubmissions)
    .where(eq(onboardingStepSubmissions.status, 'submitted'))
  return {
    activePrograms: Number(programs?.active ?? 0),
    inProgress: Number(onboardings?.inProgress ?? 0),
    completed: Number(onboardings?.completed ?? 0),
    avgProgress: Number(onboardings?.avgProgress ?? 0),
    awaitingReview: Number(queue?.count ?? 0),
  }
}

/** The reviewers: every user with an admin-level role (issue 7), with a name for the greeting. */
export async function listReviewers(db: Executor) {
  return db
    .selectDistinct({ id: user.id, email: user.email, name: sql<string | null>`${displayName}` })
    .from(userRoles)
    .innerJoin(user, eq(user.id, userRoles.userId))
    .leftJoin(profiles, eq(profiles.id, user.id))
    .where(inArray(userRoles.role, [...ONBOARDING_MANAGER_ROLES]))
}

export async function findUserContact(db: Executor, userId: string) {
  const [row] = await db
    .select({ id: user.id, email: user.email, name: sql<string | null>`${displayName}` })
    .from(user)
    .leftJoin(profiles, eq(profiles.id, user.id))
    .where(eq(user.id, userId))
  return row
}

export async function listDealerMembers(db: Executor, dealerId: string) {
  return db
    .select({ id: user.id, email: user.email })
    .from(dealerUsers)
    .innerJoin(user, eq(user.id, dealerUsers.userId))
    .where(eq(dealerUsers.dealerId, dealerId))
}
