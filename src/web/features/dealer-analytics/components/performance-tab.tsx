import { useTranslation } from 'react-i18next'
import { type DealerAnalyticsReport, TOP_PERFORMERS_DISPLAYED } from '#shared/schemas/dealer-analytics'
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '#web/components/ui/card.tsx'
import { useFormatters } from '#web/lib/format.ts'

/** Performance: the top performers (spec §2.11: up to 10 computed, 8 displayed) with the score explained. */
export function PerformanceTab({ report }: { report: DealerAnalyticsReport }) {
  const { t } = useTranslation('dealer-analytics')
  const format = useFormatters()
  const shown = report.topPerformers.slice(0, TOP_PERFORMERS_DISPLAYED)
  return (
    <Card>
      <CardHeader>
        <CardTitle asChild>
          <h2 id="top-performers-title">{t('performance.title')}</h2>
        </CardTitle>
        <CardDescription>{t('performance.description')}</CardDescription>
      </CardHeader>
      <CardContent className="grid gap-4">
        {shown.length === 0 ? (
          <p className="text-sm text-muted-foreground">{t('performance.empty')}</p>
        ) : null}
        {shown.length > 0 ? (
          <ol className="grid gap-2" aria-labelledby="top-performers-title">
            {shown.map((dealer, index) => (
              <li
                key={dealer.dealerId}
                className="grid gap-2 rounded-lg border p-3 text-sm"
                data-testid="top-performer"
              >
                <div className="flex items-baseline justify-between gap-3">
                  <span className="min-w-0">
                    <span className="mr-2 font-semibold text-muted-foreground">
                      {t('performance.rank', { rank: index + 1 })}
                    </span>
                    <span className="font-medium">{dealer.name}</span>
                    <span className="text-muted-foreground">
                      {' '}
                      {[dealer.city, dealer.country].filter(Boolean).join(', ')}
                    </span>
                  </span>
                  <span className="shrink-0 font-semibold tabular-nums">
                    {t('performance.score', {
                      score: format.number(dealer.score, { maximumFractionDigits: 1 }),
                    })}
                  </span>
                </div>
                <div className="h-2 rounded-full bg-muted" aria-hidden="true">
                  <div className="h-2 rounded-full bg-primary" style={{ width: `${dealer.score}%` }} />
                </div>
                <p className="text-xs text-muted-foreground">
                  {t('performance.details', {
                    progress: format.number(dealer.onboardingProgress, { maximumFractionDigits: 1 }),
                    conversations: t('performance.conversations', { count: dealer.conversations }),
                    escalations: t('performance.escalations', { count: dealer.escalations }),
                    active: dealer.activeEquipment,
                    total: dealer.totalEquipment,
                  })}
                </p>
              </li>
            ))}
          </ol>
        ) : null}
        <p className="text-xs text-muted-foreground">{t('performance.scoreExplained')}</p>
      </CardContent>
    </Card>
  )
}
