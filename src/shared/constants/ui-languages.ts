// The interface languages that can be chosen, and how a browser's languages pick one (spec §9). The
// web app decides with them, and so does the server when it sends a page prerendered per language.

export type EnabledUiLanguage = 'no' | 'sv' | 'en'

export const ENABLED_UI_LANGUAGES: readonly EnabledUiLanguage[] = ['no', 'sv', 'en']

export function isEnabledUiLanguage(value: unknown): value is EnabledUiLanguage {
  return typeof value === 'string' && (ENABLED_UI_LANGUAGES as readonly string[]).includes(value)
}

/** The document language (`lang`) of an interface language: Norwegian bokmål is "nb" for screen readers and spell checkers. */
export function documentLanguage(code: string): string {
  return code === 'no' ? 'nb' : code
}

/** Spec §9: no/nb/nn -> no, sv -> sv, en -> en, anything else -> no. The first browser language decides. */
export function languageFromBrowser(browserLanguages: readonly string[]): EnabledUiLanguage {
  const primary = browserLanguages[0]?.toLowerCase().split('-')[0]
  if (primary === 'nb' || primary === 'nn' || primary === 'no') return 'no'
  if (primary === 'sv') return 'sv'
  if (primary === 'en') return 'en'
  return 'no'
}
