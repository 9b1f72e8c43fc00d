import { useTranslation } from 'react-i18next'
import { NavLink } from 'react-router'
import { cn } from '#web/lib/cn.ts'
import { NAV_ICONS } from './nav-icons.ts'
import type { ResolvedNavEntry } from './nav-list.tsx'

/** Spec §2.3 mobile bottom bar, below 1024 px only. */
export function BottomBar({ entries }: { entries: readonly ResolvedNavEntry[] }) {
  const { t } = useTranslation('common')
  return (
    <nav
      aria-label={t('bottomBar.label')}
      className="fixed inset-x-0 bottom-0 z-40 border-t bg-background pb-[env(safe-area-inset-bottom)] lg:hidden"
    >
      <ul className="mx-auto flex h-16 max-w-lg items-stretch justify-around">
        {entries.map((entry) => {
          const Icon = NAV_ICONS[entry.icon]
          return (
            <li key={entry.key} className="flex flex-1">
              <NavLink
                to={entry.href}
                className={({ isActive }) =>
                  cn(
                    'flex flex-1 flex-col items-center justify-center gap-1 text-xs font-medium text-muted-foreground outline-none transition-colors hover:text-foreground focus-visible:ring-[3px] focus-visible:ring-ring/50',
                    isActive && 'text-foreground',
                  )
                }
              >
                <Icon className="size-5" aria-hidden="true" />
                {t(`bottomBar.${entry.key}`, { defaultValue: entry.label })}
              </NavLink>
            </li>
          )
        })}
      </ul>
    </nav>
  )
}
