import { z } from 'zod'
import { expectedUpdatedAtSchema } from './stale-edit.ts'

// Spec §9 knowledge entry values. The server's table (src/server/db/schema/knowledge.ts) declares
// the same lists for its check constraints; a test keeps the two equal.
export const KNOWLEDGE_LANGUAGES = ['en', 'no', 'sv', 'da', 'de', 'fr', 'es'] as const
export const KNOWLEDGE_SCOPES = ['bot_specific', 'global'] as const
export const KNOWLEDGE_ENTRY_STATUSES = ['draft', 'pending_review', 'approved'] as const
export type KnowledgeLanguage = (typeof KNOWLEDGE_LANGUAGES)[number]

export const KNOWLEDGE_ANSWER_MIN_LENGTH = 10
export const KNOWLEDGE_TAG_MAX_LENGTH = 50
/** One import request; 5,000 entries must fit (issue 4), twice that is still one transaction. */
export const KNOWLEDGE_IMPORT_MAX_ENTRIES = 10_000

export const KNOWLEDGE_TAGS_MAX = 20

/** An entry's tags by name (the entry form, the entry routes and the import). */
export const knowledgeTagsSchema = z
  .array(
    z
      .string()
      .trim()
      .min(1, 'Tag is empty')
      .max(KNOWLEDGE_TAG_MAX_LENGTH, `A tag is at most ${KNOWLEDGE_TAG_MAX_LENGTH} characters`),
  )
  .max(KNOWLEDGE_TAGS_MAX, `At most ${KNOWLEDGE_TAGS_MAX} tags per entry`)
  // Spec §5: tags trimmed; duplicates (ignoring case) not added, the first spelling kept.
  .transform((tags) =>
    tags.filter((tag, i) => tags.findIndex((other) => other.toLowerCase() === tag.toLowerCase()) === i),
  )

export const KNOWLEDGE_PHRASING_MAX_LENGTH = 500
export const KNOWLEDGE_PHRASINGS_MAX = 30

/**
 * Issue 33 item 3: the other ways people ask an entry's question. Trimmed, empty lines dropped,
 * duplicates (ignoring case) kept once.
 */
export const alternativeQuestionsSchema = z
  .array(z.string().trim().max(KNOWLEDGE_PHRASING_MAX_LENGTH, 'A phrasing is at most 500 characters'))
  .transform((items) => {
    const kept = items.filter(Boolean)
    return kept.filter(
      (item, i) => kept.findIndex((other) => other.toLowerCase() === item.toLowerCase()) === i,
    )
  })
  .refine((items) => items.length <= KNOWLEDGE_PHRASINGS_MAX, 'At most 30 phrasings per entry')

export const KNOWLEDGE_PRIORITY_MIN = 1
export const KNOWLEDGE_PRIORITY_MAX = 10
/** Spec §9: the create default (the form's fallback is 1). */
export const KNOWLEDGE_PRIORITY_DEFAULT = 5
/** Spec §5: 1 to 10; anything else is refused with this message, never rounded or clamped. */
export const knowledgePrioritySchema = z
  .number({ error: 'Priority must be a number from 1 to 10' })
  .int('Priority must be a number from 1 to 10')
  .min(KNOWLEDGE_PRIORITY_MIN, 'Priority must be a number from 1 to 10')
  .max(KNOWLEDGE_PRIORITY_MAX, 'Priority must be a number from 1 to 10')

/** One imported entry (spec §5 knowledge rules; spec §7 create defaults: en, bot_specific, 5, draft). */
export const knowledgeImportEntrySchema = z.object({
  question: z.string({ error: 'Question is required' }).trim().min(1, 'Question is required').max(2000),
  answer: z
    .string({ error: 'Answer is required' })
    .trim()
    .min(1, 'Answer is required')
    .min(KNOWLEDGE_ANSWER_MIN_LENGTH, 'Answer must be at least 10 characters long')
    .max(20_000),
  language_code: z.enum(KNOWLEDGE_LANGUAGES).default('en'),
  status: z.enum(KNOWLEDGE_ENTRY_STATUSES).default('draft'),
  tags: knowledgeTagsSchema.default([]),
  priority: knowledgePrioritySchema.default(KNOWLEDGE_PRIORITY_DEFAULT),
  scope: z.enum(KNOWLEDGE_SCOPES).default('bot_specific'),
  alternative_questions: alternativeQuestionsSchema.default([]),
})
export type KnowledgeImportEntry = z.infer<typeof knowledgeImportEntrySchema>

/**
 * Issue 36: an import either takes all rows or none (the default: a file with a bad row is
 * refused, 422, with every problem listed), or, with `skip_invalid`, takes the valid rows and
 * reports the others.
 */
const skipInvalidSchema = z.boolean().default(false)

/** The envelope only: each entry is checked on its own so every bad row can be reported (422). */
export const knowledgeImportBodySchema = z.object({
  entries: z
    .array(z.unknown())
    .min(1, 'Please provide data to import')
    .max(KNOWLEDGE_IMPORT_MAX_ENTRIES, `At most ${KNOWLEDGE_IMPORT_MAX_ENTRIES} entries per import`),
  skip_invalid: skipInvalidSchema,
})

/** One problem of an imported row: its place in the data (from 0), the field and the message. */
export const knowledgeImportRowErrorSchema = z.object({
  index: z.number(),
  field: z.string(),
  message: z.string(),
})
export type KnowledgeImportRowError = z.infer<typeof knowledgeImportRowErrorSchema>

/**
 * POST /api/bots/:botId/knowledge/import: how many entries were made and their ids; with
 * `skip_invalid`, how many rows were left out and why (the first 100 problems).
 */
export const knowledgeImportResultSchema = z.object({
  created: z.number(),
  ids: z.array(z.string()),
  skipped: z.number(),
  errors: z.array(knowledgeImportRowErrorSchema),
})
export type KnowledgeImportResult = z.infer<typeof knowledgeImportResultSchema>

/** Spec §9 knowledge entry values shown by name in the UI. */
export type KnowledgeEntryStatus = (typeof KNOWLEDGE_ENTRY_STATUSES)[number]
export type KnowledgeScope = (typeof KNOWLEDGE_SCOPES)[number]
export const KNOWLEDGE_QUESTION_MAX_LENGTH = 2000
export const KNOWLEDGE_ANSWER_MAX_LENGTH = 20_000
/** Spec §9: the import preview shows 5 entries. */
export const KNOWLEDGE_IMPORT_PREVIEW_COUNT = 5
export const KNOWLEDGE_LIST_MAX_LIMIT = 500

const uuid = z.uuid('Unknown id')

const questionSchema = z
  .string({ error: 'Question is required' })
  .trim()
  .min(1, 'Question is required')
  .max(KNOWLEDGE_QUESTION_MAX_LENGTH)
// Spec §5: 'Answer must be at least 10 characters long' overrides the required message only when
// something was typed; an empty answer is 'Answer is required'.
const answerSchema = z
  .string({ error: 'Answer is required' })
  .trim()
  .min(1, 'Answer is required')
  .min(KNOWLEDGE_ANSWER_MIN_LENGTH, 'Answer must be at least 10 characters long')
  .max(KNOWLEDGE_ANSWER_MAX_LENGTH)
/** The entry form and POST /api/knowledge/entries (spec §5, §7 defaults). */
export const knowledgeEntryInputSchema = z.object({
  /** The bot of a bot_specific entry; ignored (null) for global ones. */
  bot_id: uuid.nullish(),
  question: questionSchema,
  alternative_questions: alternativeQuestionsSchema.default([]),
  answer: answerSchema,
  language_code: z.enum(KNOWLEDGE_LANGUAGES).default('en'),
  scope: z.enum(KNOWLEDGE_SCOPES).default('bot_specific'),
  priority: knowledgePrioritySchema.default(KNOWLEDGE_PRIORITY_DEFAULT),
  status: z.enum(KNOWLEDGE_ENTRY_STATUSES).default('draft'),
  tags: knowledgeTagsSchema.default([]),
  file_ids: z.array(uuid).max(20).default([]),
})
export type KnowledgeEntryInput = z.input<typeof knowledgeEntryInputSchema>
export type KnowledgeEntryValues = z.output<typeof knowledgeEntryInputSchema>

/**
 * PATCH /api/knowledge/entries/:id: any subset of the entry's fields (the bot does not change).
 * Written out without the create defaults, so an absent field is left as it is. Issue 32: the
 * `updated_at` the edit started from is required; a stale one is answered 409 STALE_EDIT.
 */
export const knowledgeEntryUpdateSchema = z
  .object({
    expected_updated_at: expectedUpdatedAtSchema,
    question: questionSchema,
    alternative_questions: alternativeQuestionsSchema,
    answer: answerSchema,
    language_code: z.enum(KNOWLEDGE_LANGUAGES),
    scope: z.enum(KNOWLEDGE_SCOPES),
    priority: knowledgePrioritySchema,
    status: z.enum(KNOWLEDGE_ENTRY_STATUSES),
    tags: knowledgeTagsSchema,
    file_ids: z.array(uuid).max(20),
  })
  .partial({
    question: true,
    alternative_questions: true,
    answer: true,
    language_code: true,
    scope: true,
    priority: true,
    status: true,
    tags: true,
    file_ids: true,
  })
  .refine(
    ({ expected_updated_at: _, ...value }) => Object.values(value).some((field) => field !== undefined),
    { message: 'Nothing to update' },
  )
export type KnowledgeEntryUpdate = z.input<typeof knowledgeEntryUpdateSchema>

export const idParamSchema = z.object({ id: uuid })

/** GET /api/knowledge/entries: a bot's entries, the global ones, or all of them (cross-bot view). */
export const knowledgeEntryListQuerySchema = z.object({
  bot_id: uuid.optional(),
  scope: z.enum(KNOWLEDGE_SCOPES).optional(),
  status: z.enum(KNOWLEDGE_ENTRY_STATUSES).optional(),
  tag_id: uuid.optional(),
  language_code: z.enum(KNOWLEDGE_LANGUAGES).optional(),
  search: z.string().trim().max(200).optional(),
  limit: z.coerce.number().int().min(1).max(KNOWLEDGE_LIST_MAX_LIMIT).default(200),
  offset: z.coerce.number().int().min(0).default(0),
})
export type KnowledgeEntryListQuery = z.input<typeof knowledgeEntryListQuerySchema>

export const KNOWLEDGE_EXPORT_FORMATS = ['csv', 'json'] as const
export const knowledgeExportQuerySchema = knowledgeEntryListQuerySchema
  .omit({ limit: true, offset: true })
  .extend({ format: z.enum(KNOWLEDGE_EXPORT_FORMATS).default('json') })

export const bulkApproveInputSchema = z.object({
  ids: z.array(uuid).min(1, 'Select at least one entry').max(KNOWLEDGE_IMPORT_MAX_ENTRIES),
})

// ---------------------------------------------------------------------------------------------
// Response shapes (issue 34): the server's services return these, the web reads them.
// ---------------------------------------------------------------------------------------------

/** A DELETE of an entry, a tag, a file or a glossary group. */
export const deletedKnowledgeItemSchema = z.object({ id: z.string(), deleted: z.literal(true) })
export type DeletedKnowledgeItem = z.infer<typeof deletedKnowledgeItemSchema>

export const knowledgeTagJsonSchema = z.object({
  id: z.string(),
  name: z.string(),
  color: z.string(),
  entry_count: z.number(),
})
export type KnowledgeTagJson = z.infer<typeof knowledgeTagJsonSchema>

/** GET /api/knowledge/tags: every tag with how many entries carry it. */
export const knowledgeTagListResponseSchema = z.object({ tags: z.array(knowledgeTagJsonSchema) })
export type KnowledgeTagListResponse = z.infer<typeof knowledgeTagListResponseSchema>

/** A file as an entry links it. */
export const knowledgeFileJsonSchema = z.object({
  id: z.string(),
  filename: z.string(),
  original_filename: z.string(),
  file_size: z.number(),
  mime_type: z.string(),
})
export type KnowledgeFileJson = z.infer<typeof knowledgeFileJsonSchema>

/** A file resource of the files list and the upload's answer: the linked file, its bot and age. */
export const knowledgeFileResourceJsonSchema = knowledgeFileJsonSchema.extend({
  bot_id: z.string().nullable(),
  created_at: z.string(),
})
export type KnowledgeFileResourceJson = z.infer<typeof knowledgeFileResourceJsonSchema>

/** GET /api/knowledge/files: active file resources (a bot's own plus the shared ones), newest first. */
export const knowledgeFileListResponseSchema = z.object({ files: z.array(knowledgeFileResourceJsonSchema) })
export type KnowledgeFileListResponse = z.infer<typeof knowledgeFileListResponseSchema>

/** What an entry's version and the entry itself both hold: what answers, and what it answers. */
const entryContentJsonSchema = z.object({
  question: z.string(),
  alternative_questions: z.array(z.string()),
  answer: z.string(),
  language_code: z.enum(KNOWLEDGE_LANGUAGES),
  status: z.enum(KNOWLEDGE_ENTRY_STATUSES),
})

/** One version of an entry (issue 33 item 4): its content after a change, who made it and when. */
export const knowledgeEntryVersionJsonSchema = entryContentJsonSchema.extend({
  id: z.string(),
  action: z.string(),
  changed_by: z.string().nullable(),
  changed_by_name: z.string().nullable(),
  created_at: z.string(),
})
export type KnowledgeEntryVersionJson = z.infer<typeof knowledgeEntryVersionJsonSchema>

export const knowledgeEntryJsonSchema = entryContentJsonSchema.extend({
  id: z.string(),
  bot_id: z.string().nullable(),
  bot_name: z.string().nullable(),
  scope: z.enum(KNOWLEDGE_SCOPES),
  priority: z.number(),
  created_by: z.string().nullable(),
  approved_at: z.string().nullable(),
  approved_by: z.string().nullable(),
  created_at: z.string(),
  updated_at: z.string(),
  tags: z.array(knowledgeTagJsonSchema.omit({ entry_count: true })),
  files: z.array(knowledgeFileJsonSchema),
  /** An edit waiting for approval while the approved content above keeps answering. */
  pending_version: knowledgeEntryVersionJsonSchema.nullable(),
})
export type KnowledgeEntryJson = z.infer<typeof knowledgeEntryJsonSchema>

/** GET /api/knowledge/entries. */
export const knowledgeEntryListResponseSchema = z.object({
  entries: z.array(knowledgeEntryJsonSchema),
  /** Entries matching every filter but the status one (the status filter's counts). */
  counts: z.object({
    total: z.number(),
    draft: z.number(),
    pending_review: z.number(),
    approved: z.number(),
  }),
  /** Entries matching every filter (the table's length, for paging). */
  matching: z.number(),
})
export type KnowledgeEntryListJson = z.infer<typeof knowledgeEntryListResponseSchema>

/** The feedback a bot reply got (the entry page and the training review show it). */
export const replyFeedbackJsonSchema = z.object({
  feedback_type: z.string(),
  rating: z.number().nullable(),
  notes: z.string().nullable(),
})

/** GET /api/knowledge/entries/:id. */
export const knowledgeEntryDetailResponseSchema = z.object({
  entry: knowledgeEntryJsonSchema,
  /** The escalation ticket the entry was drafted from (issue 36 item 2), null for others. */
  source_ticket: z.object({ id: z.string(), title: z.string() }).nullable(),
  /** The entry's versions, newest first. */
  history: z.array(knowledgeEntryVersionJsonSchema),
  /** Bot replies drawn from this entry, newest first, with the feedback they got. */
  conversations: z.array(
    z.object({
      message_id: z.string(),
      session_id: z.string(),
      session_title: z.string().nullable(),
      question: z.string().nullable(),
      confidence: z.number().nullable(),
      created_at: z.string(),
      feedback: z.array(replyFeedbackJsonSchema),
    }),
  ),
})
export type KnowledgeEntryDetailJson = z.infer<typeof knowledgeEntryDetailResponseSchema>

/** POST /api/knowledge/entries/approve. */
export const bulkApproveResponseSchema = z.object({ approved: z.number(), ids: z.array(z.string()) })
export type BulkApproveResponse = z.infer<typeof bulkApproveResponseSchema>

// Tags (spec §3 kb_tags; §5 trimmed, names unique case-insensitively).
export const tagInputSchema = z.object({
  name: z
    .string({ error: 'Tag name is required' })
    .trim()
    .min(1, 'Tag name is required')
    .max(KNOWLEDGE_TAG_MAX_LENGTH),
  color: z
    .string()
    .regex(/^#[0-9a-fA-F]{6}$/, 'Colour must look like #3b82f6')
    .default('#3b82f6'),
})
export const tagUpdateSchema = tagInputSchema.partial().refine((value) => Object.keys(value).length > 0, {
  message: 'Nothing to update',
})

// Import of text (spec §5): CSV with a header row, or a JSON array of entries.
export const KNOWLEDGE_IMPORT_FORMATS = ['csv', 'json'] as const
export type KnowledgeImportFormat = (typeof KNOWLEDGE_IMPORT_FORMATS)[number]
export const knowledgeImportTextSchema = z.object({
  format: z.enum(KNOWLEDGE_IMPORT_FORMATS),
  data: z.string().max(20 * 1024 * 1024),
  skip_invalid: skipInvalidSchema,
})

/**
 * POST /api/bots/:botId/knowledge/import/preview: the first entries as they would be imported,
 * how many would be; with `skip_invalid`, the rows that would be left out and why.
 */
export const knowledgeImportPreviewResponseSchema = z.object({
  total: z.number(),
  preview: z.array(knowledgeImportEntrySchema),
  invalid: z.number(),
  errors: z.array(knowledgeImportRowErrorSchema),
})
export type KnowledgeImportPreviewJson = z.infer<typeof knowledgeImportPreviewResponseSchema>

// Suggestions (spec §4).
export const knowledgeSuggestionJsonSchema = z.object({
  id: z.string(),
  bot_id: z.string(),
  user_question: z.string(),
  bot_response: z.string().nullable(),
  confidence_score: z.number().nullable(),
  frequency_count: z.number(),
  suggestion_type: z.string(),
  status: z.string(),
  /** The language the question was asked in: preselected for an entry made from it. */
  language_code: z.string(),
  created_at: z.string(),
  updated_at: z.string(),
  /** Closed ones (issue 33 item 6): when, by whom (null: by the assistant), and how. */
  resolved_at: z.string().nullable(),
  resolved_by_name: z.string().nullable(),
  /** The entry made from it, the entry that answered it with confidence, or (choice_picked) the entry the user picked. */
  knowledge_entry_id: z.string().nullable(),
  knowledge_entry_question: z.string().nullable(),
  resolution_note: z.string().nullable(),
  resolved_confidence: z.number().nullable(),
})
export type KnowledgeSuggestionJson = z.infer<typeof knowledgeSuggestionJsonSchema>

/** GET /api/bots/:botId/suggestions. */
export const suggestionListResponseSchema = z.object({ suggestions: z.array(knowledgeSuggestionJsonSchema) })
export type SuggestionListResponse = z.infer<typeof suggestionListResponseSchema>

/** GET /api/bots/:botId/suggestions: the inbox (pending) or its history (closed: resolved and dismissed). */
export const suggestionListQuerySchema = z.object({
  status: z.enum(['pending', 'closed']).default('pending'),
})

/** Spec §5: turning a suggestion into an entry requires a non-empty answer. */
const resolveSuggestionInputSchema = z.object({
  question: questionSchema,
  answer: answerSchema,
  language_code: z.enum(KNOWLEDGE_LANGUAGES).default('en'),
  status: z.enum(KNOWLEDGE_ENTRY_STATUSES).default('approved'),
  tags: knowledgeTagsSchema.default([]),
})

/** The resolution note of a suggestion closed by linking it: its question became a phrasing. */
export const LINKED_SUGGESTION_NOTE = 'Added as a phrasing'

/**
 * GET /api/bots/:botId/suggestions/groups (issue 36 item 3): pending suggestions grouped by what
 * they ask across wording and language, most asked first, each with the bot's last answer.
 */
export const suggestionGroupJsonSchema = z.object({
  suggestions: z.array(knowledgeSuggestionJsonSchema),
  /** The bot's answer and confidence the last time any question of the group was asked. */
  bot_response: z.string().nullable(),
  confidence_score: z.number().nullable(),
  frequency_count: z.number(),
})
export type SuggestionGroupJson = z.infer<typeof suggestionGroupJsonSchema>
export const suggestionGroupListResponseSchema = z.object({ groups: z.array(suggestionGroupJsonSchema) })
export type SuggestionGroupListResponse = z.infer<typeof suggestionGroupListResponseSchema>

/**
 * The suggestions one action closes together, in one transaction: a group, or a single one (a list
 * of one). There is one way to resolve, link or dismiss, whatever the number.
 */
const suggestionIdsSchema = z
  .array(uuid)
  .min(1, 'Choose at least one suggestion')
  .max(500)
  .transform((ids) => [...new Set(ids)])
/** POST .../suggestions/link: every question becomes a phrasing of the entry (issue 33 item 3). */
export const linkSuggestionGroupInputSchema = z.object({
  suggestion_ids: suggestionIdsSchema,
  entry_id: uuid,
})
/** POST .../suggestions/resolve: one entry for the group, its other questions as phrasings. */
export const resolveSuggestionGroupInputSchema = resolveSuggestionInputSchema.extend({
  suggestion_ids: suggestionIdsSchema,
})
export type ResolveSuggestionGroupInput = z.input<typeof resolveSuggestionGroupInputSchema>
/** POST .../suggestions/dismiss: several at once. */
export const dismissSuggestionsInputSchema = z.object({ suggestion_ids: suggestionIdsSchema })
/** The group closed with the entry that answers it now. */
export const resolvedSuggestionGroupResponseSchema = z.object({
  suggestion_ids: z.array(z.string()),
  entry: knowledgeEntryJsonSchema,
})
export type ResolvedSuggestionGroupResponse = z.infer<typeof resolvedSuggestionGroupResponseSchema>
export const dismissedSuggestionsResponseSchema = z.object({ suggestion_ids: z.array(z.string()) })
export type DismissedSuggestionsResponse = z.infer<typeof dismissedSuggestionsResponseSchema>

/** POST /api/knowledge/entries/:id/versions/:versionId/restore (issue 33 item 4). */
export const restoreVersionInputSchema = z.object({ expected_updated_at: expectedUpdatedAtSchema })

/** POST /api/bots/:botId/knowledge/import: parsed entries, or CSV/JSON text parsed on the server. */
export const knowledgeImportRequestSchema = z.union([knowledgeImportBodySchema, knowledgeImportTextSchema])

/** POST /api/knowledge/files?file_name=...&bot_id=...: the file is the request body. */
export const fileUploadQuerySchema = z.object({
  file_name: z.string().trim().min(1, 'File name is required').max(255),
  bot_id: uuid.optional(),
})
export const fileListQuerySchema = z.object({ bot_id: uuid.optional() })
