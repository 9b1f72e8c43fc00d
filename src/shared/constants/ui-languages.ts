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

/**
 * The interface language a page load starts in (spec §9): the stored choice when it is an enabled
 * language, else the browser's first language (no/nb/nn -> no, sv -> sv, en -> en, anything else
 * -> no). Self-contained on purpose (no imports, no outer names): the build inlines its source into
 * index.html's preload script (src/web/build-plugins/preload-page-code.ts), so the script that
 * preloads the strings and the app that uses them cannot choose differently.
 */
export function chooseUiLanguage(
  stored: string | null | undefined,
  browserLanguages: readonly string[],
): EnabledUiLanguage {
  if (stored === 'no' || stored === 'sv' || stored === 'en') return stored
  const primary = (browserLanguages[0] || '').toLowerCase().split('-')[0]
  return primary === 'sv' || primary === 'en' ? primary : 'no'
}

/** Spec §9: the first browser language decides, when nothing is stored. */
export function languageFromBrowser(browserLanguages: readonly string[]): EnabledUiLanguage {
  return chooseUiLanguage(null, browserLanguages)
}
