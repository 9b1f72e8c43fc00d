import { useTranslation } from 'react-i18next'
import { useParams } from 'react-router'
import { PageLoader } from '#web/components/feedback/page-loader.tsx'
import { useBot } from '#web/features/bots/api/get-bot.ts'
import { BotPage } from '#web/features/bots/components/bot-page.tsx'
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
    <BotPage
      header={{
        avatarUrl: bot.data.avatar_url,
        title: tk('page.botTitle', { name: bot.data.name }),
        description: tk('page.botDescription'),
      }}
    >
      <KnowledgeWorkspace botId={bot.data.id} />
    </BotPage>
  )
}
