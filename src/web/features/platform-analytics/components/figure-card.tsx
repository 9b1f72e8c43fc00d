import { ArrowDownRightIcon, ArrowRightIcon, ArrowUpRightIcon } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import { Card, CardContent, CardHeader, CardTitle } from '#web/components/ui/card.tsx'

type FigureCardProps = {
  id: string
  title: string
  /** The figure, already formatted. */
  value: string
  /** The previous period's figure, formatted; with both raw numbers the card shows the direction. */
  previous?: { text: string; current: number | null; before: number | null }
  detail?: string
}

/** One headline figure of the period, compared with the period before when there is one. */
export function FigureCard({ id, title, value, previous, detail }: FigureCardProps) {
  const { t } = useTranslation('analytics')
  const direction =
    previous && previous.current !== null && previous.before !== null
      ? Math.sign(previous.current - previous.before)
      : null
  const Icon = direction === 1 ? ArrowUpRightIcon : direction === -1 ? ArrowDownRightIcon : ArrowRightIcon
  return (
    <Card
      className="gap-2 py-4 break-inside-avoid"
      data-testid={`figure-${id}`}
      role="group"
      aria-labelledby={`figure-${id}-title`}
    >
      <CardHeader className="px-4">
        <CardTitle id={`figure-${id}-title`} className="text-sm font-medium text-muted-foreground">
          {title}
        </CardTitle>
      </CardHeader>
      <CardContent className="space-y-1 px-4">
        <p className="text-2xl font-semibold tabular-nums" data-testid="figure-value">
          {value}
        </p>
        {previous ? (
          <p className="flex items-center gap-1 text-xs text-muted-foreground" data-testid="figure-previous">
            {direction !== null ? <Icon aria-hidden="true" className="size-3.5" /> : null}
            {t('previous', { value: previous.text })}
          </p>
        ) : null}
        {detail ? <p className="text-xs text-muted-foreground">{detail}</p> : null}
      </CardContent>
    </Card>
  )
}

export function FigureGrid({ children }: { children: React.ReactNode }) {
  return <div className="grid grid-cols-2 gap-3 xl:grid-cols-4 print:grid-cols-4">{children}</div>
}
