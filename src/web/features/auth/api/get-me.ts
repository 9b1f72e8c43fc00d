import { type QueryClient, queryOptions, useQuery } from '@tanstack/react-query'
import type { Role } from '#shared/auth/roles'
import { ApiError, apiFetch } from '#web/lib/api-client.ts'

export type MeProfile = {
  firstName: string | null
  lastName: string | null
  department: string | null
  signature: string | null
  avatarUrl: string | null
  phone: string | null
  location: string | null
  lastLogin: string | null
  signupMethod: string
  profileCompleted: boolean
}

/** GET /api/me: the signed-in user with profile, roles, dealer links and permissions. */
export type Me = {
  user: { id: string; email: string; emailVerified: boolean; createdAt: string }
  profile: MeProfile
  roles: Role[]
  dealers: { id: string; name: string; dealerCode: string }[]
  permissions: string[]
}

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
