import { useMutation, useQueryClient } from '@tanstack/react-query'
import { authClient } from '#web/lib/auth-client.ts'
import { meQueryKey } from '#web/lib/session/get-me.ts'
import { TwoFactorRequestError } from './two-factor-error.ts'

/**
 * better-auth's POST /api/auth/two-factor/verify-totp with a session: the first right code from the
 * app turns two-factor sign-in on (and replaces the session cookie, which carries the flag).
 */
export async function confirmTwoFactor(code: string): Promise<void> {
  const { error } = await authClient.twoFactor.verifyTotp({ code })
  if (error) throw new TwoFactorRequestError(error)
}

export function useConfirmTwoFactor() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: confirmTwoFactor,
    retry: false,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: meQueryKey }),
  })
}
