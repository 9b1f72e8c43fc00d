import { useTranslation } from 'react-i18next'
import { Logo } from '#web/components/brand/logo.tsx'
import { Sheet, SheetContent, SheetDescription, SheetHeader, SheetTitle } from '#web/components/ui/sheet.tsx'
import { NavList, type ResolvedNavEntry } from './nav-list.tsx'
import { useSidebarState } from './sidebar-state.tsx'

/** The sheet of MobileNav (mobile-nav.tsx), loaded when first opened. */
export function MobileNavSheet({ entries }: { entries: readonly ResolvedNavEntry[] }) {
  const { t } = useTranslation('common')
  const { mobileOpen, setMobileOpen } = useSidebarState()
  return (
    <Sheet open={mobileOpen} onOpenChange={setMobileOpen}>
      <SheetContent
        side="left"
        className="w-72 gap-0 bg-sidebar p-0 sm:max-w-72"
        closeLabel={t('actions.close')}
      >
        <SheetHeader className="h-14 justify-center border-b px-4 py-0">
          <SheetTitle asChild>
            <div>
              <Logo />
              <span className="sr-only">{t('sidebar.navigation')}</span>
            </div>
          </SheetTitle>
          <SheetDescription className="sr-only">{t('sidebar.mobileDescription')}</SheetDescription>
        </SheetHeader>
        <nav aria-label={t('sidebar.navigation')} className="flex-1 overflow-y-auto px-3 py-3">
          <NavList entries={entries} onNavigate={() => setMobileOpen(false)} />
        </nav>
      </SheetContent>
    </Sheet>
  )
}
