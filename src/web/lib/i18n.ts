import i18next from 'i18next'
import { initReactI18next } from 'react-i18next'
import {
  ENABLED_UI_LANGUAGES,
  type EnabledUiLanguage,
  isEnabledUiLanguage,
  languageFromBrowser,
  PREFERRED_LANGUAGE_KEY,
} from '#web/config/languages.ts'

/**
 * Every namespace file under src/web/locales/<language>/<namespace>.json is bundled: the shell is
 * small enough that loading all three languages up front beats a flash of untranslated text.
 */
const files = import.meta.glob<Record<string, unknown>>('../locales/*/*.json', {
  eager: true,
  import: 'default',
})

function buildResources() {
  const resources: Record<string, Record<string, Record<string, unknown>>> = {}
  for (const [file, strings] of Object.entries(files)) {
    const match = /locales\/([^/]+)\/([^/]+)\.json$/.exec(file)
    if (!match) continue
    const [, language, namespace] = match
    resources[language] ??= {}
    resources[language][namespace] = strings
  }
  return resources
}

function readStoredLanguage(): EnabledUiLanguage | undefined {
  try {
    const stored = localStorage.getItem(PREFERRED_LANGUAGE_KEY)
    return isEnabledUiLanguage(stored) ? stored : undefined
  } catch {
    return undefined
  }
}

export function initialLanguage(): EnabledUiLanguage {
  return (
    readStoredLanguage() ??
    languageFromBrowser(navigator.languages?.length ? navigator.languages : [navigator.language])
  )
}

export const i18n = i18next.createInstance()

void i18n.use(initReactI18next).init({
  resources: buildResources(),
  lng: initialLanguage(),
  fallbackLng: 'en',
  supportedLngs: [...ENABLED_UI_LANGUAGES],
  defaultNS: 'common',
  interpolation: { escapeValue: false },
  returnNull: false,
  initAsync: false,
})

function syncDocumentLanguage(language: string) {
  // Bokmål is "nb" for screen readers and spell checkers.
  document.documentElement.lang = language === 'no' ? 'nb' : language
}
syncDocumentLanguage(i18n.language)
i18n.on('languageChanged', syncDocumentLanguage)

/** Spec §5: only enabled languages are accepted; the choice is remembered on this device. */
export async function changeUiLanguage(language: string): Promise<boolean> {
  if (!isEnabledUiLanguage(language)) return false
  try {
    localStorage.setItem(PREFERRED_LANGUAGE_KEY, language)
  } catch {
    // Private mode: the choice still applies for this visit.
  }
  await i18n.changeLanguage(language)
  return true
}

export function currentUiLanguage(): EnabledUiLanguage {
  return isEnabledUiLanguage(i18n.language) ? i18n.language : 'en'
}
