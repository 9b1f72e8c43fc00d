import { ArrowLeftIcon } from 'lucide-react'
import { useId, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import { TicketPriorityBadge, TicketStatusBadge } from '#web/components/data/ticket-badges.tsx'
import { ErrorState } from '#web/components/feedback/error-state.tsx'
import { NativeSelect } from '#web/components/form/native-select.tsx'
import { Button } from '#web/components/ui/button.tsx'
import { Card, CardContent, CardHeader, CardTitle } from '#web/components/ui/card.tsx'
import { Label } from '#web/components/ui/label.tsx'
import { Spinner } from '#web/components/ui/spinner.tsx'
import { Textarea } from '#web/components/ui/textarea.tsx'
import { useTicket, useTicketAction } from '#web/features/escalations/api/escalations-api.ts'
import {
  useEscalationsRealtime,
  useTicketConversationRealtime,
} from '#web/features/escalations/hooks/use-escalations-realtime.ts'
import { useFormatters } from '#web/lib/format.ts'
import { toast } from '#web/lib/toast.ts'
import { useNow } from '#web/lib/use-now.ts'
import { TicketConversation } from './ticket-conversation.tsx'
import { TicketDetails } from './ticket-details.tsx'
import { TicketDue } from './ticket-due.tsx'
import { TicketSidePanel } from './ticket-side-panel.tsx'

/** /escalations/:id: the conversation, the details, replies, notes and the ticket's actions. */
export function TicketPage({ id }: { id: string }) {
  const { t } = useTranslation('escalations')
  const format = useFormatters()
  const ticket = useTicket(id)
  const now = useNow()
  useEscalationsRealtime()
  useTicketConversationRealtime(id, ticket.data?.sessionId)

  if (ticket.isPending)
    return (
      <div className="flex justify-center py-16">
        <Spinner />
      </div>
    )
  if (ticket.isError)
    return (
      <ErrorState
        title={t('ticket.loadFailed')}
        description={ticket.error.message}
        actions={
          <Button asChild variant="outline">
            <Link to="/escalations">{t('ticket.back')}</Link>
          </Button>
        }
      />
    )
  const data = ticket.data
  return (
    <div className="mx-auto w-full max-w-7xl space-y-6 px-4 py-8 sm:px-6">
      <Button asChild variant="ghost" size="sm" className="-ml-2">
        <Link to="/escalations">
          <ArrowLeftIcon aria-hidden="true" />
          {t('ticket.back')}
        </Link>
      </Button>
      <header className="space-y-2">
        <h1 className="text-2xl font-semibold tracking-tight break-words">{data.title}</h1>
        <div className="flex flex-wrap items-center gap-2 text-sm text-muted-foreground">
          <TicketStatusBadge status={data.status} />
          <TicketPriorityBadge priority={data.priority} />
          <TicketDue dueAt={data.dueAt} now={now} className="text-sm" />
          <span>{t(`category.${data.category}`)}</span>
          {data.occurrences > 1 ? (
            <span className="rounded-full border px-2 py-0.5 text-xs font-medium text-foreground">
              {t('merge.occurrences', { count: data.occurrences })}
            </span>
          ) : null}
          <span>·</span>
          <span>
            {t('ticket.raisedBy', {
              name: data.raisedBy?.name ?? '–',
              date: format.dateTime(data.createdAt),
            })}
          </span>
        </div>
        {data.mergedIntoId ? (
          <p className="text-sm">
            {t('merge.mergedInto')}{' '}
            <Link to={`/escalations/${data.mergedIntoId}`} className="font-medium underline">
              {t('merge.openMerged')}
            </Link>
          </p>
        ) : null}
      </header>
      <div className="grid gap-6 lg:grid-cols-[1fr_20rem]">
        <div className="flex min-w-0 flex-col gap-6">
          <Card>
            <CardHeader>
              <CardTitle className="text-base">{t('ticket.conversation')}</CardTitle>
            </CardHeader>
            <CardContent className="flex flex-col gap-4">
              <TicketConversation messages={data.conversation} />
              <ReplyForm
                ticketId={data.id}
                hasSession={Boolean(data.sessionId)}
                closed={data.status === 'closed'}
                canWait={data.status !== 'resolved'}
              />
            </CardContent>
          </Card>
          <TicketDetails ticket={data} />
          <NotesCard ticketId={data.id} notes={data.notes} />
        </div>
        <TicketSidePanel ticket={data} />
      </div>
    </div>
  )
}

function ReplyForm({
  ticketId,
  hasSession,
  closed,
  canWait,
}: {
  ticketId: string
  hasSession: boolean
  closed: boolean
  /** A resolved ticket cannot wait for the user (TICKET_STATUS_TRANSITIONS). */
  canWait: boolean
}) {
  const { t } = useTranslation('escalations')
  const action = useTicketAction(ticketId)
  const [channel, setChannel] = useState<'chat' | 'email'>(hasSession ? 'chat' : 'email')
  const [content, setContent] = useState('')
  const [waitForUser, setWaitForUser] = useState(false)
  const waitId = useId()
  if (closed) return null
  return (
    <form
      className="flex flex-col gap-2 border-t pt-4"
      onSubmit={(event) => {
        event.preventDefault()
        if (!content.trim()) return
        action.mutate(
          { kind: 'reply', channel, content: content.trim(), waitForUser: canWait && waitForUser },
          {
            onSuccess: () => {
              toast.success(channel === 'chat' ? t('reply.sentChat') : t('reply.sentEmail'))
              setContent('')
              setWaitForUser(false)
            },
            onError: (error) => toast.error(error.message || t('actions.failed')),
          },
        )
      }}
    >
      <div className="flex flex-wrap items-center justify-between gap-2">
        <Label htmlFor="ticket-reply">{t('reply.title')}</Label>
        <NativeSelect
          aria-label={t('reply.channel')}
          className="w-auto"
          value={channel}
          onChange={(event) => setChannel(event.target.value as 'chat' | 'email')}
        >
          {hasSession && <option value="chat">{t('reply.chat')}</option>}
          <option value="email">{t('reply.email')}</option>
        </NativeSelect>
      </div>
      <Textarea
        id="ticket-reply"
        value={content}
        onChange={(event) => setContent(event.target.value)}
        placeholder={t('reply.placeholder')}
      />
      <div className="flex flex-wrap items-center justify-between gap-2">
        {canWait ? (
          <label htmlFor={waitId} className="flex items-center gap-2 text-sm">
            <input
              id={waitId}
              type="checkbox"
              checked={waitForUser}
              onChange={(event) => setWaitForUser(event.target.checked)}
              className="size-4 accent-primary"
            />
            {t('reply.waitForUser')}
          </label>
        ) : (
          <span />
        )}
        <Button type="submit" className="ml-auto" disabled={!content.trim() || action.isPending}>
          {t('reply.send')}
        </Button>
      </div>
    </form>
  )
}

function NotesCard({
  ticketId,
  notes,
}: {
  ticketId: string
  notes: { id: string; body: string; author: { name: string } | null; createdAt: string }[]
}) {
  const { t } = useTranslation('escalations')
  const action = useTicketAction(ticketId)
  const [body, setBody] = useState('')
  const format = useFormatters()
  return (
    <Card>
      <CardHeader>
        <CardTitle className="text-base">{t('notes.title')}</CardTitle>
      </CardHeader>
      <CardContent className="flex flex-col gap-3">
        {notes.length === 0 ? (
          <p className="text-sm text-muted-foreground">{t('notes.empty')}</p>
        ) : (
          <ul className="flex flex-col gap-2">
            {notes.map((note) => (
              <li
                key={note.id}
                className="rounded-md border bg-yellow-50/60 p-3 text-sm dark:bg-yellow-900/20"
              >
                <p className="whitespace-pre-wrap break-words">{note.body}</p>
                <p className="mt-1 text-xs text-muted-foreground">
                  {note.author?.name ?? '–'} ·{' '}
                  {format.date(note.createdAt, { dateStyle: 'short', timeStyle: 'short' })}
                </p>
              </li>
            ))}
          </ul>
        )}
        <form
          className="flex flex-col gap-2"
          onSubmit={(event) => {
            event.preventDefault()
            if (!body.trim()) return
            action.mutate(
              { kind: 'note', body: body.trim() },
              {
                onSuccess: () => {
                  toast.success(t('notes.added'))
                  setBody('')
                },
                onError: (error) => toast.error(error.message || t('actions.failed')),
              },
            )
          }}
        >
          <Label htmlFor="ticket-note" className="sr-only">
            {t('notes.add')}
          </Label>
          <Textarea
            id="ticket-note"
            value={body}
            onChange={(event) => setBody(event.target.value)}
            placeholder={t('notes.placeholder')}
          />
          <Button
            type="submit"
            variant="outline"
            className="self-end"
            disabled={!body.trim() || action.isPending}
          >
            {t('notes.add')}
          </Button>
        </form>
      </CardContent>
    </Card>
  )
}
