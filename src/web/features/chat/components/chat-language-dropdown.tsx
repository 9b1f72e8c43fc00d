import { CheckIcon } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import { CHAT_LANGUAGES, type ChatLanguage } from '#shared/constants/chat'
import { documentLanguage } from '#shared/constants/ui-languages'
import type { DeferredOverlayProps } from '#web/components/ui/deferred-overlay.tsx'
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from '#web/components/ui/dropdown-menu.tsx'
import { type ChatLanguageMenuProps, ChatLanguageTrigger, labelOf } from './chat-language-trigger.tsx'

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
        <DropdownMenuItem onSelect={() => onChange('auto')}>
          <span className="flex-1">{t('language.auto')}</span>
          {value === 'auto' ? <CheckIcon aria-hidden="true" /> : null}
        </DropdownMenuItem>
        {CHAT_LANGUAGES.map((language) => (
          <DropdownMenuItem
            key={language.code}
            disabled={!language.enabled}
            lang={documentLanguage(language.code)}
            onSelect={() => {
              if (language.enabled) onChange(language.code as ChatLanguage)
            }}
          >
            <span className="flex-1">{labelOf(language.code)}</span>
            {language.code === value ? <CheckIcon aria-hidden="true" /> : null}
            {language.enabled ? null : (
              <span className="text-xs text-muted-foreground">{t('language.comingSoon')}</span>
            )}
          </DropdownMenuItem>
        ))}
      </DropdownMenuContent>
    </DropdownMenu>
  )
}
