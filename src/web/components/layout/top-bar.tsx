import { MenuIcon } from 'lucide-react'
import type { ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { Button } from '#web/components/ui/button.tsx'
import { preloadMobileNav } from './mobile-nav.tsx'
import { useSidebarState } from './sidebar-state.tsx'

type TopBarProps = {
  search: ReactNode
  actions: ReactNode
}

/** Spec §2.3 top bar: search on the left, then language, notifications, accessibility, help, account. */
export function TopBar({ search, actions }: TopBarProps) {
  const { t } = useTranslation('common')
  const { mobileOpen, setMobileOpen } = useSidebarState()
  return (
    <header className="sticky top-0 z-30 flex h-14 shrink-0 items-center gap-2 border-b bg-background px-3 sm:px-4">
      <Button
        variant="ghost"
        size="icon"
        className="lg:hidden"
        aria-label={t('sidebar.openMenu')}
        aria-expanded={mobileOpen}
        onPointerEnter={preloadMobileNav}
        onTouchStart={preloadMobileNav}
        onFocus={preloadMobileNav}
        onClick={() => setMobileOpen(true)}
      >
        <MenuIcon aria-hidden="true" />
      </Button>
      <div className="flex min-w-0 flex-1 items-center">{search}</div>
      <div className="flex items-center gap-0.5 sm:gap-1">{actions}</div>
    </header>
  )
}
