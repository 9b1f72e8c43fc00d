import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import { TICKET_PAGE_SIZE, TICKET_STATUS_VALUES } from '#shared/schemas/escalations'
import { Pagination } from '#web/components/data/pagination.tsx'
import { TicketPriorityBadge, TicketStatusBadge } from '#web/components/data/ticket-badges.tsx'
import { ErrorState } from '#web/components/feedback/error-state.tsx'
import { Button } from '#web/components/ui/button.tsx'
import { Spinner } from '#web/components/ui/spinner.tsx'
import type { TicketFilter } from '#web/features/escalations/api/escalation-query-keys.ts'
import { useTicketList } from '#web/features/escalations/api/escalations-api.ts'
import { useEscalationsRealtime } from '#web/features/escalations/hooks/use-escalations-realtime.ts'
import { cn } from '#web/lib/cn.ts'
import { formatRelativeTime } from '#web/lib/relative-time.ts'
import { useDebouncedValue } from '#web/lib/use-debounced-value.ts'
import { TicketFilters } from './ticket-filters.tsx'

/** /escalations: every ticket from the assistants and from users, live, with counts per status. */
export function EscalationsPage() {
  const { t, i18n } = useTranslation('escalations')
  const [filter, setFilter] = useState<TicketFilter>({ offset: 0, limit: TICKET_PAGE_SIZE })
  const search = useDebouncedValue(filter.search, 300)
  const list = useTicketList({ ...filter, search })
  useEscalationsRealtime()

  const change = (values: Partial<TicketFilter>) =>
    setFilter((current) => ({ ...current, ...values, offset: 0 }))
  const counts = list.data?.counts

  return (
    <div className="mx-auto w-full max-w-7xl space-y-6 px-4 py-8 sm:px-6">
      <header className="space-y-1">
        <h1 className="text-2xl font-semibold tracking-tight sm:text-3xl">{t('page.title')}</h1>
        <p className="text-muted-foreground">{t('page.description')}</p>
      </header>

      <ul className="grid grid-cols-2 gap-3 sm:grid-cols-4" aria-label={t('page.counts')}>
        {TICKET_STATUS_VALUES.map((status) => (
          <li key={status}>
            <button
              type="button"
              aria-pressed={filter.status === status}
              onClick={() => change({ status: filter.status === status ? undefined : status })}
              className={cn(
                'w-full rounded-lg border bg-card p-4 text-left transition-colors hover:bg-accent',
                filter.status === status && 'border-primary ring-1 ring-primary',
              )}
            >
              <span className="block text-sm text-muted-foreground">{t(`status.${status}`)}</span>
              <span className="text-2xl font-semibold" data-testid={`count-${status}`}>
                {counts ? counts[status] : '–'}
              </span>
            </button>
          </li>
        ))}
      </ul>

      <TicketFilters filter={filter} onChange={change} />

      {list.isError ? (
        <ErrorState
          headingLevel="h2"
          title={t('list.loadFailed')}
          description={list.error.message}
          actions={
            <Button variant="outline" onClick={() => list.refetch()}>
              {t('list.retry')}
            </Button>
          }
        />
      ) : list.isPending ? (
        <div className="flex justify-center py-12">
          <Spinner />
        </div>
      ) : list.data.tickets.length === 0 ? (
        <p className="rounded-lg border border-dashed p-8 text-center text-muted-foreground">
          {t('list.empty')}
        </p>
      ) : (
        <div className="overflow-x-auto rounded-lg border">
          <table className="w-full text-sm">
            <thead className="bg-muted/50 text-left text-xs text-muted-foreground uppercase">
              <tr>
                <th className="px-3 py-2 font-medium">{t('list.ticket')}</th>
                <th className="px-3 py-2 font-medium">{t('list.status')}</th>
                <th className="px-3 py-2 font-medium">{t('list.priority')}</th>
                <th className="hidden px-3 py-2 font-medium md:table-cell">{t('list.category')}</th>
                <th className="hidden px-3 py-2 font-medium lg:table-cell">{t('list.bot')}</th>
                <th className="hidden px-3 py-2 font-medium lg:table-cell">{t('list.dealer')}</th>
                <th className="hidden px-3 py-2 font-medium md:table-cell">{t('list.language')}</th>
                <th className="hidden px-3 py-2 font-medium md:table-cell">{t('list.assignee')}</th>
                <th className="px-3 py-2 font-medium">{t('list.age')}</th>
              </tr>
            </thead>
            <tbody>
              {list.data.tickets.map((ticket) => (
                <tr
                  key={ticket.id}
                  className="border-t align-top hover:bg-accent/40"
                  data-testid="ticket-row"
                >
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
                  <td className="hidden px-3 py-2 md:table-cell">{t(`category.${ticket.category}`)}</td>
                  <td className="hidden px-3 py-2 lg:table-cell">{ticket.bot?.name ?? '–'}</td>
                  <td className="hidden px-3 py-2 lg:table-cell">{ticket.dealer?.name ?? '–'}</td>
                  <td className="hidden px-3 py-2 uppercase md:table-cell">{ticket.languageCode ?? '–'}</td>
                  <td className="hidden px-3 py-2 md:table-cell">
                    {ticket.assignee?.name ?? t('list.unassigned')}
                  </td>
                  <td className="px-3 py-2 whitespace-nowrap text-muted-foreground">
                    <time dateTime={ticket.createdAt}>
                      {formatRelativeTime(ticket.createdAt, i18n.language, t('list.justNow'))}
                    </time>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      {list.data && (
        <Pagination
          offset={filter.offset ?? 0}
          limit={filter.limit ?? TICKET_PAGE_SIZE}
          total={list.data.total}
          onPage={(offset) => setFilter((current) => ({ ...current, offset }))}
          label={t('list.pages')}
        />
      )}
    </div>
  )
}
