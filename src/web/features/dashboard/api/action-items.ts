import { useQuery } from '@tanstack/react-query'
import type { ActionItemsResponse } from '#shared/schemas/action-items'
import { answer, api } from '#web/lib/api.ts'

export const actionItemsQueryKey = ['action-items'] as const

/** GET /api/action-items: what needs the signed-in user's action now (issue 35 item 1). */
export function getActionItems(): Promise<ActionItemsResponse> {
  return answer(api['action-items'].$get())
}

export function useActionItems() {
  // Read again whenever the dashboard is opened: a review or a reply may have come in meanwhile.
  return useQuery({ queryKey: actionItemsQueryKey, queryFn: getActionItems, staleTime: 0 })
}
