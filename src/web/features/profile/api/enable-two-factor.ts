import { useMutation } from '@tanstack/react-query'
import { authClient } from '#web/lib/auth-client.ts'
import { TwoFactorRequestError } from './two-factor-error.ts'

export type TwoFactorSetup = { totpURI: string; backupCodes: string[] }

/**
 * better-auth's POST /api/auth/two-factor/enable: checks the password and returns the new secret's
 * otpauth:// URI and the backup codes (their only showing). Nothing is on until a code confirms it.
 */
export async function enableTwoFactor(password: string): Promise<TwoFactorSetup> {
  const { data, error } = await authClient.twoFactor.enable({ password })
  if (error) throw new TwoFactorRequestError(error)
  if (!data || !('totpURI' in data) || !data.totpURI) throw new TwoFactorRequestError({})
  return { totpURI: data.totpURI, backupCodes: data.backupCodes ?? [] }
}

export function useEnableTwoFactor() {
  // A retry would replace the secret the user may already be scanning.
  return useMutation({ mutationFn: enableTwoFactor, retry: false })
}
