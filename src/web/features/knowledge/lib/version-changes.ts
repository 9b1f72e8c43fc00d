import { diffWordsWithSpace } from 'diff'

/** What a version holds that a reader compares (issue 33 item 4). */
export interface VersionContent {
  question: string
  alternative_questions: readonly string[]
  answer: string
  language_code: string
}

export type DiffPart = { text: string; change: 'added' | 'removed' | 'same' }

export interface FieldChange {
  field: 'question' | 'alternative_questions' | 'answer' | 'language_code'
  parts: DiffPart[]
}

const textOf = (content: VersionContent, field: FieldChange['field']) =>
  field === 'alternative_questions' ? content.alternative_questions.join('\n') : content[field]

/**
 * The fields that differ between two versions, each as word-level parts (added, removed, same) in
 * reading order. An unchanged field is left out; no earlier version shows everything as added.
 */
export function versionChanges(before: VersionContent | null, after: VersionContent): FieldChange[] {
  const fields: FieldChange['field'][] = ['question', 'alternative_questions', 'answer', 'language_code']
  return fields.flatMap((field) => {
    const old = before ? textOf(before, field) : ''
    const next = textOf(after, field)
    if (old === next) return []
    const parts: DiffPart[] = diffWordsWithSpace(old, next).map((part) => ({
      text: part.value,
      change: part.added ? 'added' : part.removed ? 'removed' : 'same',
    }))
    return [{ field, parts }]
  })
}

/** One phrasing per line in the entry form: trimmed, empty lines dropped. */
export function parsePhrasings(text: string): string[] {
  return text
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean)
}
