import { lazy, Suspense, useState } from 'react'
import type { ResolvedNavEntry } from './nav-list.tsx'
import { useSidebarState } from './sidebar-state.tsx'

/** Issue 12: the sheet (Radix's dialog, focus trap and scroll lock) loads when the menu first opens. */
const loadMobileNavSheet = () => import('./mobile-nav-sheet.tsx')
const MobileNavSheet = lazy(() => loadMobileNavSheet().then((module) => ({ default: module.MobileNavSheet })))
/** The top bar's menu button starts loading the sheet on a touch, a pointer or focus. */
export const preloadMobileNav = () => void loadMobileNavSheet().catch(() => {})

/** Spec §2.3/§9: below 1024 px the sidebar is a separately opened slide-in menu, 18rem wide. */
export function MobileNav({ entries }: { entries: readonly ResolvedNavEntry[] }) {
  const { mobileOpen } = useSidebarState()
  // Mounted from the first opening on, so closing it keeps its closing animation.
  const [wanted, setWanted] = useState(mobileOpen)
  if (mobileOpen && !wanted) setWanted(true)
  return wanted ? (
    <Suspense fallback={null}>
      <MobileNavSheet entries={entries} />
    </Suspense>
  ) : null
}
