import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query'
import type { UserListResponse } from '#server/modules/users/users.service'
import type { ListUsersQuery } from '#shared/schemas/users'
import { apiFetch } from '#web/lib/api-client.ts'
import { userQueryKeys } from './user-query-keys.ts'

export type UserListItem = UserListResponse['users'][number]

/** GET /api/users: one page of users with roles, dealers, last login, status and latest change. */
export function listUsers(query: Partial<ListUsersQuery>): Promise<UserListResponse> {
  const params = new URLSearchParams()
  for (const [key, value] of Object.entries(query)) {
    if (value !== undefined && value !== '') params.set(key, String(value))
  }
  return apiFetch<UserListResponse>(`/api/users?${params}`)
}

export const usersQueryOptions = (query: Partial<ListUsersQuery>) =>
  queryOptions({
    queryKey: userQueryKeys.list(query),
    queryFn: () => listUsers(query),
    placeholderData: keepPreviousData,
  })

export function useUsers(query: Partial<ListUsersQuery>) {
  return useQuery(usersQueryOptions(query))
}
