import { useTranslation } from 'react-i18next'
import type { PlatformAnalyticsReport } from '#shared/schemas/platform-analytics'
import { useBucketLabel } from '#web/components/charts/use-bucket-label.ts'
import { useAnalyticsFormat } from '#web/features/platform-analytics/lib/use-analytics-format.ts'
import { ChartCard } from './chart-card.tsx'
import { BarsChart, LinesChart } from './charts.tsx'
import { FigureCard, FigureGrid } from './figure-card.tsx'
import { SectionFrame } from './section-frame.tsx'

/** Issue 11 Users and dealers: active users, sign-ins, dealers, onboarding, news reads, files reviewed. */
export function UsersSection({ report }: { report: PlatformAnalyticsReport }) {
  const { t } = useTranslation('analytics')
  const f = useAnalyticsFormat()
  const dayLabel = useBucketLabel('day')
  const u = report.users
  const daily = u.dailyActive.map((row) => ({ label: dayLabel(row.day), users: row.users }))
  const dealers = u.dealersByStatus.map((row) => ({
    label: t(`dealerStatus.${row.status}`),
    count: row.count,
  }))
  const news = u.news.articles.map((row) => ({ ...row, label: row.title }))
  return (
    <SectionFrame section="users" period={report.period.days}>
      <FigureGrid>
        <FigureCard
          id="active-users"
          title={t('figures.activeUsers')}
          value={f.count(u.activeUsers.current)}
          previous={f.compareCount(u.activeUsers)}
        />
        <FigureCard
          id="weekly-active"
          title={t('figures.weeklyActive')}
          value={f.count(u.weeklyActive)}
          detail={t('figures.dailyActive', { value: f.decimal(u.averageDailyActive, 1) })}
        />
        <FigureCard
          id="sign-ins"
          title={t('figures.signIns')}
          value={f.count(u.signIns.current)}
          previous={f.compareCount(u.signIns)}
        />
        <FigureCard
          id="onboarding-completions"
          title={t('figures.onboardingCompletions')}
          value={f.count(u.onboardingCompletions.current)}
          previous={f.compareCount(u.onboardingCompletions)}
        />
        <FigureCard
          id="files-reviewed"
          title={t('figures.filesReviewed')}
          value={f.count(u.filesReviewed.current)}
          previous={f.compareCount(u.filesReviewed)}
        />
        <FigureCard
          id="news-read-rate"
          title={t('figures.newsReadRate')}
          value={f.percent(u.news.averageReadRate)}
          detail={t('figures.newsArticles', {
            count: u.news.articles.length,
            audience: f.count(u.news.audience),
          })}
        />
      </FigureGrid>
      <ChartCard
        id="daily-active"
        title={t('charts.dailyActive')}
        chart={
          <LinesChart
            data={daily}
            labelKey="label"
            series={[{ key: 'users', name: t('columns.activeUsers') }]}
          />
        }
        table={{
          columns: [t('columns.day'), t('columns.activeUsers')],
          rows: daily.map((row) => [row.label, f.count(row.users)]),
        }}
      />
      <div className="grid gap-4 lg:grid-cols-2 print:grid-cols-2">
        <ChartCard
          id="dealer-status"
          title={t('charts.dealers')}
          description={t('charts.dealersDescription')}
          chart={
            <BarsChart
              data={dealers}
              labelKey="label"
              series={[{ key: 'count', name: t('columns.dealers') }]}
            />
          }
          table={{
            columns: [t('columns.status'), t('columns.dealers')],
            rows: dealers.map((row) => [row.label, f.count(row.count)]),
          }}
        />
        <ChartCard
          id="news-reads"
          title={t('charts.news')}
          description={t('charts.newsDescription')}
          chart={
            <BarsChart
              data={news}
              labelKey="label"
              series={[{ key: 'readers', name: t('columns.readers') }]}
            />
          }
          table={{
            columns: [
              t('columns.article'),
              t('columns.published'),
              t('columns.readers'),
              t('columns.readRate'),
            ],
            rows: news.map((row) => [
              row.title,
              f.date(row.publishedAt),
              f.count(row.readers),
              f.percent(row.readRate),
            ]),
          }}
        />
      </div>
    </SectionFrame>
  )
}
