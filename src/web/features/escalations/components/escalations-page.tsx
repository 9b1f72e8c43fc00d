import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { TICKET_PAGE_SIZE } from '#shared/schemas/escalations'
import { Pagination } from '#web/components/data/pagination.tsx'
import { ErrorState } from '#web/components/feedback/error-state.tsx'
import { Button } from '#web/components/ui/button.tsx'
import { Spinner } from '#web/components/ui/spinner.tsx'
import type { TicketFilter } from '#web/features/escalations/api/escalation-query-keys.ts'
import { useTicketList } from '#web/features/escalations/api/escalations-api.ts'
import { useEscalationsRealtime } from '#web/features/escalations/hooks/use-escalations-realtime.ts'
import { useDebouncedValue } from '#web/lib/use-debounced-value.ts'
import { useMediaQuery } from '#web/lib/use-media-query.ts'
import { useNow } from '#web/lib/use-now.ts'
import { DeskQueueTabs } from './desk-queue-tabs.tsx'
import { TicketCards } from './ticket-cards.tsx'
import { TicketFilters } from './ticket-filters.tsx'
import { TicketTable } from './ticket-table.tsx'

/** Tailwind's md breakpoint: below it the desk is a card list with its filters in a drawer. */
const WIDE_QUERY = '(min-width: 48rem)'

/**
 * /escalations: every ticket from the assistants and from users, live, in queues with counts,
 * what is due first (decision 045). Opens on the open tickets.
 */
export function EscalationsPage() {
  const { t } = useTranslation('escalations')
  const [filter, setFilter] = useState<TicketFilter>({
    queue: 'all_open',
    offset: 0,
    limit: TICKET_PAGE_SIZE,
  })
  const search = useDebouncedValue(filter.search, 300)
  const list = useTicketList({ ...filter, search })
  const wide = useMediaQuery(WIDE_QUERY)
  const now = useNow()
  useEscalationsRealtime()

  const change = (values: Partial<TicketFilter>) =>
    setFilter((current) => ({ ...current, ...values, offset: 0 }))

  return (
    <div className="mx-auto w-full max-w-7xl min-w-0 space-y-4 px-4 py-6 sm:px-6 md:space-y-6 md:py-8">
      <header className="space-y-1">
        <h1 className="text-2xl font-semibold tracking-tight sm:text-3xl">{t('page.title')}</h1>
        <p className="text-muted-foreground">{t('page.description')}</p>
      </header>

      <DeskQueueTabs
        queue={filter.queue ?? 'all'}
        counts={list.data?.queues}
        onChange={(queue) => change({ queue })}
      />

      <TicketFilters filter={filter} onChange={change} compact={!wide} />

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
      ) : wide ? (
        <TicketTable tickets={list.data.tickets} now={now} />
      ) : (
        <TicketCards tickets={list.data.tickets} now={now} />
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
