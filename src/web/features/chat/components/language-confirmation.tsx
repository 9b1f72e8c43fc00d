import { useTranslation } from 'react-i18next'
import { ENABLED_CHAT_LANGUAGES, isChatLanguage } from '#shared/constants/chat'
import { Button } from '#web/components/ui/button.tsx'
import { UI_LANGUAGES } from '#web/config/languages.ts'
import type { ChatLanguageChoice } from './chat-language-menu.tsx'

/**
 * Spec §8 language confirmation: after 'Language detected - please confirm your preferred
 * language', the user picks one of the detected languages that can be chosen (all enabled ones
 * when detection found none of them).
 */
export function LanguageConfirmation({
  detected,
  onChoose,
}: {
  detected: string[]
  onChoose: (language: ChatLanguageChoice) => void
}) {
  const { t } = useTranslation('chat')
  const enabled = detected.filter(isChatLanguage)
  const options = enabled.length > 0 ? enabled : [...ENABLED_CHAT_LANGUAGES]
  return (
    <fieldset className="flex flex-wrap items-center gap-2 rounded-md border bg-muted/50 px-3 py-2 text-sm">
      <legend className="float-left mr-2">{t('language.confirm')}</legend>
      {options.map((code) => (
        <Button key={code} type="button" size="sm" variant="outline" onClick={() => onChoose(code)}>
          {UI_LANGUAGES.find((language) => language.code === code)?.label ?? code}
        </Button>
      ))}
    </fieldset>
  )
}
