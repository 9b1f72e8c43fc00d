import { LanguagesIcon } from 'lucide-react'
import type { ComponentProps } from 'react'
import { useTranslation } from 'react-i18next'
import type { ChatLanguage } from '#shared/constants/chat'
import { Button } from '#web/components/ui/button.tsx'
import { UI_LANGUAGES } from '#web/config/languages.ts'

export type ChatLanguageChoice = ChatLanguage | 'auto'
export type ChatLanguageMenuProps = {
  value: ChatLanguageChoice
  onChange: (language: ChatLanguageChoice) => void
}

export const labelOf = (code: string) =>
  UI_LANGUAGES.find((language) => language.code === code)?.label ?? code

/** The chat language menu's button: an icon and the chosen language's code, or 'auto'. */
export function ChatLanguageTrigger({
  value,
  ...props
}: { value: ChatLanguageChoice } & ComponentProps<typeof Button>) {
  const { t } = useTranslation('chat')
  const current = value === 'auto' ? t('language.auto') : labelOf(value)
  return (
    <Button
      type="button"
      variant="outline"
      size="sm"
      aria-label={t('language.label', { language: current })}
      {...props}
    >
      <LanguagesIcon aria-hidden="true" />
      <span className="uppercase">{value === 'auto' ? 'auto' : value}</span>
    </Button>
  )
}
