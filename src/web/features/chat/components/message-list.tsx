import { useEffect, useRef } from 'react'
import { useTranslation } from 'react-i18next'
import type { ChatMessageJson } from '#shared/schemas/chat'
import { Spinner } from '#web/components/ui/spinner.tsx'
import { MessageBubble } from './message-bubble.tsx'

/** The user's message on its way (status 'sent') or one that could not be sent ('failed'). */
export interface PendingMessage {
  content: string
  status: 'sent' | 'failed'
  createdAt: string
}

/** Spec §2.7 message list: oldest first, newest in view; the empty state names the bot. */
export function MessageList({
  botName,
  messages,
  pending,
  isLoading,
  canRate,
}: {
  botName: string
  messages: ChatMessageJson[]
  pending: PendingMessage | null
  isLoading: boolean
  canRate: boolean
}) {
  const { t } = useTranslation('chat')
  const scrollRef = useRef<HTMLElement>(null)
  const count = messages.length + (pending ? 1 : 0)
  const lastId = messages.at(-1)?.id

  // The newest message stays in view as messages arrive (also from other tabs and people).
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs when a message arrives
  useEffect(() => {
    const element = scrollRef.current
    if (element) element.scrollTop = element.scrollHeight
  }, [count, lastId])

  return (
    <section
      ref={scrollRef}
      aria-label={t('messages.label')}
      className="h-[55dvh] min-h-72 overflow-y-auto p-4 lg:h-[calc(100dvh-24rem)] lg:min-h-96"
      aria-live="polite"
    >
      {isLoading ? (
        <div className="flex h-full items-center justify-center">
          <Spinner className="size-6" />
        </div>
      ) : count === 0 ? (
        <p className="flex h-full min-h-40 items-center justify-center text-center text-muted-foreground">
          {t('messages.empty', { bot: botName })}
        </p>
      ) : (
        <ol className="space-y-4">
          {messages.map((message) => (
            <MessageBubble key={message.id} message={message} canRate={canRate} />
          ))}
          {pending ? (
            <MessageBubble
              message={{
                id: 'pending',
                sessionId: '',
                content: pending.content,
                isUser: true,
                agent: null,
                languageCode: null,
                confidenceScore: null,
                escalationType: null,
                choices: [],
                chosenEntryId: null,
                status: pending.status,
                myFeedback: null,
                createdAt: pending.createdAt,
              }}
              canRate={false}
            />
          ) : null}
        </ol>
      )}
    </section>
  )
}
