import { useQueryClient } from '@tanstack/react-query'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useNavigate } from 'react-router'
import { paths } from '#web/config/paths.ts'
import { loadAuthClient } from '#web/lib/load-auth-client.ts'
import { meQueryKey } from '#web/lib/session/get-me.ts'
import { toast } from '#web/lib/toast.ts'

/** Ends the session, forgets every cached answer that belonged to it and returns to /auth. */
export function useSignOut() {
  const { t } = useTranslation('auth')
  const queryClient = useQueryClient()
  const navigate = useNavigate()
  const [isSigningOut, setIsSigningOut] = useState(false)

  async function signOut() {
    setIsSigningOut(true)
    try {
      const authClient = await loadAuthClient()
      const { error } = await authClient.signOut()
      if (error) {
        toast.error(t('toasts.signOutError'), { description: error.message || t('toasts.signOutFailed') })
        return
      }
      queryClient.clear()
      // Known signed out, so /auth does not ask the server again before showing the form.
      queryClient.setQueryData(meQueryKey, null)
      navigate(paths.auth, { replace: true })
    } catch {
      toast.error(t('toasts.signOutError'), { description: t('toasts.unexpected') })
    } finally {
      setIsSigningOut(false)
    }
  }

  return { signOut, isSigningOut }
}
