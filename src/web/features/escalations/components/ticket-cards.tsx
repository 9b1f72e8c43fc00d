import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import { dueStanding } from '#shared/escalations/ticket-due-time'
import type { TicketListItem } from '#shared/schemas/escalations'
import { TicketPriorityBadge, TicketStatusBadge } from '#web/components/data/ticket-badges.tsx'
import { cn } from '#web/lib/cn.ts'
import { TicketDue } from './ticket-due.tsx'

/** The desk below the md breakpoint (issue 36): one card per ticket, nothing wider than the screen. */
export function TicketCards({ tickets, now }: { tickets: TicketListItem[]; now: Date }) {
  const { t } = useTranslation('escalations')
  return (
    <ul className="space-y-3" aria-label={t('list.tickets')}>
      {tickets.map((ticket) => (
        <li
          key={ticket.id}
          data-testid="ticket-row"
          className={cn(
            'relative min-w-0 space-y-2 rounded-lg border bg-card p-3 shadow-xs focus-within:ring-2 focus-within:ring-ring',
            ticket.dueAt && dueStanding(ticket.dueAt, now).overdue && 'border-destructive/60',
          )}
        >
          <Link
            to={`/escalations/${ticket.id}`}
            className="block font-medium break-words after:absolute after:inset-0 focus-visible:outline-none"
          >
            {ticket.title}
          </Link>
          <p className="truncate text-xs text-muted-foreground">
            {[ticket.raisedBy?.name, ticket.dealer?.name].filter(Boolean).join(' · ') || '–'}
            {ticket.occurrences > 1 ? ` · ${t('merge.occurrences', { count: ticket.occurrences })}` : null}
          </p>
          <div className="flex flex-wrap items-center gap-2 text-xs">
            <TicketStatusBadge status={ticket.status} />
            <TicketPriorityBadge priority={ticket.priority} />
            <TicketDue dueAt={ticket.dueAt} now={now} />
          </div>
        </li>
      ))}
    </ul>
  )
}
