import { z } from 'zod'

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

const tagsSchema = z
  .array(z.string().trim().min(1, 'Tag is empty').max(KNOWLEDGE_TAG_MAX_LENGTH))
  .max(20)
  // Spec §5: tags trimmed; duplicates not added.
  .transform((tags) => [...new Map(tags.map((tag) => [tag.toLowerCase(), tag])).values()])

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
  tags: tagsSchema.default([]),
  priority: z.number().int().min(1).max(10).default(5),
  scope: z.enum(KNOWLEDGE_SCOPES).default('bot_specific'),
})
export type KnowledgeImportEntry = z.infer<typeof knowledgeImportEntrySchema>

/** The envelope only: each entry is checked on its own so every bad row can be reported (422). */
export const knowledgeImportBodySchema = z.object({
  entries: z
    .array(z.unknown())
    .min(1, 'Please provide data to import')
    .max(KNOWLEDGE_IMPORT_MAX_ENTRIES, `At most ${KNOWLEDGE_IMPORT_MAX_ENTRIES} entries per import`),
})

export interface KnowledgeImportRowError {
  index: number
  field: string
  message: string
}

export interface KnowledgeImportResult {
  created: number
  ids: string[]
}
