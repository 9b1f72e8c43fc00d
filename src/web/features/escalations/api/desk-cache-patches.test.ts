import { QueryClient } from '@tanstack/react-query'
import { describe, expect, it } from 'vitest'
import {
  type DeskOptionsJson,
  type TicketFilterFields,
  type TicketListItem,
  type TicketListJson,
  ticketFilterFieldsOf,
} from '#shared/schemas/escalations'
import {
  addBotOption,
  patchDeskLists,
  type TicketChangedEvent,
  ticketListAfterChange,
} from './desk-cache-patches.ts'
import { escalationQueryKeys, type TicketFilter } from './escalation-query-keys.ts'

const VIEWER = 'agent-1'

const ticket = (id: string, createdAt: string, extra: Partial<TicketListItem> = {}): TicketListItem => ({
  id,
  title: `Ticket ${id}`,
  status: 'open',
  priority: 'medium',
  category: 'general',
  languageCode: 'en',
  bot: { id: 'b1', name: 'Support Bot' },
  dealer: null,
  raisedBy: null,
  assignee: null,
  occurrences: 1,
  mergedIntoId: null,
  dueAt: null,
  resolvedAt: null,
  createdAt,
  updatedAt: createdAt,
  ...extra,
})

/** A page; its queue counts follow the status counts, as if every ticket were unassigned. */
const page = (
  tickets: TicketListItem[],
  counts: Partial<TicketListJson['counts']>,
  total?: number,
  queueCounts: Partial<TicketListJson['queues']> = {},
): TicketListJson => {
  const all = { open: 0, in_progress: 0, waiting: 0, resolved: 0, closed: 0, ...counts }
  const queues = {
    all_open: all.open + all.in_progress + all.waiting,
    unassigned: all.open + all.in_progress,
    mine: 0,
    waiting: all.waiting,
    resolved: all.resolved,
    all: Object.values(all).reduce((a, b) => a + b, 0),
    ...queueCounts,
  }
  return { tickets, counts: all, total: total ?? queues.all, queues }
}

const changed = (after: TicketListItem, before: TicketFilterFields | null) => ({ ticket: after, before })

const t1 = ticket('t1', '2026-01-01T10:00:00.000Z')
const t2 = ticket('t2', '2026-01-01T11:00:00.000Z')
const t3 = ticket('t3', '2026-01-01T12:00:00.000Z')
const later = '2026-01-02T09:00:00.000Z'
const me = { id: VIEWER, name: 'Me', email: 'me@example.com' }

describe('a desk page after a ticket.changed event (issue 34 item 5)', () => {
  it('puts a new ticket on top of the first page and counts it', () => {
    const list = page([t2, t1], { open: 2 })
    const next = ticketListAfterChange(list, {}, changed(t3, null), VIEWER)
    expect(next).toEqual(page([t3, t2, t1], { open: 3 }))
  })

  it('keeps the page size when a new ticket pushes the oldest row to the next page', () => {
    const list = page([t2, t1], { open: 5 })
    const next = ticketListAfterChange(list, { limit: 2 }, changed(t3, null), VIEWER)
    expect(next).toEqual(page([t3, t2], { open: 6 }))
  })

  it('refetches a later page that a new ticket shifts, and skips a filter it does not pass', () => {
    const list = page([t1], { open: 2 })
    expect(ticketListAfterChange(list, { offset: 1, limit: 1 }, changed(t3, null), VIEWER)).toBe('refetch')
    const urgentOnly = ticketListAfterChange(list, { priority: 'urgent' }, changed(t3, null), VIEWER)
    expect(urgentOnly).toEqual(list)
  })

  it('changes a row in place and moves the counts between statuses', () => {
    const list = page([t2, t1], { open: 2 })
    const taken = { ...t1, status: 'in_progress' as const, assignee: me, updatedAt: later }
    const next = ticketListAfterChange(list, {}, changed(taken, ticketFilterFieldsOf(t1)), VIEWER)
    expect(next).toEqual(page([t2, taken], { open: 1, in_progress: 1 }, 2, { unassigned: 1, mine: 1 }))
  })

  it('drops a row that leaves a filter from a page that holds every row, else refetches', () => {
    const taken = { ...t1, status: 'in_progress' as const, updatedAt: later }
    const open: TicketFilter = { status: 'open' }
    const whole = page([t2, t1], { open: 2, closed: 4 }, 2)
    expect(ticketListAfterChange(whole, open, changed(taken, ticketFilterFieldsOf(t1)), VIEWER)).toEqual(
      page([t2], { open: 1, in_progress: 1, closed: 4 }, 1),
    )
    const firstOfTwo = page([t2, t1], { open: 3 }, 3)
    const paged = { ...open, limit: 2 }
    expect(ticketListAfterChange(firstOfTwo, paged, changed(taken, ticketFilterFieldsOf(t1)), VIEWER)).toBe(
      'refetch',
    )
  })

  it('places an older ticket that enters a filter in order when the page holds every row', () => {
    const mine: TicketFilter = { assignee: 'me' }
    const list = page([t3, t1], { open: 2 }, 2)
    const assigned = { ...t2, assignee: me, updatedAt: later }
    const next = ticketListAfterChange(list, mine, changed(assigned, ticketFilterFieldsOf(t2)), VIEWER)
    expect(next).toEqual(page([t3, assigned, t1], { open: 3 }, 3, { unassigned: 2, mine: 1 }))
    // Another agent's 'me' is not this viewer's.
    expect(ticketListAfterChange(list, mine, changed(assigned, ticketFilterFieldsOf(t2)), 'agent-2')).toEqual(
      list,
    )
  })

  it('leaves a page alone that was read after the change, and refetches a search', () => {
    const list = page([t2, t1], { open: 2 })
    expect(ticketListAfterChange(list, {}, changed(t1, ticketFilterFieldsOf(t1)), VIEWER)).toBe(list)
    expect(ticketListAfterChange(list, { search: 'pump' }, changed(t3, null), VIEWER)).toBe('refetch')
  })

  it('adds up over two changes made one after the other', () => {
    const list = page([t1], { open: 1 })
    const taken = { ...t1, status: 'in_progress' as const, updatedAt: '2026-01-02T09:00:00.000Z' }
    const closed = { ...t1, status: 'closed' as const, updatedAt: '2026-01-02T10:00:00.000Z' }
    const first = ticketListAfterChange(list, {}, changed(taken, ticketFilterFieldsOf(t1)), VIEWER)
    if (first === 'refetch') throw new Error('expected a patch')
    const second = ticketListAfterChange(first, {}, changed(closed, ticketFilterFieldsOf(taken)), VIEWER)
    expect(second).toEqual(page([closed], { closed: 1 }))
  })
})

describe('queues and the due order (issue 36, decision 045)', () => {
  const due = (id: string, dueAt: string, extra: Partial<TicketListItem> = {}) =>
    ticket(id, '2026-01-01T08:00:00.000Z', { dueAt, ...extra })
  const d1 = due('d1', '2026-01-01T10:00:00.000Z')
  const d2 = due('d2', '2026-01-01T12:00:00.000Z')
  const d3 = due('d3', '2026-01-01T14:00:00.000Z')

  it('moves a row whose due time changed to its place on a page that holds every row', () => {
    const list = page([d1, d2, d3], { open: 3 })
    const urgent = { ...d3, priority: 'urgent' as const, dueAt: '2026-01-01T09:00:00.000Z', updatedAt: later }
    const next = ticketListAfterChange(
      list,
      { queue: 'all_open' },
      changed(urgent, ticketFilterFieldsOf(d3)),
      VIEWER,
    )
    expect(next).toEqual(page([urgent, d1, d2], { open: 3 }))
  })

  it('moves a row within a page that does not hold every row, refetches when it moves past its last row', () => {
    const list = page([d1, d2], { open: 3 })
    const urgent = { ...d2, dueAt: '2026-01-01T09:00:00.000Z', updatedAt: later }
    expect(
      ticketListAfterChange(
        list,
        { queue: 'all_open', limit: 2 },
        changed(urgent, ticketFilterFieldsOf(d2)),
        VIEWER,
      ),
    ).toEqual(page([urgent, d1], { open: 3 }))
    const later3 = { ...d1, dueAt: '2026-01-01T20:00:00.000Z', updatedAt: later }
    expect(
      ticketListAfterChange(
        list,
        { queue: 'all_open', limit: 2 },
        changed(later3, ticketFilterFieldsOf(d1)),
        VIEWER,
      ),
    ).toBe('refetch')
  })

  it('only counts a new ticket due after the last row of a page that is not the last', () => {
    const list = page([d1, d2], { open: 3 })
    const next = ticketListAfterChange(list, { queue: 'all_open', limit: 2 }, changed(d3, null), VIEWER)
    expect(next).toEqual(page([d1, d2], { open: 4 }))
  })

  it('takes a ticket that waits for the user out of Mine and into Waiting', () => {
    const mine = { ...d1, status: 'in_progress' as const, assignee: me }
    const list = page([mine, { ...d2, assignee: me, status: 'in_progress' }], { in_progress: 2 }, 2, {
      unassigned: 0,
      mine: 2,
    })
    const waiting = { ...mine, status: 'waiting' as const, updatedAt: later }
    const next = ticketListAfterChange(
      list,
      { queue: 'mine' },
      changed(waiting, ticketFilterFieldsOf(mine)),
      VIEWER,
    )
    expect(next).toEqual(
      page([list.tickets[1] as TicketListItem], { in_progress: 1, waiting: 1 }, 1, {
        unassigned: 0,
        mine: 1,
      }),
    )
  })

  it('puts a resolved ticket after every ticket that is due, in the queue of all tickets', () => {
    const list = page([d1, d2], { open: 2 })
    const resolved = { ...d1, status: 'resolved' as const, dueAt: null, resolvedAt: later, updatedAt: later }
    const next = ticketListAfterChange(
      list,
      { queue: 'all' },
      changed(resolved, ticketFilterFieldsOf(d1)),
      VIEWER,
    )
    expect(next).toEqual(page([d2, resolved], { open: 1, resolved: 1 }))
  })
})

describe('patchDeskLists and addBotOption', () => {
  it('patches every cached page and marks for refetch the pages it cannot patch', async () => {
    const queryClient = new QueryClient()
    const all = escalationQueryKeys.list({})
    const searched = escalationQueryKeys.list({ search: 'pump' })
    queryClient.setQueryData(all, page([t1], { open: 1 }))
    queryClient.setQueryData(searched, page([], {}))
    const event: TicketChangedEvent = { type: 'ticket.changed', ticketId: 't2', ...changed(t2, null) }
    patchDeskLists(queryClient, event, VIEWER)
    expect(queryClient.getQueryData(all)).toEqual(page([t2, t1], { open: 2 }))
    expect(queryClient.getQueryState(all)?.isInvalidated).toBe(false)
    expect(queryClient.getQueryState(searched)?.isInvalidated).toBe(true)
  })

  it('offers the bot of a new ticket once, in name order', () => {
    const queryClient = new QueryClient()
    const options: DeskOptionsJson = { people: [], bots: [{ id: 'b0', name: 'Z Bot' }] }
    queryClient.setQueryData(escalationQueryKeys.options(), options)
    addBotOption(queryClient, t1)
    addBotOption(queryClient, t2)
    expect(queryClient.getQueryData<DeskOptionsJson>(escalationQueryKeys.options())?.bots).toEqual([
      { id: 'b1', name: 'Support Bot' },
      { id: 'b0', name: 'Z Bot' },
    ])
  })
})
