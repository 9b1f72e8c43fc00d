import type { ListTicketsQuery } from '#shared/schemas/escalations'

export type TicketFilter = Partial<Omit<ListTicketsQuery, 'limit' | 'offset'>> & {
  limit?: number
  offset?: number
}

export const escalationQueryKeys = {
  all: ['escalations'] as const,
  lists: () => [...escalationQueryKeys.all, 'list'] as const,
  list: (filter: TicketFilter) => [...escalationQueryKeys.lists(), filter] as const,
  detail: (id: string) => [...escalationQueryKeys.all, 'detail', id] as const,
  options: () => [...escalationQueryKeys.all, 'options'] as const,
}
