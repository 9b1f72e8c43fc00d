import { useTranslation } from 'react-i18next'
import { TICKET_QUEUE_VALUES, type TicketQueue } from '#shared/schemas/escalations'
import { cn } from '#web/lib/cn.ts'

/**
 * The desk's queues with their counts (decision 045). On a phone they scroll sideways in one row,
 * inside the page's width, so the tickets stay near the top; from md on they wrap.
 */
export function DeskQueueTabs({
  queue,
  counts,
  onChange,
}: {
  queue: TicketQueue
  counts: Record<TicketQueue, number> | undefined
  onChange: (queue: TicketQueue) => void
}) {
  const { t } = useTranslation('escalations')
  return (
    <fieldset className="-mx-4 flex min-w-0 gap-2 overflow-x-auto px-4 pb-1 sm:-mx-6 sm:px-6 md:mx-0 md:flex-wrap md:overflow-visible md:px-0 md:pb-0">
      <legend className="sr-only">{t('queues.label')}</legend>
      {TICKET_QUEUE_VALUES.map((value) => (
        <button
          key={value}
          type="button"
          aria-pressed={queue === value}
          onClick={() => onChange(value)}
          className={cn(
            'inline-flex shrink-0 items-center gap-2 rounded-full border bg-card px-3 py-1.5 text-sm font-medium transition-colors hover:bg-accent focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none',
            queue === value && 'border-primary bg-primary text-primary-foreground hover:bg-primary/90',
          )}
        >
          {t(`queues.${value}`)}
          <span
            className={cn(
              'min-w-6 rounded-full bg-muted px-1.5 text-center text-xs text-muted-foreground tabular-nums',
              queue === value && 'bg-primary-foreground/20 text-primary-foreground',
            )}
            data-testid={`queue-count-${value}`}
          >
            {counts ? counts[value] : '–'}
          </span>
        </button>
      ))}
    </fieldset>
  )
}
