import { useEffect } from 'react'
import { useTranslation } from 'react-i18next'
import { useNavigate, useParams } from 'react-router'
import { PageLoader } from '#web/components/feedback/page-loader.tsx'
import { useBot } from '#web/features/bots/api/get-bot.ts'
import { BotConfigForm } from '#web/features/bots/components/bot-config-form.tsx'
import { botPaths } from '#web/features/bots/lib/bot-paths.ts'
import { toast } from '#web/lib/toast.ts'

/** /bots/:botId/config (spec §2.15); a load failure returns to /bots with the toast. */
export function BotConfigRoute() {
  const { botId = '' } = useParams()
  const { t } = useTranslation('bots')
  const navigate = useNavigate()
  const bot = useBot(botId)

  useEffect(() => {
    if (!bot.isError) return
    toast.error(t('toasts.configLoadFailed'))
    navigate(botPaths.list, { replace: true })
  }, [bot.isError, navigate, t])

  if (!bot.data) return <PageLoader />
  return (
    <div className="mx-auto w-full max-w-7xl px-4 pb-8 sm:px-6">
      {/* Keyed by the bot so another bot never inherits this one's typed values. */}
      <BotConfigForm key={bot.data.id} bot={bot.data} />
    </div>
  )
}
