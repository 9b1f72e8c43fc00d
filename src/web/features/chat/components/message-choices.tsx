import { CheckIcon } from 'lucide-react'
import { useEffect, useState } from 'react'
import { useTranslation } from 'react-i18next'
import type { ChatMessageJson } from '#shared/schemas/chat'
import { Button } from '#web/components/ui/button.tsx'
import { usePickChoice } from '#web/features/chat/api/pick-choice.ts'
import { isApiError } from '#web/lib/api-client.ts'
import { cn } from '#web/lib/cn.ts'
import { loadNamespacesIn } from '#web/lib/i18n.ts'
import { toast } from '#web/lib/toast.ts'

/**
 * The language a message's own labels are shown in: the message's language when the interface has
 * its strings (they load on first use), else the language on screen.
 */
function useMessageLanguage(languageCode: string | null): string | undefined {
  const { i18n } = useTranslation('chat')
  const [loaded, setLoaded] = useState(() =>
    languageCode ? i18n.hasResourceBundle(languageCode, 'chat') : false,
  )
  useEffect(() => {
    if (!languageCode || loaded) return
    let cancelled = false
    loadNamespacesIn(languageCode, ['chat'])
      .then(() => {
        if (!cancelled) setLoaded(i18n.hasResourceBundle(languageCode, 'chat'))
      })
      .catch(() => {})
    return () => {
      cancelled = true
    }
  }, [languageCode, loaded, i18n])
  return languageCode && loaded ? languageCode : undefined
}

/**
 * "Did you mean ...?" (issue 33 item 2): the entries the assistant offered, as buttons in the
 * conversation's language. Picking one asks for its answer, which arrives as the assistant's next
 * message; the picked one stays marked and the others are no longer offered. Only the conversation's
 * owner picks; others see what was offered.
 */
export function MessageChoices({ message, canChoose }: { message: ChatMessageJson; canChoose: boolean }) {
  const { t } = useTranslation('chat')
  const lng = useMessageLanguage(message.languageCode)
  const pick = usePickChoice(message.sessionId)
  const picked = message.chosenEntryId
  const open = canChoose && picked === null

  const choose = (entryId: string) =>
    pick.mutate(
      { messageId: message.id, entryId },
      {
        onError: (error) =>
          toast.error(
            t(isApiError(error) && error.status === 410 ? 'choices.gone' : 'choices.failed', { lng }),
          ),
      },
    )

  return (
    <fieldset
      lang={lng}
      className="m-0 flex max-w-[85%] min-w-0 flex-col items-start gap-1.5 border-0 p-0 sm:max-w-[75%]"
      data-testid="message-choices"
    >
      <legend className="mb-1.5 p-0 text-xs font-medium text-muted-foreground">
        {t(picked ? 'choices.picked' : 'choices.label', { lng })}
      </legend>
      <ul className="flex flex-col items-start gap-1.5">
        {message.choices.map((choice) => {
          const chosen = picked === choice.entryId
          return (
            <li key={choice.entryId}>
              <Button
                type="button"
                variant="outline"
                size="sm"
                className={cn(
                  'h-auto min-h-8 py-1.5 text-left whitespace-normal',
                  // The picked one reads as chosen, not as unavailable.
                  chosen && 'border-primary text-primary disabled:opacity-100',
                )}
                aria-pressed={picked ? chosen : undefined}
                disabled={!open || pick.isPending}
                onClick={() => choose(choice.entryId)}
              >
                {chosen ? <CheckIcon aria-hidden="true" /> : null}
                {choice.question}
              </Button>
            </li>
          )
        })}
      </ul>
    </fieldset>
  )
}
