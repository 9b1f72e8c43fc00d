import { and, asc, eq, inArray, isNull } from 'drizzle-orm'
import type { Executor } from '#server/db/client'
import { storedFiles } from '#server/db/schema/files'
import { dealerOnboarding, onboardingSubmissionFiles } from '#server/db/schema/onboarding'
import { type DealerScope, dealerScopeFilter } from '#server/db/scope'

// Files of an onboarding's submissions. A dealer user's download takes a DealerScope ('all' for staff,
// otherwise the caller's dealer ids), so another dealer's files cannot be read by omission.

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
    .where(
      and(
        dealerScopeFilter(dealerOnboarding.dealerId, params.scope),
        eq(onboardingSubmissionFiles.id, params.fileId),
      ),
    )
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
