import type { ReactNode } from 'react'
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '#web/components/ui/card.tsx'

type ChartFrameProps = {
  id: string
  title: string
  description?: string
  children: ReactNode
  /** The chart's height in pixels (recharts needs a sized parent). */
  height?: number
}

/** A titled card around a chart; the chart region is named by the title for screen readers. */
export function ChartFrame({ id, title, description, children, height = 280 }: ChartFrameProps) {
  return (
    <Card>
      <CardHeader>
        <CardTitle asChild>
          <h2 id={`${id}-title`}>{title}</h2>
        </CardTitle>
        {description ? <CardDescription>{description}</CardDescription> : null}
      </CardHeader>
      <CardContent>
        <figure aria-labelledby={`${id}-title`} style={{ height }} className="w-full" data-testid={id}>
          {children}
        </figure>
      </CardContent>
    </Card>
  )
}

/** The theme's chart colours (styles.css), so charts follow light and dark mode. */
export const CHART_COLORS = [
  'var(--chart-1)',
  'var(--chart-2)',
  'var(--chart-3)',
  'var(--chart-4)',
  'var(--chart-5)',
]
