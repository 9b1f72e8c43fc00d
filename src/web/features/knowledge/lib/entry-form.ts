import { z } from 'zod'
import {
  KNOWLEDGE_ENTRY_STATUSES,
  KNOWLEDGE_LANGUAGES,
  KNOWLEDGE_PRIORITY_MAX,
  KNOWLEDGE_PRIORITY_MIN,
  KNOWLEDGE_SCOPES,
  type KnowledgeEntryJson,
  knowledgeEntryInputSchema,
} from '#shared/schemas/knowledge'

/** Spec §5: tags typed comma-separated, trimmed, duplicates (ignoring case) not added. */
export function parseTagList(text: string): string[] {
  const tags = text
    .split(',')
    .map((tag) => tag.trim())
    .filter(Boolean)
  return tags.filter((tag, i) => tags.findIndex((other) => other.toLowerCase() === tag.toLowerCase()) === i)
}

/** The entry form: the shared rules for question and answer, tags as typed text. */
export const entryFormSchema = z.object({
  question: knowledgeEntryInputSchema.shape.question,
  /** One phrasing per line (issue 33 item 3). */
  alternative_questions: z.string().default(''),
  answer: knowledgeEntryInputSchema.shape.answer,
  language_code: z.enum(KNOWLEDGE_LANGUAGES),
  scope: z.enum(KNOWLEDGE_SCOPES),
  // Spec §5: priority 1 to 10; the form falls back to 1.
  priority: z
    .number()
    .catch(KNOWLEDGE_PRIORITY_MIN)
    .transform((value) =>
      Number.isInteger(value) && value >= KNOWLEDGE_PRIORITY_MIN && value <= KNOWLEDGE_PRIORITY_MAX
        ? value
        : KNOWLEDGE_PRIORITY_MIN,
    ),
  status: z.enum(KNOWLEDGE_ENTRY_STATUSES),
  tags: z.string(),
})
export type EntryFormInput = z.input<typeof entryFormSchema>
export type EntryFormValues = z.output<typeof entryFormSchema>

/**
 * The form's values for an entry. An entry with an edit waiting for approval (issue 33 item 4) opens
 * on that edit, so the trainer goes on from it; saving it as Verified approves it.
 */
export function entryFormDefaults(
  entry: KnowledgeEntryJson | null,
  scope: 'bot_specific' | 'global',
): EntryFormInput {
  if (!entry)
    // Spec §9: the form's priority default is 1; status draft.
    return {
      question: '',
      alternative_questions: '',
      answer: '',
      language_code: 'en',
      scope,
      priority: 1,
      status: 'draft',
      tags: '',
    }
  const content = entry.pending_version ?? entry
  return {
    question: content.question,
    alternative_questions: content.alternative_questions.join('\n'),
    answer: content.answer,
    language_code: content.language_code,
    scope: entry.scope,
    priority: entry.priority,
    status: entry.pending_version?.status ?? entry.status,
    tags: entry.tags.map((tag) => tag.name).join(', '),
  }
}
