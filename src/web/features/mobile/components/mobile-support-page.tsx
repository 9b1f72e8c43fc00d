import { BotIcon, MessageCircleIcon, MessagesSquareIcon } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import { type MobileTicket, RECENTLY_RESOLVED_TICKET_DAYS } from '#shared/schemas/mobile'
import { TicketPriorityBadge, TicketStatusBadge } from '#web/components/data/ticket-badges.tsx'
import { Button } from '#web/components/ui/button.tsx'
import { Skeleton } from '#web/components/ui/skeleton.tsx'
import { useMyTickets } from '#web/features/mobile/api/list-my-tickets.ts'
import { useMobileRealtime } from '#web/features/mobile/api/use-mobile-realtime.ts'
import { useChatBots } from '#web/lib/chat/list-chat-bots.ts'
import { useFormatters } from '#web/lib/format.ts'
import { ticketTitleText } from '#web/lib/notifications/notification-text.ts'

/** The assistants made for support questions (bot type 'support'), among those the user may use. */
function SupportChat() {
  const { t } = useTranslation('mobile')
  const bots = useChatBots()
  const supportBots = bots.data?.bots.filter((bot) => bot.type === 'support') ?? []
  return (
    <section
      aria-labelledby="mobile-support-chat"
      className="space-y-3 rounded-xl border bg-card p-4 shadow-sm"
    >
      <div className="space-y-0.5">
        <h2 id="mobile-support-chat" className="font-semibold">
          {t('support.chatTitle')}
        </h2>
        <p className="text-sm text-muted-foreground">{t('support.chatHint')}</p>
      </div>
      {bots.isPending ? (
        <Skeleton className="h-11 w-full" />
      ) : supportBots.length > 0 ? (
        supportBots.map((bot) => (
          <Button key={bot.id} asChild className="min-h-11 w-full">
            <Link to={`/chat/${bot.id}`}>
              <MessageCircleIcon aria-hidden="true" />
              {t('support.startChat', { name: bot.name })}
            </Link>
          </Button>
        ))
      ) : (
        <p className="text-sm text-muted-foreground">{t('support.noSupportBot')}</p>
      )}
      <Button asChild variant="outline" className="min-h-11 w-full">
        <Link to="/chat">
          <BotIcon aria-hidden="true" />
          {t('support.allAssistants')}
        </Link>
      </Button>
    </section>
  )
}

function TicketCard({ ticket }: { ticket: MobileTicket }) {
  const { t } = useTranslation('mobile')
  const { date } = useFormatters()
  const conversation =
    ticket.botId && ticket.sessionId
      ? `/chat/${ticket.botId}?session=${encodeURIComponent(ticket.sessionId)}`
      : null
  return (
    <li
      className="space-y-2 rounded-lg border p-3"
      data-testid="mobile-ticket"
      data-ticket-id={ticket.id}
      data-status={ticket.status}
    >
      {/* Issue 35 item 3: the user's own words, never the desk's title. */}
      <p className="font-medium break-words">{ticketTitleText(t, ticket.title)}</p>
      <dl className="flex flex-wrap items-center gap-x-3 gap-y-1 text-xs">
        <div className="flex items-center gap-1">
          <dt className="text-muted-foreground">{t('support.status')}</dt>
          <dd>
            <TicketStatusBadge status={ticket.status} />
          </dd>
        </div>
        <div className="flex items-center gap-1">
          <dt className="text-muted-foreground">{t('support.priority')}</dt>
          <dd>
            <TicketPriorityBadge priority={ticket.priority} />
          </dd>
        </div>
      </dl>
      {ticket.sharedResolution ? (
        <div className="rounded-md bg-emerald-50 p-2 text-sm dark:bg-emerald-900/30">
          <p className="text-xs font-medium">{t('notifications:ticket.answer')}</p>
          <p className="break-words whitespace-pre-wrap">{ticket.sharedResolution}</p>
        </div>
      ) : null}
      <p className="text-xs text-muted-foreground">
        {ticket.occurrences > 1
          ? `${t('notifications:ticket.occurrences', { count: ticket.occurrences })} · `
          : null}
        {ticket.resolvedAt
          ? t('support.resolvedOn', { date: date(ticket.resolvedAt) })
          : t('support.raisedOn', { date: date(ticket.createdAt) })}
        {ticket.botName ? ` · ${ticket.botName}` : null}
      </p>
      {conversation ? (
        <Button asChild variant="outline" size="sm" className="min-h-11 w-full">
          <Link to={conversation}>
            <MessagesSquareIcon aria-hidden="true" />
            {t('support.openConversation')}
          </Link>
        </Button>
      ) : null}
    </li>
  )
}

/** The tickets the user raised: open and in progress, then the ones resolved lately. */
function MyTickets() {
  const { t } = useTranslation('mobile')
  const tickets = useMyTickets()
  return (
    <section aria-labelledby="mobile-support-tickets" className="space-y-3">
      <div className="space-y-0.5">
        <h2 id="mobile-support-tickets" className="font-semibold">
          {t('support.ticketsTitle')}
        </h2>
        <p className="text-sm text-muted-foreground">
          {t('support.ticketsHint', { days: RECENTLY_RESOLVED_TICKET_DAYS })}
        </p>
      </div>
      {tickets.isPending ? (
        <div role="status" aria-busy="true" aria-label={t('support.loading')} className="space-y-2">
          <Skeleton className="h-24 w-full rounded-lg" />
          <Skeleton className="h-24 w-full rounded-lg" />
        </div>
      ) : tickets.isError && !tickets.data ? (
        <div role="alert" className="space-y-2 text-sm">
          <p className="text-destructive">{t('support.loadFailed')}</p>
          <Button variant="outline" className="min-h-11" onClick={() => void tickets.refetch()}>
            {t('dashboard.retry')}
          </Button>
        </div>
      ) : tickets.data.tickets.length === 0 ? (
        <p className="rounded-lg border border-dashed p-6 text-center text-sm text-muted-foreground">
          {t('support.noTickets')}
        </p>
      ) : (
        <ul className="space-y-2" aria-labelledby="mobile-support-tickets">
          {tickets.data.tickets.map((ticket) => (
            <TicketCard key={ticket.id} ticket={ticket} />
          ))}
        </ul>
      )}
    </section>
  )
}

/** Spec §2.13 /mobile/support (issue 10): start a chat with the support assistant, follow your tickets. */
export function MobileSupportPage() {
  const { t } = useTranslation('mobile')
  useMobileRealtime()
  return (
    <div className="mx-auto w-full max-w-md space-y-4 px-3 py-4">
      <header className="space-y-0.5">
        <h1 className="text-xl font-semibold tracking-tight">{t('support.title')}</h1>
        <p className="text-sm text-muted-foreground">{t('support.subtitle')}</p>
      </header>
      <SupportChat />
      <MyTickets />
    </div>
  )
}
