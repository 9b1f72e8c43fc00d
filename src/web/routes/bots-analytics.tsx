import { ArrowLeftIcon } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import { Link, useParams } from 'react-router'
import { Button } from '#web/components/ui/button.tsx'
import { BotAnalyticsView } from '#web/features/bots/components/bot-analytics-view.tsx'
import { botPaths } from '#web/features/bots/lib/bot-paths.ts'

/** /bots/:botId/analytics (spec §2.18). */
export function BotAnalyticsRoute() {
  const { botId = '' } = useParams()
  const { t } = useTranslation('bots')
  return (
    <div className="mx-auto w-full max-w-7xl space-y-6 px-4 py-8 sm:px-6">
      <Button asChild variant="ghost" size="sm">
        <Link to={botPaths.list}>
          <ArrowLeftIcon aria-hidden="true" />
          {t('actions.backToBots')}
        </Link>
      </Button>
      <BotAnalyticsView botId={botId} />
    </div>
  )
}
