import { ArrowLeftIcon, BotIcon, SearchXIcon } from 'lucide-react'
import type { ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { Link, useParams, useSearchParams } from 'react-router'
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
      />
    )

  return (
    <div className="mx-auto w-full max-w-7xl space-y-4 px-4 py-6 sm:px-6">
      <header className={cn('space-y-1', botId && 'hidden lg:block')}>
        <h1 className="text-2xl font-semibold tracking-tight sm:text-3xl">{t('page.title')}</h1>
        <p className="text-muted-foreground">{t('page.description')}</p>
      </header>
      {botId ? (
        <Link to="/chat" className="inline-flex items-center gap-1 text-sm text-primary lg:hidden">
          <ArrowLeftIcon aria-hidden="true" className="size-4" />
          {t('list.back')}
        </Link>
      ) : null}
      {bots.isError ? <p className="text-sm text-destructive">{t('loadFailed')}</p> : null}
      <div className="grid gap-6 lg:grid-cols-[18rem_minmax(0,1fr)]">
        <aside className={cn('space-y-6', botId && 'hidden lg:block')}>
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
        <div className="min-w-0 space-y-6">
          {main}
          {bot ? (
            <div className="lg:hidden">
              <ChatSessionLists
                botId={bot.id}
                currentId={sessionId}
                onOpen={openSession}
                showEscalated={showEscalated}
              />
            </div>
          ) : null}
        </div>
      </div>
    </div>
  )
}
