import { useTranslation } from 'react-i18next'
import { type EnabledUiLanguage, INTL_LOCALE, isEnabledUiLanguage } from '#web/config/languages.ts'
import { dateTimeFormat, numberFormat } from '#web/lib/intl-formats.ts'

function localeFor(language: string): string {
  return INTL_LOCALE[(isEnabledUiLanguage(language) ? language : 'en') as EnabledUiLanguage]
}

const DATE: Intl.DateTimeFormatOptions = { dateStyle: 'medium' }

/** Dates and numbers in the interface language (issue: "dates and numbers follow the language"). */
export function useFormatters() {
  const { i18n } = useTranslation()
  const locale = localeFor(i18n.language)
  return {
    locale,
    date: (value: Date | string | number, options: Intl.DateTimeFormatOptions = DATE) =>
      dateTimeFormat(locale, options).format(new Date(value)),
    /**
     * Issue 12: makes `date`'s formatter ahead of its first use. The first date formatter of a page
     * load is slow (the browser loads the language's data: some 15 ms on a phone); made while the
     * dates are still on their way, it stays out of the render that shows them.
     */
    prepareDate: () => void dateTimeFormat(locale, DATE),
    dateTime: (value: Date | string | number) =>
      dateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(value)),
    number: (value: number, options?: Intl.NumberFormatOptions) =>
      numberFormat(locale, options).format(value),
  }
}
