import { useParams } from 'react-router'
import { BotAnalyticsView } from '#web/features/bots/components/bot-analytics-view.tsx'
import { BotPage } from '#web/features/bots/components/bot-page.tsx'

/** /bots/:botId/analytics (spec §2.18). */
export function BotAnalyticsRoute() {
  const { botId = '' } = useParams()
  return (
    <BotPage>
      <BotAnalyticsView botId={botId} />
    </BotPage>
  )
}
