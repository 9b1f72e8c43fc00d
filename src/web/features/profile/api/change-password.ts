import { useMutation, useQueryClient } from '@tanstack/react-query'
import { authClient } from '#web/lib/auth-client.ts'
import { meQueryKey } from '#web/lib/session/get-me.ts'

/** A refusal from better-auth's change-password endpoint: its code (INVALID_PASSWORD...) and message. */
export class ChangePasswordError extends Error {
  readonly code?: string
  readonly status?: number

  constructor(error: { code?: string; message?: string; status?: number }) {
    super(error.message ?? 'Failed to change password')
    this.name = 'ChangePasswordError'
    this.code = error.code
    this.status = error.status
  }
}

export type ChangePasswordInput = { currentPassword: string; newPassword: string }

/**
 * better-auth's POST /api/auth/change-password. The server signs out every other session whatever
 * the client asks; asking for it here says what the page promises. The current session gets a new
 * cookie and stays signed in.
 */
export async function changePassword(input: ChangePasswordInput): Promise<void> {
  const { error } = await authClient.changePassword({ ...input, revokeOtherSessions: true })
  if (error) throw new ChangePasswordError(error)
}

export function useChangePassword() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: changePassword,
    // Not even once: had the first try succeeded unseen, a retry would send the old password again.
    retry: false,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: meQueryKey }),
  })
}
