import { z } from 'zod'
import {
  KNOWLEDGE_ENTRY_STATUSES,
  KNOWLEDGE_LANGUAGES,
  KNOWLEDGE_PRIORITY_MIN,
  KNOWLEDGE_SCOPES,
  type KnowledgeEntryJson,
  knowledgeEntryInputSchema,
  knowledgePrioritySchema,
  knowledgeTagsSchema,
} from '#shared/schemas/knowledge'

/**
 * The priority field's value: spec §9 'the form falls back to 1' when it is left empty; anything
 * typed is kept as typed for the schema to judge.
 */
export function priorityOfInput(text: string): number {
  return text.trim() === '' ? KNOWLEDGE_PRIORITY_MIN : Number(text)
}

/** The entry form: the shared rules for question, answer, priority and tags. */
export const entryFormSchema = z.object({
  question: knowledgeEntryInputSchema.shape.question,
  /** One phrasing per line (issue 33 item 3). */
  alternative_questions: z.string().default(''),
  answer: knowledgeEntryInputSchema.shape.answer,
  language_code: z.enum(KNOWLEDGE_LANGUAGES),
  scope: z.enum(KNOWLEDGE_SCOPES),
  // Spec §5: priority 1 to 10, the shared rule: 15 or 2.5 is refused, never saved as something else.
  priority: knowledgePrioritySchema,
  status: z.enum(KNOWLEDGE_ENTRY_STATUSES),
  // Chosen one by one from the existing tags or typed (issue 36); trimmed, no duplicates (spec §5).
  tags: knowledgeTagsSchema,
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
      tags: [],
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
    tags: entry.tags.map((tag) => tag.name),
  }
}
