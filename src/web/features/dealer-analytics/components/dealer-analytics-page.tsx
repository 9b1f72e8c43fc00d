import { DownloadIcon } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import { useSearchParams } from 'react-router'
import type { AnalyticsPeriod } from '#shared/schemas/dealer-analytics'
import { PeriodSelector } from '#web/components/charts/period-selector.tsx'
import { Button } from '#web/components/ui/button.tsx'
import { Spinner } from '#web/components/ui/spinner.tsx'
import { Tabs, TabsContent, TabsList, TabsTrigger } from '#web/components/ui/tabs.tsx'
import {
  dealerAnalyticsExportUrl,
  useDealerAnalytics,
} from '#web/features/dealer-analytics/api/get-dealer-analytics.ts'
import { useFormatters } from '#web/lib/format.ts'
import { periodFromParam } from '#web/lib/period-param.ts'
import { GeographicTab } from './geographic-tab.tsx'
import { KpiCards } from './kpi-cards.tsx'
import { OnboardingTab } from './onboarding-tab.tsx'
import { OverviewTab } from './overview-tab.tsx'
import { PerformanceTab } from './performance-tab.tsx'

/**
 * Spec §2.11 Dealer Analytics: period selector (default 30 days, kept in ?period= so a view can be
 * bookmarked), KPI cards, tabs Overview, Onboarding, Performance, Geographic, and Export Report.
 */
export function DealerAnalyticsPage() {
  const { t } = useTranslation('dealer-analytics')
  const format = useFormatters()
  const [params, setParams] = useSearchParams()
  const period = periodFromParam(params.get('period'))
  const analytics = useDealerAnalytics(period)
  const report = analytics.data

  const choosePeriod = (next: AnalyticsPeriod) =>
    setParams(
      (current) => {
        current.set('period', String(next))
        return current
      },
      { replace: true },
    )

  return (
    <div className="mx-auto w-full max-w-7xl space-y-6 px-4 py-8 sm:px-6">
      <header className="flex flex-col gap-4 lg:flex-row lg:items-end lg:justify-between">
        <div className="space-y-1">
          <h1 className="text-2xl font-semibold tracking-tight sm:text-3xl">{t('page.title')}</h1>
          <p className="text-muted-foreground">{t('page.description')}</p>
          {report ? (
            <p className="text-sm text-muted-foreground" data-testid="analytics-range">
              {t('period.range', {
                from: format.date(report.period.from, { dateStyle: 'medium', timeZone: 'UTC' }),
                to: format.date(report.period.to, { dateStyle: 'medium', timeZone: 'UTC' }),
              })}
            </p>
          ) : null}
        </div>
        <div className="flex flex-wrap items-center gap-2">
          <PeriodSelector value={period} onChange={choosePeriod} />
          <Button asChild variant="outline">
            <a href={dealerAnalyticsExportUrl(period)} download>
              <DownloadIcon aria-hidden="true" />
              {t('export')}
            </a>
          </Button>
        </div>
      </header>

      {analytics.isError ? (
        <p role="alert" className="text-sm text-destructive">
          {t('loadFailed')}
        </p>
      ) : null}
      {analytics.isPending ? <Spinner label={t('page.title')} className="mx-auto size-6" /> : null}
      {report ? (
        // While figures load (a new period, or a stale cached one fetched again), the ones shown stay
        // and are marked busy. A cached period still fresh (query-client.ts) is shown without a fetch.
        <div className="space-y-6" aria-busy={analytics.isFetching} data-period={report.period.days}>
          <KpiCards kpis={report.kpis} />
          <Tabs defaultValue="overview" className="gap-4">
            <TabsList className="w-full overflow-x-auto sm:w-fit">
              <TabsTrigger value="overview">{t('tabs.overview')}</TabsTrigger>
              <TabsTrigger value="onboarding">{t('tabs.onboarding')}</TabsTrigger>
              <TabsTrigger value="performance">{t('tabs.performance')}</TabsTrigger>
              <TabsTrigger value="geographic">{t('tabs.geographic')}</TabsTrigger>
            </TabsList>
            <TabsContent value="overview">
              <OverviewTab report={report} />
            </TabsContent>
            <TabsContent value="onboarding">
              <OnboardingTab report={report} />
            </TabsContent>
            <TabsContent value="performance">
              <PerformanceTab report={report} />
            </TabsContent>
            <TabsContent value="geographic">
              <GeographicTab report={report} />
            </TabsContent>
          </Tabs>
        </div>
      ) : null}
    </div>
  )
}
