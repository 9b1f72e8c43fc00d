import { deferredOverlay } from '#web/components/ui/deferred-overlay.tsx'
import { LanguageMenuTrigger } from './language-menu-trigger.tsx'

/** Spec §3: no, sv and en can be chosen; da, fi, de and fr are listed but disabled. */
export const LanguageMenu = deferredOverlay<object>({
  popup: 'menu',
  load: () => import('./language-menu-dropdown.tsx').then((module) => module.LanguageMenuDropdown),
  trigger: (_, triggerProps) => <LanguageMenuTrigger {...triggerProps} />,
})
