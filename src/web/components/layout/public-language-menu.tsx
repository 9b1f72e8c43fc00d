import { useTranslation } from 'react-i18next'
import type { DeferredOverlayProps } from '#web/components/ui/deferred-overlay.tsx'
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
import { changeUiLanguage, currentUiLanguage } from '#web/lib/i18n.ts'
import { PublicLanguageTrigger } from './public-language-trigger.tsx'

// Screen readers pronounce each language's own name in that language (bokmål is "nb").
const LANG_ATTRIBUTE: Record<string, string> = { no: 'nb' }

/** The menu of PublicLanguageSwitcher (public-language-switcher.tsx), loaded when first wanted. */
export function PublicLanguageMenu({
  className,
  defaultOpen,
  openedFromKeyboard,
}: { className?: string } & DeferredOverlayProps) {
  // useTranslation re-renders this component when the language changes.
  const { t } = useTranslation('auth')
  const current = currentUiLanguage()

  return (
    <DropdownMenu defaultOpen={defaultOpen} openedFromKeyboard={openedFromKeyboard}>
      <DropdownMenuTrigger asChild>
        <PublicLanguageTrigger className={className} />
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
