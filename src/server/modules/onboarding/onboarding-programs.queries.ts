import { and, asc, count, desc, eq, isNull, sql } from 'drizzle-orm'
import type { Executor } from '#server/db/client'
import { qualifiedColumn as q } from '#server/db/qualified-column'
import { dealerOnboarding, onboardingPrograms, onboardingSteps } from '#server/db/schema/onboarding'
import { isVersion, nextVersion } from '#server/lib/stale-edit'

const programStepCount = sql<number>`(select count(*)::int from ${onboardingSteps} where ${q(onboardingSteps.programId)} = ${q(onboardingPrograms.id)})`

const programEnrolledCount = sql<number>`(select count(*)::int from ${dealerOnboarding} where ${q(dealerOnboarding.programId)} = ${q(onboardingPrograms.id)})`

const programColumns = {
  id: onboardingPrograms.id,
  name: onboardingPrograms.name,
  description: onboardingPrograms.description,
  languageCode: onboardingPrograms.languageCode,
  translations: onboardingPrograms.translations,
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
      languageCode: onboardingPrograms.languageCode,
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

/** A step's content as every view shows it (StepContent); the step lists add what they need. */
export const stepColumns = {
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
  translations: onboardingSteps.translations,
}

export async function listProgramSteps(db: Executor, programId: string) {
  return db
    .select({ ...stepColumns, updatedAt: onboardingSteps.updatedAt })
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
