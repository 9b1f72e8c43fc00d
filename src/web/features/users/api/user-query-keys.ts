import type { ListInvitationsQuery } from '#shared/schemas/invitations'
import type { ListUsersQuery } from '#shared/schemas/users'

/** User and invitation queries live under ['users'] and ['invitations']. */
export const userQueryKeys = {
  all: ['users'] as const,
  list: (query: Partial<ListUsersQuery>) => ['users', 'list', query] as const,
  audit: (id: string) => ['users', 'audit', id] as const,
}

export const invitationQueryKeys = {
  all: ['invitations'] as const,
  list: (query: Partial<ListInvitationsQuery>) => ['invitations', 'list', query] as const,
}
