import { useQueryClient } from '@tanstack/react-query'
import { useState } from 'react'
import { useNavigate } from 'react-router'
import { toast } from 'sonner'
import { paths } from '#web/config/paths.ts'
import { meQueryKey } from '#web/features/auth/api/get-me.ts'
import { authClient } from '#web/lib/auth-client.ts'

/** Ends the session, forgets every cached answer that belonged to it and returns to /auth. */
export function useSignOut() {
  const queryClient = useQueryClient()
  const navigate = useNavigate()
  const [isSigningOut, setIsSigningOut] = useState(false)

  async function signOut() {
    setIsSigningOut(true)
    try {
      const { error } = await authClient.signOut()
      if (error) {
        toast.error('Sign Out Error', {
          description: error.message ?? 'Could not sign out. Please try again.',
        })
        return
      }
      queryClient.clear()
      // Known signed out, so /auth does not ask the server again before showing the form.
      queryClient.setQueryData(meQueryKey, null)
      navigate(paths.auth, { replace: true })
    } catch {
      toast.error('Sign Out Error', { description: 'An unexpected error occurred. Please try again.' })
    } finally {
      setIsSigningOut(false)
    }
  }

  return { signOut, isSigningOut }
}
