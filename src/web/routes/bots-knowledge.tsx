import { ArrowLeftIcon } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import { Link, useParams } from 'react-router'
import { PageLoader } from '#web/components/feedback/page-loader.tsx'
import { Button } from '#web/components/ui/button.tsx'
import { useBot } from '#web/features/bots/api/get-bot.ts'
import { BotAvatar } from '#web/features/bots/components/bot-avatar.tsx'
import { botPaths } from '#web/features/bots/lib/bot-paths.ts'
import { KnowledgeWorkspace } from '#web/features/knowledge/components/knowledge-workspace.tsx'

/** /bots/:botId/knowledge (spec §2.16). */
export function BotKnowledgeRoute() {
  const { botId = '' } = useParams()
  const { t } = useTranslation('bots')
  const { t: tk } = useTranslation('knowledge')
  const bot = useBot(botId)
  if (bot.isError)
    return (
      <p role="alert" className="p-8 text-destructive">
        {t('toasts.notFound')}
      </p>
    )
  if (!bot.data) return <PageLoader />
  return (
    <div className="mx-auto w-full max-w-7xl space-y-6 px-4 py-8 sm:px-6">
      <Button asChild variant="ghost" size="sm">
        <Link to={botPaths.list}>
          <ArrowLeftIcon aria-hidden="true" />
          {t('actions.backToBots')}
        </Link>
      </Button>
      <header className="flex items-center gap-3">
        <BotAvatar avatarUrl={bot.data.avatar_url} />
        <div>
          <h1 className="text-2xl font-semibold tracking-tight">
            {tk('page.botTitle', { name: bot.data.name })}
          </h1>
          <p className="text-muted-foreground">{tk('page.botDescription')}</p>
        </div>
      </header>
      <KnowledgeWorkspace botId={bot.data.id} />
    </div>
  )
}
