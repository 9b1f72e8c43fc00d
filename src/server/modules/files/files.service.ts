import { Readable } from 'node:stream'
import { buffer } from 'node:stream/consumers'
import type { AuthedContext } from '#server/app-env'
import type { DealerScope } from '#server/db/scope'
import { AppError } from '#server/lib/app-error'
import { recordAudit } from '#server/lib/audit'
import { findDealer } from '#server/modules/dealers/dealers.queries'
import { insertNotifications, publishNotifications } from '#server/modules/notifications/notification-store'
import type { MultipartUpload } from '#server/storage/multipart-upload'
import { discardFiles } from '#server/storage/multipart-upload'
import { hasPermission, readableDealerScope } from '#shared/auth/permissions'
import {
  type DocumentDetail,
  type DocumentFilterOptions,
  type DocumentItem,
  type DocumentStatusCounts,
  type DocumentVersionItem,
  FILE_MESSAGES,
  type ListDocumentsQuery,
  type ListDocumentsResponse,
  type ReviewInput,
  resubmitFieldsSchema,
  THUMBNAIL_SIZE,
  type ThumbnailWidth,
  type UploadFields,
  uploadFieldsSchema,
} from '#shared/schemas/files'
import { isPreviewableType, narrowThumbnail } from './document-processing.ts'
import {
  countDocumentsByStatus,
  type DocumentRow,
  findDocument,
  findVersionFile,
  insertDocument,
  insertVersion,
  listDealerOptions,
  listDocuments,
  listUploaderOptions,
  listVersions,
  lockDocument,
  updateDocumentRow,
  updateVersionRow,
  type VersionRow,
} from './files.queries.ts'
import { type AcceptedFile, acceptFiles, finishProcessing, storeFileRows } from './files-intake.ts'

/** Staff who see Dealer Management read every dealer's documents; anyone else only their own dealers'. */
export function filesScopeOf(ctx: AuthedContext): DealerScope {
  return readableDealerScope(ctx.actor)
}

/** Spec §6: reviewing (approve, reject) is for staff with DEALER_MANAGEMENT. */
const mayReview = (ctx: AuthedContext) => hasPermission(ctx.actor.roles, 'DEALER_MANAGEMENT')

const notFound = () => new AppError('NOT_FOUND', FILE_MESSAGES.notFound)

function invalid(message: string, issues: { path: string; message: string }[]) {
  return new AppError('VALIDATION_FAILED', message, { issues })
}

/** zod for multipart fields, answering like `validate()` does for JSON bodies. */
function parseFields<T>(
  schema: {
    safeParse: (
      value: unknown,
    ) =>
      | { success: true; data: T }
      | { success: false; error: { issues: { path: PropertyKey[]; message: string }[] } }
  },
  fields: Record<string, string>,
): T {
  const result = schema.safeParse(fields)
  if (result.success) return result.data
  const issues = result.error.issues.map((issue) => ({ path: issue.path.join('.'), message: issue.message }))
  const first = issues[0]!
  throw invalid(first.path ? `${first.path}: ${first.message}` : first.message, issues)
}

const person = (id: string | null, name: string | null) => (id ? { id, name: name ?? '' } : null)

function toVersionItem(row: VersionRow | DocumentRow['version']): DocumentVersionItem {
  return {
    version: row.version,
    fileName: row.fileName,
    mimeType: row.mimeType,
    sizeBytes: Number(row.sizeBytes),
    pageCount: row.pageCount,
    hasThumbnail: row.thumbnailFileId !== null,
    previewable: isPreviewableType(row.mimeType),
    note: row.note,
    status: row.status,
    uploadedBy: person(row.uploadedBy, row.uploadedByName),
    uploadedAt: row.uploadedAt.toISOString(),
    reviewedBy: person(row.reviewedBy, row.reviewedByName),
    reviewedAt: row.reviewedAt?.toISOString() ?? null,
    reviewComment: row.reviewComment,
  }
}

function toItem(ctx: AuthedContext, row: DocumentRow): DocumentItem {
  const reviewer = mayReview(ctx)
  return {
    id: row.id,
    title: row.title,
    category: row.category,
    note: row.note,
    status: row.status,
    currentVersion: row.currentVersion,
    dealer: { id: row.dealerId, name: row.dealerName },
    uploadedBy: person(row.uploadedBy, row.uploadedByName),
    reviewedBy: person(row.reviewedBy, row.reviewedByName),
    reviewedAt: row.reviewedAt?.toISOString() ?? null,
    reviewComment: row.reviewComment,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    file: toVersionItem(row.version),
    can: {
      review: reviewer && row.status === 'pending',
      resubmit: row.status === 'rejected',
      delete: reviewer || row.uploadedBy === ctx.actor.userId,
    },
  }
}

async function documentItem(ctx: AuthedContext, id: string): Promise<DocumentItem> {
  const row = await findDocument(ctx.db, { scope: filesScopeOf(ctx), id })
  if (!row) throw notFound()
  return toItem(ctx, row)
}

/** The dealer an upload belongs to: the one named (in scope), or a dealer user's only dealer. */
async function resolveDealer(ctx: AuthedContext, fields: UploadFields): Promise<string> {
  const scope = filesScopeOf(ctx)
  const dealerId = fields.dealerId ?? (scope !== 'all' && scope.length === 1 ? scope[0] : undefined)
  if (!dealerId)
    throw invalid('dealerId: Choose a dealer', [{ path: 'dealerId', message: 'Choose a dealer' }])
  const dealer = await findDealer(ctx.db, { scope, id: dealerId })
  if (!dealer) throw new AppError('NOT_FOUND', 'Dealer not found')
  return dealer.id
}

/** The title of a new document: the one given, else the file's name without its extension. */
export function titleFor(fields: UploadFields, fileName: string): string {
  if (fields.title) return fields.title
  const withoutExtension = fileName.replace(/\.[^.]{1,10}$/, '').trim()
  return (withoutExtension || fileName).slice(0, 200)
}

/**
 * POST /api/files: one document per file, each 'processing' while the server reads it (thumbnail,
 * page count), then 'pending' review. Every file is checked first; one bad file refuses the whole
 * request, naming the file, and nothing is kept.
 */
export async function uploadDocuments(ctx: AuthedContext, upload: MultipartUpload): Promise<DocumentItem[]> {
  let accepted: AcceptedFile[]
  let dealerId: string
  let fields: UploadFields
  try {
    fields = parseFields(uploadFieldsSchema, upload.fields)
    accepted = acceptFiles(upload.files, ctx.env.UPLOAD_MAX_BYTES)
    dealerId = await resolveDealer(ctx, fields)
  } catch (error) {
    await discardFiles(ctx.storage, upload.files)
    throw error
  }
  const created = await storeFileRows(ctx, accepted, dealerId, async (tx, file, fileId) => {
    const document = await insertDocument(tx, {
      dealerId,
      title: titleFor(fields, file.fileName),
      category: fields.category,
      note: fields.note ?? null,
      status: 'processing',
      currentVersion: 1,
      uploadedBy: ctx.actor.userId,
    })
    await insertVersion(tx, {
      documentId: document.id,
      version: 1,
      fileId,
      note: fields.note ?? null,
      status: 'processing',
      uploadedBy: ctx.actor.userId,
    })
    // Audited with the rows, so the dealer timeline and the mobile dashboard's activity show it.
    await recordAudit(tx, {
      actorId: ctx.actor.userId,
      action: 'document.upload',
      entityType: 'document',
      entityId: document.id,
      dealerId,
      details: { title: document.title, version: 1, fileName: file.fileName },
    })
    return { documentId: document.id, version: 1 }
  })
  await finishProcessing(ctx, created)
  return Promise.all(created.map((entry) => documentItem(ctx, entry.documentId)))
}

/**
 * POST /api/files/:id/versions: a rejected document comes back as a new version; the earlier ones
 * keep their files and review comments. The state is checked before the body is read.
 */
export async function resubmitDocument(
  ctx: AuthedContext,
  id: string,
  receive: () => Promise<MultipartUpload>,
): Promise<DocumentItem> {
  const scope = filesScopeOf(ctx)
  const before = await findDocument(ctx.db, { scope, id })
  if (!before) throw notFound()
  if (before.status !== 'rejected') throw new AppError('CONFLICT', FILE_MESSAGES.notRejected)
  const upload = await receive()
  let accepted: AcceptedFile[]
  let note: string | undefined
  try {
    note = parseFields(resubmitFieldsSchema, upload.fields).note
    accepted = acceptFiles(upload.files, ctx.env.UPLOAD_MAX_BYTES)
    if (accepted.length !== 1) throw new AppError('BAD_REQUEST', 'Resubmit one file.')
  } catch (error) {
    await discardFiles(ctx.storage, upload.files)
    throw error
  }
  const created = await storeFileRows(ctx, accepted, before.dealerId, async (tx, file, fileId) => {
    // Checked again under the lock: two resubmissions at once make one version, not two.
    const document = await lockDocument(tx, { scope, id })
    if (!document) throw notFound()
    if (document.status !== 'rejected') throw new AppError('CONFLICT', FILE_MESSAGES.notRejected)
    const version = document.currentVersion + 1
    await insertVersion(tx, {
      documentId: id,
      version,
      fileId,
      note: note ?? null,
      status: 'processing',
      uploadedBy: ctx.actor.userId,
    })
    await updateDocumentRow(tx, id, {
      currentVersion: version,
      status: 'processing',
      reviewedBy: null,
      reviewedAt: null,
      reviewComment: null,
    })
    await recordAudit(tx, {
      actorId: ctx.actor.userId,
      action: 'document.resubmit',
      entityType: 'document',
      entityId: id,
      dealerId: document.dealerId,
      details: { title: document.title, version, fileName: file.fileName },
    })
    return { documentId: id, version }
  })
  await finishProcessing(ctx, created)
  return documentItem(ctx, id)
}

/**
 * POST /api/files/:id/review: approve, or reject with a reason, the pending version. The uploader
 * of that version is told either way (bell, live).
 */
export async function reviewDocument(
  ctx: AuthedContext,
  id: string,
  input: ReviewInput,
): Promise<DocumentItem> {
  const notifications = await ctx.db.transaction(async (tx) => {
    const document = await lockDocument(tx, { scope: filesScopeOf(ctx), id })
    if (!document) throw notFound()
    if (document.status !== 'pending') throw new AppError('CONFLICT', FILE_MESSAGES.notPending)
    const status = input.decision === 'approve' ? 'approved' : 'rejected'
    const review = {
      status,
      reviewedBy: ctx.actor.userId,
      reviewedAt: new Date(),
      reviewComment: input.comment ?? null,
    } as const
    await updateVersionRow(tx, { documentId: id, version: document.currentVersion }, review)
    await updateDocumentRow(tx, id, review)
    await recordAudit(tx, {
      actorId: ctx.actor.userId,
      action: input.decision === 'approve' ? 'document.approve' : 'document.reject',
      entityType: 'document',
      entityId: id,
      dealerId: document.dealerId,
      details: { title: document.title, version: document.currentVersion, comment: input.comment ?? null },
    })
    const [version] = (await listVersions(tx, id)).filter((row) => row.version === document.currentVersion)
    const uploader = version?.uploadedBy
    if (!uploader || uploader === ctx.actor.userId) return []
    const message =
      input.decision === 'approve'
        ? `Your document "${document.title}" was approved.`
        : `Your document "${document.title}" was rejected: ${input.comment}`
    return insertNotifications(tx, [
      {
        userId: uploader,
        notificationType: 'other',
        message,
        subject:
          input.decision === 'approve'
            ? { kind: 'document_approved', params: { title: document.title } }
            : { kind: 'document_rejected', params: { title: document.title, comment: input.comment ?? '' } },
        urgency: input.decision === 'approve' ? 'low' : 'medium',
        link: `/files?document=${id}`,
      },
    ])
  })
  publishNotifications(ctx.realtime, notifications)
  return documentItem(ctx, id)
}

/** DELETE /api/files/:id: soft delete (hidden everywhere; the bytes stay until an operator purges). */
export async function deleteDocument(ctx: AuthedContext, id: string): Promise<void> {
  await ctx.db.transaction(async (tx) => {
    const document = await lockDocument(tx, { scope: filesScopeOf(ctx), id })
    if (!document) throw notFound()
    if (!mayReview(ctx) && document.uploadedBy !== ctx.actor.userId) {
      throw new AppError('FORBIDDEN', 'Only the uploader or a reviewer can delete this document.')
    }
    await updateDocumentRow(tx, id, { deletedAt: new Date() })
    await recordAudit(tx, {
      actorId: ctx.actor.userId,
      action: 'document.delete',
      entityType: 'document',
      entityId: id,
      dealerId: document.dealerId,
      details: { title: document.title },
    })
  })
}

export async function getDocument(ctx: AuthedContext, id: string): Promise<DocumentDetail> {
  const row = await findDocument(ctx.db, { scope: filesScopeOf(ctx), id })
  if (!row) throw notFound()
  const versions = await listVersions(ctx.db, id)
  return { ...toItem(ctx, row), versions: versions.map(toVersionItem) }
}

export async function listVisibleDocuments(
  ctx: AuthedContext,
  query: ListDocumentsQuery,
): Promise<ListDocumentsResponse> {
  const scope = filesScopeOf(ctx)
  if (query.dealerId && !(await findDealer(ctx.db, { scope, id: query.dealerId }))) {
    throw new AppError('NOT_FOUND', 'Dealer not found')
  }
  const uploadedBy = query.uploadedBy === 'me' ? ctx.actor.userId : query.uploadedBy
  const { rows, total } = await listDocuments(ctx.db, { ...query, scope, uploadedBy })
  return { documents: rows.map((row) => toItem(ctx, row)), total }
}

export async function countVisibleDocuments(
  ctx: AuthedContext,
  opts: { uploadedBy?: 'me' },
): Promise<DocumentStatusCounts> {
  return countDocumentsByStatus(ctx.db, filesScopeOf(ctx), {
    uploadedBy: opts.uploadedBy === 'me' ? ctx.actor.userId : undefined,
  })
}

export async function getFilterOptions(ctx: AuthedContext): Promise<DocumentFilterOptions> {
  const scope = filesScopeOf(ctx)
  const [dealers, uploaders] = await Promise.all([
    listDealerOptions(ctx.db, scope),
    listUploaderOptions(ctx.db, scope),
  ])
  return { dealers, uploaders, canReview: mayReview(ctx), maxUploadBytes: ctx.env.UPLOAD_MAX_BYTES }
}

/** The bytes of one version (or its thumbnail) of a document the caller may see. */
export async function openVersionFile(
  ctx: AuthedContext,
  params: { id: string; version: number; thumbnail?: boolean },
) {
  const file = await findVersionFile(ctx.db, {
    scope: filesScopeOf(ctx),
    documentId: params.id,
    version: params.version,
    thumbnail: params.thumbnail,
  })
  if (!file) throw new AppError('NOT_FOUND', 'File not found')
  return { file, stream: await ctx.storage.get(file.storageKey) }
}

/** A version's thumbnail: the stored one, or a narrower rendition of it for low-end mode. */
export async function openThumbnail(
  ctx: AuthedContext,
  params: { id: string; version: number; width?: ThumbnailWidth },
) {
  const opened = await openVersionFile(ctx, { id: params.id, version: params.version, thumbnail: true })
  if (params.width === undefined || params.width >= THUMBNAIL_SIZE) return opened
  const bytes = await narrowThumbnail(await buffer(opened.stream), params.width)
  return { file: { ...opened.file, sizeBytes: bytes.length }, stream: Readable.from(bytes) }
}
