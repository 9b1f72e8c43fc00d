import { useTranslation } from 'react-i18next'
import type { ChatLanguage } from '#shared/constants/chat'
import { documentLanguage } from '#shared/constants/ui-languages'
import { Button } from '#web/components/ui/button.tsx'
import { useChatStarters } from '#web/features/chat/api/list-chat-starters.ts'

/**
 * Issue 35: an empty conversation offers the bot's most asked questions in the user's language;
 * picking one sends it as the user's message.
 */
export function ChatStarters({
  botId,
  language,
  onPick,
  disabled,
}: {
  botId: string
  language: ChatLanguage
  onPick: (question: string) => void
  disabled: boolean
}) {
  const { t } = useTranslation('chat')
  const starters = useChatStarters(botId, language).data?.starters ?? []
  if (starters.length === 0) return null
  return (
    <fieldset className="m-0 flex w-full max-w-xl min-w-0 flex-col items-center gap-2 border-0 p-0">
      <legend className="mx-auto mb-2 p-0 text-sm text-muted-foreground">{t('starters.label')}</legend>
      <ul className="flex w-full flex-wrap justify-center gap-2">
        {starters.map((starter) => (
          <li key={starter.entryId} className="max-w-full">
            <Button
              type="button"
              variant="outline"
              size="sm"
              className="h-auto min-h-9 max-w-full py-2 text-left whitespace-normal"
              lang={documentLanguage(starter.languageCode)}
              disabled={disabled}
              onClick={() => onPick(starter.question)}
            >
              {starter.question}
            </Button>
          </li>
        ))}
      </ul>
    </fieldset>
  )
}
