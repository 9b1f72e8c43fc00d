import { useTranslation } from 'react-i18next'
import { useParams } from 'react-router'
import { PageLoader } from '#web/components/feedback/page-loader.tsx'
import { useBot } from '#web/features/bots/api/get-bot.ts'
import { BotPage } from '#web/features/bots/components/bot-page.tsx'
import { BotTestChat } from '#web/features/training/components/bot-test-chat.tsx'

/** /bots/:botId/chat: test and train (spec §2.17). */
export function BotChatRoute() {
  const { botId = '' } = useParams()
  const { t } = useTranslation('bots')
  const bot = useBot(botId)
  if (bot.isError)
    return (
      <p role="alert" className="p-8 text-destructive">
        {t('toasts.botLoadFailed')}
      </p>
    )
  if (!bot.data) return <PageLoader />
  return (
    <BotPage
      header={{ avatarUrl: bot.data.avatar_url, title: bot.data.name, description: bot.data.description }}
    >
      <BotTestChat botId={bot.data.id} botName={bot.data.name} active={bot.data.is_active} />
    </BotPage>
  )
}
