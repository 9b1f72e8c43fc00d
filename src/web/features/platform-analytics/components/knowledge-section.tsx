import { useTranslation } from 'react-i18next'
import type { PlatformAnalyticsReport } from '#shared/schemas/platform-analytics'
import { useAnalyticsFormat } from '#web/features/platform-analytics/lib/use-analytics-format.ts'
import { ChartCard } from './chart-card.tsx'
import { BarsChart } from './charts.tsx'
import { FigureCard, FigureGrid } from './figure-card.tsx'
import { SectionFrame, TableCard } from './section-frame.tsx'

/** Issue 11 Knowledge: entries by status and language, coverage, freshness. */
export function KnowledgeSection({ report }: { report: PlatformAnalyticsReport }) {
  const { t } = useTranslation('analytics')
  const f = useAnalyticsFormat()
  const k = report.knowledge
  const statuses = k.byStatus.map((row) => ({ label: t(`entryStatus.${row.status}`), count: row.count }))
  const languages = k.byLanguage.map((row) => ({ label: row.language.toUpperCase(), count: row.count }))
  const entries = k.byStatus.reduce((total, row) => total + row.count, 0)
  return (
    <SectionFrame section="knowledge" period={report.period.days}>
      <FigureGrid>
        <FigureCard
          id="coverage"
          title={t('figures.coverage')}
          value={f.percent(k.coverage.current)}
          previous={f.compareValue(k.coverage, f.percent)}
          detail={t('figures.coverageDetail', {
            covered: f.count(k.coveredReplies),
            scored: f.count(k.scoredReplies),
          })}
        />
        <FigureCard id="entries" title={t('figures.entries')} value={f.count(entries)} />
        <FigureCard
          id="stale-entries"
          title={t('figures.stale')}
          value={f.count(k.stale.count)}
          detail={t('figures.staleDetail')}
        />
      </FigureGrid>
      <div className="grid gap-4 lg:grid-cols-2 print:grid-cols-2">
        <ChartCard
          id="entry-status"
          title={t('charts.entryStatus')}
          chart={
            <BarsChart
              data={statuses}
              labelKey="label"
              series={[{ key: 'count', name: t('columns.entries') }]}
            />
          }
          table={{
            columns: [t('columns.status'), t('columns.entries')],
            rows: statuses.map((row) => [row.label, f.count(row.count)]),
          }}
        />
        <ChartCard
          id="entry-language"
          title={t('charts.entryLanguage')}
          chart={
            <BarsChart
              data={languages}
              labelKey="label"
              series={[{ key: 'count', name: t('columns.entries') }]}
            />
          }
          table={{
            columns: [t('columns.language'), t('columns.entries')],
            rows: languages.map((row) => [row.label, f.count(row.count)]),
          }}
        />
      </div>
      <TableCard
        id="stale-list"
        title={t('charts.stale')}
        table={{
          columns: [t('columns.question'), t('columns.lastUpdated')],
          rows: k.stale.oldest.map((row) => [row.question, f.date(row.updatedAt)]),
        }}
      />
    </SectionFrame>
  )
}
