import { LifeBuoyIcon } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import type { ChatSessionJson } from '#shared/schemas/chat'
import { useSessionTicket } from '#web/features/chat/api/get-session-ticket.ts'
import { ticketTitleText } from '#web/lib/notifications/notification-text.ts'

/**
 * The conversation's ticket as the user sees it (issue 35 item 3): their own words, where it stands,
 * how often they asked, and the answer when the agent shared it. Nothing for staff reading someone
 * else's conversation (they have the desk) or for a conversation without a ticket.
 */
export function ConversationTicket({ session }: { session: ChatSessionJson | null }) {
  const { t } = useTranslation('chat')
  const { data } = useSessionTicket(session)
  const ticket = data?.ticket
  if (!ticket) return null
  return (
    <section
      aria-label={t('notifications:ticket.label')}
      className="space-y-1 border-b bg-muted/40 px-4 py-2 text-sm"
      data-testid="conversation-ticket"
      data-status={ticket.status}
    >
      <p className="flex flex-wrap items-center gap-x-2">
        <LifeBuoyIcon aria-hidden="true" className="size-4 shrink-0 text-muted-foreground" />
        <span className="font-medium break-words">{ticketTitleText(t, ticket.title)}</span>
        <span className="text-muted-foreground">
          · {t(`notifications:ticket.status.${ticket.status}`)}
          {ticket.occurrences > 1
            ? ` · ${t('notifications:ticket.occurrences', { count: ticket.occurrences })}`
            : null}
        </span>
      </p>
      {ticket.sharedResolution ? (
        <div className="rounded-md bg-emerald-50 p-2 dark:bg-emerald-900/30">
          <p className="text-xs font-medium">{t('notifications:ticket.answer')}</p>
          <p className="break-words whitespace-pre-wrap">{ticket.sharedResolution}</p>
        </div>
      ) : null}
    </section>
  )
}
