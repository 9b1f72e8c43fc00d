import { z } from 'zod'
import { botTranslationFieldsSchema } from './bots.ts'
import { contentLanguageSchema } from './content-translations.ts'
import { newsTranslationFieldsSchema } from './news.ts'
import { programTranslationFieldsSchema, stepTranslationFieldsSchema } from './onboarding.ts'

// Issue 35 item 5: 'Draft translation' in the editors. The language model translates the texts the
// editor has on screen (saved or not); the answer fills the form as a draft and nothing is stored.

export const TRANSLATION_DRAFT_KINDS = ['news', 'program', 'step', 'bot'] as const
export type TranslationDraftKind = (typeof TRANSLATION_DRAFT_KINDS)[number]

/** The translatable fields of each kind, validated like a saved translation. */
export const TRANSLATION_FIELDS_OF = {
  news: newsTranslationFieldsSchema,
  program: programTranslationFieldsSchema,
  step: stepTranslationFieldsSchema,
  bot: botTranslationFieldsSchema,
} as const satisfies Record<TranslationDraftKind, z.ZodObject>

const draftOf = <Kind extends TranslationDraftKind>(kind: Kind) =>
  z.object({
    kind: z.literal(kind),
    /** The language the texts are written in. */
    from: contentLanguageSchema,
    to: contentLanguageSchema,
    fields: TRANSLATION_FIELDS_OF[kind],
  })

/** POST /api/translations/draft. */
export const translationDraftInputSchema = z
  .discriminatedUnion('kind', [draftOf('news'), draftOf('program'), draftOf('step'), draftOf('bot')])
  .refine((input) => input.from !== input.to, {
    path: ['to'],
    message: 'Choose a language other than the original',
  })
export type TranslationDraftInput = z.input<typeof translationDraftInputSchema>
export type TranslationDraftValues = z.output<typeof translationDraftInputSchema>

/** The drafted texts, field by field (null where the original is empty). */
export const translationDraftResponseSchema = z.object({
  language: contentLanguageSchema,
  fields: z.record(z.string(), z.string().nullable()),
})
export type TranslationDraft = z.infer<typeof translationDraftResponseSchema>
