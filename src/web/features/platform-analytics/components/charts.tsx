import {
  Bar,
  BarChart,
  CartesianGrid,
  Legend,
  Line,
  LineChart,
  ResponsiveContainer,
  Tooltip,
  XAxis,
  YAxis,
} from 'recharts'
import { CHART_COLORS } from '#web/components/charts/chart-frame.tsx'

export interface Series {
  key: string
  name: string
}

type ChartProps = {
  data: Record<string, string | number | null>[]
  /** The category (x axis) field. */
  labelKey: string
  series: Series[]
}

/** Category names longer than this are cut on the axis (the table view shows them whole). */
const LABEL_LENGTH = 14
const shortLabel = (label: string) =>
  label.length > LABEL_LENGTH ? `${label.slice(0, LABEL_LENGTH - 1)}…` : label

/** Bars per category, one colour per series; animation off so screenshots and print are stable. */
export function BarsChart({ data, labelKey, series }: ChartProps) {
  return (
    <ResponsiveContainer width="100%" height="100%">
      <BarChart data={data} margin={{ top: 8, right: 8, left: -16, bottom: 0 }}>
        <CartesianGrid strokeDasharray="3 3" className="stroke-border" />
        <XAxis dataKey={labelKey} tick={{ fontSize: 11 }} interval={0} tickFormatter={shortLabel} />
        <YAxis allowDecimals={false} tick={{ fontSize: 12 }} />
        <Tooltip />
        {series.length > 1 ? <Legend /> : null}
        {series.map((item, index) => (
          <Bar
            key={item.key}
            dataKey={item.key}
            name={item.name}
            fill={CHART_COLORS[index % CHART_COLORS.length]}
            isAnimationActive={false}
          />
        ))}
      </BarChart>
    </ResponsiveContainer>
  )
}

/** Lines over time (the period's buckets). */
export function LinesChart({ data, labelKey, series }: ChartProps) {
  return (
    <ResponsiveContainer width="100%" height="100%">
      <LineChart data={data} margin={{ top: 8, right: 8, left: -16, bottom: 0 }}>
        <CartesianGrid strokeDasharray="3 3" className="stroke-border" />
        <XAxis dataKey={labelKey} tick={{ fontSize: 12 }} minTickGap={16} />
        <YAxis allowDecimals={false} tick={{ fontSize: 12 }} />
        <Tooltip />
        <Legend />
        {series.map((item, index) => (
          <Line
            key={item.key}
            type="linear"
            dataKey={item.key}
            name={item.name}
            stroke={CHART_COLORS[index % CHART_COLORS.length]}
            strokeWidth={2}
            dot={false}
            isAnimationActive={false}
          />
        ))}
      </LineChart>
    </ResponsiveContainer>
  )
}
