import { queryOptions, useQuery } from '@tanstack/react-query'
import { answer, api } from '#web/lib/api.ts'

export const authConfigQueryKey = ['auth-config'] as const

/** GET /api/auth-config (public): whether the Sign Up tab offers the form or explains invitations. */
export const authConfigQueryOptions = () =>
  queryOptions({
    queryKey: authConfigQueryKey,
    queryFn: () => answer(api['auth-config'].$get()),
    // An administrator may open or close sign-up at any time: ask again on each visit.
    staleTime: 0,
  })

export function useAuthConfig() {
  return useQuery(authConfigQueryOptions())
}
