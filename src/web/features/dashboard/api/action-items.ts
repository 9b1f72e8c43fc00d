import { queryOptions, useQuery } from '@tanstack/react-query'
import type { ActionItemsResponse } from '#shared/schemas/action-items'
import { answer, api } from '#web/lib/api.ts'

export const actionItemsQueryKey = ['action-items'] as const

/** GET /api/action-items: what needs the signed-in user's action now (issue 35 item 1). */
export function getActionItems(): Promise<ActionItemsResponse> {
  return answer(api['action-items'].$get())
}

/**
 * Read again whenever the dashboard is opened (a review or a reply may have come in meanwhile): its
 * route asks on every visit (app/page-first-queries.ts); fresh for the moment between that answer and
 * the card's mount, so the card does not ask a second time.
 */
export const actionItemsQueryOptions = () =>
  queryOptions({ queryKey: actionItemsQueryKey, queryFn: getActionItems, staleTime: 10_000 })

export function useActionItems() {
  return useQuery(actionItemsQueryOptions())
}
