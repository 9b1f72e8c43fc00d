import i18next from 'i18next'
import { initReactI18next } from 'react-i18next'
import {
  ENABLED_UI_LANGUAGES,
  type EnabledUiLanguage,
  isEnabledUiLanguage,
  languageFromBrowser,
  PREFERRED_LANGUAGE_KEY,
} from '#web/config/languages.ts'
import type { LanguageStrings } from '#web/locales/bundles/namespaces-of.ts'

/**
 * Issue 12: each language's strings are one chunk of their own (src/web/locales/bundles), loaded only
 * for the language in use: all three in the entry were 81 KB gzip of it. No extra round trip before
 * the first render: index.html's build-time preload script (vite.config.ts, `preloadPageCode`) makes
 * the same choice as `initialLanguage` and modulepreloads that chunk beside the entry, so the import
 * below finds it loaded or on its way.
 */
const LANGUAGE_BUNDLES: Record<EnabledUiLanguage, () => Promise<{ default: LanguageStrings }>> = {
  no: () => import('#web/locales/bundles/no.ts'),
  sv: () => import('#web/locales/bundles/sv.ts'),
  en: () => import('#web/locales/bundles/en.ts'),
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

/** Adds a language's strings once; later calls wait for the same import. */
const loading = new Map<EnabledUiLanguage, Promise<void>>()
export function loadUiLanguage(language: EnabledUiLanguage): Promise<void> {
  let done = loading.get(language)
  if (!done) {
    done = LANGUAGE_BUNDLES[language]().then(({ default: strings }) => {
      for (const [namespace, content] of Object.entries(strings))
        i18n.addResourceBundle(language, namespace, content, true, true)
    })
    // A failed import (network) may be retried by the next call.
    done.catch(() => loading.delete(language))
    loading.set(language, done)
  }
  return done
}

void i18n.use(initReactI18next).init({
  lng: initialLanguage(),
  fallbackLng: 'en',
  supportedLngs: [...ENABLED_UI_LANGUAGES],
  defaultNS: 'common',
  interpolation: { escapeValue: false },
  returnNull: false,
  initAsync: false,
  // The strings are added by loadUiLanguage, never by a backend.
  partialBundledLanguages: true,
})

const firstLanguage = i18n.language as EnabledUiLanguage
// Top-level await: nothing renders before its strings are there (no flash of keys). The chunk was
// modulepreloaded by index.html, so this waits for no extra round trip.
await loadUiLanguage(firstLanguage)

/**
 * The other languages (English as the fallback, and the languages a `t(key, { lng })` may ask for,
 * such as a chat's escalation notice in the chat's language) load once the page is idle, off the
 * first render's path.
 */
function loadOtherLanguagesWhenIdle() {
  const loadRest = () => {
    for (const language of ENABLED_UI_LANGUAGES) if (language !== firstLanguage) void loadUiLanguage(language)
  }
  const whenIdle = () =>
    'requestIdleCallback' in window
      ? requestIdleCallback(loadRest, { timeout: 10_000 })
      : setTimeout(loadRest, 2000)
  if (document.readyState === 'complete') whenIdle()
  else window.addEventListener('load', whenIdle, { once: true })
}
loadOtherLanguagesWhenIdle()

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
  await loadUiLanguage(language)
  await i18n.changeLanguage(language)
  return true
}

export function currentUiLanguage(): EnabledUiLanguage {
  return isEnabledUiLanguage(i18n.language) ? i18n.language : 'en'
}
