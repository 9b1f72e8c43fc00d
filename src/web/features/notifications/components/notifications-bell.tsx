import { BellIcon, BellOffIcon } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import { Button } from '#web/components/ui/button.tsx'
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuLabel,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from '#web/components/ui/dropdown-menu.tsx'

/**
 * Spec §2.3 notifications bell. The list of escalation notifications arrives with the
 * notifications issue; until then the bell opens its empty state.
 */
export function NotificationsBell() {
  const { t } = useTranslation('notifications')
  return (
    <DropdownMenu>
      <DropdownMenuTrigger asChild>
        <Button variant="ghost" size="icon" aria-label={t('bell')}>
          <BellIcon aria-hidden="true" />
        </Button>
      </DropdownMenuTrigger>
      <DropdownMenuContent align="end" className="w-80">
        <DropdownMenuLabel>{t('title')}</DropdownMenuLabel>
        <DropdownMenuSeparator />
        <div className="flex flex-col items-center gap-2 px-4 py-8 text-center">
          <BellOffIcon className="size-6 text-muted-foreground" aria-hidden="true" />
          <p className="text-sm font-medium">{t('empty')}</p>
          <p className="text-xs text-muted-foreground">{t('emptyHint')}</p>
        </div>
      </DropdownMenuContent>
    </DropdownMenu>
  )
}
