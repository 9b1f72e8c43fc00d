import { queryOptions, useQuery } from '@tanstack/react-query'
import type { InvitationListResponse, ListInvitationsQuery } from '#shared/schemas/invitations'
import { answer, api, searchParamsOf } from '#web/lib/api.ts'
import { invitationQueryKeys } from './user-query-keys.ts'

export type InvitationListItem = InvitationListResponse['invitations'][number]

/** GET /api/invitations: one dealer's open invitations, or every open invitation (user managers). */
export function listInvitations(query: Partial<ListInvitationsQuery>): Promise<InvitationListResponse> {
  return answer(api.invitations.$get({ query: searchParamsOf(query) }))
}

export const invitationsQueryOptions = (query: Partial<ListInvitationsQuery>) =>
  queryOptions({ queryKey: invitationQueryKeys.list(query), queryFn: () => listInvitations(query) })

export function useInvitations(query: Partial<ListInvitationsQuery>, enabled = true) {
  return useQuery({ ...invitationsQueryOptions(query), enabled })
}
