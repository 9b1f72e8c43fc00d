import type { QueryClient } from '@tanstack/react-query'
import type { RealtimeEvent } from '#shared/realtime/events'
import {
  compareDeskTickets,
  type DeskOptionsJson,
  isInTicketQueue,
  TICKET_PAGE_SIZE,
  TICKET_QUEUE_VALUES,
  type TicketFilterFields,
  type TicketListItem,
  type TicketListJson,
  ticketFilterFieldsOf,
} from '#shared/schemas/escalations'
import { escalationQueryKeys, type TicketFilter } from './escalation-query-keys.ts'

// A ticket.changed event written into the desk's cached pages (issue 34 item 5): the event carries
// the ticket's row and the fields the filters tested before the change, so each page moves its row
// and its counts without a request. A page is refetched only where rows it never held would move
// into it, or where its search may match text the row does not carry (the description).

export type TicketChangedEvent = Extract<RealtimeEvent, { type: 'ticket.changed' }>

/** Whether a ticket with these fields passes the filter, queue and status aside (the counts' rule). */
function passesOtherFilters(fields: TicketFilterFields, filter: TicketFilter, viewerId: string) {
  if (filter.priority && fields.priority !== filter.priority) return false
  if (filter.category && fields.category !== filter.category) return false
  if (filter.botId && fields.botId !== filter.botId) return false
  if (filter.assignee === undefined) return true
  if (filter.assignee === 'unassigned') return fields.assigneeId === null
  return fields.assigneeId === (filter.assignee === 'me' ? viewerId : filter.assignee)
}

type Place = 'before' | 'here' | 'after'

/**
 * A cached desk page after the change, or 'refetch' when the page cannot know its new rows. The
 * event's `before` holds where the ticket sat in the desk's order (due and resolution times), so a
 * page knows whether the ticket left or entered before it (its rows shift: refetch), on it, or
 * after it (only the counts change). A row that leaves the page pulls one up from the next page:
 * known only when the page holds the filter's last rows.
 */
export function ticketListAfterChange(
  list: TicketListJson,
  filter: TicketFilter,
  event: Pick<TicketChangedEvent, 'ticket' | 'before'>,
  viewerId: string,
): TicketListJson | 'refetch' {
  if (filter.search?.trim()) return 'refetch'
  const { ticket, before } = event
  const held = list.tickets.find((row) => row.id === ticket.id)
  // The page was read after this change already. (Not a later change's event come first: one
  // instance's events arrive in order; two instances changing one ticket within a NOTIFY's delay
  // could do that, and the next resync mends it.)
  if (held && held.updatedAt >= ticket.updatedAt) return list

  const after = ticketFilterFieldsOf(ticket)
  const counted = (fields: TicketFilterFields | null): fields is TicketFilterFields =>
    fields !== null && passesOtherFilters(fields, filter, viewerId)
  const listed = (fields: TicketFilterFields | null): fields is TicketFilterFields =>
    counted(fields) &&
    (!filter.status || fields.status === filter.status) &&
    isInTicketQueue(filter.queue ?? 'all', fields, viewerId)
  const counts = { ...list.counts }
  const queues = { ...list.queues }
  for (const [fields, step] of [
    [before, -1],
    [after, 1],
  ] as const) {
    if (!counted(fields)) continue
    counts[fields.status] += step
    for (const queue of TICKET_QUEUE_VALUES)
      if (isInTicketQueue(queue, fields, viewerId)) queues[queue] += step
  }

  const offset = filter.offset ?? 0
  const limit = filter.limit ?? TICKET_PAGE_SIZE
  const holdsTheRest = offset + list.tickets.length >= list.total
  const first = list.tickets[0]
  const last = list.tickets.at(-1)
  const placeOf = (fields: TicketFilterFields): Place => {
    const key = { ...fields, createdAt: ticket.createdAt, id: ticket.id }
    if (offset > 0 && (!first || compareDeskTickets(key, first) < 0)) return 'before'
    if (!holdsTheRest && last && compareDeskTickets(key, last) > 0) return 'after'
    return 'here'
  }
  const wasAt = listed(before) ? (held ? 'here' : placeOf(before)) : null
  const isAt = listed(after) ? placeOf(after) : null
  const total = list.total - (wasAt ? 1 : 0) + (isAt ? 1 : 0)

  let tickets = list.tickets
  if (wasAt === 'before' || isAt === 'before') {
    // Moving within the earlier pages leaves this one as it was; leaving or entering them shifts it.
    if (wasAt !== isAt) return 'refetch'
  } else if (wasAt === 'here' || isAt === 'here') {
    if (wasAt === 'here' && isAt !== 'here' && !holdsTheRest) return 'refetch'
    tickets = [...tickets.filter((row) => row.id !== ticket.id), ...(isAt === 'here' ? [ticket] : [])]
      .sort(compareDeskTickets)
      .slice(0, limit)
  }
  return { tickets, total, counts, queues }
}

/**
 * Every cached desk page, patched or refetched. A page being fetched (the resync after a
 * reconnect) is fetched again: it may have been read before the change.
 */
export function patchDeskLists(queryClient: QueryClient, event: TicketChangedEvent, viewerId: string) {
  for (const [queryKey, list] of queryClient.getQueriesData<TicketListJson>({
    queryKey: escalationQueryKeys.lists(),
  })) {
    if (!list) continue
    const filter = (queryKey[2] ?? {}) as TicketFilter
    const next = ticketListAfterChange(list, filter, event, viewerId)
    if (next === 'refetch' || queryClient.isFetching({ queryKey, exact: true }) > 0) {
      void queryClient.invalidateQueries({ queryKey, exact: true })
      continue
    }
    if (next !== list) queryClient.setQueryData<TicketListJson>(queryKey, next)
  }
}

/** The desk's bot filter offers the bots with tickets: a new ticket may bring its bot. */
export function addBotOption(queryClient: QueryClient, ticket: TicketListItem) {
  const bot = ticket.bot
  if (!bot) return
  queryClient.setQueryData<DeskOptionsJson>(escalationQueryKeys.options(), (options) =>
    !options || options.bots.some((option) => option.id === bot.id)
      ? options
      : { ...options, bots: [...options.bots, bot].sort((a, b) => a.name.localeCompare(b.name)) },
  )
}
