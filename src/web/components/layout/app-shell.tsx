import type { ReactNode } from 'react'
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
  return (
    <SidebarStateProvider>
      <div className="flex min-h-svh bg-muted/30">
        <AppSidebar entries={sidebarEntries} />
        <MobileNav entries={sidebarEntries} />
        <div className="flex min-w-0 flex-1 flex-col">
          <TopBar search={search} actions={topBarActions} />
          <main id="main-content" tabIndex={-1} className="flex flex-1 flex-col pb-20 outline-none lg:pb-0">
            {children}
          </main>
        </div>
        <BottomBar entries={bottomBarEntries} />
      </div>
    </SidebarStateProvider>
  )
}
