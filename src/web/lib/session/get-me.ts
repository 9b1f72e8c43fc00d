import { type QueryClient, queryOptions, useQuery } from '@tanstack/react-query'
import { SIGNED_IN_USER_ELEMENT_ID } from '#shared/constants/signed-in-user'
import type { CurrentUser } from '#shared/schemas/profile'
import { answer, api } from '#web/lib/api.ts'
import { ApiError } from '#web/lib/api-client.ts'

/** GET /api/me: the signed-in user with profile, roles, dealer links and permissions (shared/schemas/profile.ts). */
export type Me = CurrentUser
export type MeProfile = Me['profile']

export const meQueryKey = ['me'] as const

/** The current session, or null when nobody is signed in (401). */
export async function getMe(): Promise<Me | null> {
  try {
    return await answer(api.me.$get())
  } catch (error) {
    if (error instanceof ApiError && error.status === 401) return null
    throw error
  }
}

export const meQueryOptions = () => queryOptions({ queryKey: meQueryKey, queryFn: getMe })

export function useMe() {
  return useQuery(meQueryOptions())
}

/**
 * Issue 12: a signed-in page's document carries the server's GET /api/me answer
 * (src/server/lib/signed-in-document.ts); put into the cache before the first render, it spares the
 * first page load the request. Read once and removed: later pages ask the server.
 */
export function takeMeFromDocument(queryClient: QueryClient): void {
  const element = document.getElementById(SIGNED_IN_USER_ELEMENT_ID)
  if (!element) return
  element.remove()
  try {
    queryClient.setQueryData<Me>(meQueryKey, JSON.parse(element.textContent ?? ''))
  } catch {
    // Not JSON (never from this server): the app asks for the session as without it.
  }
}

/** Reads the session again after a sign-in, so guarded pages do not act on a cached "signed out". */
export function refreshMe(queryClient: QueryClient): Promise<Me | null> {
  return queryClient.fetchQuery({ ...meQueryOptions(), staleTime: 0 })
}
