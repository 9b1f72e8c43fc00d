import { useTranslation } from 'react-i18next'
import type { TicketMessageJson } from '#shared/schemas/escalations'
import { cn } from '#web/lib/cn.ts'
import { useFormatters } from '#web/lib/format.ts'

/** The last messages of the conversation the ticket came from, with confidence and sources. */
export function TicketConversation({ messages }: { messages: TicketMessageJson[] }) {
  const { t } = useTranslation('escalations')
  const format = useFormatters()
  if (messages.length === 0)
    return <p className="text-sm text-muted-foreground">{t('ticket.noConversation')}</p>
  return (
    <ol className="flex flex-col gap-3" aria-label={t('ticket.conversation')}>
      {messages.map((message) => (
        <li
          key={message.id}
          data-testid="ticket-message"
          className={cn(
            'max-w-[85%] rounded-lg border px-3 py-2 text-sm',
            message.isUser ? 'self-end bg-primary/10' : 'self-start bg-muted/60',
          )}
        >
          <p className="mb-1 text-xs font-medium text-muted-foreground">
            {message.isUser ? t('ticket.user') : (message.agentName ?? t('ticket.assistant'))} ·{' '}
            <time dateTime={message.createdAt}>
              {format.date(message.createdAt, { dateStyle: 'short', timeStyle: 'short' })}
            </time>
          </p>
          <p className="whitespace-pre-wrap break-words">{message.content}</p>
          {!message.isUser && message.confidenceScore !== null && (
            <p
              className={cn(
                'mt-1 text-xs',
                message.confidenceScore < 0.5 ? 'text-red-600' : 'text-muted-foreground',
              )}
            >
              {t('ticket.confidence', {
                value: format.number(message.confidenceScore, { style: 'percent' }),
              })}
            </p>
          )}
          {message.sources.length > 0 && (
            <ul className="mt-1 list-disc pl-4 text-xs text-muted-foreground">
              {message.sources.map((source) => (
                <li key={source.entryId}>
                  {source.question} ({format.number(source.score, { style: 'percent' })})
                </li>
              ))}
            </ul>
          )}
        </li>
      ))}
    </ol>
  )
}
