import { AlertCircleIcon } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import type { NewsReader } from '#shared/schemas/news'
import { PageLoader } from '#web/components/feedback/page-loader.tsx'
import { Alert, AlertTitle } from '#web/components/ui/alert.tsx'
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '#web/components/ui/card.tsx'
import { useManagedNews, useNewsReadStats } from '#web/features/news/api/manage-news.ts'
import { useFormatters } from '#web/lib/format.ts'
import { BackToNews } from './news-article-page.tsx'
import { NewsStatusBadge } from './news-status-badge.tsx'

/** /news/:id/stats (managers): how many of the targeted users read the article, who did and who has not. */
export function NewsReadStatsPage({ id }: { id: string }) {
  const { t } = useTranslation('news')
  const { number } = useFormatters()
  const article = useManagedNews(id)
  const stats = useNewsReadStats(id)

  if (article.isPending || stats.isPending) return <PageLoader />
  if (article.isError || stats.isError) {
    return (
      <div className="mx-auto w-full max-w-4xl space-y-4 px-4 py-8 sm:px-6">
        <BackToNews />
        <Alert variant="destructive">
          <AlertCircleIcon aria-hidden="true" />
          <AlertTitle>{(article.error ?? stats.error)?.message}</AlertTitle>
        </Alert>
      </div>
    )
  }
  const { article: item } = article.data
  const { targetedCount, readCount, readers, notYetRead } = stats.data
  const share = targetedCount ? Math.round((readCount / targetedCount) * 100) : 0

  return (
    <div className="mx-auto w-full max-w-4xl space-y-6 px-4 py-8 sm:px-6">
      <BackToNews />
      <header className="space-y-2">
        <NewsStatusBadge status={item.status} publishedAt={item.publishedAt} />
        <h1 className="text-2xl font-semibold tracking-tight sm:text-3xl">{t('stats.title')}</h1>
        <p className="text-muted-foreground">{item.title}</p>
      </header>
      <Card>
        <CardHeader>
          <CardTitle asChild>
            <h2 data-testid="news-stats-summary">
              {t('stats.readOf', { read: number(readCount), total: number(targetedCount) })}
            </h2>
          </CardTitle>
          <CardDescription>{t('stats.audienceHint')}</CardDescription>
        </CardHeader>
        <CardContent>
          <div
            role="progressbar"
            aria-label={t('stats.progress')}
            aria-valuemin={0}
            aria-valuemax={100}
            aria-valuenow={share}
            className="h-3 overflow-hidden rounded-full bg-muted"
          >
            <div className="h-full rounded-full bg-primary transition-all" style={{ width: `${share}%` }} />
          </div>
          <p className="mt-2 text-sm text-muted-foreground">{number(share / 100, { style: 'percent' })}</p>
        </CardContent>
      </Card>
      <div className="grid gap-6 md:grid-cols-2">
        <ReaderList
          title={t('stats.notYetRead', { count: notYetRead.length })}
          readers={notYetRead}
          testId="news-not-read"
        />
        <ReaderList
          title={t('stats.readers', { count: readers.length })}
          readers={readers}
          testId="news-readers"
        />
      </div>
    </div>
  )
}

function ReaderList({ title, readers, testId }: { title: string; readers: NewsReader[]; testId: string }) {
  const { t } = useTranslation('news')
  const { dateTime } = useFormatters()
  return (
    <Card className="gap-3">
      <CardHeader>
        <CardTitle asChild>
          <h2>{title}</h2>
        </CardTitle>
      </CardHeader>
      <CardContent>
        {readers.length === 0 ? (
          <p className="text-sm text-muted-foreground">{t('stats.nobody')}</p>
        ) : (
          <ul
            className="max-h-[28rem] divide-y overflow-y-auto"
            data-testid={testId}
            aria-label={title}
            // biome-ignore lint/a11y/noNoninteractiveTabindex: the list scrolls, so keyboard users must be able to focus it.
            tabIndex={0}
          >
            {readers.map((reader) => (
              <li key={reader.userId} className="py-2 text-sm">
                <p className="font-medium">{reader.name}</p>
                <p className="text-muted-foreground">
                  {reader.email}
                  {reader.dealerNames.length ? ` · ${reader.dealerNames.join(', ')}` : ''}
                </p>
                {reader.readAt ? (
                  <p className="text-xs text-muted-foreground">
                    {t('stats.readAt', { date: dateTime(reader.readAt) })}
                  </p>
                ) : null}
              </li>
            ))}
          </ul>
        )}
      </CardContent>
    </Card>
  )
}
