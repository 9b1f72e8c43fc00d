import { PanelLeftCloseIcon, PanelLeftOpenIcon } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import { Logo, LogoMark } from '#web/components/brand/logo.tsx'
import { Button } from '#web/components/ui/button.tsx'
import { Tooltip } from '#web/components/ui/tooltip.tsx'
import { paths } from '#web/config/paths.ts'
import { cn } from '#web/lib/cn.ts'
import { NavList, type ResolvedNavEntry } from './nav-list.tsx'
import { useSidebarState } from './sidebar-state.tsx'

/** Spec §2.3/§9 desktop sidebar: 16rem expanded, 3rem collapsed to icons; hidden below 1024 px. */
export function AppSidebar({ entries }: { entries: readonly ResolvedNavEntry[] }) {
  const { t } = useTranslation('common')
  const { expanded, toggleExpanded } = useSidebarState()
  const toggleLabel = expanded ? t('sidebar.collapse') : t('sidebar.expand')

  return (
    <aside
      data-state={expanded ? 'expanded' : 'collapsed'}
      aria-label={t('sidebar.label')}
      className={cn(
        'sticky top-0 hidden h-svh shrink-0 flex-col border-r bg-sidebar text-sidebar-foreground transition-[width] duration-200 lg:flex',
        expanded ? 'w-64' : 'w-12',
      )}
    >
      <div className={cn('flex h-14 items-center border-b', expanded ? 'px-4' : 'justify-center px-0')}>
        <Link
          to={paths.dashboard}
          aria-label={t('sidebar.home')}
          className="rounded-md outline-none focus-visible:ring-[3px] focus-visible:ring-ring/50"
        >
          {expanded ? <Logo /> : <LogoMark className="size-7" />}
        </Link>
      </div>
      <nav
        aria-label={t('sidebar.navigation')}
        className={cn('flex-1 overflow-y-auto py-3', expanded ? 'px-3' : 'px-1.5')}
      >
        <NavList entries={entries} iconsOnly={!expanded} />
      </nav>
      <div className={cn('border-t py-2', expanded ? 'px-3' : 'px-1.5')}>
        <Tooltip
          side="right"
          label={
            <>
              {toggleLabel} <kbd className="ml-1 font-mono">{t('shortcuts.modKey')}+B</kbd>
            </>
          }
        >
          <Button
            variant="ghost"
            size={expanded ? 'sm' : 'icon'}
            className={cn('text-sidebar-foreground/80', expanded ? 'w-full justify-start' : 'size-9')}
            onClick={toggleExpanded}
            aria-label={toggleLabel}
            aria-expanded={expanded}
          >
            {expanded ? <PanelLeftCloseIcon aria-hidden="true" /> : <PanelLeftOpenIcon aria-hidden="true" />}
            {expanded ? <span>{t('sidebar.collapse')}</span> : null}
          </Button>
        </Tooltip>
      </div>
    </aside>
  )
}
