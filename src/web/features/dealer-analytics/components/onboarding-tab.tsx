import { useTranslation } from 'react-i18next'
import { Bar, BarChart, CartesianGrid, Legend, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts'
import type { DealerAnalyticsReport } from '#shared/schemas/dealer-analytics'
import { CHART_COLORS, ChartFrame } from '#web/components/charts/chart-frame.tsx'
import { useBucketLabel } from '#web/components/charts/use-bucket-label.ts'
import { Card, CardContent } from '#web/components/ui/card.tsx'

/** Onboarding: started and completed over the period, and the funnel by step per program. */
export function OnboardingTab({ report }: { report: DealerAnalyticsReport }) {
  const { t } = useTranslation('dealer-analytics')
  const label = useBucketLabel(report.period.unit)
  const trend = report.trends.map((point) => ({ ...point, label: label(point.bucket) }))
  return (
    <div className="grid gap-6">
      <ChartFrame id="onboarding-trend-chart" title={t('onboarding.trendTitle')} height={240}>
        <ResponsiveContainer width="100%" height="100%">
          <BarChart data={trend} margin={{ top: 8, right: 8, left: -16, bottom: 0 }}>
            <CartesianGrid strokeDasharray="3 3" className="stroke-border" vertical={false} />
            <XAxis dataKey="label" tick={{ fontSize: 12 }} minTickGap={16} />
            <YAxis allowDecimals={false} tick={{ fontSize: 12 }} />
            <Tooltip />
            <Legend />
            <Bar
              isAnimationActive={false}
              dataKey="onboardingsStarted"
              name={t('series.onboardingsStarted')}
              fill={CHART_COLORS[2]}
            />
            <Bar
              dataKey="onboardingsCompleted"
              name={t('series.onboardingsCompleted')}
              fill={CHART_COLORS[1]}
            />
          </BarChart>
        </ResponsiveContainer>
      </ChartFrame>
      {report.funnel.length === 0 ? (
        <Card>
          <CardContent className="text-sm text-muted-foreground">{t('onboarding.funnelEmpty')}</CardContent>
        </Card>
      ) : null}
      {report.funnel.map((program) => {
        const steps = program.steps.map((step) => ({
          ...step,
          label: t('onboarding.step', { order: step.stepOrder, title: step.title }),
        }))
        return (
          <ChartFrame
            key={program.programId}
            id={`funnel-${program.programId}`}
            title={`${t('onboarding.funnelTitle')}: ${program.programName}`}
            description={t('onboarding.funnelDescription', {
              program: program.programName,
              count: program.enrolled,
            })}
            height={Math.max(200, steps.length * 56 + 60)}
          >
            <ResponsiveContainer width="100%" height="100%">
              <BarChart data={steps} layout="vertical" margin={{ top: 8, right: 16, left: 8, bottom: 0 }}>
                <CartesianGrid strokeDasharray="3 3" className="stroke-border" horizontal={false} />
                <XAxis
                  type="number"
                  allowDecimals={false}
                  domain={[0, Math.max(1, program.enrolled)]}
                  tick={{ fontSize: 12 }}
                />
                <YAxis type="category" dataKey="label" width={180} tick={{ fontSize: 12 }} />
                <Tooltip />
                <Legend />
                <Bar
                  isAnimationActive={false}
                  dataKey="reached"
                  name={t('series.reached')}
                  fill={CHART_COLORS[2]}
                />
                <Bar
                  isAnimationActive={false}
                  dataKey="submitted"
                  name={t('series.submitted')}
                  fill={CHART_COLORS[3]}
                />
                <Bar
                  isAnimationActive={false}
                  dataKey="approved"
                  name={t('series.approved')}
                  fill={CHART_COLORS[1]}
                />
              </BarChart>
            </ResponsiveContainer>
          </ChartFrame>
        )
      })}
    </div>
  )
}
