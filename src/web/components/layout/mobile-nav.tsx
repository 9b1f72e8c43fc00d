import { Suspense, useState } from 'react'
import { lazyPart } from '#web/lib/lazy-part.ts'
import type { ResolvedNavEntry } from './nav-list.tsx'
import { useSidebarState } from './sidebar-state.tsx'

/** Issue 12: the sheet (Radix's dialog, focus trap and scroll lock) loads when the menu first opens. */
const { Part: MobileNavSheet, preload } = lazyPart(() =>
  import('./mobile-nav-sheet.tsx').then((module) => module.MobileNavSheet),
)
/** The top bar's menu button starts loading the sheet on a touch, a pointer or focus. */
export const preloadMobileNav = preload

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
