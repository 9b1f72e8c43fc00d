import { useTranslation } from 'react-i18next'
import { type EnabledUiLanguage, INTL_LOCALE, isEnabledUiLanguage } from '#web/config/languages.ts'

function localeFor(language: string): string {
  return INTL_LOCALE[(isEnabledUiLanguage(language) ? language : 'en') as EnabledUiLanguage]
}

/** Dates and numbers in the interface language (issue: "dates and numbers follow the language"). */
export function useFormatters() {
  const { i18n } = useTranslation()
  const locale = localeFor(i18n.language)
  return {
    locale,
    date: (value: Date | string | number, options: Intl.DateTimeFormatOptions = { dateStyle: 'medium' }) =>
      new Intl.DateTimeFormat(locale, options).format(new Date(value)),
    dateTime: (value: Date | string | number) =>
      new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(value)),
    number: (value: number, options?: Intl.NumberFormatOptions) =>
      new Intl.NumberFormat(locale, options).format(value),
  }
}
