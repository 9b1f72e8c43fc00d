import {
  type AnyColumn,
  aliasedTable,
  and,
  asc,
  count,
  desc,
  eq,
  ilike,
  inArray,
  isNull,
  or,
  type SQL,
  sql,
} from 'drizzle-orm'
import type { Executor } from '#server/db/client'
import { dealers } from '#server/db/schema/dealers'
import { documents, documentVersions } from '#server/db/schema/documents'
import { storedFiles } from '#server/db/schema/files'
import { type DealerScope, dealerScopeFilter } from '#server/db/scope'
import type { DocumentSortField, DocumentStatus } from '#shared/schemas/files'

/** Documents of the dealers in scope. */
const scopeFilter = (scope: DealerScope) => dealerScopeFilter(documents.dealerId, scope)

/** A user's display name: first and last name from the profile, else the account name or e-mail. */
function personName(userId: SQL | AnyColumn) {
  return sql<
    string | null
  >`(select coalesce(nullif(btrim(concat_ws(' ', p.first_name, p.last_name)), ''), u.name, u.email)
    from "user" u left join profiles p on p.id = u.id where u.id = ${userId})`
}

/** Spec §2.13 counts: the caller's documents by status, soft-deleted ones left out. */
export async function countDocumentsByStatus(
  db: Executor,
  scope: DealerScope,
  opts: { uploadedBy?: string } = {},
): Promise<Record<DocumentStatus, number>> {
  const rows = await db
    .select({ status: documents.status, total: count() })
    .from(documents)
    .where(
      and(
        scopeFilter(scope),
        isNull(documents.deletedAt),
        opts.uploadedBy ? eq(documents.uploadedBy, opts.uploadedBy) : undefined,
      ),
    )
    .groupBy(documents.status)
  const counts: Record<DocumentStatus, number> = { processing: 0, pending: 0, approved: 0, rejected: 0 }
  for (const row of rows) counts[row.status] = Number(row.total)
  return counts
}

export interface DocumentListParams {
  scope: DealerScope
  search?: string
  status?: DocumentStatus
  category?: string
  dealerId?: string
  uploadedBy?: string
  from?: string
  to?: string
  sort: DocumentSortField
  order: 'asc' | 'desc'
  limit: number
  offset: number
}

const currentVersion = aliasedTable(documentVersions, 'current_version')
const currentFile = aliasedTable(storedFiles, 'current_file')

const SORT_COLUMNS = {
  createdAt: documents.createdAt,
  updatedAt: documents.updatedAt,
  title: sql`lower(${documents.title})`,
  status: documents.status,
  category: documents.category,
} as const satisfies Record<DocumentSortField, unknown>

function listFilter(params: Omit<DocumentListParams, 'sort' | 'order' | 'limit' | 'offset'>) {
  const pattern = params.search ? `%${params.search.replace(/[\\%_]/g, '\\$&')}%` : undefined
  return and(
    scopeFilter(params.scope),
    isNull(documents.deletedAt),
    params.status ? eq(documents.status, params.status) : undefined,
    params.category ? eq(documents.category, params.category as never) : undefined,
    params.dealerId ? eq(documents.dealerId, params.dealerId) : undefined,
    params.uploadedBy ? eq(documents.uploadedBy, params.uploadedBy) : undefined,
    // Dates are calendar days in UTC; 'to' includes the whole day.
    params.from ? sql`${documents.createdAt} >= ${params.from}::date` : undefined,
    params.to ? sql`${documents.createdAt} < (${params.to}::date + 1)` : undefined,
    pattern
      ? or(
          ilike(documents.title, pattern),
          // Any version's file name, so a document is found by the name it was first sent under too.
          sql`exists (select 1 from ${documentVersions} v join ${storedFiles} f on f.id = v.file_id
            where v.document_id = ${documents.id} and f.original_name ilike ${pattern})`,
        )
      : undefined,
  )
}

const documentColumns = {
  id: documents.id,
  dealerId: documents.dealerId,
  dealerName: dealers.name,
  title: documents.title,
  category: documents.category,
  note: documents.note,
  status: documents.status,
  currentVersion: documents.currentVersion,
  uploadedBy: documents.uploadedBy,
  uploadedByName: personName(documents.uploadedBy),
  reviewedBy: documents.reviewedBy,
  reviewedByName: personName(documents.reviewedBy),
  reviewedAt: documents.reviewedAt,
  reviewComment: documents.reviewComment,
  createdAt: documents.createdAt,
  updatedAt: documents.updatedAt,
  version: {
    version: currentVersion.version,
    fileId: currentVersion.fileId,
    thumbnailFileId: currentVersion.thumbnailFileId,
    pageCount: currentVersion.pageCount,
    note: currentVersion.note,
    status: currentVersion.status,
    uploadedBy: currentVersion.uploadedBy,
    uploadedByName: personName(currentVersion.uploadedBy),
    uploadedAt: currentVersion.createdAt,
    reviewedBy: currentVersion.reviewedBy,
    reviewedByName: personName(currentVersion.reviewedBy),
    reviewedAt: currentVersion.reviewedAt,
    reviewComment: currentVersion.reviewComment,
    fileName: currentFile.originalName,
    mimeType: currentFile.mimeType,
    sizeBytes: currentFile.sizeBytes,
  },
}

function selectDocuments(db: Executor) {
  return db
    .select(documentColumns)
    .from(documents)
    .innerJoin(dealers, eq(dealers.id, documents.dealerId))
    .innerJoin(
      currentVersion,
      and(eq(currentVersion.documentId, documents.id), eq(currentVersion.version, documents.currentVersion)),
    )
    .innerJoin(currentFile, eq(currentFile.id, currentVersion.fileId))
}

export type DocumentRow = NonNullable<Awaited<ReturnType<typeof findDocument>>>

/** One page of documents and how many match in all. */
export async function listDocuments(db: Executor, params: DocumentListParams) {
  const where = listFilter(params)
  const direction = params.order === 'asc' ? asc : desc
  const [rows, [{ total }]] = await Promise.all([
    selectDocuments(db)
      .where(where)
      // The id breaks ties so pages never overlap or skip a row.
      .orderBy(direction(SORT_COLUMNS[params.sort]), desc(documents.createdAt), asc(documents.id))
      .limit(params.limit)
      .offset(params.offset),
    db.select({ total: count() }).from(documents).where(where),
  ])
  return { rows, total: Number(total) }
}

/** A live (not deleted) document in scope, or undefined. */
export async function findDocument(db: Executor, params: { scope: DealerScope; id: string }) {
  const [row] = await selectDocuments(db).where(
    and(scopeFilter(params.scope), isNull(documents.deletedAt), eq(documents.id, params.id)),
  )
  return row
}

/** Locks a live document in scope for a change (review, resubmit, delete). */
export async function lockDocument(tx: Executor, params: { scope: DealerScope; id: string }) {
  const [row] = await tx
    .select()
    .from(documents)
    .where(and(scopeFilter(params.scope), isNull(documents.deletedAt), eq(documents.id, params.id)))
    .for('update')
  return row
}

/** Every version of a document with its file, newest first. */
export async function listVersions(db: Executor, documentId: string) {
  return db
    .select({
      version: documentVersions.version,
      fileId: documentVersions.fileId,
      thumbnailFileId: documentVersions.thumbnailFileId,
      pageCount: documentVersions.pageCount,
      note: documentVersions.note,
      status: documentVersions.status,
      uploadedBy: documentVersions.uploadedBy,
      uploadedByName: personName(documentVersions.uploadedBy),
      uploadedAt: documentVersions.createdAt,
      reviewedBy: documentVersions.reviewedBy,
      reviewedByName: personName(documentVersions.reviewedBy),
      reviewedAt: documentVersions.reviewedAt,
      reviewComment: documentVersions.reviewComment,
      fileName: storedFiles.originalName,
      mimeType: storedFiles.mimeType,
      sizeBytes: storedFiles.sizeBytes,
    })
    .from(documentVersions)
    .innerJoin(storedFiles, eq(storedFiles.id, documentVersions.fileId))
    .where(eq(documentVersions.documentId, documentId))
    .orderBy(desc(documentVersions.version))
}

export type VersionRow = Awaited<ReturnType<typeof listVersions>>[number]

/** The stored file (or thumbnail) of one version of a live document in scope. */
export async function findVersionFile(
  db: Executor,
  params: { scope: DealerScope; documentId: string; version: number; thumbnail?: boolean },
) {
  const fileColumn = params.thumbnail ? documentVersions.thumbnailFileId : documentVersions.fileId
  const [row] = await db
    .select({
      storageKey: storedFiles.storageKey,
      fileName: storedFiles.originalName,
      mimeType: storedFiles.mimeType,
      sizeBytes: storedFiles.sizeBytes,
    })
    .from(documentVersions)
    .innerJoin(documents, eq(documents.id, documentVersions.documentId))
    .innerJoin(storedFiles, eq(storedFiles.id, fileColumn))
    .where(
      and(
        scopeFilter(params.scope),
        isNull(documents.deletedAt),
        eq(documentVersions.documentId, params.documentId),
        eq(documentVersions.version, params.version),
      ),
    )
  return row
}

export async function insertStoredFileRow(tx: Executor, values: typeof storedFiles.$inferInsert) {
  const [row] = await tx.insert(storedFiles).values(values).returning()
  return row!
}

export async function insertDocument(tx: Executor, values: typeof documents.$inferInsert) {
  const [row] = await tx.insert(documents).values(values).returning()
  return row!
}

export async function insertVersion(tx: Executor, values: typeof documentVersions.$inferInsert) {
  const [row] = await tx.insert(documentVersions).values(values).returning()
  return row!
}

export async function updateDocumentRow(
  tx: Executor,
  id: string,
  values: Partial<typeof documents.$inferInsert>,
) {
  await tx
    .update(documents)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(documents.id, id))
}

export async function updateVersionRow(
  tx: Executor,
  params: { documentId: string; version: number },
  values: Partial<typeof documentVersions.$inferInsert>,
) {
  await tx
    .update(documentVersions)
    .set({ ...values, updatedAt: new Date() })
    .where(
      and(eq(documentVersions.documentId, params.documentId), eq(documentVersions.version, params.version)),
    )
}

/** Dealers in scope, by name (the upload form and the dealer filter). */
export async function listDealerOptions(db: Executor, scope: DealerScope) {
  const filter = scope === 'all' ? undefined : scope.length > 0 ? inArray(dealers.id, [...scope]) : sql`false`
  return db
    .select({ id: dealers.id, name: dealers.name })
    .from(dealers)
    .where(filter)
    .orderBy(asc(dealers.name))
}

/** People who uploaded documents in scope (the uploader filter). */
export async function listUploaderOptions(db: Executor, scope: DealerScope) {
  const rows = await db
    .selectDistinct({ id: documents.uploadedBy, name: personName(documents.uploadedBy) })
    .from(documents)
    .where(and(scopeFilter(scope), isNull(documents.deletedAt), sql`${documents.uploadedBy} is not null`))
  return rows
    .flatMap((row) => (row.id ? [{ id: row.id, name: row.name ?? '' }] : []))
    .sort((a, b) => a.name.localeCompare(b.name))
}
