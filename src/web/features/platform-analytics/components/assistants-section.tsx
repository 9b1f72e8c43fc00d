import { useTranslation } from 'react-i18next'
import type { PlatformAnalyticsReport } from '#shared/schemas/platform-analytics'
import { useBucketLabel } from '#web/components/charts/use-bucket-label.ts'
import { useAnalyticsFormat } from '#web/features/platform-analytics/lib/use-analytics-format.ts'
import { ChartCard } from './chart-card.tsx'
import { BarsChart, LinesChart } from './charts.tsx'
import { FigureCard, FigureGrid } from './figure-card.tsx'
import { SectionFrame, TableCard } from './section-frame.tsx'

/** Issue 11 Assistants: conversations, resolution, escalations and why, confidence, feedback. */
export function AssistantsSection({ report }: { report: PlatformAnalyticsReport }) {
  const { t } = useTranslation('analytics')
  const f = useAnalyticsFormat()
  const label = useBucketLabel(report.period.unit)
  const a = report.assistants
  const language = (code: string) => (code === 'unknown' ? t('unknownLanguage') : code.toUpperCase())
  const trend = a.trend.map((point) => ({ ...point, label: label(point.bucket) }))
  const reasons = a.escalationReasons.map((row) => ({ label: t(`reasons.${row.reason}`), count: row.count }))
  const bands = a.confidenceBands.map((row) => ({ label: row.band, replies: row.replies }))
  const bots = a.byBot.map((row) => ({ ...row, label: row.name ?? t('noBot') }))
  const languages = a.byLanguage.map((row) => ({ ...row, label: language(row.language) }))
  const breakdownColumns = [
    t('columns.conversations'),
    t('columns.messages'),
    t('columns.escalations'),
    t('columns.resolutionRate'),
    t('columns.averageConfidence'),
  ]
  const breakdownRow = (row: (typeof bots)[number] | (typeof languages)[number]) => [
    row.label,
    f.count(row.conversations),
    f.count(row.messages),
    f.count(row.escalations),
    f.percent(row.resolutionRate),
    f.decimal(row.averageConfidence),
  ]
  return (
    <SectionFrame section="assistants" period={report.period.days}>
      <FigureGrid>
        <FigureCard
          id="conversations"
          title={t('figures.conversations')}
          value={f.count(a.conversations.current)}
          previous={f.compareCount(a.conversations)}
        />
        <FigureCard
          id="messages"
          title={t('figures.messages')}
          value={f.count(a.messages.current)}
          previous={f.compareCount(a.messages)}
        />
        <FigureCard
          id="resolution-rate"
          title={t('figures.resolutionRate')}
          value={f.percent(a.resolutionRate.current)}
          previous={f.compareValue(a.resolutionRate, f.percent)}
          detail={t('figures.resolutionRateDetail')}
        />
        <FigureCard
          id="escalation-rate"
          title={t('figures.escalationRate')}
          value={f.percent(a.escalationRate.current)}
          previous={f.compareValue(a.escalationRate, f.percent)}
          detail={t('figures.escalations', { count: a.escalations.current })}
        />
        <FigureCard
          id="average-confidence"
          title={t('figures.averageConfidence')}
          value={f.decimal(a.averageConfidence.current)}
          previous={f.compareValue(a.averageConfidence, (value) => f.decimal(value))}
        />
        <FigureCard
          id="feedback"
          title={t('figures.feedback')}
          value={t('figures.feedbackValue', { up: f.count(a.feedback.up), down: f.count(a.feedback.down) })}
        />
        <FigureCard
          id="average-rating"
          title={t('figures.averageRating')}
          value={f.decimal(a.feedback.averageRating)}
          detail={t('figures.ratings', { count: a.feedback.ratings })}
        />
      </FigureGrid>
      <ChartCard
        id="assistant-trend"
        title={t('charts.trend')}
        description={t('charts.trendDescription', { unit: t(`unit.${report.period.unit}`) })}
        chart={
          <LinesChart
            data={trend}
            labelKey="label"
            series={[
              { key: 'conversations', name: t('columns.conversations') },
              { key: 'messages', name: t('columns.messages') },
              { key: 'escalations', name: t('columns.escalations') },
            ]}
          />
        }
        table={{
          columns: [
            t('columns.from'),
            t('columns.conversations'),
            t('columns.messages'),
            t('columns.escalations'),
          ],
          rows: trend.map((point) => [
            point.label,
            f.count(point.conversations),
            f.count(point.messages),
            f.count(point.escalations),
          ]),
        }}
      />
      <div className="grid gap-4 lg:grid-cols-2 print:grid-cols-2">
        <ChartCard
          id="escalation-reasons"
          title={t('charts.reasons')}
          chart={
            <BarsChart
              data={reasons}
              labelKey="label"
              series={[{ key: 'count', name: t('columns.tickets') }]}
            />
          }
          table={{
            columns: [t('columns.reason'), t('columns.tickets')],
            rows: reasons.map((row) => [row.label, f.count(row.count)]),
          }}
        />
        <ChartCard
          id="confidence-bands"
          title={t('charts.confidence')}
          description={t('charts.confidenceDescription')}
          chart={
            <BarsChart
              data={bands}
              labelKey="label"
              series={[{ key: 'replies', name: t('columns.replies') }]}
            />
          }
          table={{
            columns: [t('columns.confidence'), t('columns.replies')],
            rows: bands.map((row) => [row.label, f.count(row.replies)]),
          }}
        />
        <ChartCard
          id="by-bot"
          title={t('charts.byBot')}
          chart={
            <BarsChart
              data={bots}
              labelKey="label"
              series={[
                { key: 'conversations', name: t('columns.conversations') },
                { key: 'escalations', name: t('columns.escalations') },
              ]}
            />
          }
          table={{ columns: [t('columns.bot'), ...breakdownColumns], rows: bots.map(breakdownRow) }}
        />
        <ChartCard
          id="by-language"
          title={t('charts.byLanguage')}
          chart={
            <BarsChart
              data={languages}
              labelKey="label"
              series={[
                { key: 'conversations', name: t('columns.conversations') },
                { key: 'escalations', name: t('columns.escalations') },
              ]}
            />
          }
          table={{ columns: [t('columns.language'), ...breakdownColumns], rows: languages.map(breakdownRow) }}
        />
        <TableCard
          id="top-questions"
          title={t('charts.topQuestions')}
          table={{
            columns: [t('columns.question'), t('columns.asked')],
            rows: a.topQuestions.map((row) => [row.question, f.count(row.count)]),
          }}
        />
        <TableCard
          id="top-unanswered"
          title={t('charts.topUnanswered')}
          table={{
            columns: [t('columns.question'), t('columns.bot'), t('columns.frequency')],
            rows: a.topUnanswered.map((row) => [row.question, row.botName, f.count(row.frequency)]),
          }}
        />
      </div>
    </SectionFrame>
  )
}
