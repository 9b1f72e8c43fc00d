import { queryOptions, useQuery } from '@tanstack/react-query'
import type { DealerEmployeesResponse } from '#server/modules/dealers/dealers.service'
import { apiFetch } from '#web/lib/api-client.ts'
import { dealerQueryKeys } from './dealer-query-keys.ts'

export type DealerEmployee = DealerEmployeesResponse['employees'][number]

/** GET /api/dealers/:id/employees: the users linked to the dealer with roles and last login. */
export function listDealerEmployees(id: string): Promise<DealerEmployeesResponse> {
  return apiFetch<DealerEmployeesResponse>(`/api/dealers/${encodeURIComponent(id)}/employees`)
}

export const dealerEmployeesQueryOptions = (id: string) =>
  queryOptions({ queryKey: dealerQueryKeys.employees(id), queryFn: () => listDealerEmployees(id) })

export function useDealerEmployees(id: string, enabled: boolean) {
  return useQuery({ ...dealerEmployeesQueryOptions(id), enabled })
}
