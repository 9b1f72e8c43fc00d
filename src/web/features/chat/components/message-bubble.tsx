import { HeadsetIcon } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import type { ChatMessageJson } from '#shared/schemas/chat'
import { confidenceLabelKey } from '#web/features/chat/lib/confidence.ts'
import { cn } from '#web/lib/cn.ts'
import { useFormatters } from '#web/lib/format.ts'
import { MessageChoices } from './message-choices.tsx'
import { MessageFeedback } from './message-feedback.tsx'
import { MessageSources } from './message-sources.tsx'
import { MessageStatusIcon } from './message-status-icon.tsx'

/**
 * One message: the user's on the right, the assistant's and agents' on the left (spec §2.7), with
 * the status icon, the confidence label under bot answers (spec §8), the entries offered as choices
 * (issue 33), sources for staff and feedback for the conversation's owner.
 */
export function MessageBubble({ message, canRate }: { message: ChatMessageJson; canRate: boolean }) {
  const { t } = useTranslation('chat')
  const { dateTime } = useFormatters()
  const labelKey = message.isUser || message.agent ? null : confidenceLabelKey(message.confidenceScore)
  const author = message.isUser
    ? t('messages.you')
    : message.agent
      ? t('messages.agent', { name: message.agent.name })
      : t('messages.assistant')

  return (
    <li
      className={cn('flex flex-col gap-1', message.isUser ? 'items-end' : 'items-start')}
      data-message-author={message.isUser ? 'user' : message.agent ? 'agent' : 'assistant'}
    >
      <span className="flex items-center gap-1 text-xs text-muted-foreground">
        {message.agent ? <HeadsetIcon aria-hidden="true" className="size-3.5" /> : null}
        {author}
      </span>
      <div
        className={cn(
          'max-w-[85%] rounded-2xl px-4 py-2 text-sm whitespace-pre-wrap break-words sm:max-w-[75%]',
          message.isUser
            ? 'rounded-br-sm bg-primary text-primary-foreground'
            : message.agent
              ? 'rounded-bl-sm border border-emerald-300 bg-emerald-50 dark:border-emerald-800 dark:bg-emerald-950/40'
              : 'rounded-bl-sm bg-muted',
        )}
      >
        {message.content}
        {message.agent?.signature ? (
          <p className="mt-2 border-t pt-1 text-xs text-muted-foreground">{message.agent.signature}</p>
        ) : null}
      </div>
      {message.choices.length > 0 ? <MessageChoices message={message} canChoose={canRate} /> : null}
      {labelKey ? (
        <p
          className={cn(
            'text-xs font-medium',
            labelKey === 'confidence.low' ? 'text-destructive' : 'text-amber-700 dark:text-amber-300',
          )}
        >
          {t(labelKey)}
        </p>
      ) : null}
      <div className="flex flex-wrap items-center gap-2 text-xs text-muted-foreground">
        <time dateTime={message.createdAt}>{dateTime(message.createdAt)}</time>
        {message.isUser ? <MessageStatusIcon status={message.status} /> : null}
        {!message.isUser && !message.agent && canRate ? <MessageFeedback message={message} /> : null}
      </div>
      {message.sources && !message.isUser && !message.agent ? (
        <MessageSources sources={message.sources} />
      ) : null}
    </li>
  )
}
