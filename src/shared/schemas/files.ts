import { z } from 'zod'

/**
 * The file and document centre (spec §1, §2.13, §4; issue 10). The database CHECKs of
 * src/server/db/schema/documents.ts are built from the same lists.
 */
export const DOCUMENT_CATEGORY_VALUES = [
  'contract',
  'certificate',
  'service_report',
  'invoice',
  'photo',
  'other',
] as const
export type DocumentCategory = (typeof DOCUMENT_CATEGORY_VALUES)[number]

/** processing while the server checks a new version; then pending review; then approved or rejected. */
export const DOCUMENT_STATUS_VALUES = ['processing', 'pending', 'approved', 'rejected'] as const
export type DocumentStatus = (typeof DOCUMENT_STATUS_VALUES)[number]

export const DOCUMENT_SORT_FIELDS = ['createdAt', 'updatedAt', 'title', 'status', 'category'] as const
export type DocumentSortField = (typeof DOCUMENT_SORT_FIELDS)[number]

export const DOCUMENTS_PAGE_SIZE = 24
/** Files one upload request may carry; the web app sends one per request to show progress per file. */
export const MAX_FILES_PER_UPLOAD = 10

export const DOCUMENT_LIMITS = { title: 200, note: 2000, reviewComment: 2000, fileName: 255 } as const

/** The wording of the per-file refusals (the web app translates them by these exact strings). */
export const FILE_MESSAGES = {
  unsupportedType: 'Upload a PDF, an image (PNG, JPEG, GIF, WebP), a Word document (.docx) or a text file.',
  empty: 'The file is empty.',
  noFile: 'Choose at least one file.',
  tooMany: `Upload at most ${MAX_FILES_PER_UPLOAD} files at a time.`,
  notFound: 'Document not found',
  notPending: 'This document is not awaiting review.',
  notRejected: 'Only a rejected document can be resubmitted.',
  reasonRequired: 'Give a reason for the rejection',
  /** Issue 35 item 7: the content is an allowed type, but not the one its name says. */
  contentMismatch: (extension: string) =>
    `The content is not a .${extension} file. Upload the real file, or give it the right name.`,
} as const

/** Reads the extension back out of a contentMismatch message, or null for any other message. */
export function contentMismatchExtension(message: string): string | null {
  return /^The content is not a \.([a-z0-9]+) file\./.exec(message)?.[1] ?? null
}

const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max, `At most ${max} characters`)
    .optional()
    .transform((value) => value || undefined)

/** The text fields of an upload (multipart form fields next to the files). */
export const uploadFieldsSchema = z.object({
  /** Optional: each file's name without its extension when absent. */
  title: optionalText(DOCUMENT_LIMITS.title),
  category: z.enum(DOCUMENT_CATEGORY_VALUES, { message: 'Choose a category' }),
  /** Optional for a dealer user with one dealer (their own). */
  dealerId: z
    .string()
    .trim()
    .optional()
    .transform((value) => value || undefined)
    .pipe(z.string().uuid('Dealer not found').optional()),
  note: optionalText(DOCUMENT_LIMITS.note),
})
export type UploadFields = z.output<typeof uploadFieldsSchema>

/** A resubmission: the new file and an optional note on what changed. */
export const resubmitFieldsSchema = z.object({ note: optionalText(DOCUMENT_LIMITS.note) })
export type ResubmitFields = z.output<typeof resubmitFieldsSchema>

export const documentIdParamSchema = z.object({ id: z.string().uuid(FILE_MESSAGES.notFound) })
export const documentVersionParamSchema = documentIdParamSchema.extend({
  version: z.coerce.number().int().min(1, FILE_MESSAGES.notFound),
})

/** Longest side of the thumbnail made for every image, in pixels (a grid card shows it at most ~300 px wide). */
export const THUMBNAIL_SIZE = 480

/**
 * The widths the thumbnail route serves: the stored thumbnail, and its half and quarter for
 * low-end mode (the web app's `imageWidthFor` halves what a standard device asks for).
 */
export const THUMBNAIL_WIDTHS = [THUMBNAIL_SIZE / 4, THUMBNAIL_SIZE / 2, THUMBNAIL_SIZE] as const
export type ThumbnailWidth = (typeof THUMBNAIL_WIDTHS)[number]

export const thumbnailQuerySchema = z.object({
  /** Absent: the stored thumbnail. */
  width: z.coerce
    .number()
    .pipe(z.literal(THUMBNAIL_WIDTHS, { message: `Width must be one of ${THUMBNAIL_WIDTHS.join(', ')}` }))
    .optional(),
})

export const contentQuerySchema = z.object({
  /** inline: shown in the browser (images and PDFs only); attachment: downloaded. */
  disposition: z.enum(['inline', 'attachment']).default('attachment'),
})

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/
const optionalDate = z
  .string()
  .trim()
  .optional()
  .transform((value) => value || undefined)
  .pipe(z.string().regex(ISO_DATE, 'Enter a valid date').optional())

export const listDocumentsQuerySchema = z.object({
  search: z.string().trim().max(200).optional(),
  status: z.enum(DOCUMENT_STATUS_VALUES).optional(),
  category: z.enum(DOCUMENT_CATEGORY_VALUES).optional(),
  dealerId: z.string().uuid('Dealer not found').optional(),
  /** A user id, or 'me' for the caller's own uploads. */
  uploadedBy: z.string().trim().min(1).max(100).optional(),
  from: optionalDate,
  to: optionalDate,
  sort: z.enum(DOCUMENT_SORT_FIELDS).default('createdAt'),
  order: z.enum(['asc', 'desc']).default('desc'),
  limit: z.coerce.number().int().min(1).max(100).default(DOCUMENTS_PAGE_SIZE),
  offset: z.coerce.number().int().min(0).default(0),
})
export type ListDocumentsQuery = z.output<typeof listDocumentsQuerySchema>
export type ListDocumentsParams = z.input<typeof listDocumentsQuerySchema>

export const countsQuerySchema = z.object({
  /** 'me': only the caller's own uploads. */
  uploadedBy: z.literal('me').optional(),
})

export const reviewInputSchema = z.discriminatedUnion('decision', [
  z.object({ decision: z.literal('approve'), comment: optionalText(DOCUMENT_LIMITS.reviewComment) }),
  z.object({
    decision: z.literal('reject'),
    comment: z
      .string({ message: FILE_MESSAGES.reasonRequired })
      .trim()
      .min(1, FILE_MESSAGES.reasonRequired)
      .max(DOCUMENT_LIMITS.reviewComment, `At most ${DOCUMENT_LIMITS.reviewComment} characters`),
  }),
])
export type ReviewInput = z.output<typeof reviewInputSchema>

// ---------------------------------------------------------------------------------------------
// Response shapes (issue 34): the file centre's services return these, the web reads them.
// ---------------------------------------------------------------------------------------------

export const personRefSchema = z.object({ id: z.string(), name: z.string() })
export type PersonRef = z.infer<typeof personRefSchema>

export const documentVersionItemSchema = z.object({
  version: z.number(),
  fileName: z.string(),
  mimeType: z.string(),
  sizeBytes: z.number(),
  pageCount: z.number().nullable(),
  hasThumbnail: z.boolean(),
  /** Images and PDFs can be shown in the browser. */
  previewable: z.boolean(),
  note: z.string().nullable(),
  status: z.enum(DOCUMENT_STATUS_VALUES),
  uploadedBy: personRefSchema.nullable(),
  uploadedAt: z.string(),
  reviewedBy: personRefSchema.nullable(),
  reviewedAt: z.string().nullable(),
  reviewComment: z.string().nullable(),
})
export type DocumentVersionItem = z.infer<typeof documentVersionItemSchema>

export const documentItemSchema = z.object({
  id: z.string(),
  title: z.string(),
  category: z.enum(DOCUMENT_CATEGORY_VALUES),
  note: z.string().nullable(),
  status: z.enum(DOCUMENT_STATUS_VALUES),
  currentVersion: z.number(),
  dealer: z.object({ id: z.string(), name: z.string() }),
  uploadedBy: personRefSchema.nullable(),
  reviewedBy: personRefSchema.nullable(),
  reviewedAt: z.string().nullable(),
  reviewComment: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
  /** The current version's file. */
  file: documentVersionItemSchema,
  /** What the caller may do with it (the server checks again on every call). */
  can: z.object({ review: z.boolean(), resubmit: z.boolean(), delete: z.boolean() }),
})
export type DocumentItem = z.infer<typeof documentItemSchema>

export const documentDetailSchema = documentItemSchema.extend({
  /** Every version, newest first, with its review. */
  versions: z.array(documentVersionItemSchema),
})
export type DocumentDetail = z.infer<typeof documentDetailSchema>

/** GET /api/files/:id: the document with its versions. */
export const documentResponseSchema = z.object({ document: documentDetailSchema })
export type DocumentResponse = z.infer<typeof documentResponseSchema>

/** POST /api/files/:id/versions and /review: the document as the lists show it. */
export const documentItemResponseSchema = z.object({ document: documentItemSchema })
export type DocumentItemResponse = z.infer<typeof documentItemResponseSchema>

/** GET /api/files: one page in the caller's scope, and the total of the filter. */
export const listDocumentsResponseSchema = z.object({
  documents: z.array(documentItemSchema),
  total: z.number(),
})
export type ListDocumentsResponse = z.infer<typeof listDocumentsResponseSchema>

/** POST /api/files: the documents the upload made. */
export const uploadDocumentsResponseSchema = z.object({ documents: z.array(documentItemSchema) })
export type UploadDocumentsResponse = z.infer<typeof uploadDocumentsResponseSchema>

/** GET /api/files/options: what the filters and the upload form offer. */
export const documentFilterOptionsSchema = z.object({
  dealers: z.array(documentItemSchema.shape.dealer),
  uploaders: z.array(personRefSchema),
  /** Whether the caller reviews (DEALER_MANAGEMENT). */
  canReview: z.boolean(),
  /** The server's size limit per file (UPLOAD_MAX_BYTES), so the form can warn before sending. */
  maxUploadBytes: z.number(),
})
export type DocumentFilterOptions = z.infer<typeof documentFilterOptionsSchema>

/** GET /api/files/counts: documents by status. */
export const documentStatusCountsSchema = z.record(z.enum(DOCUMENT_STATUS_VALUES), z.number())
export type DocumentStatusCounts = z.infer<typeof documentStatusCountsSchema>
