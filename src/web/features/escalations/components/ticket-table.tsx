import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import type { TicketListItem } from '#shared/schemas/escalations'
import { TicketPriorityBadge, TicketStatusBadge } from '#web/components/data/ticket-badges.tsx'
import { formatRelativeTime } from '#web/lib/relative-time.ts'
import { TicketDue } from './ticket-due.tsx'

/** The desk from the md breakpoint on: a table, its less needed columns from lg on. */
export function TicketTable({ tickets, now }: { tickets: TicketListItem[]; now: Date }) {
  const { t, i18n } = useTranslation('escalations')
  return (
    <div className="overflow-x-auto rounded-lg border">
      <table className="w-full text-sm">
        <thead className="bg-muted/50 text-left text-xs text-muted-foreground uppercase">
          <tr>
            <th className="px-3 py-2 font-medium">{t('list.ticket')}</th>
            <th className="px-3 py-2 font-medium">{t('list.status')}</th>
            <th className="px-3 py-2 font-medium">{t('list.priority')}</th>
            <th className="px-3 py-2 font-medium">{t('list.due')}</th>
            <th className="hidden px-3 py-2 font-medium lg:table-cell">{t('list.category')}</th>
            <th className="hidden px-3 py-2 font-medium lg:table-cell">{t('list.bot')}</th>
            <th className="hidden px-3 py-2 font-medium lg:table-cell">{t('list.dealer')}</th>
            <th className="hidden px-3 py-2 font-medium xl:table-cell">{t('list.language')}</th>
            <th className="px-3 py-2 font-medium">{t('list.assignee')}</th>
            <th className="hidden px-3 py-2 font-medium lg:table-cell">{t('list.age')}</th>
          </tr>
        </thead>
        <tbody>
          {tickets.map((ticket) => (
            <tr key={ticket.id} className="border-t align-top hover:bg-accent/40" data-testid="ticket-row">
              <td className="max-w-xs px-3 py-2">
                <Link to={`/escalations/${ticket.id}`} className="font-medium hover:underline">
                  {ticket.title}
                </Link>
                <span className="block text-xs text-muted-foreground">
                  {ticket.raisedBy?.name}
                  {ticket.occurrences > 1
                    ? ` · ${t('merge.occurrences', { count: ticket.occurrences })}`
                    : null}
                </span>
              </td>
              <td className="px-3 py-2">
                <TicketStatusBadge status={ticket.status} />
              </td>
              <td className="px-3 py-2">
                <TicketPriorityBadge priority={ticket.priority} />
              </td>
              <td className="px-3 py-2">
                {ticket.dueAt ? <TicketDue dueAt={ticket.dueAt} now={now} /> : '–'}
              </td>
              <td className="hidden px-3 py-2 lg:table-cell">{t(`category.${ticket.category}`)}</td>
              <td className="hidden px-3 py-2 lg:table-cell">{ticket.bot?.name ?? '–'}</td>
              <td className="hidden px-3 py-2 lg:table-cell">{ticket.dealer?.name ?? '–'}</td>
              <td className="hidden px-3 py-2 uppercase xl:table-cell">{ticket.languageCode ?? '–'}</td>
              <td className="px-3 py-2">{ticket.assignee?.name ?? t('list.unassigned')}</td>
              <td className="hidden px-3 py-2 whitespace-nowrap text-muted-foreground lg:table-cell">
                <time dateTime={ticket.createdAt}>
                  {formatRelativeTime(ticket.createdAt, i18n.language, t('list.justNow'))}
                </time>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  )
}
