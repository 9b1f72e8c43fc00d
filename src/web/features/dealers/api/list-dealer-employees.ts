import { queryOptions, useQuery } from '@tanstack/react-query'
import type { DealerEmployeesResponse } from '#shared/schemas/dealers'
import { answer, api } from '#web/lib/api.ts'
import { dealerQueryKeys } from './dealer-query-keys.ts'

export type DealerEmployee = DealerEmployeesResponse['employees'][number]

/** GET /api/dealers/:id/employees: the users linked to the dealer with roles and last login. */
export function listDealerEmployees(id: string): Promise<DealerEmployeesResponse> {
  return answer(api.dealers[':id'].employees.$get({ param: { id } }))
}

export const dealerEmployeesQueryOptions = (id: string) =>
  queryOptions({ queryKey: dealerQueryKeys.employees(id), queryFn: () => listDealerEmployees(id) })

export function useDealerEmployees(id: string, enabled: boolean) {
  return useQuery({ ...dealerEmployeesQueryOptions(id), enabled })
}
