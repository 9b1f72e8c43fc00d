import { and, eq, inArray, lt, sql } from 'drizzle-orm'
import type { Executor } from '#server/db/client'
import { documents, documentVersions } from '#server/db/schema/documents'
import type { Logger } from '#server/lib/logger'
import { type FileStorage, PARTIAL_STALE_MS } from '#server/storage/file-storage'

/** Processing takes seconds; a version still 'processing' after this was cut off by a restart. */
export const PROCESSING_STALE_MS = 10 * 60 * 1000

/**
 * At start: versions left in 'processing' by a stopped server go on to review without the extras
 * (thumbnail, page count), so no document waits forever. The age limit leaves alone what another
 * instance is processing right now.
 */
export async function settleInterruptedProcessing(db: Executor, logger: Logger, now = new Date()) {
  const cutoff = new Date(now.getTime() - PROCESSING_STALE_MS)
  const settled = await db.transaction(async (tx) => {
    const versions = await tx
      .update(documentVersions)
      .set({ status: 'pending', updatedAt: now })
      .where(and(eq(documentVersions.status, 'processing'), lt(documentVersions.updatedAt, cutoff)))
      .returning({ documentId: documentVersions.documentId, version: documentVersions.version })
    if (versions.length === 0) return 0
    await tx
      .update(documents)
      .set({ status: 'pending', updatedAt: now })
      .where(
        and(
          eq(documents.status, 'processing'),
          inArray(
            documents.id,
            versions.map((row) => row.documentId),
          ),
          // Only when the settled version is the current one.
          sql`exists (select 1 from ${documentVersions} v where v.document_id = ${documents.id}
            and v.version = ${documents.currentVersion} and v.status = 'pending')`,
        ),
      )
    return versions.length
  })
  if (settled > 0) logger.warn({ settled }, 'documents left in processing were sent on to review')
  return settled
}

/**
 * At start (issue 32): half-written uploads that a stopped server left behind are removed. The age
 * limit leaves alone what another instance sharing the folder is receiving right now.
 */
export async function sweepInterruptedUploads(storage: FileStorage, logger: Logger, now = new Date()) {
  const swept = await storage.sweepPartials(new Date(now.getTime() - PARTIAL_STALE_MS))
  if (swept > 0) logger.warn({ swept }, 'half-written uploads left by a stopped server were removed')
  return swept
}
