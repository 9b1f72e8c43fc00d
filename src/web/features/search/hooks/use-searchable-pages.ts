import { type LucideIcon, UserRoundCogIcon } from 'lucide-react'
import { useMemo } from 'react'
import { useTranslation } from 'react-i18next'
import { SIDEBAR_ENTRIES, visibleEntries } from '#shared/auth/permissions'
import { NAV_ICONS } from '#web/components/layout/nav-icons.ts'
import { useCurrentUser } from '#web/lib/session/use-current-user.ts'

export interface SearchablePage {
  key: string
  title: string
  keywords: string[]
  href: string
  icon: LucideIcon
}

/**
 * The pages the user's roles may open: the sidebar table's visible entries (the one navigation table)
 * plus Profile Settings, which every signed-in user has in the account menu.
 */
export function useSearchablePages(): SearchablePage[] {
  const { t, i18n } = useTranslation('search')
  const { roles, dealers } = useCurrentUser()
  const ownDealerId = dealers[0]?.id

  // biome-ignore lint/correctness/useExhaustiveDependencies: titles follow the UI language.
  return useMemo(() => {
    const entries = visibleEntries(SIDEBAR_ENTRIES, roles).flatMap((entry) => {
      // `:dealerId` is the user's own dealer; without one the entry is not theirs.
      if (entry.path.includes(':dealerId') && !ownDealerId) return []
      const href = entry.path.replace(':dealerId', ownDealerId ?? '')
      return [
        {
          key: entry.key,
          title: t(`pages.${entry.key}`, { defaultValue: entry.label }),
          keywords: [entry.label, entry.key],
          href,
          icon: NAV_ICONS[entry.icon],
        },
      ]
    })
    return [
      ...entries,
      {
        key: 'profile',
        title: t('pages.profile'),
        keywords: ['Profile Settings', 'profile'],
        href: '/profile',
        icon: UserRoundCogIcon,
      },
    ]
  }, [roles, ownDealerId, t, i18n.language])
}
