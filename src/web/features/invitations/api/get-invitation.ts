import { queryOptions, useQuery } from '@tanstack/react-query'
import type { Role } from '#shared/auth/roles'
import { answer, api } from '#web/lib/api.ts'

/** GET /api/invitations/:token: a pending, unexpired invitation (404 otherwise). */
export type Invitation = {
  fullName: string
  email: string
  role: Role
  dealer: { name: string; dealerCode: string } | null
  expiresAt: string
}

export const invitationQueryKey = (token: string) => ['invitations', token] as const

export function getInvitation(token: string): Promise<Invitation> {
  return answer(api.invitations[':token'].$get({ param: { token } }))
}

export const invitationQueryOptions = (token: string) =>
  queryOptions({ queryKey: invitationQueryKey(token), queryFn: () => getInvitation(token), staleTime: 0 })

export function useInvitation(token: string) {
  return useQuery(invitationQueryOptions(token))
}
