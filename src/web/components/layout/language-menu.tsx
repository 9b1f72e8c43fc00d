import { CheckIcon, LanguagesIcon } from 'lucide-react'
import { useTranslation } from 'react-i18next'
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
import { changeUiLanguage } from '#web/lib/i18n.ts'
import { toast } from '#web/lib/toast.ts'

/** Spec §3: no, sv and en can be chosen; da, fi, de and fr are listed but disabled. */
export function LanguageMenu() {
  const { t, i18n } = useTranslation('common')
  const current = UI_LANGUAGES.find((language) => language.code === i18n.language)

  return (
    <DropdownMenu>
      <DropdownMenuTrigger asChild>
        <Button
          variant="ghost"
          size="sm"
          className="gap-1.5 px-2"
          aria-label={t('language.menu', { language: current?.label })}
        >
          <LanguagesIcon aria-hidden="true" />
          <span className="hidden font-semibold uppercase sm:inline" aria-hidden="true">
            {i18n.language}
          </span>
        </Button>
      </DropdownMenuTrigger>
      <DropdownMenuContent align="end" className="w-52">
        <DropdownMenuLabel>{t('language.title')}</DropdownMenuLabel>
        <DropdownMenuSeparator />
        {UI_LANGUAGES.map((language) => (
          <DropdownMenuItem
            key={language.code}
            disabled={!language.enabled}
            lang={language.code === 'no' ? 'nb' : language.code}
            onSelect={async () => {
              if (await changeUiLanguage(language.code))
                toast.success(t('language.changed', { lng: language.code }))
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
