import { useSearchParams } from 'react-router'
import { afterSignInPath, NEXT_PARAM, safeReturnPath } from '#web/features/auth/lib/return-path.ts'

/**
 * The page a signed-out visitor asked for (the `?next=` that RequireAuth added), if it is a safe
 * in-app path, and where a successful sign-in should therefore go.
 */
export function useReturnPath() {
  const [searchParams] = useSearchParams()
  return {
    next: safeReturnPath(searchParams.get(NEXT_PARAM)),
    afterSignIn: afterSignInPath(searchParams),
  }
}
