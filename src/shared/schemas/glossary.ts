import { z } from 'zod'
import { KNOWLEDGE_LANGUAGES } from './knowledge.ts'
import { expectedUpdatedAtSchema } from './stale-edit.ts'

/**
 * Issue 33 item 3: the glossary, per bot and global. A group holds terms that mean the same thing
 * across languages (partikkelfilter = DPF = particle filter); abbreviations count as terms. A term
 * is a word or a short phrase, in one language or in any.
 */
export const GLOSSARY_TERM_LANGUAGES = [...KNOWLEDGE_LANGUAGES, 'any'] as const
export type GlossaryTermLanguage = (typeof GLOSSARY_TERM_LANGUAGES)[number]
export const GLOSSARY_TERM_MAX_LENGTH = 60
/** "A word or a short multi-word phrase". */
export const GLOSSARY_TERM_MAX_WORDS = 5
/** A group says that two or more terms are the same; one term alone says nothing. */
export const GLOSSARY_TERMS_MIN = 2
export const GLOSSARY_TERMS_MAX = 30
export const GLOSSARY_NOTE_MAX_LENGTH = 500
/** Groups per glossary (one bot's, or the global one): far above a real domain's vocabulary. */
export const GLOSSARY_GROUPS_MAX = 2000

const WORD_CHARACTER = /[\p{L}\p{N}]/u

export const glossaryTermSchema = z.object({
  term: z
    .string({ error: 'Term is required' })
    .transform((value) => value.replace(/\s+/g, ' ').trim())
    .pipe(
      z
        .string()
        .min(1, 'Term is required')
        .max(GLOSSARY_TERM_MAX_LENGTH, `A term is at most ${GLOSSARY_TERM_MAX_LENGTH} characters`)
        .refine((value) => WORD_CHARACTER.test(value), 'A term needs at least one letter or digit')
        .refine(
          (value) => value.split(' ').length <= GLOSSARY_TERM_MAX_WORDS,
          `A term is a word or a phrase of at most ${GLOSSARY_TERM_MAX_WORDS} words`,
        ),
    ),
  language: z.enum(GLOSSARY_TERM_LANGUAGES).default('any'),
})
export type GlossaryTermInput = z.input<typeof glossaryTermSchema>

/** Two terms are the same when they are written alike (ignoring case) for overlapping languages. */
export const sameGlossaryTerm = (
  a: { term: string; language: GlossaryTermLanguage },
  b: { term: string; language: GlossaryTermLanguage },
) =>
  a.term.toLocaleLowerCase() === b.term.toLocaleLowerCase() &&
  (a.language === b.language || a.language === 'any' || b.language === 'any')

const termsSchema = z
  .array(glossaryTermSchema)
  .min(GLOSSARY_TERMS_MIN, `A group needs at least ${GLOSSARY_TERMS_MIN} terms`)
  .max(GLOSSARY_TERMS_MAX, `A group has at most ${GLOSSARY_TERMS_MAX} terms`)
  .superRefine((terms, context) => {
    terms.forEach((term, i) => {
      if (terms.findIndex((other) => sameGlossaryTerm(other, term)) !== i)
        context.addIssue({
          code: 'custom',
          message: `"${term.term}" is in the group twice`,
          path: [i, 'term'],
        })
    })
  })

const noteSchema = z
  .string()
  .trim()
  .max(GLOSSARY_NOTE_MAX_LENGTH)
  .nullish()
  .transform((value) => value || null)

/** POST /api/bots/:botId/glossary and POST /api/knowledge/glossary. */
export const glossaryGroupInputSchema = z.object({
  terms: termsSchema,
  note: noteSchema,
})
export type GlossaryGroupInput = z.input<typeof glossaryGroupInputSchema>

/** PATCH .../glossary/:id: the whole group as it should be, with the version it started from (decision 029). */
export const glossaryGroupUpdateSchema = glossaryGroupInputSchema.extend({
  expected_updated_at: expectedUpdatedAtSchema,
})
export type GlossaryGroupUpdate = z.input<typeof glossaryGroupUpdateSchema>

export const glossaryGroupJsonSchema = z.object({
  id: z.uuid(),
  /** Null for a group of the global glossary. */
  bot_id: z.uuid().nullable(),
  terms: z.array(z.object({ term: z.string(), language: z.enum(GLOSSARY_TERM_LANGUAGES) })),
  note: z.string().nullable(),
  created_at: z.string(),
  updated_at: z.string(),
})
export type GlossaryGroupJson = z.infer<typeof glossaryGroupJsonSchema>

export const glossaryListJsonSchema = z.object({ groups: z.array(glossaryGroupJsonSchema) })
export type GlossaryListJson = z.infer<typeof glossaryListJsonSchema>
