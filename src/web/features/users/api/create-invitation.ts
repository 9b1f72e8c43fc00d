import { useMutation, useQueryClient } from '@tanstack/react-query'
import type { CreateInvitationInput } from '#shared/schemas/invitations'
import { answer, api, withActionKey } from '#web/lib/api.ts'
import { invitationQueryKeys } from './user-query-keys.ts'

/** POST /api/invitations: the invitation e-mail with the /invite/{token} link goes out at once. */
export function createInvitation(input: CreateInvitationInput, idempotencyKey?: string) {
  return answer(api.invitations.$post({ json: input }, withActionKey(idempotencyKey)))
}

/** `onChanged` lets the page refresh what it shows beside the invitations (a dealer's timeline). */
export function useCreateInvitation(onChanged?: () => unknown) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: ({ input, idempotencyKey }: { input: CreateInvitationInput; idempotencyKey?: string }) =>
      createInvitation(input, idempotencyKey),
    onSuccess: () =>
      Promise.all([queryClient.invalidateQueries({ queryKey: invitationQueryKeys.all }), onChanged?.()]),
  })
}
