import { DownloadIcon, PrinterIcon } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import { useSearchParams } from 'react-router'
import {
  type AnalyticsPeriod,
  PLATFORM_ANALYTICS_SECTIONS,
  type PlatformAnalyticsReport,
  type PlatformAnalyticsSection,
} from '#shared/schemas/platform-analytics'
import { PeriodSelector } from '#web/components/charts/period-selector.tsx'
import { Button } from '#web/components/ui/button.tsx'
import { Spinner } from '#web/components/ui/spinner.tsx'
import { Tabs, TabsContent, TabsList, TabsTrigger } from '#web/components/ui/tabs.tsx'
import {
  platformAnalyticsExportUrl,
  usePlatformAnalytics,
} from '#web/features/platform-analytics/api/get-platform-analytics.ts'
import { useFormatters } from '#web/lib/format.ts'
import { periodFromParam } from '#web/lib/period-param.ts'
import { AssistantsSection } from './assistants-section.tsx'
import { KnowledgeSection } from './knowledge-section.tsx'
import { SupportSection } from './support-section.tsx'
import { UsersSection } from './users-section.tsx'

const SECTION_VIEWS: Record<
  PlatformAnalyticsSection,
  (props: { report: PlatformAnalyticsReport }) => React.ReactNode
> = {
  assistants: AssistantsSection,
  support: SupportSection,
  users: UsersSection,
  knowledge: KnowledgeSection,
}

const isSection = (value: string | null): value is PlatformAnalyticsSection =>
  (PLATFORM_ANALYTICS_SECTIONS as readonly (string | null)[]).includes(value)

/**
 * Issue 11 /analytics: the period (?period=, default 30 days) compared with the one before, four
 * views in tabs (?tab=), each exportable as CSV, and a printable report (?view=print) with every
 * view one after the other and the tables instead of the charts.
 */
export function PlatformAnalyticsPage() {
  const { t } = useTranslation('analytics')
  const format = useFormatters()
  const [params, setParams] = useSearchParams()
  const period = periodFromParam(params.get('period'))
  const tab = isSection(params.get('tab')) ? (params.get('tab') as PlatformAnalyticsSection) : 'assistants'
  const printView = params.get('view') === 'print'
  const analytics = usePlatformAnalytics(period)
  const report = analytics.data

  const setParam = (name: string, value: string | null) =>
    setParams(
      (current) => {
        if (value === null) current.delete(name)
        else current.set(name, value)
        return current
      },
      { replace: true },
    )

  return (
    <div className="mx-auto w-full max-w-7xl space-y-6 px-4 py-8 sm:px-6 print:max-w-none print:p-0">
      <header className="flex flex-col gap-4 lg:flex-row lg:items-end lg:justify-between">
        <div className="space-y-1">
          <h1 className="text-2xl font-semibold tracking-tight sm:text-3xl">
            {printView ? t('page.reportTitle') : t('page.title')}
          </h1>
          <p className="text-muted-foreground print:hidden">{t('page.description')}</p>
          {report ? (
            <p className="text-sm text-muted-foreground" data-testid="analytics-range">
              {t('period.range', {
                from: format.date(report.period.from, { dateStyle: 'medium', timeZone: 'UTC' }),
                to: format.date(report.period.to, { dateStyle: 'medium', timeZone: 'UTC' }),
                previousFrom: format.date(report.period.previousFrom, {
                  dateStyle: 'medium',
                  timeZone: 'UTC',
                }),
              })}
            </p>
          ) : null}
        </div>
        <div className="flex flex-wrap items-center gap-2 print:hidden">
          <PeriodSelector
            value={period}
            onChange={(next: AnalyticsPeriod) => setParam('period', String(next))}
          />
          <Button asChild variant="outline">
            <a href={platformAnalyticsExportUrl(period)} download data-testid="export-report">
              <DownloadIcon aria-hidden="true" />
              {t('export')}
            </a>
          </Button>
          {printView ? (
            <>
              <Button type="button" onClick={() => window.print()}>
                <PrinterIcon aria-hidden="true" />
                {t('print')}
              </Button>
              <Button type="button" variant="ghost" onClick={() => setParam('view', null)}>
                {t('backToTabs')}
              </Button>
            </>
          ) : (
            <Button type="button" variant="outline" onClick={() => setParam('view', 'print')}>
              <PrinterIcon aria-hidden="true" />
              {t('printable')}
            </Button>
          )}
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
        <div aria-busy={analytics.isFetching} data-period={report.period.days} data-testid="analytics-report">
          {printView ? (
            <div className="space-y-10">
              {PLATFORM_ANALYTICS_SECTIONS.map((section) => {
                const View = SECTION_VIEWS[section]
                return <View key={section} report={report} />
              })}
            </div>
          ) : (
            <Tabs value={tab} onValueChange={(next) => setParam('tab', next)} className="gap-4">
              <TabsList className="w-full overflow-x-auto sm:w-fit">
                {PLATFORM_ANALYTICS_SECTIONS.map((section) => (
                  <TabsTrigger key={section} value={section}>
                    {t(`sections.${section}`)}
                  </TabsTrigger>
                ))}
              </TabsList>
              {PLATFORM_ANALYTICS_SECTIONS.map((section) => {
                const View = SECTION_VIEWS[section]
                return (
                  <TabsContent key={section} value={section}>
                    <View report={report} />
                  </TabsContent>
                )
              })}
            </Tabs>
          )}
        </div>
      ) : null}
    </div>
  )
}
