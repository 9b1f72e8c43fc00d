import { AlarmClockIcon, TriangleAlertIcon } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import { dueStanding } from '#shared/escalations/ticket-due-time'
import { cn } from '#web/lib/cn.ts'

/**
 * Decision 045: when the ticket is due, relative ('Due in 3 h'), or how long it is overdue. A breach
 * is told by an icon and its words, not by colour alone. Finished tickets are not due: nothing.
 */
export function TicketDue({
  dueAt,
  now,
  className,
}: {
  dueAt: string | null
  now: Date
  className?: string
}) {
  const { t } = useTranslation('escalations')
  if (!dueAt) return null
  const standing = dueStanding(dueAt, now)
  const text = t(`due.${standing.overdue ? 'overdue' : 'in'}_${standing.unit}`, { count: standing.value })
  const Icon = standing.overdue ? TriangleAlertIcon : AlarmClockIcon
  return (
    <span
      className={cn(
        'inline-flex items-center gap-1 whitespace-nowrap',
        standing.overdue ? 'font-semibold text-destructive' : 'text-muted-foreground',
        className,
      )}
      data-overdue={standing.overdue}
      data-testid="ticket-due"
    >
      <Icon aria-hidden="true" className="size-3.5 shrink-0" />
      <time dateTime={dueAt} title={new Date(dueAt).toLocaleString()}>
        {text}
      </time>
    </span>
  )
}
