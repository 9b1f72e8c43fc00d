import { CheckIcon } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import { CHAT_LANGUAGES, type ChatLanguage } from '#shared/constants/chat'
import { documentLanguage } from '#shared/constants/ui-languages'
import { DropdownMenuItem } from '#web/components/ui/dropdown-menu.tsx'
import { type ChatLanguageMenuProps, labelOf } from './chat-language-trigger.tsx'

/**
 * The chat languages as menu items (spec §3: no, sv and en enabled; da, fi, de and fr listed but
 * disabled), for the language menu and, on phones, the chat's actions menu.
 */
export function ChatLanguageItems({ value, onChange }: ChatLanguageMenuProps) {
  const { t } = useTranslation('chat')
  return (
    <>
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
    </>
  )
}
