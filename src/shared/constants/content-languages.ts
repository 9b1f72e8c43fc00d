// The languages news, onboarding programs and steps, and bots can be written and translated in
// (issue 35 item 5). The interface offers no, sv and en, so those are the translations an editor is
// asked for; da, de, fr and es are kept for content that has them.

export const CONTENT_LANGUAGES = ['no', 'sv', 'en', 'da', 'de', 'fr', 'es'] as const
export type ContentLanguage = (typeof CONTENT_LANGUAGES)[number]

export const DEFAULT_CONTENT_LANGUAGE: ContentLanguage = 'en'

/** The interface's languages: a translation missing in one of them is marked in the editors. */
export const EXPECTED_TRANSLATION_LANGUAGES = ['no', 'sv', 'en'] as const satisfies readonly ContentLanguage[]

export function isContentLanguage(value: unknown): value is ContentLanguage {
  return typeof value === 'string' && (CONTENT_LANGUAGES as readonly string[]).includes(value)
}

/** A language tag (nb-NO, sv, en-GB) as a content language: bokmål and nynorsk are 'no'. */
export function contentLanguageOfTag(tag: string): ContentLanguage | null {
  const primary = tag.trim().toLowerCase().split(/[-_]/)[0]
  if (primary === 'nb' || primary === 'nn') return 'no'
  return isContentLanguage(primary) ? primary : null
}
