import { createContext, type ReactNode, useCallback, useContext, useMemo, useState } from 'react'
import { useShortcut } from '#web/lib/use-shortcut.ts'

/** Spec §9: the sidebar state is remembered in a cookie for 7 days. */
export const SIDEBAR_COOKIE = 'sidebar_state'
const SIDEBAR_COOKIE_MAX_AGE = 60 * 60 * 24 * 7
/** Spec §9: below 1024 px the navigation is a slide-in menu plus the bottom bar. */
export const DESKTOP_QUERY = '(min-width: 1024px)'

function readExpandedCookie(): boolean {
  const match = document.cookie.match(new RegExp(`(?:^|; )${SIDEBAR_COOKIE}=(true|false)`))
  return match ? match[1] === 'true' : true
}

function writeExpandedCookie(expanded: boolean) {
  // biome-ignore lint/suspicious/noDocumentCookie: the Cookie Store API is missing in Firefox and Safari; this value needs no escaping.
  document.cookie = `${SIDEBAR_COOKIE}=${expanded}; path=/; max-age=${SIDEBAR_COOKIE_MAX_AGE}; samesite=lax`
}

interface SidebarState {
  expanded: boolean
  toggleExpanded: () => void
  mobileOpen: boolean
  setMobileOpen: (open: boolean) => void
  /** Ctrl/Cmd+B: collapses the desktop sidebar, or opens the slide-in menu on narrow screens. */
  toggle: () => void
}

const SidebarContext = createContext<SidebarState | null>(null)

export function SidebarStateProvider({ children }: { children: ReactNode }) {
  const [expanded, setExpanded] = useState(readExpandedCookie)
  const [mobileOpen, setMobileOpen] = useState(false)

  const toggleExpanded = useCallback(() => {
    setExpanded((current) => {
      writeExpandedCookie(!current)
      return !current
    })
  }, [])

  const toggle = useCallback(() => {
    if (window.matchMedia(DESKTOP_QUERY).matches) toggleExpanded()
    else setMobileOpen((open) => !open)
  }, [toggleExpanded])

  useShortcut('b', toggle)

  const value = useMemo(
    () => ({ expanded, toggleExpanded, mobileOpen, setMobileOpen, toggle }),
    [expanded, toggleExpanded, mobileOpen, toggle],
  )
  return <SidebarContext value={value}>{children}</SidebarContext>
}

export function useSidebarState(): SidebarState {
  const state = useContext(SidebarContext)
  if (!state) throw new Error('useSidebarState must be used below <SidebarStateProvider>')
  return state
}
