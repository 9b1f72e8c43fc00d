import { useTranslation } from 'react-i18next'
import type { PlatformAnalyticsReport } from '#shared/schemas/platform-analytics'
import { useAnalyticsFormat } from '#web/features/platform-analytics/lib/use-analytics-format.ts'
import { ChartCard } from './chart-card.tsx'
import { BarsChart } from './charts.tsx'
import { FigureCard, FigureGrid } from './figure-card.tsx'
import { SectionFrame } from './section-frame.tsx'

/** Issue 11 Support: tickets opened and resolved, response and resolution times, backlog. */
export function SupportSection({ report }: { report: PlatformAnalyticsReport }) {
  const { t } = useTranslation('analytics')
  const f = useAnalyticsFormat()
  const s = report.support
  const backlog = s.backlog.map((row) => ({ label: t(`ticketStatus.${row.status}`), count: row.count }))
  const times = [
    { label: t('figures.firstResponse'), ...s.firstResponse },
    { label: t('figures.resolutionTime'), ...s.resolution },
  ]
  return (
    <SectionFrame section="support" period={report.period.days}>
      <FigureGrid>
        <FigureCard
          id="tickets-opened"
          title={t('figures.ticketsOpened')}
          value={f.count(s.opened.current)}
          previous={f.compareCount(s.opened)}
        />
        <FigureCard
          id="tickets-resolved"
          title={t('figures.ticketsResolved')}
          value={f.count(s.resolved.current)}
          previous={f.compareCount(s.resolved)}
        />
        <FigureCard
          id="first-response"
          title={t('figures.firstResponse')}
          value={f.duration(s.firstResponse.median)}
          detail={t('figures.p90', {
            value: f.duration(s.firstResponse.p90),
            count: s.firstResponse.measured,
          })}
        />
        <FigureCard
          id="resolution-time"
          title={t('figures.resolutionTime')}
          value={f.duration(s.resolution.median)}
          detail={t('figures.p90', { value: f.duration(s.resolution.p90), count: s.resolution.measured })}
        />
      </FigureGrid>
      <div className="grid gap-4 lg:grid-cols-2 print:grid-cols-2">
        <ChartCard
          id="backlog"
          title={t('charts.backlog')}
          description={t('charts.backlogDescription')}
          chart={
            <BarsChart
              data={backlog}
              labelKey="label"
              series={[{ key: 'count', name: t('columns.tickets') }]}
            />
          }
          table={{
            columns: [t('columns.status'), t('columns.tickets')],
            rows: backlog.map((row) => [row.label, f.count(row.count)]),
          }}
        />
        <ChartCard
          id="support-times"
          title={t('charts.times')}
          description={t('charts.timesDescription')}
          chart={
            <BarsChart
              data={times}
              labelKey="label"
              series={[
                { key: 'median', name: t('columns.median') },
                { key: 'p90', name: t('columns.p90') },
              ]}
            />
          }
          table={{
            columns: [t('columns.measure'), t('columns.median'), t('columns.p90'), t('columns.measured')],
            rows: times.map((row) => [
              row.label,
              f.duration(row.median),
              f.duration(row.p90),
              f.count(row.measured),
            ]),
          }}
        />
      </div>
    </SectionFrame>
  )
}
