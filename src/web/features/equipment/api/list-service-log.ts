import { queryOptions, useQuery } from '@tanstack/react-query'
import type { ServiceLogResponse } from '#shared/schemas/equipment'
import { answer, api, searchParamsOf } from '#web/lib/api.ts'
import { equipmentQueryKeys } from './equipment-query-keys.ts'

/** GET /api/equipment/service-log: the latest services across the dealers the user may see. */
export function listServiceLog(limit: number): Promise<ServiceLogResponse> {
  return answer(api.equipment['service-log'].$get({ query: searchParamsOf({ limit }) }))
}

export const serviceLogQueryOptions = (limit: number) =>
  queryOptions({ queryKey: equipmentQueryKeys.serviceLog(limit), queryFn: () => listServiceLog(limit) })

export function useServiceLog(limit = 20) {
  return useQuery(serviceLogQueryOptions(limit))
}
