import { and, asc, desc, eq, sql } from 'drizzle-orm'
import type { Executor } from '#server/db/client'
import { qualifiedColumn as q } from '#server/db/qualified-column'
import { user } from '#server/db/schema/auth'
import { dealers } from '#server/db/schema/dealers'
import { profiles } from '#server/db/schema/identity'
import {
  dealerOnboarding,
  onboardingPrograms,
  onboardingStepSubmissions,
  onboardingSteps,
  onboardingSubmissionFiles,
} from '#server/db/schema/onboarding'
import { displayName } from './onboarding-people.queries.ts'

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
