import type { ReactNode } from 'react'
import { cn } from '#web/lib/cn.ts'
import { AppSidebar } from './app-sidebar.tsx'
import { BottomBar } from './bottom-bar.tsx'
import { MobileNav } from './mobile-nav.tsx'
import type { ResolvedNavEntry } from './nav-list.tsx'
import { SidebarStateProvider } from './sidebar-state.tsx'
import { TopBar } from './top-bar.tsx'

type AppShellProps = {
  sidebarEntries: readonly ResolvedNavEntry[]
  bottomBarEntries: readonly ResolvedNavEntry[]
  search: ReactNode
  topBarActions: ReactNode
  children: ReactNode
}

/** The signed-in layout of spec §2.3: sidebar or slide-in menu, top bar, page, bottom bar. */
export function AppShell({
  sidebarEntries,
  bottomBarEntries,
  search,
  topBarActions,
  children,
}: AppShellProps) {
  // A user without a role (or during a required two-factor setup) has no entry: no empty bar then.
  const hasBottomBar = bottomBarEntries.length > 0
  return (
    <SidebarStateProvider>
      <div className="flex min-h-svh bg-muted/30">
        <AppSidebar entries={sidebarEntries} />
        <MobileNav entries={sidebarEntries} />
        <div className="flex min-w-0 flex-1 flex-col">
          <TopBar search={search} actions={topBarActions} />
          <main
            id="main-content"
            tabIndex={-1}
            className={cn('flex flex-1 flex-col outline-none lg:pb-0', hasBottomBar && 'pb-20')}
          >
            {children}
          </main>
        </div>
        {hasBottomBar ? <BottomBar entries={bottomBarEntries} /> : null}
      </div>
    </SidebarStateProvider>
  )
}
