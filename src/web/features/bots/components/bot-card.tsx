import {
  BarChart3Icon,
  CopyIcon,
  DownloadIcon,
  GraduationCapIcon,
  LibraryIcon,
  MessageSquareIcon,
  SettingsIcon,
  Trash2Icon,
} from 'lucide-react'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import type { BotDetailJson } from '#shared/schemas/bots'
import { BotAvatar } from '#web/components/bot-avatar.tsx'
import { Badge } from '#web/components/ui/badge.tsx'
import { Button } from '#web/components/ui/button.tsx'
import { Card, CardContent, CardFooter, CardHeader, CardTitle } from '#web/components/ui/card.tsx'
import { Switch } from '#web/components/ui/switch.tsx'
import { TrainingStatusBadge } from '#web/features/bots/components/training-status-badge.tsx'
import { botPaths } from '#web/features/bots/lib/bot-paths.ts'
import { useFormatters } from '#web/lib/format.ts'

type BotCardProps = {
  bot: BotDetailJson
  canManage: boolean
  busy: boolean
  onToggleActive: (active: boolean) => void
  onExport: () => void
  onDuplicate: () => void
  onDelete: () => void
}

/** Spec §2.14 bot card: every field, the active toggle and the actions. */
export function BotCard({
  bot,
  canManage,
  busy,
  onToggleActive,
  onExport,
  onDuplicate,
  onDelete,
}: BotCardProps) {
  const { t } = useTranslation('bots')
  const format = useFormatters()
  const stats = [
    { label: t('card.responses'), value: format.number(bot.response_count) },
    { label: t('card.escalations'), value: format.number(bot.escalation_count) },
    {
      label: t('card.knowledge'),
      value: t('card.knowledgeValue', {
        count: bot.knowledge_base.entry_count,
        verified: bot.knowledge_base.verified_count,
      }),
    },
    {
      label: t('card.lastTrained'),
      value: bot.last_trained_at ? format.date(bot.last_trained_at) : t('card.never'),
    },
  ]
  return (
    <Card className="flex flex-col" aria-labelledby={`bot-${bot.id}-name`}>
      <CardHeader className="gap-3">
        <div className="flex items-start gap-3">
          <BotAvatar avatarUrl={bot.avatar_url} />
          <div className="min-w-0 flex-1 space-y-2">
            <CardTitle asChild className="truncate text-lg">
              <h2 id={`bot-${bot.id}-name`}>{bot.name}</h2>
            </CardTitle>
            <div className="flex flex-wrap gap-1.5">
              <TrainingStatusBadge status={bot.training_status} />
              <Badge variant={bot.is_active ? 'success' : 'outline'}>
                {bot.is_active ? t('card.visibleToDealers') : t('card.internalOnly')}
              </Badge>
            </div>
          </div>
          <Switch
            checked={bot.is_active}
            disabled={!canManage || busy}
            onCheckedChange={onToggleActive}
            aria-label={t('card.activeToggle', { name: bot.name })}
          />
        </div>
        <p className="line-clamp-2 text-sm text-muted-foreground">
          {bot.description || t('card.noDescription')}
        </p>
      </CardHeader>
      <CardContent className="flex-1">
        <dl className="grid grid-cols-2 gap-3 text-sm">
          {stats.map((stat) => (
            <div key={stat.label} className="rounded-md bg-muted/50 p-2">
              <dt className="text-xs text-muted-foreground">{stat.label}</dt>
              <dd className="font-medium">{stat.value}</dd>
            </div>
          ))}
        </dl>
      </CardContent>
      <CardFooter className="flex flex-wrap gap-2">
        <Button asChild size="sm">
          <Link to={botPaths.chat(bot.id)}>
            <MessageSquareIcon aria-hidden="true" />
            {t('actions.testChat')}
          </Link>
        </Button>
        {canManage ? (
          <>
            <Button asChild size="sm" variant="outline">
              <Link to={botPaths.config(bot.id)}>
                <SettingsIcon aria-hidden="true" />
                {t('actions.config')}
              </Link>
            </Button>
            <Button asChild size="sm" variant="outline">
              <Link to={botPaths.train(bot.id)}>
                <GraduationCapIcon aria-hidden="true" />
                {t('actions.train')}
              </Link>
            </Button>
          </>
        ) : null}
        <Button asChild size="sm" variant="outline">
          <Link to={botPaths.knowledge(bot.id)}>
            <LibraryIcon aria-hidden="true" />
            {t('actions.knowledge')}
          </Link>
        </Button>
        <Button asChild size="sm" variant="outline">
          <Link to={botPaths.analytics(bot.id)}>
            <BarChart3Icon aria-hidden="true" />
            {t('actions.stats')}
          </Link>
        </Button>
        <Button size="sm" variant="outline" onClick={onExport} disabled={busy}>
          <DownloadIcon aria-hidden="true" />
          {t('actions.export')}
        </Button>
        {canManage ? (
          <>
            <Button size="sm" variant="outline" onClick={onDuplicate} disabled={busy}>
              <CopyIcon aria-hidden="true" />
              {t('actions.duplicate')}
            </Button>
            <Button
              size="sm"
              variant="outline"
              className="text-destructive"
              onClick={onDelete}
              disabled={busy}
              aria-label={t('actions.deleteNamed', { name: bot.name })}
            >
              <Trash2Icon aria-hidden="true" />
              {t('actions.delete')}
            </Button>
          </>
        ) : null}
      </CardFooter>
    </Card>
  )
}
