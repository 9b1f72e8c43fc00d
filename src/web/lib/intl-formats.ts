/**
 * Intl formatters, each made once per locale and options and then reused. Making one takes longer
 * than formatting a thousand values with it, and lists made one per row: on the dashboard's first
 * render under Lighthouse's 4x slower CPU, the news widget spent a fifth of its task building the
 * same DateTimeFormat for every item (issue 12, docs/performance.md). The options are literals in
 * the code, so the cache holds a handful of formatters per language.
 */
const formats = new Map<string, Intl.DateTimeFormat | Intl.NumberFormat | Intl.RelativeTimeFormat>()

function reused<T extends Intl.DateTimeFormat | Intl.NumberFormat | Intl.RelativeTimeFormat>(
  key: string,
  make: () => T,
): T {
  let format = formats.get(key) as T | undefined
  if (!format) {
    format = make()
    formats.set(key, format)
  }
  return format
}

export const dateTimeFormat = (locale: string, options: Intl.DateTimeFormatOptions = {}) =>
  reused(`date ${locale} ${JSON.stringify(options)}`, () => new Intl.DateTimeFormat(locale, options))

export const numberFormat = (locale: string, options: Intl.NumberFormatOptions = {}) =>
  reused(`number ${locale} ${JSON.stringify(options)}`, () => new Intl.NumberFormat(locale, options))

export const relativeTimeFormat = (locale: string, options: Intl.RelativeTimeFormatOptions = {}) =>
  reused(`relative ${locale} ${JSON.stringify(options)}`, () => new Intl.RelativeTimeFormat(locale, options))
