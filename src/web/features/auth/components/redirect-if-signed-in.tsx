import type { ReactNode } from 'react'
import { Navigate } from 'react-router'
import { useReturnPath } from '#web/features/auth/hooks/use-return-path.ts'
import { useMe } from '#web/lib/session/get-me.ts'

/**
 * Spec §2.4: the login and sign-up pages send a signed-in user to /dashboard, or to the page they
 * were sent here from (`?next=`). The form shows at once; the redirect happens when the session
 * turns out to exist, which is also how a password sign-in leaves these pages.
 */
export function RedirectIfSignedIn({ children }: { children: ReactNode }) {
  const me = useMe()
  const { afterSignIn } = useReturnPath()
  if (me.data) return <Navigate to={afterSignIn} replace />
  return children
}
