import i18next from 'i18next'
import { initReactI18next } from 'react-i18next'
import { I18N_OPTIONS } from '#web/config/i18n-options.ts'
import { type EnabledUiLanguage, isEnabledUiLanguage } from '#web/config/languages.ts'

/**
 * What `#web/lib/i18n.ts` is in the server-side build that prerenders the public pages at build time
 * (`prerenderPages` in prerender-plugin.ts swaps this module in): every string of every language is
 * there at once, and the language is set per page by `renderIn`. The browser's module reads local storage and the
 * browser's languages and loads strings as chunks, none of which exist in the build.
 */
const STRING_FILES = import.meta.glob<Record<string, unknown>>('../locales/*/*.json', {
  import: 'default',
  eager: true,
})

const resources: Record<string, Record<string, Record<string, unknown>>> = {}
for (const [file, strings] of Object.entries(STRING_FILES)) {
  const [, language, namespace] = /\/locales\/([^/]+)\/([^/]+)\.json$/.exec(file) ?? []
  if (!language || !namespace) continue
  resources[language] ??= {}
  resources[language][namespace] = strings
}

export const i18n = i18next.createInstance()

void i18n.use(initReactI18next).init({
  ...I18N_OPTIONS,
  resources,
  lng: 'en',
})

/**
 * Renders `render()` with the strings of `language`: with every string loaded and no backend, i18next
 * switches at once (checked, not assumed). The language stays until the next call, so the build
 * renders its pages one after the other, each to its end.
 */
export function renderIn<T>(language: EnabledUiLanguage, render: () => T): T {
  void i18n.changeLanguage(language)
  if (i18n.language !== language) throw new Error(`renderIn: i18next did not switch to ${language} at once`)
  return render()
}

export function currentUiLanguage(): EnabledUiLanguage {
  return isEnabledUiLanguage(i18n.language) ? i18n.language : 'en'
}

// Every string is loaded already; a language switch never happens while prerendering.
export const initialLanguage = currentUiLanguage
export const loadNamespaces = (_namespaces: readonly string[]) => Promise.resolve()
export const loadNamespacesIn = (_language: string, _namespaces: readonly string[]) => Promise.resolve()
export const changeUiLanguage = (_language: string) => Promise.resolve(false)
