import { Readable } from 'node:stream'
import type { AuthedContext } from '#server/app-env'
import type { Executor } from '#server/db/client'
import { AppError } from '#server/lib/app-error'
import { discardFiles, type ReceivedFile } from '#server/storage/multipart-upload'
import { requireUploadType } from '#server/storage/sniff-content-type'
import { FILE_MESSAGES } from '#shared/schemas/files'
import { processFile } from './document-processing.ts'
import { insertStoredFileRow, updateDocumentRow, updateVersionRow } from './files.queries.ts'

export interface AcceptedFile extends ReceivedFile {
  /** Sniffed from the bytes, never taken from the client. */
  mimeType: string
}

const megabytes = (bytes: number) => `${Math.round((bytes / (1024 * 1024)) * 10) / 10} MB`

/**
 * Spec §5 upload rules, per file: within the size limit (413), not empty (400), a type on the
 * allow-list by its content, and the type its name says (415). The message names the file, so the
 * sender knows which one was refused.
 */
export function acceptFiles(files: readonly ReceivedFile[], maxBytes: number): AcceptedFile[] {
  if (files.length === 0) throw new AppError('BAD_REQUEST', FILE_MESSAGES.noFile)
  return files.map((file) => {
    const named = (message: string) => `${file.fileName}: ${message}`
    const details = { fileName: file.fileName }
    if (file.oversize || file.stored.sizeBytes > maxBytes) {
      throw new AppError('PAYLOAD_TOO_LARGE', named(`The file is larger than ${megabytes(maxBytes)}.`), {
        ...details,
        maxBytes,
      })
    }
    if (file.stored.sizeBytes === 0) throw new AppError('BAD_REQUEST', named(FILE_MESSAGES.empty), details)
    return { ...file, mimeType: requireUploadType(file.stored.head, file.fileName, named('')) }
  })
}

export interface CreatedVersion {
  documentId: string
  version: number
  dealerId: string
  storageKey: string
  mimeType: string
}

/**
 * One transaction: a stored_files row per accepted file, then the caller's document/version rows.
 * If it fails, the bytes are deleted too, so a refused request leaves nothing behind.
 */
export async function storeFileRows(
  ctx: AuthedContext,
  files: readonly AcceptedFile[],
  dealerId: string,
  attach: (
    tx: Executor,
    file: AcceptedFile,
    fileId: string,
  ) => Promise<{ documentId: string; version: number }>,
): Promise<CreatedVersion[]> {
  try {
    return await ctx.db.transaction(async (tx) => {
      const created: CreatedVersion[] = []
      for (const file of files) {
        const row = await insertStoredFileRow(tx, {
          storageKey: file.stored.key,
          originalName: file.fileName,
          mimeType: file.mimeType,
          sizeBytes: file.stored.sizeBytes,
          uploadedBy: ctx.actor.userId,
          dealerId,
        })
        const target = await attach(tx, file, row.id)
        created.push({ ...target, dealerId, storageKey: file.stored.key, mimeType: file.mimeType })
      }
      return created
    })
  } catch (error) {
    await discardFiles(ctx.storage, files)
    throw error
  }
}

/**
 * The 'processing' step: thumbnail and page count, then the version goes to 'pending' review. A
 * failure here is logged and the file still goes to review without the extras: the upload itself
 * was valid, and a reviewer can always download it.
 */
export async function finishProcessing(ctx: AuthedContext, created: readonly CreatedVersion[]) {
  for (const entry of created) {
    let pageCount: number | null = null
    let thumbnailFileId: string | null = null
    try {
      const result = await processFile(ctx.storage, entry, ctx.logger)
      pageCount = result.pageCount
      if (result.thumbnail) {
        const stored = await ctx.storage.put(Readable.from([result.thumbnail]), {
          maxBytes: result.thumbnail.length,
        })
        const row = await insertStoredFileRow(ctx.db, {
          storageKey: stored.key,
          originalName: 'thumbnail.webp',
          mimeType: 'image/webp',
          sizeBytes: stored.sizeBytes,
          uploadedBy: ctx.actor.userId,
          dealerId: entry.dealerId,
        })
        thumbnailFileId = row.id
      }
    } catch (error) {
      ctx.logger.warn({ err: error, documentId: entry.documentId }, 'document processing failed')
    }
    await ctx.db.transaction(async (tx) => {
      await updateVersionRow(
        tx,
        { documentId: entry.documentId, version: entry.version },
        { status: 'pending', pageCount, thumbnailFileId },
      )
      await updateDocumentRow(tx, entry.documentId, { status: 'pending' })
    })
  }
}
