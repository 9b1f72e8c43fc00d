import { sql } from 'drizzle-orm'
import {
  type AnyPgColumn,
  bigint,
  boolean,
  check,
  index,
  integer,
  pgTable,
  primaryKey,
  real,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core'
import { user } from './auth.ts'
import { bots } from './bots.ts'
import { timestamps, uuidPk } from './columns.ts'

const sqlList = (values: readonly string[]) => sql.raw(values.map((value) => `'${value}'`).join(', '))

// Spec §9: knowledge entry languages.
export const KB_LANGUAGES = ['en', 'no', 'sv', 'da', 'de', 'fr', 'es'] as const
export const KB_SCOPES = ['bot_specific', 'global'] as const
/** draft (default), pending_review (shown 'Needs Review'), approved (shown 'Verified'). */
export const KB_ENTRY_STATUSES = ['draft', 'pending_review', 'approved'] as const
/**
 * choice_picked (issue 33 item 2): a user picked an offered choice; the suggestion holds the question
 * and the picked entry (knowledge_entry_id) as evidence that the question is a phrasing of it.
 */
export const SUGGESTION_TYPES = [
  'unmatched_question',
  'low_confidence',
  'failed_response',
  'choice_picked',
] as const
export const SUGGESTION_STATUSES = ['pending', 'resolved', 'dismissed'] as const
export const KB_PRIORITY_MIN = 1
export const KB_PRIORITY_MAX = 10

export const botKnowledgeBases = pgTable(
  'bot_knowledge_bases',
  {
    id: uuidPk(),
    botId: uuid('bot_id')
      .notNull()
      .references(() => bots.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    description: text('description'),
    ...timestamps,
  },
  (table) => [index('bot_knowledge_bases_bot_id_idx').on(table.botId)],
)

export const kbEntries = pgTable(
  'kb_entries',
  {
    id: uuidPk(),
    /** Null for global entries. */
    knowledgeBaseId: uuid('knowledge_base_id').references(() => botKnowledgeBases.id, {
      onDelete: 'cascade',
    }),
    /** Null for global entries. */
    botId: uuid('bot_id').references(() => bots.id, { onDelete: 'cascade' }),
    question: text('question').notNull(),
    /** Issue 33 item 3: other ways people ask the same question; retrieval matches them like it. */
    alternativeQuestions: text('alternative_questions').array().notNull().default(sql`'{}'::text[]`),
    answer: text('answer').notNull(),
    languageCode: text('language_code', { enum: KB_LANGUAGES }).notNull().default('en'),
    scope: text('scope', { enum: KB_SCOPES }).notNull().default('bot_specific'),
    priority: integer('priority').notNull().default(5),
    status: text('status', { enum: KB_ENTRY_STATUSES }).notNull().default('draft'),
    createdBy: text('created_by').references(() => user.id, { onDelete: 'set null' }),
    approvedAt: timestamp('approved_at', { withTimezone: true }),
    approvedBy: text('approved_by').references(() => user.id, { onDelete: 'set null' }),
    /**
     * Issue 33 item 4: an edit of an approved entry waiting for approval (a kb_entry_history row,
     * action 'proposed'); the approved content above keeps answering until it is approved.
     */
    pendingVersionId: uuid('pending_version_id').references((): AnyPgColumn => kbEntryHistory.id, {
      onDelete: 'set null',
    }),
    ...timestamps,
  },
  (table) => [
    index('kb_entries_bot_id_status_idx').on(table.botId, table.status),
    // Issue 37: the knowledge lists' order (newest change first, id breaking ties), over all entries and
    // per bot, read backwards; read forwards, analytics' oldest-first stale entries. Ascending on
    // purpose: a backward scan yields ORDER BY ... DESC (nulls first), which .desc() (nulls last) would not.
    index('kb_entries_updated_at_idx').on(table.updatedAt, table.id),
    index('kb_entries_bot_id_updated_at_idx').on(table.botId, table.updatedAt, table.id),
    index('kb_entries_knowledge_base_id_idx').on(table.knowledgeBaseId),
    // Issue 37: bot analytics joins the answers' sources (jsonb text) to their entries by id::text.
    index('kb_entries_id_text_idx').on(sql`(${table.id}::text)`),
    // Retrieval reads the bot's approved entries plus the global ones.
    index('kb_entries_global_idx').on(table.status).where(sql`${table.scope} = 'global'`),
    check('kb_entries_language_code_check', sql`${table.languageCode} in (${sqlList(KB_LANGUAGES)})`),
    check('kb_entries_scope_check', sql`${table.scope} in (${sqlList(KB_SCOPES)})`),
    check('kb_entries_status_check', sql`${table.status} in (${sqlList(KB_ENTRY_STATUSES)})`),
    check(
      'kb_entries_priority_check',
      sql`${table.priority} between ${sql.raw(String(KB_PRIORITY_MIN))} and ${sql.raw(String(KB_PRIORITY_MAX))}`,
    ),
    check('kb_entries_bot_scope_check', sql`${table.scope} = 'global' or ${table.botId} is not null`),
    check('kb_entries_question_check', sql`btrim(${table.question}) <> ''`),
    check('kb_entries_answer_check', sql`btrim(${table.answer}) <> ''`),
  ],
)

export const kbTags = pgTable(
  'kb_tags',
  {
    id: uuidPk(),
    name: text('name').notNull(),
    color: text('color').notNull().default('#3b82f6'),
    createdBy: text('created_by').references(() => user.id, { onDelete: 'set null' }),
    ...timestamps,
  },
  (table) => [
    uniqueIndex('kb_tags_name_key').on(sql`lower(${table.name})`),
    check('kb_tags_name_check', sql`btrim(${table.name}) <> ''`),
  ],
)

export const kbEntryTags = pgTable(
  'kb_entry_tags',
  {
    entryId: uuid('entry_id')
      .notNull()
      .references(() => kbEntries.id, { onDelete: 'cascade' }),
    tagId: uuid('tag_id')
      .notNull()
      .references(() => kbTags.id, { onDelete: 'cascade' }),
    ...timestamps,
  },
  (table) => [
    primaryKey({ columns: [table.entryId, table.tagId] }),
    // Popular tags (spec §9: top 5 by count).
    index('kb_entry_tags_tag_id_idx').on(table.tagId),
  ],
)

export const kbFileResources = pgTable(
  'kb_file_resources',
  {
    id: uuidPk(),
    /** Stored name, e.g. '1767225600000.pdf'. */
    filename: text('filename').notNull(),
    originalFilename: text('original_filename').notNull(),
    /** Storage key (local disk or S3), e.g. 'kb-resources/1767225600000.pdf'. */
    filePath: text('file_path').notNull(),
    fileSize: bigint('file_size', { mode: 'number' }).notNull(),
    mimeType: text('mime_type').notNull(),
    uploadedBy: text('uploaded_by').references(() => user.id, { onDelete: 'set null' }),
    /** Spec §4: soft-deleted (false) after the stored file is removed. */
    isActive: boolean('is_active').notNull().default(true),
    botId: uuid('bot_id').references(() => bots.id, { onDelete: 'cascade' }),
    ...timestamps,
  },
  (table) => [
    uniqueIndex('kb_file_resources_file_path_key').on(table.filePath),
    index('kb_file_resources_active_created_at_idx').on(table.isActive, table.createdAt.desc()),
    index('kb_file_resources_bot_id_idx').on(table.botId),
    check('kb_file_resources_file_size_check', sql`${table.fileSize} >= 0`),
  ],
)

export const kbEntryFiles = pgTable(
  'kb_entry_files',
  {
    entryId: uuid('entry_id')
      .notNull()
      .references(() => kbEntries.id, { onDelete: 'cascade' }),
    fileId: uuid('file_id')
      .notNull()
      .references(() => kbFileResources.id, { onDelete: 'cascade' }),
    ...timestamps,
  },
  (table) => [
    primaryKey({ columns: [table.entryId, table.fileId] }),
    index('kb_entry_files_file_id_idx').on(table.fileId),
  ],
)

export const knowledgeSuggestions = pgTable(
  'knowledge_suggestions',
  {
    id: uuidPk(),
    botId: uuid('bot_id')
      .notNull()
      .references(() => bots.id, { onDelete: 'cascade' }),
    userQuestion: text('user_question').notNull(),
    /** The analysed form of the question; the same question asked many ways is one pending row. */
    normalizedQuestion: text('normalized_question').notNull(),
    botResponse: text('bot_response'),
    context: text('context'),
    confidenceScore: real('confidence_score'),
    frequencyCount: integer('frequency_count').notNull().default(1),
    /**
     * On a dismissed suggestion: how often its question was asked again since the dismissal. The
     * question returns to the inbox only when this reaches DISMISSED_QUESTION_RETURNS_AFTER
     * (src/server/assistant/knowledge-gaps.ts).
     */
    askedSinceDismissed: integer('asked_since_dismissed').notNull().default(0),
    suggestionType: text('suggestion_type', { enum: SUGGESTION_TYPES }).notNull(),
    status: text('status', { enum: SUGGESTION_STATUSES }).notNull().default('pending'),
    resolvedAt: timestamp('resolved_at', { withTimezone: true }),
    resolvedBy: text('resolved_by').references(() => user.id, { onDelete: 'set null' }),
    knowledgeEntryId: uuid('knowledge_entry_id').references(() => kbEntries.id, { onDelete: 'set null' }),
    createdBy: text('created_by').references(() => user.id, { onDelete: 'set null' }),
    /** The language the question was asked in (the answer's language); preselected for the new entry. */
    languageCode: text('language_code'),
    /**
     * Issue 33 item 6: how the suggestion was closed when no person closed it, e.g. 'Answered by entry
     * "Where can I find my invoices?" at 0.82' (resolved_by is null then), and that answer's confidence.
     */
    resolutionNote: text('resolution_note'),
    resolvedConfidence: real('resolved_confidence'),
    ...timestamps,
  },
  (table) => [
    // Spec §4: pending ones sort by frequency descending, then newest first.
    index('knowledge_suggestions_inbox_idx').on(
      table.botId,
      table.status,
      table.frequencyCount.desc(),
      table.createdAt.desc(),
    ),
    // One pending suggestion per question and bot: the target of the grouping upsert.
    uniqueIndex('knowledge_suggestions_pending_question_key')
      .on(table.botId, table.normalizedQuestion)
      .where(sql`${table.status} = 'pending'`),
    check(
      'knowledge_suggestions_suggestion_type_check',
      sql`${table.suggestionType} in (${sqlList(SUGGESTION_TYPES)})`,
    ),
    check('knowledge_suggestions_status_check', sql`${table.status} in (${sqlList(SUGGESTION_STATUSES)})`),
    check('knowledge_suggestions_frequency_count_check', sql`${table.frequencyCount} >= 1`),
    // The dismissed rows of a bot, looked up by question when the question is asked again.
    index('knowledge_suggestions_dismissed_idx')
      .on(table.botId, table.normalizedQuestion)
      .where(sql`${table.status} = 'dismissed'`),
    check(
      'knowledge_suggestions_confidence_score_check',
      sql`${table.confidenceScore} is null or ${table.confidenceScore} between 0 and 1`,
    ),
  ],
)

/**
 * proposed: an edit of an approved entry that waits for approval (the entry's pending version);
 * restored: an earlier version put back (issue 33 item 4).
 */
export const KB_ENTRY_HISTORY_ACTIONS = [
  'created',
  'updated',
  'approved',
  'trained',
  'proposed',
  'restored',
] as const

/**
 * The versions of a knowledge entry (issue 6 View Details: "its history of edits"; issue 33 item 4):
 * who, when, what kind of change and the content as it was after it. Any version can be restored.
 */
export const kbEntryHistory = pgTable(
  'kb_entry_history',
  {
    id: uuidPk(),
    entryId: uuid('entry_id')
      .notNull()
      .references(() => kbEntries.id, { onDelete: 'cascade' }),
    action: text('action', { enum: KB_ENTRY_HISTORY_ACTIONS }).notNull(),
    changedBy: text('changed_by').references(() => user.id, { onDelete: 'set null' }),
    question: text('question').notNull(),
    alternativeQuestions: text('alternative_questions').array().notNull().default(sql`'{}'::text[]`),
    answer: text('answer').notNull(),
    status: text('status', { enum: KB_ENTRY_STATUSES }).notNull(),
    languageCode: text('language_code', { enum: KB_LANGUAGES }).notNull(),
    priority: integer('priority').notNull(),
    ...timestamps,
  },
  (table) => [
    index('kb_entry_history_entry_id_created_at_idx').on(table.entryId, table.createdAt.desc()),
    check('kb_entry_history_action_check', sql`${table.action} in (${sqlList(KB_ENTRY_HISTORY_ACTIONS)})`),
  ],
)
