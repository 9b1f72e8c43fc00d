import type { QueryClient } from '@tanstack/react-query'
import type { RealtimeEvent } from '#shared/realtime/events'
import {
  type DeskOptionsJson,
  TICKET_PAGE_SIZE,
  TICKET_STATUS_VALUES,
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

/** GET /api/escalations's order: newest first, then by id. */
const byNewest = (a: TicketListItem, b: TicketListItem) =>
  b.createdAt.localeCompare(a.createdAt) || b.id.localeCompare(a.id)

/** Whether a ticket with these fields passes the filter, the status test aside (the counts' rule). */
function passesAllButStatus(fields: TicketFilterFields, filter: TicketFilter, viewerId: string) {
  if (filter.priority && fields.priority !== filter.priority) return false
  if (filter.category && fields.category !== filter.category) return false
  if (filter.botId && fields.botId !== filter.botId) return false
  if (filter.assignee === undefined) return true
  if (filter.assignee === 'unassigned') return fields.assigneeId === null
  return fields.assigneeId === (filter.assignee === 'me' ? viewerId : filter.assignee)
}

/**
 * A cached desk page after the change, or 'refetch' when the page cannot know its new rows: a row
 * leaving it pulls one up from the next page, an older ticket entering it takes its place among
 * rows of other pages, a new ticket on a later page shifts every row down.
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
  const counted = (fields: TicketFilterFields | null) =>
    fields !== null && passesAllButStatus(fields, filter, viewerId)
  const listed = (fields: TicketFilterFields | null) =>
    counted(fields) && (!filter.status || fields?.status === filter.status)
  const counts = { ...list.counts }
  if (before && counted(before)) counts[before.status] -= 1
  if (counted(after)) counts[after.status] += 1
  const total = filter.status
    ? counts[filter.status]
    : TICKET_STATUS_VALUES.reduce((sum, status) => sum + counts[status], 0)

  const offset = filter.offset ?? 0
  const limit = filter.limit ?? TICKET_PAGE_SIZE
  const holdsTheRest = offset + list.tickets.length >= list.total
  const wasListed = listed(before)
  const isListed = listed(after)
  let tickets = list.tickets
  if (wasListed && isListed) {
    tickets = tickets.map((row) => (row.id === ticket.id ? ticket : row))
  } else if (wasListed) {
    if (!held || !holdsTheRest) return 'refetch'
    tickets = tickets.filter((row) => row.id !== ticket.id)
  } else if (isListed) {
    // A new ticket is the newest: it tops the first page. Any other arrival is placed exactly only
    // by a first page that holds every row of the filter.
    const placeable = offset === 0 && (before === null || holdsTheRest)
    if (!placeable) return 'refetch'
    tickets = [...tickets.filter((row) => row.id !== ticket.id), ticket].sort(byNewest).slice(0, limit)
  }
  return { tickets, total, counts }
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
