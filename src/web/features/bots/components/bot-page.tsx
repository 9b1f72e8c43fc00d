import { ArrowLeftIcon } from 'lucide-react'
import type { ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import { BotAvatar } from '#web/components/bot-avatar.tsx'
import { Button } from '#web/components/ui/button.tsx'
import { botPaths } from '#web/features/bots/lib/bot-paths.ts'

/** The frame of one bot's pages (/bots/:botId/...): the way back to /bots, then the bot's header. */
export function BotPage({
  header,
  children,
}: {
  header?: { avatarUrl: string | null | undefined; title: string; description: ReactNode }
  children: ReactNode
}) {
  const { t } = useTranslation('bots')
  return (
    <div className="mx-auto w-full max-w-7xl space-y-6 px-4 py-8 sm:px-6">
      <Button asChild variant="ghost" size="sm">
        <Link to={botPaths.list}>
          <ArrowLeftIcon aria-hidden="true" />
          {t('actions.backToBots')}
        </Link>
      </Button>
      {header ? (
        <header className="flex items-center gap-3">
          <BotAvatar avatarUrl={header.avatarUrl} />
          <div>
            <h1 className="text-2xl font-semibold tracking-tight">{header.title}</h1>
            <p className="text-muted-foreground">{header.description}</p>
          </div>
        </header>
      ) : null}
      {children}
    </div>
  )
}
