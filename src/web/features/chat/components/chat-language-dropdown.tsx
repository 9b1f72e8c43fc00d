import { useTranslation } from 'react-i18next'
import type { DeferredOverlayProps } from '#web/components/ui/deferred-overlay.tsx'
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuLabel,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from '#web/components/ui/dropdown-menu.tsx'
import { ChatLanguageItems } from './chat-language-items.tsx'
import { type ChatLanguageMenuProps, ChatLanguageTrigger } from './chat-language-trigger.tsx'

/** The menu of ChatLanguageMenu (chat-language-menu.tsx), loaded when first wanted. */
export function ChatLanguageDropdown({
  value,
  onChange,
  defaultOpen,
  openedFromKeyboard,
}: ChatLanguageMenuProps & DeferredOverlayProps) {
  const { t } = useTranslation('chat')
  return (
    <DropdownMenu defaultOpen={defaultOpen} openedFromKeyboard={openedFromKeyboard}>
      <DropdownMenuTrigger asChild>
        <ChatLanguageTrigger value={value} />
      </DropdownMenuTrigger>
      <DropdownMenuContent align="end" className="w-56">
        <DropdownMenuLabel>{t('language.title')}</DropdownMenuLabel>
        <DropdownMenuSeparator />
        <ChatLanguageItems value={value} onChange={onChange} />
      </DropdownMenuContent>
    </DropdownMenu>
  )
}
