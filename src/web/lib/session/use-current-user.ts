import { createContext, useContext } from 'react'
import type { Me } from '#web/lib/session/get-me.ts'

export const CurrentUserContext = createContext<Me | null>(null)

/** The signed-in user; only valid below <RequireAuth>, which provides it once the session is loaded. */
export function useCurrentUser(): Me {
  const me = useContext(CurrentUserContext)
  if (!me) throw new Error('useCurrentUser must be used below <RequireAuth>')
  return me
}
