import type { ContentLanguage } from '#shared/constants/content-languages'

// Issue 35 item 5: which text a reader is shown, and what an editor is told about a translation.
// Shared so the server picks and the editors mark with one rule (decision 042, content translations).

/** The translatable texts of one record (a news article's title, summary and body, ...). */
export type TranslatableFields = Record<string, string | null>

/** The record's translations by language; a field left out or empty is not translated. */
export type Translations<Fields extends TranslatableFields> = Partial<
  Record<ContentLanguage, { [Field in keyof Fields]?: string | null }>
>

export interface TranslatableContent<Fields extends TranslatableFields> {
  /** The texts as written, in `language`. */
  original: Fields
  language: ContentLanguage
  translations: Translations<Fields> | null | undefined
}

export interface PickedContent<Fields extends TranslatableFields> {
  fields: Fields
  shownLanguage: ContentLanguage
  /** The reader's language was asked for and the original is shown instead. */
  isFallback: boolean
}

const filled = (value: string | null | undefined): value is string =>
  typeof value === 'string' && value.trim() !== ''

/**
 * A translation is shown only when it fills every field the original fills: a reader never gets a
 * translated title above an untranslated body.
 */
export function isCompleteTranslation<Fields extends TranslatableFields>(
  original: Fields,
  translation: { [Field in keyof Fields]?: string | null } | undefined,
): boolean {
  if (!translation || !Object.keys(original).some((field) => filled(translation[field]))) return false
  return Object.keys(original).every((field) => !filled(original[field]) || filled(translation[field]))
}

export type TranslationState = 'original' | 'complete' | 'incomplete' | 'missing'

/** What the editors mark beside each language. */
export function translationStateOf<Fields extends TranslatableFields>(
  content: TranslatableContent<Fields>,
  language: ContentLanguage,
): TranslationState {
  if (language === content.language) return 'original'
  const translation = content.translations?.[language]
  if (isCompleteTranslation(content.original, translation)) return 'complete'
  return translation && Object.values(translation).some(filled) ? 'incomplete' : 'missing'
}

/**
 * The texts to show a reader: the translation into their language when it is complete, else the
 * original (a fallback when a language was asked for). No reader language (an API client that sent
 * none) is the original, and no fallback.
 */
export function pickTranslation<Fields extends TranslatableFields>(
  content: TranslatableContent<Fields>,
  reader: ContentLanguage | null,
): PickedContent<Fields> {
  const original = { fields: content.original, shownLanguage: content.language }
  if (reader === null || reader === content.language) return { ...original, isFallback: false }
  const translation = content.translations?.[reader]
  if (!translation || !isCompleteTranslation(content.original, translation))
    return { ...original, isFallback: true }
  const fields = Object.fromEntries(
    Object.keys(content.original).map((field) => {
      const text = translation[field]
      return [field, filled(text) ? text : null]
    }),
  ) as Fields
  return { fields, shownLanguage: reader, isFallback: false }
}
