import { useTranslation } from 'react-i18next'
import { isChatLanguage } from '#shared/constants/chat'
import { Button } from '#web/components/ui/button.tsx'
import { UI_LANGUAGES } from '#web/config/languages.ts'
import type { ChatLanguageChoice } from './chat-language-trigger.tsx'

/**
 * Spec §8 language confirmation (issue 33 item 6): the server asks only when two or more of the
 * chat's languages are plausible for the message, and names them; each is a button. Fewer than two
 * is no choice, so nothing is shown.
 */
export function LanguageConfirmation({
  detected,
  onChoose,
}: {
  detected: string[]
  onChoose: (language: ChatLanguageChoice) => void
}) {
  const { t } = useTranslation('chat')
  const options = [...new Set(detected.filter(isChatLanguage))]
  if (options.length < 2) return null
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
