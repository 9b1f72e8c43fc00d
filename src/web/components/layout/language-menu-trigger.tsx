import { LanguagesIcon } from 'lucide-react'
import type { ComponentProps } from 'react'
import { useTranslation } from 'react-i18next'
import { Button } from '#web/components/ui/button.tsx'
import { UI_LANGUAGES } from '#web/config/languages.ts'

/** The language menu's button: an icon and the current language's code. */
export function LanguageMenuTrigger(props: ComponentProps<typeof Button>) {
  const { t, i18n } = useTranslation('common')
  const current = UI_LANGUAGES.find((language) => language.code === i18n.language)
  return (
    <Button
      variant="ghost"
      size="sm"
      className="gap-1.5 px-2"
      aria-label={t('language.menu', { language: current?.label })}
      {...props}
    >
      <LanguagesIcon aria-hidden="true" />
      <span className="hidden font-semibold uppercase sm:inline" aria-hidden="true">
        {i18n.language}
      </span>
    </Button>
  )
}
