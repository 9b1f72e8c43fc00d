import { ArrowLeftIcon, LifeBuoyIcon, MessageSquarePlusIcon, UserRoundIcon } from 'lucide-react'
import type { ReactNode, Ref } from 'react'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import { documentLanguage } from '#shared/constants/ui-languages'
import type { ChatBotJson, ChatSessionJson } from '#shared/schemas/chat'
import { BotAvatar } from '#web/components/bot-avatar.tsx'
import { ShownLanguageBadge } from '#web/components/translations/shown-language-badge.tsx'
import { Badge } from '#web/components/ui/badge.tsx'
import { Button } from '#web/components/ui/button.tsx'
import { Input } from '#web/components/ui/input.tsx'
import { cn } from '#web/lib/cn.ts'
import { ChatActionsMenu } from './chat-actions-menu.tsx'
import type { ChatActionsMenuProps } from './chat-actions-trigger.tsx'
import { ChatLanguageMenu } from './chat-language-menu.tsx'
import { preloadTicketFormDialog } from './create-ticket-dialog.tsx'

type ChatHeaderProps = {
  bot: ChatBotJson
  session: ChatSessionJson | null
  onNewChat: () => void
  newChatPending: boolean
  /** The earlier conversations' button (phones and tablets: they stand beside the chat from 1024 px). */
  conversations: ReactNode
  context: string
  onContextChange: (context: string) => void
  /** On phones the context field shows once asked for (the actions menu) or once it holds text. */
  contextShown: boolean
  contextRef: Ref<HTMLInputElement>
} & ChatActionsMenuProps

/**
 * The chat's header (spec §2.7), compact (issue 35): one row with the bot, the conversation and New
 * Chat; from 768 px a second row with the language, 'Talk to a person', the ticket and the context.
 * On phones those are in the actions menu, and the context field shows once asked for or filled in.
 */
export function ChatHeader({
  bot,
  session,
  onNewChat,
  newChatPending,
  conversations,
  context,
  onContextChange,
  contextShown,
  contextRef,
  language,
  onLanguageChange,
  own,
}: ChatHeaderProps) {
  const { t } = useTranslation('chat')
  return (
    <header className="space-y-2 border-b p-2 md:space-y-3 md:p-4">
      <div className="flex items-center gap-2 md:gap-3">
        <Button asChild variant="ghost" size="icon" className="lg:hidden">
          <Link to="/chat" aria-label={t('list.back')}>
            <ArrowLeftIcon aria-hidden="true" />
          </Link>
        </Button>
        <BotAvatar name={bot.name} type={bot.type} avatarUrl={bot.avatarUrl} className="hidden sm:flex" />
        <div className="min-w-0 flex-1">
          <div className="flex min-w-0 items-center gap-2">
            <h2
              className="truncate text-base font-semibold md:text-lg"
              lang={documentLanguage(bot.shownLanguage)}
            >
              {bot.name}
            </h2>
            <ShownLanguageBadge content={bot} />
            {session?.status === 'escalated' ? (
              <Badge variant="destructive" className="shrink-0">
                {t('header.escalated')}
              </Badge>
            ) : null}
          </div>
          {bot.description ? (
            <p
              className="hidden truncate text-sm text-muted-foreground md:block"
              lang={documentLanguage(bot.shownLanguage)}
            >
              {bot.description}
            </p>
          ) : null}
          <p className="truncate text-xs text-muted-foreground md:text-sm" data-testid="chat-session">
            {session ? (
              <>
                <span className="font-medium text-foreground">{session.title ?? t('sessions.untitled')}</span>
                {' · '}
                {t('header.session', { id: session.id.slice(-8) })}
                {!session.isOwn ? ` · ${t('header.viewingAs', { name: session.owner.name })}` : null}
              </>
            ) : (
              t('header.noSession')
            )}
          </p>
        </div>
        <div className="flex shrink-0 items-center gap-1.5">
          <div className="lg:hidden">{conversations}</div>
          <Button
            type="button"
            size="sm"
            className="h-9 md:h-8"
            onClick={onNewChat}
            disabled={newChatPending}
          >
            <MessageSquarePlusIcon aria-hidden="true" />
            <span className="sr-only md:not-sr-only">{t('header.newChat')}</span>
          </Button>
          <div className="md:hidden">
            <ChatActionsMenu language={language} onLanguageChange={onLanguageChange} own={own} />
          </div>
        </div>
      </div>
      <div className={cn('flex flex-wrap items-center gap-2', !(own && contextShown) && 'hidden md:flex')}>
        <div className="hidden md:contents">
          <ChatLanguageMenu value={language} onChange={onLanguageChange} />
          {own ? (
            <>
              <Button
                type="button"
                variant="outline"
                size="sm"
                onClick={own.onTalkToPerson}
                disabled={own.talkPending}
              >
                <UserRoundIcon aria-hidden="true" />
                {t('header.talkToPerson')}
              </Button>
              <Button
                type="button"
                variant="outline"
                size="sm"
                onPointerEnter={preloadTicketFormDialog}
                onFocus={preloadTicketFormDialog}
                onClick={(event) => own.onCreateTicket(event.currentTarget)}
              >
                <LifeBuoyIcon aria-hidden="true" />
                {t('ticket.open')}
              </Button>
            </>
          ) : null}
        </div>
        {own ? (
          <div className="flex min-w-[min(100%,18rem)] flex-1 items-center gap-2 px-1 md:px-0">
            <label htmlFor="chat-context" className="shrink-0 text-sm text-muted-foreground">
              {t('header.context')}
            </label>
            <Input
              ref={contextRef}
              id="chat-context"
              value={context}
              maxLength={500}
              placeholder={t('header.contextPlaceholder')}
              onChange={(event) => onContextChange(event.target.value)}
              className="h-8"
            />
          </div>
        ) : null}
      </div>
    </header>
  )
}
