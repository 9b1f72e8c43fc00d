import { z } from 'zod'
import { CONTENT_LANGUAGES } from '#shared/constants/content-languages'

// Issue 35 item 5: the pieces every translatable record's schemas are built from (news articles,
// onboarding programs and steps, bots). Each domain's schema file names its own fields and limits.

export const contentLanguageSchema = z.enum(CONTENT_LANGUAGES)

/** A translated text the record cannot do without (a title, a name). */
export const requiredTranslatedText = (max: number, label: string) =>
  z
    .string({ error: `${label} is required` })
    .trim()
    .min(1, `${label} is required`)
    .max(max, `${label} must be at most ${max} characters`)

/** A translated text that may stay empty; empty is stored as null. */
export const optionalTranslatedText = (max: number, label: string) =>
  z
    .string()
    .trim()
    .max(max, `${label} must be at most ${max} characters`)
    .nullish()
    .transform((value) => value || null)

/** A record's translations: language code to the translated fields, validated like the originals. */
export function translationsSchema<Fields extends z.ZodObject>(fields: Fields) {
  return z.partialRecord(contentLanguageSchema, fields)
}

/**
 * A form's translations as typed (the texts are not converted, so react-hook-form's values and its
 * resolver's agree): every translation needs its first field, the one the record cannot do without.
 * The API's schema checks the rest on save.
 */
export function typedTranslationsSchema(firstField: string) {
  return z
    .partialRecord(contentLanguageSchema, z.record(z.string(), z.string().nullish()))
    .refine(
      (translations) => Object.values(translations).every((fields) => Boolean(fields?.[firstField]?.trim())),
      { message: `Every translation needs its ${firstField}` },
    )
}

/**
 * What a reader's answer adds beside the texts it shows: the language they are in, and whether
 * that is the original because no complete translation into the reader's language exists.
 */
export const shownContentShape = {
  shownLanguage: contentLanguageSchema,
  isFallback: z.boolean(),
}
