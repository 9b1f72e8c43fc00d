import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useSearchParams } from 'react-router'
import { ANALYTICS_PERIODS } from '#shared/schemas/bots'
import { KNOWLEDGE_ANSWER_MIN_LENGTH } from '#shared/schemas/knowledge'
import type { ReviewConversationJson } from '#shared/schemas/training'
import { NativeSelect } from '#web/components/form/native-select.tsx'
import { Badge } from '#web/components/ui/badge.tsx'
import { Button } from '#web/components/ui/button.tsx'
import { Card, CardContent, CardHeader, CardTitle } from '#web/components/ui/card.tsx'
import { Label } from '#web/components/ui/label.tsx'
import { Skeleton } from '#web/components/ui/skeleton.tsx'
import { Textarea } from '#web/components/ui/textarea.tsx'
import { useRecordTraining } from '#web/features/training/api/record-training.ts'
import { useConversation, useReviewQueue } from '#web/features/training/api/review-queue.ts'
import { cn } from '#web/lib/cn.ts'
import { useFormatters } from '#web/lib/format.ts'
import { toast } from '#web/lib/toast.ts'

type Message = ReviewConversationJson['messages'][number]

/** Fixing one bot reply: the corrected answer goes to its entry (or a new one) for review. */
function FixReply({
  conversation,
  reply,
  question,
}: {
  conversation: ReviewConversationJson
  reply: Message
  question: string
}) {
  const { t } = useTranslation('training')
  const [answer, setAnswer] = useState('')
  const record = useRecordTraining()
  const fromEntry = (reply.confidence_score ?? 0) >= 0.3 ? (reply.sources[0]?.entryId ?? null) : null
  const id = `fix-${reply.id}`
  return (
    <div className="mt-2 space-y-2 rounded-md border bg-background p-2">
      <Label htmlFor={id}>{t('review.correctAnswer')}</Label>
      <Textarea id={id} rows={3} value={answer} onChange={(event) => setAnswer(event.target.value)} />
      <Button
        size="sm"
        disabled={answer.trim().length < KNOWLEDGE_ANSWER_MIN_LENGTH || record.isPending}
        onClick={() =>
          record.mutate(
            {
              botId: conversation.bot_id,
              input: {
                interaction_type: 'correction',
                session_id: conversation.session_id,
                question,
                answer,
                entry_id: fromEntry,
              },
            },
            {
              onSuccess: () => {
                toast.success(t('toasts.correctionSaved'))
                setAnswer('')
              },
              onError: (error) => toast.error(t('toasts.saveFailed'), { description: error.message }),
            },
          )
        }
      >
        {fromEntry ? t('review.fixEntry') : t('review.addEntry')}
      </Button>
    </div>
  )
}

function ConversationPanel({ sessionId }: { sessionId: string }) {
  const { t } = useTranslation('training')
  const format = useFormatters()
  const conversation = useConversation(sessionId)
  const data = conversation.data
  if (conversation.isError)
    return (
      <p role="alert" className="text-destructive">
        {t('toasts.loadFailed')}
      </p>
    )
  if (!data) return <Skeleton className="h-64" />
  return (
    <ol className="space-y-3" aria-label={t('review.conversation')}>
      {data.messages.map((message, index) => {
        const question =
          [...data.messages.slice(0, index)].reverse().find((other) => other.is_user)?.content ?? ''
        return (
          <li key={message.id} className={cn('flex', message.is_user ? 'justify-end' : 'justify-start')}>
            <div
              className={cn(
                'max-w-[85%] rounded-lg px-3 py-2 text-sm',
                message.is_user ? 'bg-primary text-primary-foreground' : 'bg-muted',
              )}
            >
              <p className="whitespace-pre-wrap">{message.content}</p>
              {message.is_user ? null : (
                <>
                  <p className="text-xs text-muted-foreground">
                    {t('chat.confidence', {
                      value: format.number(message.confidence_score ?? 0, { style: 'percent' }),
                    })}
                    {message.escalation_type ? ` · ${t('chat.escalated')}` : ''}
                    {message.feedback
                      .map(
                        (item) =>
                          ` · ${t(`chat.feedback.${item.feedback_type}`, { defaultValue: item.feedback_type })}${item.rating ? ` ${item.rating}/5` : ''}`,
                      )
                      .join('')}
                  </p>
                  {question ? <FixReply conversation={data} reply={message} question={question} /> : null}
                </>
              )}
            </div>
          </li>
        )
      })}
    </ol>
  )
}

/**
 * /training (issue 6): conversations with low confidence, negative feedback or escalation, fixed in
 * one place. The open conversation is in the address (?session=), so a list elsewhere (bot
 * analytics' recent escalations, issue 36) links straight to it.
 */
export function ReviewQueue() {
  const { t } = useTranslation('training')
  const format = useFormatters()
  const [days, setDays] = useState(30)
  const [params, setParams] = useSearchParams()
  const open = params.get('session')
  const setOpen = (session: string) =>
    setParams((current) => {
      const next = new URLSearchParams(current)
      next.set('session', session)
      return next
    })
  const queue = useReviewQueue(days)
  return (
    <div className="grid gap-4 lg:grid-cols-[22rem_1fr]">
      <Card>
        <CardHeader className="flex flex-row items-center justify-between gap-2">
          <CardTitle asChild>
            <h2>{t('review.queue')}</h2>
          </CardTitle>
          <NativeSelect
            aria-label={t('review.period')}
            className="w-32"
            value={days}
            onChange={(event) => setDays(Number(event.target.value))}
          >
            {ANALYTICS_PERIODS.map((period) => (
              <option key={period} value={period}>
                {t('review.days', { count: period })}
              </option>
            ))}
          </NativeSelect>
        </CardHeader>
        <CardContent>
          {queue.isError ? (
            <p role="alert" className="text-destructive">
              {t('toasts.loadFailed')}
            </p>
          ) : !queue.data ? (
            <Skeleton className="h-40" />
          ) : queue.data.items.length === 0 ? (
            <p className="text-sm text-muted-foreground">{t('review.empty')}</p>
          ) : (
            <ul className="space-y-2">
              {queue.data.items.map((item) => (
                <li key={item.session_id}>
                  <button
                    type="button"
                    aria-current={open === item.session_id}
                    onClick={() => setOpen(item.session_id)}
                    className={cn(
                      'w-full rounded-md border p-2 text-left text-sm hover:bg-muted/50',
                      open === item.session_id && 'border-primary bg-muted/50',
                    )}
                  >
                    <p className="font-medium">{item.first_question ?? item.title}</p>
                    <p className="text-xs text-muted-foreground">
                      {item.bot_name} · {item.user_name ?? ''} · {format.dateTime(item.updated_at)}
                    </p>
                    <span className="mt-1 flex flex-wrap gap-1">
                      {item.reasons.map((reason) => (
                        <Badge key={reason} variant={reason === 'escalated' ? 'destructive' : 'secondary'}>
                          {t(`review.reason.${reason}`)}
                        </Badge>
                      ))}
                    </span>
                  </button>
                </li>
              ))}
            </ul>
          )}
        </CardContent>
      </Card>
      <Card>
        <CardHeader>
          <CardTitle asChild>
            <h2>{t('review.conversation')}</h2>
          </CardTitle>
        </CardHeader>
        <CardContent>
          {open ? (
            <ConversationPanel sessionId={open} />
          ) : (
            <p className="text-sm text-muted-foreground">{t('review.pick')}</p>
          )}
        </CardContent>
      </Card>
    </div>
  )
}
