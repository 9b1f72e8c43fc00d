import { BotIcon, SearchXIcon } from 'lucide-react'
import type { ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { useParams, useSearchParams } from 'react-router'
import { isSupportLevel } from '#shared/auth/permissions'
import { Card, CardContent } from '#web/components/ui/card.tsx'
import { Spinner } from '#web/components/ui/spinner.tsx'
import { AssistantList } from '#web/features/chat/components/assistant-list.tsx'
import { ChatPanel } from '#web/features/chat/components/chat-panel.tsx'
import { ChatSessionLists } from '#web/features/chat/components/chat-session-lists.tsx'
import { useChatBots } from '#web/lib/chat/list-chat-bots.ts'
import { cn } from '#web/lib/cn.ts'
import { useCurrentUser } from '#web/lib/session/use-current-user.ts'

function Placeholder({ icon: Icon, title, body }: { icon: typeof BotIcon; title: string; body: string }) {
  return (
    <Card className="flex min-h-[24rem] items-center justify-center">
      <CardContent className="space-y-2 text-center">
        <Icon aria-hidden="true" className="mx-auto size-10 text-muted-foreground" />
        <h2 className="text-lg font-semibold">{title}</h2>
        <p className="text-sm text-muted-foreground">{body}</p>
      </CardContent>
    </Card>
  )
}

/**
 * Spec §2.7 AI Assistants (/chat, /chat/{botId}; /mobile/support links here): the assistants for the
 * user's roles beside the chosen conversation. `?session=<id>` opens an earlier conversation (or,
 * for support staff, an escalated one of another user).
 */
export function ChatRoute() {
  const { t } = useTranslation('chat')
  const { botId } = useParams()
  const [searchParams, setSearchParams] = useSearchParams()
  const sessionId = searchParams.get('session')
  const me = useCurrentUser()
  const bots = useChatBots()
  const bot = bots.data?.bots.find((candidate) => candidate.id === botId)
  const openSession = (id: string) => setSearchParams({ session: id })
  const showEscalated = isSupportLevel(me.roles)

  let main: ReactNode
  if (!botId) main = <Placeholder icon={BotIcon} title={t('list.select')} body={t('list.selectHint')} />
  else if (bots.isLoading)
    main = (
      <div className="flex min-h-[24rem] items-center justify-center">
        <Spinner className="size-6" />
      </div>
    )
  else if (!bot) main = <Placeholder icon={SearchXIcon} title={t('notFound')} body={t('notFoundHint')} />
  else
    main = (
      <ChatPanel
        key={bot.id}
        bot={bot}
        sessionId={sessionId}
        onSessionChange={openSession}
        viewerId={me.user.id}
        showEscalated={showEscalated}
      />
    )

  // Issue 35: with an assistant open the page is exactly the window's height below the top bar (and
  // above the bottom bar below 1024 px), so the message box is always on screen; the messages and the
  // lists beside them scroll inside it.
  return (
    <div
      className={cn(
        'mx-auto flex w-full max-w-7xl flex-col gap-4 px-4 py-6 sm:px-6',
        botId &&
          'h-[calc(100dvh-8.5rem)] min-h-[26rem] gap-3 px-2 py-2 sm:px-4 lg:h-[calc(100dvh-3.5rem)] lg:py-4',
      )}
    >
      <header className={cn('space-y-1', botId && 'hidden lg:block')}>
        <h1 className="text-2xl font-semibold tracking-tight sm:text-3xl">{t('page.title')}</h1>
        <p className={cn('text-muted-foreground', botId && 'sr-only')}>{t('page.description')}</p>
      </header>
      {bots.isError ? <p className="text-sm text-destructive">{t('loadFailed')}</p> : null}
      <div
        className={cn(
          'grid gap-6 lg:grid-cols-[18rem_minmax(0,1fr)]',
          botId && 'min-h-0 flex-1 grid-rows-[minmax(0,1fr)]',
        )}
      >
        <aside className={cn('space-y-6', botId && 'hidden overflow-y-auto lg:block')}>
          <AssistantList bots={bots.data?.bots} isLoading={bots.isLoading} selectedId={botId} />
          {bot ? (
            <ChatSessionLists
              botId={bot.id}
              currentId={sessionId}
              onOpen={openSession}
              showEscalated={showEscalated}
            />
          ) : null}
        </aside>
        <div className="min-h-0 min-w-0">{main}</div>
      </div>
    </div>
  )
}
