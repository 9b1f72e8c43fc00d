import { type ReactNode, useEffect, useRef } from 'react'
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

/**
 * Spec §2.7 message list: oldest first, newest in view; the empty state names the bot, with `starters`
 * under it. It takes the chat's height left by the header and the message box, and scrolls.
 */
export function MessageList({
  botName,
  messages,
  pending,
  isLoading,
  canRate,
  starters,
}: {
  botName: string
  messages: ChatMessageJson[]
  pending: PendingMessage | null
  isLoading: boolean
  canRate: boolean
  starters?: ReactNode
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
      className="min-h-0 flex-1 overflow-y-auto p-3 md:p-4"
      aria-live="polite"
    >
      {isLoading ? (
        <div className="flex h-full items-center justify-center">
          <Spinner className="size-6" />
        </div>
      ) : count === 0 ? (
        <div className="flex min-h-full flex-col items-center justify-center gap-4 text-center">
          <p className="text-muted-foreground">{t('messages.empty', { bot: botName })}</p>
          {starters}
        </div>
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
