import { useMutation, useQueryClient } from '@tanstack/react-query'
import { answer, api } from '#web/lib/api.ts'
import { invitationQueryKeys } from './user-query-keys.ts'

/** POST /api/invitations/:id/resend (a new link and expiry, mailed again) or /revoke. */
export function changeInvitation(id: string, action: 'resend' | 'revoke') {
  const invitation = api.invitations[':id']
  const call = action === 'resend' ? invitation.resend.$post : invitation.revoke.$post
  return answer(call({ param: { id } }))
}

export function useChangeInvitation(onChanged?: () => unknown) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: ({ id, action }: { id: string; action: 'resend' | 'revoke' }) => changeInvitation(id, action),
    onSuccess: () =>
      Promise.all([queryClient.invalidateQueries({ queryKey: invitationQueryKeys.all }), onChanged?.()]),
  })
}
