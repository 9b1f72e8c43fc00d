import { CheckIcon, LanguagesIcon } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import { CHAT_LANGUAGES, type ChatLanguage } from '#shared/constants/chat'
import { Button } from '#web/components/ui/button.tsx'
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from '#web/components/ui/dropdown-menu.tsx'
import { UI_LANGUAGES } from '#web/config/languages.ts'

export type ChatLanguageChoice = ChatLanguage | 'auto'

const labelOf = (code: string) => UI_LANGUAGES.find((language) => language.code === code)?.label ?? code

/** Spec §3 chat language menu: no, sv and en enabled; da, fi, de and fr listed but disabled. */
export function ChatLanguageMenu({
  value,
  onChange,
}: {
  value: ChatLanguageChoice
  onChange: (language: ChatLanguageChoice) => void
}) {
  const { t } = useTranslation('chat')
  const current = value === 'auto' ? t('language.auto') : labelOf(value)
  return (
    <DropdownMenu>
      <DropdownMenuTrigger asChild>
        <Button
          type="button"
          variant="outline"
          size="sm"
          aria-label={t('language.label', { language: current })}
        >
          <LanguagesIcon aria-hidden="true" />
          <span className="uppercase">{value === 'auto' ? 'auto' : value}</span>
        </Button>
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
            lang={language.code === 'no' ? 'nb' : language.code}
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
