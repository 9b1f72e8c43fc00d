import { useMemo } from 'react'
import { useTranslation } from 'react-i18next'
import {
  type AuthClientError,
  authFailureKey,
  linkErrorKey,
  validationMessageKey,
} from '#web/features/auth/lib/auth-message-keys.ts'

/** Turns the English messages of the shared schemas and of better-auth into the UI language. */
export function useAuthMessages() {
  const { t } = useTranslation('auth')
  return useMemo(
    () => ({
      /** A field error from the shared zod schema. */
      validation(message: string): string {
        const found = validationMessageKey(message)
        return found ? t(found.key, found.values) : message
      },
      /** A refused auth request: our translation, else the server's own message, else the fallback. */
      failure(error: AuthClientError, fallbackKey: string): string {
        const found = authFailureKey(error)
        if (found) return t(found.key, found.values)
        return error.message || t(fallbackKey)
      },
      /** The `?error=` code an unusable e-mail link brings back. */
      linkError(code: string): string {
        return t(linkErrorKey(code))
      },
    }),
    [t],
  )
}
