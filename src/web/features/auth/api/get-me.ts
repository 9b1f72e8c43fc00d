import { type QueryClient, queryOptions, useQuery } from '@tanstack/react-query'
import type { CurrentUser } from '#server/modules/me/me.service'
import { ApiError, apiFetch } from '#web/lib/api-client.ts'

/** GET /api/me: the signed-in user with profile, roles, dealer links and permissions (the server's own type). */
export type Me = CurrentUser
export type MeProfile = Me['profile']

export const meQueryKey = ['me'] as const

/** The current session, or null when nobody is signed in (401). */
export async function getMe(): Promise<Me | null> {
  try {
    return await apiFetch<Me>('/api/me')
  } catch (error) {
    if (error instanceof ApiError && error.status === 401) return null
    throw error
  }
}

export const meQueryOptions = () => queryOptions({ queryKey: meQueryKey, queryFn: getMe })

export function useMe() {
  return useQuery(meQueryOptions())
}

/** Reads the session again after a sign-in, so guarded pages do not act on a cached "signed out". */
export function refreshMe(queryClient: QueryClient): Promise<Me | null> {
  return queryClient.fetchQuery({ ...meQueryOptions(), staleTime: 0 })
}
