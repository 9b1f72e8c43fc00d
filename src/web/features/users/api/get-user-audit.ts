import { queryOptions, useQuery } from '@tanstack/react-query'
import type { UserAuditResponse } from '#shared/schemas/users'
import { answer, api } from '#web/lib/api.ts'
import { userQueryKeys } from './user-query-keys.ts'

export type UserAuditEntry = UserAuditResponse['entries'][number]

/** GET /api/users/:id/audit: every recorded change to the user, newest first. */
export function getUserAudit(id: string): Promise<UserAuditResponse> {
  return answer(api.users[':id'].audit.$get({ param: { id } }))
}

export const userAuditQueryOptions = (id: string) =>
  queryOptions({ queryKey: userQueryKeys.audit(id), queryFn: () => getUserAudit(id) })

export function useUserAudit(id: string, enabled: boolean) {
  return useQuery({ ...userAuditQueryOptions(id), enabled })
}
