import { useTranslation } from 'react-i18next'
import { Spinner } from '#web/components/ui/spinner.tsx'
import { ChatBotsOverview } from '#web/features/chat/components/chat-bots-overview.tsx'
import { useChatBots } from '#web/lib/chat/list-chat-bots.ts'

/** Spec §2.7 /chat-bots: the published assistants for the user, with real conversation counts. */
export function ChatBotsRoute() {
  const { t } = useTranslation('chat')
  const bots = useChatBots()
  return (
    <div className="mx-auto w-full max-w-7xl space-y-6 px-4 py-6 sm:px-6">
      <header className="space-y-1">
        <h1 className="text-2xl font-semibold tracking-tight sm:text-3xl">{t('bots.title')}</h1>
        <p className="text-muted-foreground">{t('bots.description')}</p>
      </header>
      {bots.isLoading ? (
        <p role="status" className="flex items-center gap-2 text-muted-foreground">
          <Spinner className="size-4" /> {t('bots.loading')}
        </p>
      ) : bots.isError || !bots.data ? (
        <p className="text-destructive">{t('loadFailed')}</p>
      ) : (
        <ChatBotsOverview data={bots.data} />
      )}
    </div>
  )
}
