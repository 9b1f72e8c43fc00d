import type { ReactNode } from 'react'
import { Navigate } from 'react-router'
import { paths } from '#web/config/paths.ts'
import { useMe } from '#web/features/auth/api/get-me.ts'

/**
 * Spec §2.4: the login and sign-up pages send a signed-in user to /dashboard. The form shows at
 * once; the redirect happens when the session turns out to exist.
 */
export function RedirectIfSignedIn({ children }: { children: ReactNode }) {
  const me = useMe()
  if (me.data) return <Navigate to={paths.dashboard} replace />
  return children
}
