import { queryOptions, useQuery } from '@tanstack/react-query'
import type { ServiceLogResponse } from '#shared/schemas/equipment'
import { apiFetch } from '#web/lib/api-client.ts'
import { equipmentQueryKeys } from './equipment-query-keys.ts'

/** GET /api/equipment/service-log: the latest services across the dealers the user may see. */
export function listServiceLog(limit: number): Promise<ServiceLogResponse> {
  return apiFetch<ServiceLogResponse>(`/api/equipment/service-log?limit=${limit}`)
}

export const serviceLogQueryOptions = (limit: number) =>
  queryOptions({ queryKey: equipmentQueryKeys.serviceLog(limit), queryFn: () => listServiceLog(limit) })

export function useServiceLog(limit = 20) {
  return useQuery(serviceLogQueryOptions(limit))
}
