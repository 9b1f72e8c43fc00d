import { ChevronDownIcon, LanguagesIcon } from 'lucide-react'
import type { ComponentProps } from 'react'
import { useTranslation } from 'react-i18next'
import { Button } from '#web/components/ui/button.tsx'
import { UI_LANGUAGES } from '#web/config/languages.ts'
import { cn } from '#web/lib/cn.ts'
import { currentUiLanguage } from '#web/lib/i18n.ts'

/** The public language menu's button: 'Language: Norsk' with the current language's own name. */
export function PublicLanguageTrigger({ className, ...props }: ComponentProps<typeof Button>) {
  // useTranslation re-renders this component when the language changes.
  const { t } = useTranslation('auth')
  const current = currentUiLanguage()
  const currentLabel = UI_LANGUAGES.find((language) => language.code === current)?.label ?? current
  return (
    <Button
      variant="ghost"
      size="sm"
      className={cn('gap-1.5 text-muted-foreground hover:text-foreground', className)}
      aria-label={t('languageSwitcher.trigger', { language: currentLabel })}
      {...props}
    >
      <LanguagesIcon aria-hidden="true" />
      <span>{currentLabel}</span>
      <ChevronDownIcon aria-hidden="true" className="opacity-60" />
    </Button>
  )
}
