import { deferredOverlay } from '#web/components/ui/deferred-overlay.tsx'
import { type AccountMenuProps, AccountMenuTrigger } from './account-menu-trigger.tsx'

/** Spec §2.3 account menu: Profile Settings (/profile) and Sign Out; the menu loads when wanted. */
export const AccountMenu = deferredOverlay<AccountMenuProps>({
  popup: 'menu',
  load: () => import('./account-menu-dropdown.tsx').then((module) => module.AccountMenuDropdown),
  trigger: ({ name }, triggerProps) => <AccountMenuTrigger name={name} {...triggerProps} />,
})
