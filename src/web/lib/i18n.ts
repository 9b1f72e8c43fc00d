import i18next from 'i18next'
import { initReactI18next } from 'react-i18next'
import { I18N_OPTIONS } from '#web/config/i18n-options.ts'
import {
  chooseUiLanguage,
  documentLanguage,
  type EnabledUiLanguage,
  isEnabledUiLanguage,
  PREFERRED_LANGUAGE_KEY,
} from '#web/config/languages.ts'
import { SHELL_NAMESPACES } from '#web/config/shell-namespaces.ts'

/**
 * Issue 12: strings load per language and namespace (each `locales/{language}/{namespace}.json` is a
 * chunk of its own), only what the page on screen uses: a whole language was 28 KB gzip of every
 * first load, `common` is 2.5 KB. Each route says which namespaces it needs (`withStrings` in
 * src/web/app/router.tsx) and they load beside its code. No extra round trip on the first load:
 * index.html's build-time preload script (src/web/build-plugins/preload-page-code.ts) makes the same language
 * choice as `initialLanguage` and modulepreloads `common` and the page's namespaces beside the entry.
 * Other languages load when needed: on a switch (`changeUiLanguage`), for a `t(key, { lng })`
 * (`loadNamespacesIn`), and the fallback, English, once the first load is over.
 */
const STRING_FILES = import.meta.glob<Record<string, unknown>>('../locales/*/*.json', { import: 'default' })

function readStoredLanguage(): string | null {
  try {
    return localStorage.getItem(PREFERRED_LANGUAGE_KEY)
  } catch {
    return null
  }
}

export function initialLanguage(): EnabledUiLanguage {
  return chooseUiLanguage(
    readStoredLanguage(),
    navigator.languages?.length ? navigator.languages : [navigator.language],
  )
}

export const i18n = i18next.createInstance()

void i18n.use(initReactI18next).init({
  ...I18N_OPTIONS,
  lng: initialLanguage(),
  ns: [...SHELL_NAMESPACES],
  // The strings are added by loadStrings, never by a backend.
  partialBundledLanguages: true,
})

export function currentUiLanguage(): EnabledUiLanguage {
  return isEnabledUiLanguage(i18n.language) ? i18n.language : 'en'
}

/** Adds one language's namespaces once each; later calls wait for the same imports. */
const loading = new Map<string, Promise<void>>()
function loadStrings(language: EnabledUiLanguage, namespaces: Iterable<string>): Promise<void> {
  const pending: Promise<void>[] = []
  for (const namespace of namespaces) {
    const key = `${language}/${namespace}`
    let done = loading.get(key)
    if (!done) {
      const file = STRING_FILES[`../locales/${key}.json`]
      if (!file) throw new Error(`No strings for the namespace "${namespace}" in ${language}`)
      done = file().then((strings) => {
        i18n.addResourceBundle(language, namespace, strings, true, true)
      })
      // A failed import (network) may be retried by the next call.
      done.catch(() => loading.delete(key))
      loading.set(key, done)
    }
    pending.push(done)
  }
  return Promise.all(pending).then(() => undefined)
}

/** Every namespace asked for so far: a language switch loads them all before it switches. */
const wanted = new Set<string>(SHELL_NAMESPACES)

const FALLBACK_LANGUAGE: EnabledUiLanguage = 'en'
/** Out of the way of the page's own first requests (its data, its images) on a slow connection. */
const FALLBACK_DELAY_MS = 3000

/**
 * The fallback language's strings for the namespaces in use, for a key the language on screen might
 * lack (locales-complete.test.ts keeps that from happening; this keeps it readable if it does).
 * Nothing on screen waits for them, so they load once the first load is over and the page is idle.
 */
function loadFallbackLater(namespaces: readonly string[]) {
  const load = () => {
    if (currentUiLanguage() !== FALLBACK_LANGUAGE)
      void loadStrings(FALLBACK_LANGUAGE, namespaces).catch(() => {})
  }
  const whenIdle = () =>
    setTimeout(() => {
      // The document may be gone by then (a component test's jsdom torn down): nothing to load for.
      if (typeof window === 'undefined') return
      if ('requestIdleCallback' in window) requestIdleCallback(load, { timeout: 10_000 })
      else load()
    }, FALLBACK_DELAY_MS)
  if (document.readyState === 'complete') whenIdle()
  else window.addEventListener('load', whenIdle, { once: true })
}

/** The namespaces a route or a lazily shown part needs, in the language on screen. */
export function loadNamespaces(namespaces: readonly string[]): Promise<void> {
  // Checked before it is remembered: a later language switch must not trip over it.
  for (const namespace of namespaces)
    if (!STRING_FILES[`../locales/${FALLBACK_LANGUAGE}/${namespace}.json`])
      throw new Error(`No strings for the namespace "${namespace}"`)
  const fresh = namespaces.filter((namespace) => !wanted.has(namespace))
  for (const namespace of fresh) wanted.add(namespace)
  if (fresh.length > 0) loadFallbackLater(fresh)
  return loadStrings(currentUiLanguage(), namespaces)
}

/**
 * For a `t(key, { lng })` in a language other than the one on screen (a chat's escalation notice in
 * the chat's language): that language's strings, if it is one of ours, and the fallback's.
 */
export function loadNamespacesIn(language: string, namespaces: readonly string[]): Promise<void> {
  const languages = new Set<EnabledUiLanguage>([FALLBACK_LANGUAGE])
  if (isEnabledUiLanguage(language)) languages.add(language)
  return Promise.all([...languages].map((each) => loadStrings(each, namespaces))).then(() => undefined)
}

// Top-level await: nothing renders before the shell's strings are there (no flash of keys). The
// chunks were modulepreloaded by index.html, so this waits for no extra round trip.
await loadNamespaces(SHELL_NAMESPACES)
loadFallbackLater(SHELL_NAMESPACES)

function syncDocumentLanguage(language: string) {
  document.documentElement.lang = documentLanguage(language)
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
  await loadStrings(language, wanted)
  await i18n.changeLanguage(language)
  return true
}
