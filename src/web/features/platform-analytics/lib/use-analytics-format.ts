import { useTranslation } from 'react-i18next'
import type { PeriodCount, PeriodValue } from '#shared/schemas/platform-analytics'
import { useFormatters } from '#web/lib/format.ts'

/** The page's number formats: counts, percents (the API sends 0-100), confidence, durations. */
export function useAnalyticsFormat() {
  const { t } = useTranslation('analytics')
  const format = useFormatters()
  const none = t('none')
  const count = (value: number) => format.number(value)
  const percent = (value: number | null) =>
    value === null ? none : format.number(value / 100, { style: 'percent', maximumFractionDigits: 1 })
  const decimal = (value: number | null, digits = 2) =>
    value === null ? none : format.number(value, { maximumFractionDigits: digits })
  /** Minutes as "45 min" below two hours, hours above (one decimal). */
  const duration = (minutes: number | null) => {
    if (minutes === null) return none
    if (minutes < 120)
      return t('duration.minutes', { value: format.number(minutes, { maximumFractionDigits: 1 }) })
    return t('duration.hours', { value: format.number(minutes / 60, { maximumFractionDigits: 1 }) })
  }
  const compareCount = (figure: PeriodCount) => ({
    text: count(figure.previous),
    current: figure.current,
    before: figure.previous,
  })
  const compareValue = (figure: PeriodValue, show: (value: number | null) => string) => ({
    text: show(figure.previous),
    current: figure.current,
    before: figure.previous,
  })
  return { count, percent, decimal, duration, compareCount, compareValue, date: format.date, none }
}
