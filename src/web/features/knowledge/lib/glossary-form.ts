import {
  GLOSSARY_NOTE_MAX_LENGTH,
  GLOSSARY_TERM_MAX_LENGTH,
  GLOSSARY_TERM_MAX_WORDS,
  GLOSSARY_TERMS_MAX,
  GLOSSARY_TERMS_MIN,
  type GlossaryGroupInput,
  type GlossaryGroupJson,
  type GlossaryTermLanguage,
  sameGlossaryTerm,
} from '#shared/schemas/glossary'

/** One row of the group form: a term as typed and its language ('any' unless chosen). */
export interface GlossaryTermRow {
  term: string
  language: GlossaryTermLanguage
}

export interface GlossaryFormValues {
  terms: GlossaryTermRow[]
  note: string
}

/** Keys under `glossary.errors` in the knowledge namespace. */
export type GlossaryRowProblem = 'termTooLong' | 'tooManyWords' | 'noLetters' | 'duplicate' | 'taken'
export type GlossaryFormProblem = 'tooFew' | 'tooMany' | 'noteTooLong'

const WORD_CHARACTER = /[\p{L}\p{N}]/u

/** A term as the server stores it: inner whitespace collapsed, trimmed. */
export const cleanTerm = (value: string) => value.replace(/\s+/g, ' ').trim()

export const emptyGlossaryForm = (): GlossaryFormValues => ({
  terms: [
    { term: '', language: 'any' },
    { term: '', language: 'any' },
  ],
  note: '',
})

export const glossaryFormOf = (group: GlossaryGroupJson): GlossaryFormValues => ({
  terms: group.terms.map((term) => ({ ...term })),
  note: group.note ?? '',
})

/**
 * What is wrong with the form before it is sent: per row (empty rows are left out, not errors) and
 * for the whole group. `others` are the other groups of the same glossary: a term belongs to one
 * group of a glossary (the server refuses it too, 409).
 */
export function glossaryFormProblems(values: GlossaryFormValues, others: readonly GlossaryGroupJson[]) {
  const rows = values.terms.map((row) => ({ term: cleanTerm(row.term), language: row.language }))
  const rowProblems = rows.map((row, i): GlossaryRowProblem | null => {
    if (!row.term) return null
    if (row.term.length > GLOSSARY_TERM_MAX_LENGTH) return 'termTooLong'
    if (row.term.split(' ').length > GLOSSARY_TERM_MAX_WORDS) return 'tooManyWords'
    if (!WORD_CHARACTER.test(row.term)) return 'noLetters'
    if (rows.findIndex((other) => other.term && sameGlossaryTerm(other, row)) !== i) return 'duplicate'
    if (others.some((group) => group.terms.some((term) => sameGlossaryTerm(term, row)))) return 'taken'
    return null
  })
  const filled = rows.filter((row) => row.term).length
  const form: GlossaryFormProblem | null =
    filled < GLOSSARY_TERMS_MIN
      ? 'tooFew'
      : filled > GLOSSARY_TERMS_MAX
        ? 'tooMany'
        : values.note.trim().length > GLOSSARY_NOTE_MAX_LENGTH
          ? 'noteTooLong'
          : null
  return { rows: rowProblems, form, valid: form === null && rowProblems.every((problem) => problem === null) }
}

/** The request body: the filled rows, cleaned, and the note (empty is none). */
export function glossaryFormBody(values: GlossaryFormValues): GlossaryGroupInput {
  return {
    terms: values.terms
      .map((row) => ({ term: cleanTerm(row.term), language: row.language }))
      .filter((row) => row.term),
    note: values.note.trim() || null,
  }
}
