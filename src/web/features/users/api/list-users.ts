import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query'
import type { ListUsersQuery, UserListResponse } from '#shared/schemas/users'
import { answer, api, searchParamsOf } from '#web/lib/api.ts'
import { userQueryKeys } from './user-query-keys.ts'

export type UserListItem = UserListResponse['users'][number]

/** GET /api/users: one page of users with roles, dealers, last login, status and latest change. */
export function listUsers(query: Partial<ListUsersQuery>): Promise<UserListResponse> {
  return answer(api.users.$get({ query: searchParamsOf(query) }))
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
