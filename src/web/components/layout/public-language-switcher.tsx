import { deferredOverlay } from '#web/components/ui/deferred-overlay.tsx'
import { PublicLanguageTrigger } from './public-language-trigger.tsx'

/**
 * Spec §3 / §9 on the public pages: a visitor picks the interface language before signing in.
 * Norsk, Svenska and English can be chosen; the other languages show as coming soon. The choice is
 * stored as 'preferred-language' and applies at once (changeUiLanguage). Issue 12: the menu's code
 * loads when it is about to be used, not with the sign-in page (deferred-overlay.tsx).
 */
export const PublicLanguageSwitcher = deferredOverlay<{ className?: string }>({
  popup: 'menu',
  load: () => import('./public-language-menu.tsx').then((module) => module.PublicLanguageMenu),
  trigger: ({ className }, triggerProps) => <PublicLanguageTrigger className={className} {...triggerProps} />,
})
