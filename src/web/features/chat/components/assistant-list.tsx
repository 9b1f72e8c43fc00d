import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import { documentLanguage } from '#shared/constants/ui-languages'
import type { ChatBotJson } from '#shared/schemas/chat'
import { BotAvatar } from '#web/components/bot-avatar.tsx'
import { ShownLanguageBadge } from '#web/components/translations/shown-language-badge.tsx'
import { Badge } from '#web/components/ui/badge.tsx'
import { Spinner } from '#web/components/ui/spinner.tsx'
import { cn } from '#web/lib/cn.ts'

/** Spec §2.7 'Available Assistants': avatar, name, type badge and description, for the user's roles. */
export function AssistantList({
  bots,
  isLoading,
  selectedId,
}: {
  bots: ChatBotJson[] | undefined
  isLoading: boolean
  selectedId: string | undefined
}) {
  const { t } = useTranslation('chat')
  return (
    <nav aria-labelledby="assistant-list-title" className="space-y-3">
      <h2 id="assistant-list-title" className="text-sm font-semibold text-muted-foreground uppercase">
        {t('list.title')}
      </h2>
      {isLoading ? (
        <p className="flex items-center gap-2 text-sm text-muted-foreground" role="status">
          <Spinner className="size-4" /> {t('list.loading')}
        </p>
      ) : !bots || bots.length === 0 ? (
        <p className="text-sm text-muted-foreground">{t('list.empty')}</p>
      ) : (
        <ul className="space-y-2">
          {bots.map((bot) => (
            <li key={bot.id}>
              <Link
                to={`/chat/${bot.id}`}
                aria-current={bot.id === selectedId ? 'page' : undefined}
                className={cn(
                  // Not the accent background: the grey description on it is below 4.5:1 contrast.
                  'flex gap-3 rounded-lg border p-3 text-left transition-colors hover:border-primary/50 hover:bg-background',
                  bot.id === selectedId && 'border-primary bg-background shadow-xs',
                )}
              >
                <BotAvatar name={bot.name} type={bot.type} avatarUrl={bot.avatarUrl} />
                <span className="min-w-0 space-y-1">
                  <span className="flex flex-wrap items-center gap-2">
                    <span className="font-medium" lang={documentLanguage(bot.shownLanguage)}>
                      {bot.name}
                    </span>
                    <Badge variant="secondary">{t(`types.${bot.type}`, { defaultValue: bot.type })}</Badge>
                    <ShownLanguageBadge content={bot} />
                  </span>
                  {bot.description ? (
                    <span
                      className="line-clamp-2 block text-sm text-muted-foreground"
                      lang={documentLanguage(bot.shownLanguage)}
                    >
                      {bot.description}
                    </span>
                  ) : null}
                </span>
              </Link>
            </li>
          ))}
        </ul>
      )}
    </nav>
  )
}
