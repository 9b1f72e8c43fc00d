import { deferredOverlay } from '#web/components/ui/deferred-overlay.tsx'
import { type ChatLanguageMenuProps, ChatLanguageTrigger } from './chat-language-trigger.tsx'

/** Spec §3 chat language menu: no, sv and en enabled; da, fi, de and fr listed but disabled. */
export const ChatLanguageMenu = deferredOverlay<ChatLanguageMenuProps>({
  popup: 'menu',
  load: () => import('./chat-language-dropdown.tsx').then((module) => module.ChatLanguageDropdown),
  trigger: ({ value }, triggerProps) => <ChatLanguageTrigger value={value} {...triggerProps} />,
})
