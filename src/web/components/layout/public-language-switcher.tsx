import { ChevronDownIcon, LanguagesIcon } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import { Button } from '#web/components/ui/button.tsx'
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuLabel,
  DropdownMenuRadioGroup,
  DropdownMenuRadioItem,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from '#web/components/ui/dropdown-menu.tsx'
import { UI_LANGUAGES } from '#web/config/languages.ts'
import { cn } from '#web/lib/cn.ts'
import { changeUiLanguage, currentUiLanguage } from '#web/lib/i18n.ts'

// Screen readers pronounce each language's own name in that language (bokmål is "nb").
const LANG_ATTRIBUTE: Record<string, string> = { no: 'nb' }

/**
 * Spec §3 / §9 on the public pages: a visitor picks the interface language before signing in.
 * Norsk, Svenska and English can be chosen; the other languages show as coming soon. The choice is
 * stored as 'preferred-language' and applies at once (changeUiLanguage).
 */
export function PublicLanguageSwitcher({ className }: { className?: string }) {
  // useTranslation re-renders this component when the language changes.
  const { t } = useTranslation('auth')
  const current = currentUiLanguage()
  const currentLabel = UI_LANGUAGES.find((language) => language.code === current)?.label ?? current

  return (
    <DropdownMenu>
      <DropdownMenuTrigger asChild>
        <Button
          variant="ghost"
          size="sm"
          className={cn('gap-1.5 text-muted-foreground hover:text-foreground', className)}
          aria-label={t('languageSwitcher.trigger', { language: currentLabel })}
        >
          <LanguagesIcon aria-hidden="true" />
          <span>{currentLabel}</span>
          <ChevronDownIcon aria-hidden="true" className="opacity-60" />
        </Button>
      </DropdownMenuTrigger>
      <DropdownMenuContent align="end" className="w-52">
        <DropdownMenuLabel>{t('languageSwitcher.menuLabel')}</DropdownMenuLabel>
        <DropdownMenuSeparator />
        <DropdownMenuRadioGroup value={current} onValueChange={(code) => void changeUiLanguage(code)}>
          {UI_LANGUAGES.map(({ code, label, enabled }) => (
            <DropdownMenuRadioItem key={code} value={code} disabled={!enabled}>
              <span lang={LANG_ATTRIBUTE[code] ?? code}>{label}</span>
              {enabled ? null : (
                <span className="ml-auto text-xs text-muted-foreground">
                  {t('languageSwitcher.comingSoon')}
                </span>
              )}
            </DropdownMenuRadioItem>
          ))}
        </DropdownMenuRadioGroup>
      </DropdownMenuContent>
    </DropdownMenu>
  )
}
