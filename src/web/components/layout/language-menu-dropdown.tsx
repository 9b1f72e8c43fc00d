import { useQueryClient } from '@tanstack/react-query'
import { CheckIcon } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import type { DeferredOverlayProps } from '#web/components/ui/deferred-overlay.tsx'
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from '#web/components/ui/dropdown-menu.tsx'
import { documentLanguage, UI_LANGUAGES } from '#web/config/languages.ts'
import { changeUiLanguage } from '#web/lib/i18n.ts'
import { toast } from '#web/lib/toast.ts'
import { LanguageMenuTrigger } from './language-menu-trigger.tsx'

/** The menu of LanguageMenu (language-menu.tsx), loaded when first wanted. */
export function LanguageMenuDropdown({ defaultOpen, openedFromKeyboard }: DeferredOverlayProps) {
  const { t, i18n } = useTranslation('common')
  const queryClient = useQueryClient()
  return (
    <DropdownMenu defaultOpen={defaultOpen} openedFromKeyboard={openedFromKeyboard}>
      <DropdownMenuTrigger asChild>
        <LanguageMenuTrigger />
      </DropdownMenuTrigger>
      <DropdownMenuContent align="end" className="w-52">
        <DropdownMenuLabel>{t('language.title')}</DropdownMenuLabel>
        <DropdownMenuSeparator />
        {UI_LANGUAGES.map((language) => (
          <DropdownMenuItem
            key={language.code}
            disabled={!language.enabled}
            lang={documentLanguage(language.code)}
            onSelect={async () => {
              if (!(await changeUiLanguage(language.code))) return
              toast.success(t('language.changed', { lng: language.code }))
              // News, programs and assistants come in the interface language (issue 35 item 5).
              void queryClient.invalidateQueries()
            }}
          >
            <span className="flex-1">{language.label}</span>
            {language.code === i18n.language ? <CheckIcon aria-hidden="true" /> : null}
            {language.enabled ? null : (
              <span className="text-xs text-muted-foreground">{t('language.comingSoon')}</span>
            )}
          </DropdownMenuItem>
        ))}
      </DropdownMenuContent>
    </DropdownMenu>
  )
}
