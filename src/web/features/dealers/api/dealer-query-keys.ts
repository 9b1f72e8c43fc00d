import type { ListDealersQuery } from '#shared/schemas/dealers'

/** Every dealer query lives under ['dealers']: invalidating that prefix refreshes lists and pages. */
export const dealerQueryKeys = {
  all: ['dealers'] as const,
  list: (query: Partial<ListDealersQuery>) => ['dealers', 'list', query] as const,
  detail: (id: string) => ['dealers', 'detail', id] as const,
  employees: (id: string) => ['dealers', 'detail', id, 'employees'] as const,
  activity: (id: string) => ['dealers', 'detail', id, 'activity'] as const,
}
