import { queryOptions, useQuery } from '@tanstack/react-query'
import type { ListSchedulesQuery, ListSchedulesResponse } from '#shared/schemas/equipment'
import { answer, api, searchParamsOf } from '#web/lib/api.ts'
import { equipmentQueryKeys } from './equipment-query-keys.ts'

/** GET /api/equipment/schedules: maintenance plans soonest first; with dueWithinDays, only what is due. */
export function listSchedules(query: Partial<ListSchedulesQuery>): Promise<ListSchedulesResponse> {
  return answer(api.equipment.schedules.$get({ query: searchParamsOf(query) }))
}

export const schedulesQueryOptions = (query: Partial<ListSchedulesQuery>) =>
  queryOptions({ queryKey: equipmentQueryKeys.schedules(query), queryFn: () => listSchedules(query) })

export function useSchedules(query: Partial<ListSchedulesQuery>) {
  return useQuery(schedulesQueryOptions(query))
}
