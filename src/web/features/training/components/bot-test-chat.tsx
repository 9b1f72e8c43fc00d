import { GraduationCapIcon, MessageSquareIcon, SendIcon } from 'lucide-react'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useSearchParams } from 'react-router'
import type { TrainingChatMessageJson } from '#shared/schemas/training'
import { Badge } from '#web/components/ui/badge.tsx'
import { Button } from '#web/components/ui/button.tsx'
import { Textarea } from '#web/components/ui/textarea.tsx'
import { useSendTrainingChat } from '#web/features/training/api/send-training-chat.ts'
import { type LastExchange, TrainingActions } from '#web/features/training/components/training-actions.tsx'
import { cn } from '#web/lib/cn.ts'
import { useFormatters } from '#web/lib/format.ts'
import { toast } from '#web/lib/toast.ts'

type Mode = 'chat' | 'training'

/** Spec §2.17: the bot's test chat, in Chat Mode or Training Mode. */
export function BotTestChat({ botId, botName, active }: { botId: string; botName: string; active: boolean }) {
  const { t } = useTranslation('training')
  const format = useFormatters()
  const [params, setParams] = useSearchParams()
  const mode: Mode = params.get('mode') === 'training' ? 'training' : 'chat'
  const [messages, setMessages] = useState<TrainingChatMessageJson[]>([])
  const [sessionId, setSessionId] = useState<string | null>(null)
  const [draft, setDraft] = useState('')
  const send = useSendTrainingChat()

  const switchMode = (next: Mode) => {
    if (next === mode) return
    setParams(next === 'training' ? { mode: 'training' } : {}, { replace: true })
    toast.info(next === 'training' ? t('mode.trainingOn') : t('mode.chatOn'))
  }

  const submit = () => {
    const message = draft.trim()
    if (!message || send.isPending) return
    send.mutate(
      { botId, message, session_id: sessionId ?? undefined },
      {
        onSuccess: (reply) => {
          setSessionId(reply.session_id)
          setMessages((previous) => [...previous, reply.user_message, reply.bot_message])
          setDraft('')
        },
        onError: () => toast.error(t('toasts.sendFailed')),
      },
    )
  }

  const lastBot = [...messages].reverse().find((message) => !message.is_user)
  const lastUser = [...messages].reverse().find((message) => message.is_user)
  const last: LastExchange =
    lastBot && lastUser && sessionId
      ? {
          question: lastUser.content,
          answer: lastBot.content,
          // The entry the answer came from (confidence 0.3+ answers from knowledge).
          entryId: (lastBot.confidence_score ?? 0) >= 0.3 ? (lastBot.sources[0]?.entryId ?? null) : null,
          sessionId,
        }
      : null

  return (
    <div className="space-y-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <fieldset aria-label={t('mode.label')} className="inline-flex rounded-md border p-1">
          <Button
            size="sm"
            variant={mode === 'chat' ? 'default' : 'ghost'}
            aria-pressed={mode === 'chat'}
            onClick={() => switchMode('chat')}
          >
            <MessageSquareIcon aria-hidden="true" />
            {t('mode.chat')}
          </Button>
          <Button
            size="sm"
            variant={mode === 'training' ? 'default' : 'ghost'}
            aria-pressed={mode === 'training'}
            onClick={() => switchMode('training')}
          >
            <GraduationCapIcon aria-hidden="true" />
            {t('mode.training')}
          </Button>
        </fieldset>
        {sessionId ? (
          <Badge variant="outline" title={sessionId}>
            {t('chat.session', { id: sessionId.slice(-8) })}
          </Badge>
        ) : null}
      </div>

      {!active ? (
        <p role="alert" className="rounded-md border border-destructive/40 p-4 text-destructive">
          {t('chat.inactive')}
        </p>
      ) : null}

      <div className={cn('grid gap-4', mode === 'training' && 'lg:grid-cols-[1fr_24rem]')}>
        {/* Spec §2.17: a 600 px chat area. */}
        <section
          aria-label={t('chat.label', { name: botName })}
          className="flex h-[600px] flex-col rounded-md border"
        >
          <ol className="flex-1 space-y-3 overflow-y-auto p-4" aria-live="polite">
            {messages.length === 0 ? (
              <li className="text-center text-sm text-muted-foreground">
                {t('chat.empty', { name: botName })}
              </li>
            ) : (
              messages.map((message) => (
                <li
                  key={message.id}
                  className={cn('flex', message.is_user ? 'justify-end' : 'justify-start')}
                >
                  <div
                    className={cn(
                      'max-w-[80%] space-y-1 rounded-lg px-3 py-2 text-sm',
                      message.is_user ? 'bg-primary text-primary-foreground' : 'bg-muted',
                    )}
                  >
                    <p className="whitespace-pre-wrap">{message.content}</p>
                    {message.is_user ? null : (
                      <p className="text-xs text-muted-foreground">
                        {t('chat.confidence', {
                          value: format.number(message.confidence_score ?? 0, { style: 'percent' }),
                        })}
                        {message.escalation_type ? ` · ${t('chat.escalated')}` : ''}
                        {message.sources[0] && (message.confidence_score ?? 0) >= 0.3
                          ? ` · ${t('chat.from', { question: message.sources[0].question })}`
                          : ''}
                      </p>
                    )}
                  </div>
                </li>
              ))
            )}
          </ol>
          <form
            className="flex gap-2 border-t p-3"
            onSubmit={(event) => {
              event.preventDefault()
              submit()
            }}
          >
            <Textarea
              aria-label={t('chat.input')}
              rows={1}
              className="min-h-9 resize-none"
              placeholder={t('chat.placeholder')}
              value={draft}
              disabled={!active}
              onChange={(event) => setDraft(event.target.value)}
              onKeyDown={(event) => {
                // Spec §2.7: Enter sends, Shift+Enter does not.
                if (event.key === 'Enter' && !event.shiftKey) {
                  event.preventDefault()
                  submit()
                }
              }}
            />
            <Button type="submit" disabled={!active || !draft.trim() || send.isPending}>
              <SendIcon aria-hidden="true" />
              {t('chat.send')}
            </Button>
          </form>
        </section>
        {mode === 'training' ? <TrainingActions botId={botId} last={last} /> : null}
      </div>
    </div>
  )
}
