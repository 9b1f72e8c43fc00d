import { BotIcon, MessagesSquareIcon, ZapIcon } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import { documentLanguage } from '#shared/constants/ui-languages'
import type { ChatBotsResponse } from '#shared/schemas/chat'
import { BotAvatar } from '#web/components/bot-avatar.tsx'
import { ShownLanguageBadge } from '#web/components/translations/shown-language-badge.tsx'
import { Badge } from '#web/components/ui/badge.tsx'
import { Button } from '#web/components/ui/button.tsx'
import {
  Card,
  CardContent,
  CardDescription,
  CardFooter,
  CardHeader,
  CardTitle,
} from '#web/components/ui/card.tsx'
import { useFormatters } from '#web/lib/format.ts'

/** Spec §2.7 /chat-bots: the three count cards and a card per published bot. */
export function ChatBotsOverview({ data }: { data: ChatBotsResponse }) {
  const { t } = useTranslation('chat')
  const { date, number } = useFormatters()
  const stats = [
    { key: 'available', icon: BotIcon, value: data.stats.availableBots },
    { key: 'total', icon: MessagesSquareIcon, value: data.stats.totalConversations },
    { key: 'active', icon: ZapIcon, value: data.stats.activeNow },
  ] as const

  return (
    <div className="space-y-6">
      <div className="grid gap-4 sm:grid-cols-3">
        {stats.map((stat) => (
          <Card key={stat.key} className="gap-2 py-4">
            <CardContent className="flex items-center justify-between px-4">
              <dl>
                <dt className="text-sm text-muted-foreground">{t(`bots.stats.${stat.key}`)}</dt>
                <dd className="text-2xl font-semibold">{number(stat.value)}</dd>
              </dl>
              <stat.icon aria-hidden="true" className="size-6 text-muted-foreground" />
            </CardContent>
          </Card>
        ))}
      </div>
      {data.bots.length === 0 ? (
        <Card>
          <CardContent className="py-10 text-center text-muted-foreground">{t('bots.empty')}</CardContent>
        </Card>
      ) : (
        <ul className="grid gap-4 md:grid-cols-2 xl:grid-cols-3">
          {data.bots.map((bot) => (
            <li key={bot.id}>
              <Card className="h-full" aria-labelledby={`bot-${bot.id}-name`}>
                <CardHeader className="flex flex-row items-start gap-3">
                  <BotAvatar name={bot.name} type={bot.type} avatarUrl={bot.avatarUrl} className="size-12" />
                  <div className="min-w-0 space-y-2">
                    <CardTitle asChild>
                      <h2 id={`bot-${bot.id}-name`} lang={documentLanguage(bot.shownLanguage)}>
                        {bot.name}
                      </h2>
                    </CardTitle>
                    <div className="flex flex-wrap gap-1.5">
                      <Badge variant="success">{t('bots.published')}</Badge>
                      {bot.forDealerUse ? <Badge variant="outline">{t('bots.dealerUse')}</Badge> : null}
                      <ShownLanguageBadge content={bot} />
                    </div>
                  </div>
                </CardHeader>
                <CardContent className="flex-1 space-y-3 text-sm">
                  {bot.description ? (
                    <CardDescription lang={documentLanguage(bot.shownLanguage)}>
                      {bot.description}
                    </CardDescription>
                  ) : null}
                  {bot.purpose ? (
                    <p>
                      <span className="font-medium">{t('bots.specialized')}:</span> {bot.purpose}
                    </p>
                  ) : null}
                  <p className="flex flex-wrap gap-x-4 text-muted-foreground">
                    <span>{t('bots.conversations', { count: bot.conversationCount })}</span>
                    <span>{t('bots.updated', { date: date(bot.updatedAt) })}</span>
                  </p>
                </CardContent>
                <CardFooter>
                  <Button asChild className="w-full">
                    <Link to={`/chat/${bot.id}`} aria-label={`${t('bots.start')}: ${bot.name}`}>
                      {t('bots.start')}
                    </Link>
                  </Button>
                </CardFooter>
              </Card>
            </li>
          ))}
        </ul>
      )}
    </div>
  )
}
