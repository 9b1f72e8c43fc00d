import type { EnabledUiLanguage } from '#shared/constants/ui-languages'
import { LOCAL_SETTINGS_KEYS } from '#web/config/local-settings.ts'

/**
 * Spec §3 and §9: the interface languages. no, sv and en are translated in full; da, fi, de and fr
 * appear in the language menu but cannot be chosen yet (spec §5: a choice is accepted only if enabled).
 */
export const UI_LANGUAGES = [
  { code: 'no', label: 'Norsk', enabled: true },
  { code: 'sv', label: 'Svenska', enabled: true },
  { code: 'en', label: 'English', enabled: true },
  { code: 'da', label: 'Dansk', enabled: false },
  { code: 'fi', label: 'Suomi', enabled: false },
  { code: 'de', label: 'Deutsch', enabled: false },
  { code: 'fr', label: 'Français', enabled: false },
] as const

export type UiLanguageCode = (typeof UI_LANGUAGES)[number]['code']
export type { EnabledUiLanguage } from '#shared/constants/ui-languages'
export {
  chooseUiLanguage,
  documentLanguage,
  ENABLED_UI_LANGUAGES,
  isEnabledUiLanguage,
  languageFromBrowser,
} from '#shared/constants/ui-languages'

/** Local-settings key of spec §3. */
export const PREFERRED_LANGUAGE_KEY = LOCAL_SETTINGS_KEYS.preferredLanguage

/** BCP 47 tags for Intl and date-fns: Norwegian bokmål formats as nb. */
export const INTL_LOCALE: Record<EnabledUiLanguage, string> = { no: 'nb-NO', sv: 'sv-SE', en: 'en-GB' }
