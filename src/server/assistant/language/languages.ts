import type { KB_LANGUAGES } from '#server/db/schema/knowledge'

/** The languages the assistant detects, analyses and answers in: the same set as knowledge entries. */
export const ASSISTANT_LANGUAGES = ['no', 'sv', 'da', 'en', 'de', 'fr', 'es'] as const
export type AssistantLanguage = (typeof ASSISTANT_LANGUAGES)[number]

// Compile-time guard: the assistant must cover exactly the languages a knowledge entry can have.
type SameMembers<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false
const coversKnowledgeLanguages: SameMembers<AssistantLanguage, (typeof KB_LANGUAGES)[number]> = true
void coversKnowledgeLanguages

export function isAssistantLanguage(value: unknown): value is AssistantLanguage {
  return typeof value === 'string' && (ASSISTANT_LANGUAGES as readonly string[]).includes(value)
}
