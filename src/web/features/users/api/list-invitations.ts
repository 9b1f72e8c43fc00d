import { queryOptions, useQuery } from '@tanstack/react-query'
import type { InvitationListResponse } from '#server/modules/invitations/invitations.service'
import type { ListInvitationsQuery } from '#shared/schemas/invitations'
import { apiFetch } from '#web/lib/api-client.ts'
import { invitationQueryKeys } from './user-query-keys.ts'

export type InvitationListItem = InvitationListResponse['invitations'][number]

/** GET /api/invitations: one dealer's open invitations, or every open invitation (user managers). */
export function listInvitations(query: Partial<ListInvitationsQuery>): Promise<InvitationListResponse> {
  const params = new URLSearchParams()
  if (query.dealerId) params.set('dealerId', query.dealerId)
  if (query.status) params.set('status', query.status)
  return apiFetch<InvitationListResponse>(`/api/invitations?${params}`)
}

export const invitationsQueryOptions = (query: Partial<ListInvitationsQuery>) =>
  queryOptions({ queryKey: invitationQueryKeys.list(query), queryFn: () => listInvitations(query) })

export function useInvitations(query: Partial<ListInvitationsQuery>, enabled = true) {
  return useQuery({ ...invitationsQueryOptions(query), enabled })
}
