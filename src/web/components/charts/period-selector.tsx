import { useTranslation } from 'react-i18next'
import { ANALYTICS_PERIOD_VALUES, type AnalyticsPeriod } from '#shared/schemas/dealer-analytics'
import { Button } from '#web/components/ui/button.tsx'

/** Spec §2.11 period selector: 7, 30, 90 or 365 days; the pressed button is the current period. */
export function PeriodSelector({
  value,
  onChange,
}: {
  value: AnalyticsPeriod
  onChange: (period: AnalyticsPeriod) => void
}) {
  const { t } = useTranslation('dealer-analytics')
  return (
    <fieldset className="inline-flex rounded-lg border bg-muted p-[3px]">
      <legend className="sr-only">{t('period.label')}</legend>
      {ANALYTICS_PERIOD_VALUES.map((period) => (
        <Button
          key={period}
          type="button"
          size="sm"
          variant={period === value ? 'default' : 'ghost'}
          aria-pressed={period === value}
          onClick={() => onChange(period)}
          className="h-7"
        >
          {t('period.option', { count: period })}
        </Button>
      ))}
    </fieldset>
  )
}
