import type { InitOptions } from 'i18next'
import { ENABLED_UI_LANGUAGES } from '#web/config/languages.ts'

/**
 * How strings are looked up, in the browser (lib/i18n.ts) and when pages are prerendered at build
 * time (prerender/prerender-i18n.ts): the two must agree, or a hydrated page would differ from the
 * prerendered one.
 */
export const I18N_OPTIONS = {
  fallbackLng: 'en',
  supportedLngs: [...ENABLED_UI_LANGUAGES],
  defaultNS: 'common',
  interpolation: { escapeValue: false },
  returnNull: false,
  initAsync: false,
} satisfies InitOptions
