import { ActivityIcon, ChevronRightIcon } from 'lucide-react'
import type { ReactNode } from 'react'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import { Bar, BarChart, CartesianGrid, Legend, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts'
import { ANALYTICS_PERIODS, type BotAnalyticsJson } from '#shared/schemas/bots'
import { NativeSelect } from '#web/components/form/native-select.tsx'
import { Badge } from '#web/components/ui/badge.tsx'
import { Card, CardContent, CardHeader, CardTitle } from '#web/components/ui/card.tsx'
import { Skeleton } from '#web/components/ui/skeleton.tsx'
import { useBotAnalytics } from '#web/features/bots/api/get-bot-analytics.ts'
import { botPaths } from '#web/features/bots/lib/bot-paths.ts'
import { useFormatters } from '#web/lib/format.ts'

function Panel({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Card>
      <CardHeader>
        <CardTitle asChild>
          <h2>{title}</h2>
        </CardTitle>
      </CardHeader>
      <CardContent>{children}</CardContent>
    </Card>
  )
}

function CountList({
  items,
  empty,
}: {
  items: { key: string; label: string; count: number }[]
  empty: string
}) {
  if (items.length === 0) return <p className="text-sm text-muted-foreground">{empty}</p>
  return (
    <ol className="space-y-1.5 text-sm">
      {items.map((item) => (
        <li key={item.key} className="flex justify-between gap-3">
          <span className="truncate">{item.label}</span>
          <span className="tabular-nums text-muted-foreground">{item.count}</span>
        </li>
      ))}
    </ol>
  )
}

/** Spec §2.18, with real figures: 'Live Data' because they are read from the stored conversations. */
export function BotAnalyticsView({ botId }: { botId: string }) {
  const { t } = useTranslation('bots')
  const format = useFormatters()
  const [days, setDays] = useState(30)
  const analytics = useBotAnalytics(botId, days)
  const data: BotAnalyticsJson | undefined = analytics.data
  const percent = (value: number | null) =>
    value === null ? '–' : format.number(value, { style: 'percent' })

  return (
    <div className="space-y-6">
      <header className="flex flex-wrap items-center justify-between gap-3">
        <div className="space-y-1">
          <div className="flex items-center gap-2">
            <h1 className="text-2xl font-semibold tracking-tight">
              {t('analytics.title', { name: data?.bot.name ?? '' })}
            </h1>
            <Badge variant="success">
              <ActivityIcon aria-hidden="true" />
              {t('analytics.live')}
            </Badge>
          </div>
          <p className="text-muted-foreground">{data?.bot.description}</p>
        </div>
        <NativeSelect
          aria-label={t('analytics.period')}
          className="w-40"
          value={days}
          onChange={(event) => setDays(Number(event.target.value))}
        >
          {ANALYTICS_PERIODS.map((period) => (
            <option key={period} value={period}>
              {t('analytics.days', { count: period })}
            </option>
          ))}
        </NativeSelect>
      </header>

      {analytics.isError ? (
        <p role="alert" className="text-destructive">
          {t('toasts.botLoadFailed')}
        </p>
      ) : !data ? (
        <Skeleton className="h-96" />
      ) : (
        <>
          <section aria-label={t('analytics.figures')} className="grid grid-cols-2 gap-4 lg:grid-cols-4">
            {[
              { label: t('analytics.responses'), value: format.number(data.responses) },
              { label: t('analytics.escalations'), value: format.number(data.escalations) },
              { label: t('analytics.escalationRate'), value: percent(data.escalation_rate) },
              { label: t('analytics.answeredRate'), value: percent(data.answered_rate) },
            ].map((figure) => (
              <Card key={figure.label} className="gap-1 py-4">
                <CardHeader className="px-4">
                  <CardTitle className="text-sm font-medium text-muted-foreground">{figure.label}</CardTitle>
                </CardHeader>
                <CardContent className="px-4 text-2xl font-semibold">{figure.value}</CardContent>
              </Card>
            ))}
          </section>

          <div className="grid gap-4 lg:grid-cols-2">
            <Panel title={t('analytics.daily')}>
              {data.daily.length === 0 ? (
                <p className="text-sm text-muted-foreground">{t('analytics.noData')}</p>
              ) : (
                <div className="h-56">
                  <ResponsiveContainer width="100%" height="100%">
                    <BarChart data={data.daily}>
                      <CartesianGrid strokeDasharray="3 3" vertical={false} />
                      <XAxis dataKey="date" fontSize={12} />
                      <YAxis allowDecimals={false} fontSize={12} width={32} />
                      <Tooltip />
                      {/* Two series: the legend says which colour is which (issue 36). */}
                      <Legend />
                      <Bar dataKey="responses" name={t('analytics.responses')} fill="var(--color-primary)" />
                      <Bar
                        dataKey="escalations"
                        name={t('analytics.escalations')}
                        fill="var(--color-destructive)"
                      />
                    </BarChart>
                  </ResponsiveContainer>
                </div>
              )}
            </Panel>
            <Panel title={t('analytics.confidence')}>
              <dl className="grid grid-cols-3 gap-3 text-center">
                {(['high', 'medium', 'low'] as const).map((band) => (
                  <div key={band} className="rounded-md bg-muted/50 p-3">
                    <dt className="text-xs text-muted-foreground">{t(`analytics.band.${band}`)}</dt>
                    <dd className="text-xl font-semibold">{data.confidence[band]}</dd>
                  </div>
                ))}
              </dl>
              <p className="mt-3 text-sm text-muted-foreground">
                {t('analytics.averageConfidence', { value: percent(data.average_confidence) })}
              </p>
            </Panel>
            <Panel title={t('analytics.recommendations')}>
              {data.recommendations.length === 0 ? (
                <p className="text-sm text-muted-foreground">{t('analytics.noRecommendations')}</p>
              ) : (
                <ul className="space-y-3 text-sm">
                  {data.recommendations.map((item) => (
                    <li key={item.type} className="rounded-md border p-3">
                      <p className="font-medium">
                        {t(`analytics.recommendation.${item.type}`, { count: item.count ?? 0 })}
                      </p>
                      {item.questions ? (
                        <ul className="mt-1 list-inside list-disc text-muted-foreground">
                          {item.questions.map((question) => (
                            <li key={question}>{question}</li>
                          ))}
                        </ul>
                      ) : null}
                    </li>
                  ))}
                </ul>
              )}
            </Panel>
            <Panel title={t('analytics.feedback')}>
              <dl className="grid grid-cols-3 gap-3 text-center">
                <div className="rounded-md bg-muted/50 p-3">
                  <dt className="text-xs text-muted-foreground">{t('analytics.thumbsUp')}</dt>
                  <dd className="text-xl font-semibold">{data.feedback.positive}</dd>
                </div>
                <div className="rounded-md bg-muted/50 p-3">
                  <dt className="text-xs text-muted-foreground">{t('analytics.thumbsDown')}</dt>
                  <dd className="text-xl font-semibold">{data.feedback.negative}</dd>
                </div>
                <div className="rounded-md bg-muted/50 p-3">
                  <dt className="text-xs text-muted-foreground">{t('analytics.averageRating')}</dt>
                  <dd className="text-xl font-semibold">
                    {data.feedback.average_rating === null
                      ? '–'
                      : format.number(data.feedback.average_rating, { maximumFractionDigits: 1 })}
                  </dd>
                </div>
              </dl>
            </Panel>
            <Panel title={t('analytics.topQuestions')}>
              <CountList
                empty={t('analytics.noData')}
                items={data.top_questions.map((item) => ({
                  key: item.question,
                  label: item.question,
                  count: item.count,
                }))}
              />
            </Panel>
            <Panel title={t('analytics.topEntries')}>
              <CountList
                empty={t('analytics.noData')}
                items={data.top_entries.map((item) => ({
                  key: item.entry_id,
                  label: item.question,
                  count: item.count,
                }))}
              />
            </Panel>
            <Panel title={t('analytics.unanswered')}>
              <CountList
                empty={t('analytics.noUnanswered')}
                items={data.unanswered.map((item) => ({
                  key: item.id,
                  label: item.question,
                  count: item.frequency,
                }))}
              />
            </Panel>
            <Panel title={t('analytics.languages')}>
              <CountList
                empty={t('analytics.noData')}
                items={data.languages.map((item) => ({
                  key: item.language,
                  label: t(`analytics.language.${item.language}`, {
                    defaultValue: item.language.toUpperCase(),
                  }),
                  count: item.count,
                }))}
              />
            </Panel>
            <Panel title={t('analytics.recentEscalations')}>
              {data.recent_escalations.length === 0 ? (
                <p className="text-sm text-muted-foreground">{t('analytics.noEscalations')}</p>
              ) : (
                <ol className="-mx-2 space-y-1 text-sm">
                  {data.recent_escalations.map((item) => (
                    <li key={item.message_id}>
                      {/* Issue 36: each escalation opens its conversation, to read and fix the reply. */}
                      <Link
                        to={botPaths.conversation(item.session_id)}
                        className="flex items-center justify-between gap-3 rounded-md p-2 hover:bg-muted focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none"
                      >
                        <span className="min-w-0 truncate font-medium underline-offset-4 hover:underline">
                          {item.question ?? t('analytics.noQuestion')}
                        </span>
                        <span className="flex shrink-0 items-center gap-1 text-muted-foreground">
                          {t(`analytics.escalationType.${item.escalation_type}`, {
                            defaultValue: item.escalation_type,
                          })}{' '}
                          · {format.dateTime(item.created_at)}
                          <ChevronRightIcon aria-hidden="true" className="size-4" />
                        </span>
                      </Link>
                    </li>
                  ))}
                </ol>
              )}
            </Panel>
          </div>
        </>
      )}
    </div>
  )
}
