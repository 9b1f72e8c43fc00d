import { LogOutIcon, UserRoundCogIcon } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import type { DeferredOverlayProps } from '#web/components/ui/deferred-overlay.tsx'
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from '#web/components/ui/dropdown-menu.tsx'
import { paths } from '#web/config/paths.ts'
import { type AccountMenuProps, AccountMenuTrigger } from './account-menu-trigger.tsx'

/** The menu of AccountMenu (account-menu.tsx), loaded when first wanted. */
export function AccountMenuDropdown({
  name,
  email,
  onSignOut,
  defaultOpen,
  openedFromKeyboard,
}: AccountMenuProps & DeferredOverlayProps) {
  const { t } = useTranslation('common')
  return (
    <DropdownMenu defaultOpen={defaultOpen} openedFromKeyboard={openedFromKeyboard}>
      <DropdownMenuTrigger asChild>
        <AccountMenuTrigger name={name} />
      </DropdownMenuTrigger>
      <DropdownMenuContent align="end" className="w-60">
        <DropdownMenuLabel className="grid gap-0.5">
          <span className="truncate">{name}</span>
          <span className="truncate text-xs font-normal text-muted-foreground">{email}</span>
        </DropdownMenuLabel>
        <DropdownMenuSeparator />
        <DropdownMenuItem asChild>
          <Link to={paths.profile}>
            <UserRoundCogIcon aria-hidden="true" />
            {t('account.profileSettings')}
          </Link>
        </DropdownMenuItem>
        <DropdownMenuItem onSelect={onSignOut}>
          <LogOutIcon aria-hidden="true" />
          {t('account.signOut')}
        </DropdownMenuItem>
      </DropdownMenuContent>
    </DropdownMenu>
  )
}
