import { useMutation, useQueryClient } from '@tanstack/react-query'
import { authClient } from '#web/lib/auth-client.ts'
import { meQueryKey } from '#web/lib/session/get-me.ts'
import { TwoFactorRequestError } from './two-factor-error.ts'

/** better-auth's POST /api/auth/two-factor/disable: needs the password; the secret and codes are deleted. */
export async function disableTwoFactor(password: string): Promise<void> {
  const { error } = await authClient.twoFactor.disable({ password })
  if (error) throw new TwoFactorRequestError(error)
}

export function useDisableTwoFactor() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: disableTwoFactor,
    retry: false,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: meQueryKey }),
  })
}
