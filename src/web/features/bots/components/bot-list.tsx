import { BotIcon, PlusIcon } from 'lucide-react'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { hasPermission } from '#shared/auth/permissions'
import type { BotDetailJson } from '#shared/schemas/bots'
import { ConfirmDialog } from '#web/components/feedback/confirm-dialog.tsx'
import { Button } from '#web/components/ui/button.tsx'
import { Card, CardContent, CardHeader, CardTitle } from '#web/components/ui/card.tsx'
import { Skeleton } from '#web/components/ui/skeleton.tsx'
import { useCreateBot } from '#web/features/bots/api/create-bot.ts'
import { useDeleteBot } from '#web/features/bots/api/delete-bot.ts'
import { useDuplicateBot } from '#web/features/bots/api/duplicate-bot.ts'
import { useExportBot } from '#web/features/bots/api/export-bot.ts'
import { useBotList } from '#web/features/bots/api/list-bots.ts'
import { useUpdateBot } from '#web/features/bots/api/update-bot.ts'
import { BotCard } from '#web/features/bots/components/bot-card.tsx'
import { isApiError } from '#web/lib/api-client.ts'
import { useFormatters } from '#web/lib/format.ts'
import { useCurrentUser } from '#web/lib/session/use-current-user.ts'
import { toast } from '#web/lib/toast.ts'

/** Spec §2.14: summary cards, bot cards, create, and the delete confirmation. */
export function BotList() {
  const { t } = useTranslation('bots')
  const format = useFormatters()
  const { roles } = useCurrentUser()
  const canManage = hasPermission(roles, 'BOT_MANAGEMENT')
  const list = useBotList()
  const createBot = useCreateBot()
  const updateBot = useUpdateBot()
  const duplicateBot = useDuplicateBot()
  const exportBot = useExportBot()
  const deleteBot = useDeleteBot()
  const [toDelete, setToDelete] = useState<BotDetailJson | null>(null)
  const [busyId, setBusyId] = useState<string | null>(null)

  const withBusy = async (botId: string, action: () => Promise<unknown>) => {
    setBusyId(botId)
    try {
      await action()
    } finally {
      setBusyId(null)
    }
  }

  const create = () =>
    createBot.mutate(undefined, {
      onSuccess: (bot) => toast.success(t('toasts.created', { name: bot.name })),
      onError: () => toast.error(t('toasts.createFailed')),
    })

  const confirmDelete = () => {
    if (!toDelete) return
    const { id, name } = toDelete
    deleteBot.mutate(id, {
      onSuccess: () => toast.success(t('toasts.deleted', { name })),
      onError: () => toast.error(t('toasts.deleteFailed')),
      onSettled: () => setToDelete(null),
    })
  }

  const summary = list.data?.summary
  const cards = [
    { label: t('summary.totalBots'), value: summary?.total_bots },
    { label: t('summary.activeBots'), value: summary?.active_bots },
    { label: t('summary.totalResponses'), value: summary?.total_responses },
    { label: t('summary.escalations'), value: summary?.escalations },
  ]

  return (
    <div className="mx-auto w-full max-w-7xl space-y-6 px-4 py-8 sm:px-6">
      <header className="flex flex-wrap items-end justify-between gap-4">
        <div className="space-y-1">
          <h1 className="text-2xl font-semibold tracking-tight sm:text-3xl">{t('list.title')}</h1>
          <p className="text-muted-foreground">{t('list.description')}</p>
        </div>
        {canManage ? (
          <Button onClick={create} disabled={createBot.isPending}>
            <PlusIcon aria-hidden="true" />
            {t('actions.create')}
          </Button>
        ) : null}
      </header>

      <section aria-label={t('summary.label')} className="grid grid-cols-2 gap-4 lg:grid-cols-4">
        {cards.map((card) => (
          <Card key={card.label} className="gap-2 py-4">
            <CardHeader className="px-4">
              <CardTitle className="text-sm font-medium text-muted-foreground">{card.label}</CardTitle>
            </CardHeader>
            <CardContent className="px-4 text-2xl font-semibold">
              {card.value === undefined ? <Skeleton className="h-8 w-12" /> : format.number(card.value)}
            </CardContent>
          </Card>
        ))}
      </section>

      {list.isError ? (
        <p role="alert" className="text-destructive">
          {t('toasts.loadFailed')}
        </p>
      ) : list.isPending ? (
        <div className="grid gap-4 md:grid-cols-2 xl:grid-cols-3">
          {[0, 1, 2].map((key) => (
            <Skeleton key={key} className="h-72" />
          ))}
        </div>
      ) : list.data.bots.length === 0 ? (
        <Card className="items-center py-12 text-center">
          <BotIcon aria-hidden="true" className="size-10 text-muted-foreground" />
          <h2 className="text-lg font-semibold">{t('list.emptyTitle')}</h2>
          <p className="text-sm text-muted-foreground">{t('list.emptyDescription')}</p>
          {canManage ? (
            <Button onClick={create} disabled={createBot.isPending}>
              <PlusIcon aria-hidden="true" />
              {t('actions.createFirst')}
            </Button>
          ) : null}
        </Card>
      ) : (
        <ul className="grid gap-4 md:grid-cols-2 xl:grid-cols-3">
          {list.data.bots.map((bot) => (
            <li key={bot.id} className="grid">
              <BotCard
                bot={bot}
                canManage={canManage}
                busy={busyId === bot.id}
                onToggleActive={(active) =>
                  withBusy(bot.id, () =>
                    updateBot
                      .mutateAsync({
                        botId: bot.id,
                        input: { is_active: active, expected_updated_at: bot.updated_at },
                      })
                      // Issue 32: changed meanwhile; the list shows it as it is now.
                      .catch((error) =>
                        toast.error(
                          isApiError(error) && error.code === 'STALE_EDIT'
                            ? t('common:staleEdit.changedMeanwhile')
                            : t('toasts.statusFailed'),
                        ),
                      ),
                  )
                }
                onExport={() =>
                  withBusy(bot.id, () =>
                    exportBot.mutateAsync(bot.id).catch(() => toast.error(t('toasts.exportFailed'))),
                  )
                }
                onDuplicate={() =>
                  withBusy(bot.id, () =>
                    duplicateBot
                      .mutateAsync(bot.id)
                      .then((copy) => toast.success(t('toasts.duplicated', { name: copy.name })))
                      .catch(() => toast.error(t('toasts.duplicateFailed'))),
                  )
                }
                onDelete={() => setToDelete(bot)}
              />
            </li>
          ))}
        </ul>
      )}

      <ConfirmDialog
        open={toDelete !== null}
        onOpenChange={(open) => !open && setToDelete(null)}
        title={t('delete.title', { name: toDelete?.name ?? '' })}
        description={t('delete.description')}
        confirmLabel={t('delete.confirm')}
        pending={deleteBot.isPending}
        onConfirm={confirmDelete}
      />
    </div>
  )
}
