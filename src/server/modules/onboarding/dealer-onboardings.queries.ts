import { and, asc, count, desc, eq, isNotNull, isNull, lt, notExists, or, sql } from 'drizzle-orm'
import { alias } from 'drizzle-orm/pg-core'
import type { Executor } from '#server/db/client'
import { qualifiedColumn as q } from '#server/db/qualified-column'
import { dealers } from '#server/db/schema/dealers'
import {
  dealerOnboarding,
  dealerStepProgress,
  onboardingPrograms,
  onboardingSteps,
} from '#server/db/schema/onboarding'
import { type DealerScope, dealerScopeFilter } from '#server/db/scope'
import { stepColumns } from './onboarding-programs.queries.ts'

// A dealer's onboarding and its step progress. Everything a dealer user can reach takes a DealerScope
// ('all' for staff, otherwise the caller's dealer ids), so another dealer's rows cannot be read by
// omission.

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
  programTranslations: onboardingPrograms.translations,
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
        dealerScopeFilter(dealerOnboarding.dealerId, params.scope),
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
    .where(
      and(dealerScopeFilter(dealerOnboarding.dealerId, params.scope), eq(dealerOnboarding.id, params.id)),
    )
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
    .where(
      and(dealerScopeFilter(dealerOnboarding.dealerId, params.scope), eq(dealerOnboarding.id, params.id)),
    )
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
      ...stepColumns,
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
