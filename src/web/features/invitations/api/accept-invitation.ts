import { useMutation, useQueryClient } from '@tanstack/react-query'
import type { AcceptInvitationInput } from '#shared/schemas/auth'
import { answer, api } from '#web/lib/api.ts'
import { invitationQueryKey } from './get-invitation.ts'

export type AcceptedInvitation = { userId: string; email: string }

/** POST /api/invitations/:token/accept: creates the invited account (201). */
export function acceptInvitation(token: string, input: AcceptInvitationInput): Promise<AcceptedInvitation> {
  return answer(api.invitations[':token'].accept.$post({ param: { token }, json: input }))
}

export function useAcceptInvitation(token: string) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (input: AcceptInvitationInput) => acceptInvitation(token, input),
    // A refusal may mean the invitation was used up or expired meanwhile: read it again so the page
    // shows 'Invalid Invitation' instead of a form that cannot succeed.
    onError: () => queryClient.invalidateQueries({ queryKey: invitationQueryKey(token) }),
  })
}
