import type { KnowledgeEntryJson, KnowledgeSuggestionJson } from '#shared/schemas/knowledge'

/** An entry as the entry picker shows and returns it. */
export interface PickedEntry {
  id: string
  question: string
  /** A global entry answers in every bot. */
  global: boolean
}

export const toPickedEntry = (entry: Pick<KnowledgeEntryJson, 'id' | 'question' | 'scope'>): PickedEntry => ({
  id: entry.id,
  question: entry.question,
  global: entry.scope === 'global',
})

/**
 * The picker's options: the bot's own matching entries, then the global ones, each once. The picked
 * entry stays listed (first) while a search hides it, so the choice stays visible and can be changed.
 */
export function entryPickerOptions(
  own: readonly PickedEntry[],
  global: readonly PickedEntry[],
  selected: PickedEntry | null,
): PickedEntry[] {
  const seen = new Set<string>()
  const options: PickedEntry[] = []
  for (const entry of [...own, ...global]) {
    if (seen.has(entry.id)) continue
    seen.add(entry.id)
    options.push(entry)
  }
  if (selected && !seen.has(selected.id)) options.unshift(selected)
  return options
}

/**
 * A 'choice_picked' suggestion carries the entry the user picked: the inbox preselects it for the
 * link. Other suggestions preselect nothing.
 */
export function suggestedEntryId(
  suggestion: Pick<KnowledgeSuggestionJson, 'suggestion_type' | 'knowledge_entry_id'>,
): string | null {
  return suggestion.suggestion_type === 'choice_picked' ? suggestion.knowledge_entry_id : null
}
