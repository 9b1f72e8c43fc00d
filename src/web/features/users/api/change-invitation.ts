import { useMutation, useQueryClient } from '@tanstack/react-query'
import { apiFetch } from '#web/lib/api-client.ts'
import { invitationQueryKeys } from './user-query-keys.ts'

/** POST /api/invitations/:id/resend (a new link and expiry, mailed again) or /revoke. */
export function changeInvitation(id: string, action: 'resend' | 'revoke') {
  return apiFetch<{ id: string; status: string }>(`/api/invitations/${encodeURIComponent(id)}/${action}`, {
    method: 'POST',
  })
}

export function useChangeInvitation(onChanged?: () => unknown) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: ({ id, action }: { id: string; action: 'resend' | 'revoke' }) => changeInvitation(id, action),
    onSuccess: () =>
      Promise.all([queryClient.invalidateQueries({ queryKey: invitationQueryKeys.all }), onChanged?.()]),
  })
}
