import { useTranslation } from 'react-i18next'
import {
  Bar,
  BarChart,
  CartesianGrid,
  Cell,
  Legend,
  Line,
  LineChart,
  ResponsiveContainer,
  Tooltip,
  XAxis,
  YAxis,
} from 'recharts'
import type { DealerAnalyticsReport } from '#shared/schemas/dealer-analytics'
import { CHART_COLORS, ChartFrame } from '#web/components/charts/chart-frame.tsx'
import { useBucketLabel } from '#web/components/charts/use-bucket-label.ts'

/** Overview: the period's activity trend and today's dealers by status. */
export function OverviewTab({ report }: { report: DealerAnalyticsReport }) {
  const { t } = useTranslation('dealer-analytics')
  const label = useBucketLabel(report.period.unit)
  const trend = report.trends.map((point) => ({ ...point, label: label(point.bucket) }))
  const statuses = [
    { status: t('series.active'), count: report.kpis.dealers.active, fill: CHART_COLORS[1] },
    { status: t('series.onboarding'), count: report.kpis.dealers.onboarding, fill: CHART_COLORS[2] },
    { status: t('series.inactive'), count: report.kpis.dealers.inactive, fill: CHART_COLORS[4] },
  ]
  return (
    <div className="grid gap-6 lg:grid-cols-3">
      <div className="lg:col-span-2">
        <ChartFrame
          id="trend-chart"
          title={t('overview.trendTitle')}
          description={t('overview.trendDescription', { unit: t(`unit.${report.period.unit}`) })}
        >
          <ResponsiveContainer width="100%" height="100%">
            <LineChart data={trend} margin={{ top: 8, right: 8, left: -16, bottom: 0 }}>
              <CartesianGrid strokeDasharray="3 3" className="stroke-border" />
              <XAxis dataKey="label" tick={{ fontSize: 12 }} minTickGap={16} />
              <YAxis allowDecimals={false} tick={{ fontSize: 12 }} />
              <Tooltip />
              <Legend />
              <Line
                type="linear"
                isAnimationActive={false}
                dataKey="newDealers"
                name={t('series.newDealers')}
                stroke={CHART_COLORS[0]}
                strokeWidth={2}
                dot={false}
              />
              <Line
                type="linear"
                isAnimationActive={false}
                dataKey="conversations"
                name={t('series.conversations')}
                stroke={CHART_COLORS[1]}
                strokeWidth={2}
                dot={false}
              />
              <Line
                type="linear"
                isAnimationActive={false}
                dataKey="escalations"
                name={t('series.escalations')}
                stroke={CHART_COLORS[4]}
                strokeWidth={2}
                dot={false}
              />
            </LineChart>
          </ResponsiveContainer>
        </ChartFrame>
      </div>
      <ChartFrame
        id="status-chart"
        title={t('overview.statusTitle')}
        description={t('overview.statusDescription')}
      >
        <ResponsiveContainer width="100%" height="100%">
          <BarChart data={statuses} margin={{ top: 8, right: 8, left: -16, bottom: 0 }}>
            <CartesianGrid strokeDasharray="3 3" className="stroke-border" vertical={false} />
            <XAxis dataKey="status" tick={{ fontSize: 12 }} />
            <YAxis allowDecimals={false} tick={{ fontSize: 12 }} />
            <Tooltip />
            <Bar isAnimationActive={false} dataKey="count" name={t('kpi.dealers')} radius={[4, 4, 0, 0]}>
              {statuses.map((entry) => (
                <Cell key={entry.status} fill={entry.fill} />
              ))}
            </Bar>
          </BarChart>
        </ResponsiveContainer>
      </ChartFrame>
    </div>
  )
}
