import { useTranslation } from 'react-i18next'

/** Spec §2.7: 'Assistant is typing...' or 'N users are typing...'. */
export function TypingIndicator({
  assistantTyping,
  usersTyping,
}: {
  assistantTyping: boolean
  usersTyping: number
}) {
  const { t } = useTranslation('chat')
  const text = assistantTyping
    ? t('typing.assistant')
    : usersTyping > 0
      ? t('typing.users', { count: usersTyping })
      : ''
  return (
    <p className="min-h-5 px-1 text-xs text-muted-foreground italic" aria-live="polite">
      {text}
    </p>
  )
}
