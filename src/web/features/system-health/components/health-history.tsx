import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { CartesianGrid, Legend, Line, LineChart, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts'
import {
  HEALTH_CHECK_NAMES,
  type HealthCheckName,
  type HealthHistoryPoint,
  type HealthStatus,
} from '#shared/schemas/system-health'
import { CHART_COLORS, ChartFrame } from '#web/components/charts/chart-frame.tsx'
import { ScrollTable } from '#web/components/data/scroll-table.tsx'
import { Button } from '#web/components/ui/button.tsx'
import { useFormatters } from '#web/lib/format.ts'
import { HealthStatusBadge } from './health-status-badge.tsx'

const STATUS_LEVEL: Record<HealthStatus, number> = { healthy: 0, degraded: 1, unhealthy: 2 }
const LEVEL_STATUS: HealthStatus[] = ['healthy', 'degraded', 'unhealthy']
/** The checks whose response time is a latency worth charting (memory and event loop are readings). */
const TIMED_CHECKS: HealthCheckName[] = ['database', 'web', 'storage', 'mail', 'realtime', 'llm']

/** The last 24 hours of rounds: the overall status and each check's response time, as charts or a table. */
export function HealthHistory({ points }: { points: HealthHistoryPoint[] }) {
  const { t } = useTranslation('health')
  const format = useFormatters()
  const [asTable, setAsTable] = useState(false)
  const time = (iso: string) => format.date(iso, { hour: '2-digit', minute: '2-digit' })
  const present = TIMED_CHECKS.filter((name) =>
    points.some((point) => point.checks.some((check) => check.name === name)),
  )
  const data = points.map((point) => {
    const row: Record<string, number | string> = {
      label: time(point.checkedAt),
      level: STATUS_LEVEL[point.status],
    }
    for (const check of point.checks) row[check.name] = check.responseTimeMs
    return row
  })

  return (
    <section aria-labelledby="health-history-title" className="space-y-3">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <div>
          <h2 id="health-history-title" className="text-lg font-semibold">
            {t('history.title')}
          </h2>
          <p className="text-sm text-muted-foreground">
            {t('history.description', { count: points.length })}
          </p>
        </div>
        <Button
          variant="outline"
          size="sm"
          onClick={() => setAsTable((value) => !value)}
          aria-pressed={asTable}
        >
          {asTable ? t('history.showChart') : t('history.showTable')}
        </Button>
      </div>
      {points.length === 0 ? (
        <p className="rounded-lg border p-4 text-sm text-muted-foreground">{t('history.empty')}</p>
      ) : asTable ? (
        <HistoryTable points={points} />
      ) : (
        <div className="grid gap-4 lg:grid-cols-2">
          <ChartFrame id="health-status-chart" title={t('history.statusChart')} height={220}>
            <ResponsiveContainer width="100%" height="100%">
              <LineChart data={data} margin={{ top: 8, right: 8, left: 16, bottom: 0 }}>
                <CartesianGrid strokeDasharray="3 3" className="stroke-border" />
                <XAxis dataKey="label" tick={{ fontSize: 12 }} minTickGap={24} />
                <YAxis
                  domain={[0, 2]}
                  ticks={[0, 1, 2]}
                  width={80}
                  tick={{ fontSize: 12 }}
                  tickFormatter={(level: number) => t(`status.${LEVEL_STATUS[level] ?? 'healthy'}`)}
                />
                <Tooltip formatter={(level) => t(`status.${LEVEL_STATUS[Number(level)] ?? 'healthy'}`)} />
                <Line
                  type="stepAfter"
                  isAnimationActive={false}
                  dataKey="level"
                  name={t('history.overall')}
                  stroke={CHART_COLORS[4]}
                  strokeWidth={2}
                  dot={points.length < 30}
                />
              </LineChart>
            </ResponsiveContainer>
          </ChartFrame>
          <ChartFrame id="health-latency-chart" title={t('history.latencyChart')} height={220}>
            <ResponsiveContainer width="100%" height="100%">
              <LineChart data={data} margin={{ top: 8, right: 8, left: -8, bottom: 0 }}>
                <CartesianGrid strokeDasharray="3 3" className="stroke-border" />
                <XAxis dataKey="label" tick={{ fontSize: 12 }} minTickGap={24} />
                <YAxis tick={{ fontSize: 12 }} unit=" ms" width={72} />
                <Tooltip />
                <Legend />
                {present.map((name, index) => (
                  <Line
                    key={name}
                    type="linear"
                    isAnimationActive={false}
                    dataKey={name}
                    name={t(`checkNames.${name}`)}
                    stroke={CHART_COLORS[index % CHART_COLORS.length]}
                    // More lines than colours: the ones that reuse a colour are dashed.
                    strokeDasharray={index >= CHART_COLORS.length ? '6 3' : undefined}
                    strokeWidth={2}
                    dot={points.length < 30}
                  />
                ))}
              </LineChart>
            </ResponsiveContainer>
          </ChartFrame>
        </div>
      )}
    </section>
  )
}

/** The accessible table view of the same rounds, newest first. */
function HistoryTable({ points }: { points: HealthHistoryPoint[] }) {
  const { t } = useTranslation('health')
  const format = useFormatters()
  const names = HEALTH_CHECK_NAMES.filter((name) =>
    points.some((point) => point.checks.some((check) => check.name === name)),
  )
  return (
    <ScrollTable
      label={t('history.table')}
      className="max-h-96 overflow-auto"
      stickyHeader
      columns={[
        { key: 'time', label: t('history.time') },
        { key: 'overall', label: t('history.overall') },
        ...names.map((name) => ({ key: name, label: t(`checkNames.${name}`), nowrap: true })),
      ]}
    >
      {[...points].reverse().map((point) => (
        <tr key={point.runId} className="border-t">
          <th scope="row" className="px-3 py-2 text-left font-normal whitespace-nowrap">
            <time dateTime={point.checkedAt}>{format.dateTime(point.checkedAt)}</time>
          </th>
          <td className="px-3 py-2">
            <HealthStatusBadge status={point.status} />
          </td>
          {names.map((name) => {
            const check = point.checks.find((candidate) => candidate.name === name)
            return (
              <td key={name} className="px-3 py-2 whitespace-nowrap">
                {check
                  ? `${t(`status.${check.status}`)} · ${t('checks.milliseconds', {
                      value: format.number(check.responseTimeMs, { maximumFractionDigits: 1 }),
                    })}`
                  : '–'}
              </td>
            )
          })}
        </tr>
      ))}
    </ScrollTable>
  )
}
