import { sql } from 'drizzle-orm'
import { check, index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core'
import { DOCUMENT_CATEGORY_VALUES, DOCUMENT_STATUS_VALUES } from '#shared/schemas/files'
import { user } from './auth.ts'
import { timestamps, uuidPk } from './columns.ts'
import { dealers } from './dealers.ts'
import { storedFiles } from './files.ts'

const sqlList = (values: readonly string[]) => sql.raw(values.map((value) => `'${value}'`).join(', '))

// The value lists live in src/shared/schemas/files.ts (the web app's filters and badges use them too).
export const DOCUMENT_CATEGORIES = DOCUMENT_CATEGORY_VALUES
/** processing while the server checks a new version; then pending review; then approved or rejected. */
export const DOCUMENT_STATUSES = DOCUMENT_STATUS_VALUES

/**
 * A dealer's document in the file centre (spec §1, §4 file resource). The document is what staff
 * review; each upload or resubmission is a numbered version whose bytes are a stored file, so the
 * history and its review comments stay viewable.
 */
export const documents = pgTable(
  'documents',
  {
    id: uuidPk(),
    dealerId: uuid('dealer_id')
      .notNull()
      .references(() => dealers.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    category: text('category', { enum: DOCUMENT_CATEGORIES }).notNull(),
    note: text('note'),
    /** Status of the current version. */
    status: text('status', { enum: DOCUMENT_STATUSES }).notNull().default('processing'),
    currentVersion: integer('current_version').notNull().default(1),
    uploadedBy: text('uploaded_by').references(() => user.id, { onDelete: 'set null' }),
    reviewedBy: text('reviewed_by').references(() => user.id, { onDelete: 'set null' }),
    reviewedAt: timestamp('reviewed_at', { withTimezone: true }),
    /** The rejection reason of the current version. */
    reviewComment: text('review_comment'),
    /** Soft delete: hidden from every list, bytes kept until an operator purges them. */
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
    ...timestamps,
  },
  (table) => [
    index('documents_dealer_id_created_at_idx').on(table.dealerId, table.createdAt.desc()),
    index('documents_status_created_at_idx').on(table.status, table.createdAt.desc()),
    index('documents_uploaded_by_idx').on(table.uploadedBy),
    // Issue 37: the file centre's default order (newest first, id breaking ties) over live documents.
    // NULLS FIRST as ORDER BY ... DESC sorts (drizzle's .desc() alone writes NULLS LAST).
    index('documents_live_created_at_idx')
      .on(table.createdAt.desc().nullsFirst(), table.id)
      .where(sql`${table.deletedAt} is null`),
    // Issue 37: analytics count the reviews of a period.
    index('documents_reviewed_at_idx').on(table.reviewedAt).where(sql`${table.deletedAt} is null`),
    check('documents_category_check', sql`${table.category} in (${sqlList(DOCUMENT_CATEGORIES)})`),
    check('documents_status_check', sql`${table.status} in (${sqlList(DOCUMENT_STATUSES)})`),
    check('documents_title_check', sql`btrim(${table.title}) <> ''`),
  ],
)

export const documentVersions = pgTable(
  'document_versions',
  {
    id: uuidPk(),
    documentId: uuid('document_id')
      .notNull()
      .references(() => documents.id, { onDelete: 'cascade' }),
    version: integer('version').notNull(),
    fileId: uuid('file_id')
      .notNull()
      .references(() => storedFiles.id, { onDelete: 'restrict' }),
    /** A smaller JPEG/PNG/WebP rendition for image uploads, made while processing. */
    thumbnailFileId: uuid('thumbnail_file_id').references(() => storedFiles.id, { onDelete: 'set null' }),
    /** Pages of a PDF, counted while processing. */
    pageCount: integer('page_count'),
    note: text('note'),
    status: text('status', { enum: DOCUMENT_STATUSES }).notNull().default('processing'),
    uploadedBy: text('uploaded_by').references(() => user.id, { onDelete: 'set null' }),
    reviewedBy: text('reviewed_by').references(() => user.id, { onDelete: 'set null' }),
    reviewedAt: timestamp('reviewed_at', { withTimezone: true }),
    reviewComment: text('review_comment'),
    ...timestamps,
  },
  (table) => [
    uniqueIndex('document_versions_document_id_version_key').on(table.documentId, table.version),
    check('document_versions_status_check', sql`${table.status} in (${sqlList(DOCUMENT_STATUSES)})`),
    check('document_versions_version_check', sql`${table.version} >= 1`),
  ],
)
