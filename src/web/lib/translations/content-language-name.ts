import { useTranslation } from 'react-i18next'
import type { ContentLanguage } from '#shared/constants/content-languages'
import { INTL_LOCALE, isEnabledUiLanguage } from '#web/config/languages.ts'

/**
 * A content language's name in the interface language ('engelsk' on a Norwegian screen), from the
 * browser's own list: the seven content languages need no strings of ours.
 */
export function useContentLanguageName(): (code: ContentLanguage) => string {
  const { i18n } = useTranslation()
  const locale = isEnabledUiLanguage(i18n.language) ? INTL_LOCALE[i18n.language] : 'en-GB'
  const names = new Intl.DisplayNames([locale], { type: 'language', fallback: 'code' })
  return (code) => names.of(code) ?? code
}

/** The same name starting with a capital, for a label or a list ('Engelsk'). */
export const capitalized = (text: string) => text.charAt(0).toLocaleUpperCase() + text.slice(1)
