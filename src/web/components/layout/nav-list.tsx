import { useTranslation } from 'react-i18next'
import { NavLink } from 'react-router'
import type { NavEntry } from '#shared/auth/permissions'
import { Tooltip } from '#web/components/ui/tooltip.tsx'
import { cn } from '#web/lib/cn.ts'
import { NAV_ICONS } from './nav-icons.ts'

/** The user's navigation entries with the paths already resolved (`:dealerId` filled in). */
export type ResolvedNavEntry = NavEntry & { href: string }

type NavListProps = {
  entries: readonly ResolvedNavEntry[]
  /** Icons only, names in tooltips (the collapsed desktop sidebar). */
  iconsOnly?: boolean
  onNavigate?: () => void
}

export function NavList({ entries, iconsOnly = false, onNavigate }: NavListProps) {
  const { t } = useTranslation('common')
  return (
    <ul className="flex flex-col gap-1">
      {entries.map((entry) => {
        const Icon = NAV_ICONS[entry.icon]
        const label = t(`nav.${entry.key}`, { defaultValue: entry.label })
        const link = (
          <NavLink
            to={entry.href}
            end={entry.href === '/dashboard'}
            onClick={onNavigate}
            aria-label={iconsOnly ? label : undefined}
            className={({ isActive }) =>
              cn(
                'flex h-9 items-center gap-3 rounded-md px-2.5 text-sm font-medium text-sidebar-foreground/80 outline-none transition-colors hover:bg-sidebar-accent hover:text-sidebar-accent-foreground focus-visible:ring-[3px] focus-visible:ring-ring/50',
                isActive && 'bg-sidebar-accent text-sidebar-accent-foreground',
                iconsOnly && 'justify-center px-0',
              )
            }
          >
            <Icon className="size-4 shrink-0" aria-hidden="true" />
            {iconsOnly ? null : <span className="truncate">{label}</span>}
          </NavLink>
        )
        return (
          <li key={entry.key}>
            {iconsOnly ? (
              <Tooltip label={label} side="right">
                {link}
              </Tooltip>
            ) : (
              link
            )}
          </li>
        )
      })}
    </ul>
  )
}
