import { AlertCircleIcon, ArrowRightIcon, CheckIcon, NewspaperIcon, RefreshCwIcon } from 'lucide-react'
import { useEffect } from 'react'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import { documentLanguage } from '#shared/constants/ui-languages'
import type { NewsArticleSummary } from '#shared/schemas/news'
import { ShownLanguageBadge } from '#web/components/translations/shown-language-badge.tsx'
import { Alert, AlertDescription, AlertTitle } from '#web/components/ui/alert.tsx'
import { Badge } from '#web/components/ui/badge.tsx'
import { Button } from '#web/components/ui/button.tsx'
import {
  Card,
  CardAction,
  CardContent,
  CardDescription,
  CardFooter,
  CardHeader,
  CardTitle,
} from '#web/components/ui/card.tsx'
import { Skeleton } from '#web/components/ui/skeleton.tsx'
import { Spinner } from '#web/components/ui/spinner.tsx'
import { useUnreadNewsCount } from '#web/features/news/api/get-unread-news-count.ts'
import { useLatestNews } from '#web/features/news/api/list-latest-news.ts'
import { useMarkNewsRead } from '#web/features/news/api/mark-news-read.ts'
import { useFormatters } from '#web/lib/format.ts'
import { toast } from '#web/lib/toast.ts'
import { NewsCategoryLabel } from './news-category-label.tsx'

/** Spec §2.5 latest-news widget: the 3 newest published articles the user may read. */
export function LatestNewsWidget() {
  const { t } = useTranslation('news')
  const latest = useLatestNews()
  const unread = useUnreadNewsCount()
  // The articles' dates are formatted once they are here; their formatter is made while they are on
  // their way, in a task of its own (issue 12: it is the slowest part of the widget's first render).
  const { prepareDate } = useFormatters()
  // biome-ignore lint/correctness/useExhaustiveDependencies: once, while the first articles load
  useEffect(() => {
    if (!latest.isPending) return
    const task = setTimeout(prepareDate)
    return () => clearTimeout(task)
  }, [])
  const unreadCount = unread.data?.count ?? 0
  const hasArticles = (latest.data?.articles.length ?? 0) > 0

  return (
    <Card role="region" className="gap-4" aria-labelledby="latest-news-heading">
      <CardHeader>
        <CardTitle asChild className="flex items-center gap-2">
          <h2 id="latest-news-heading">
            <NewspaperIcon aria-hidden="true" className="size-5 text-muted-foreground" />
            {t('widget.title')}
          </h2>
        </CardTitle>
        <CardDescription>{t('widget.description')}</CardDescription>
        {unreadCount > 0 ? (
          <CardAction>
            <Badge className="rounded-full px-2.5" data-testid="news-unread-badge">
              {t('widget.newCount', { count: unreadCount })}
            </Badge>
          </CardAction>
        ) : null}
      </CardHeader>
      <CardContent className="flex-1">
        {latest.isPending ? (
          <NewsSkeleton />
        ) : latest.isError ? (
          <Alert variant="destructive">
            <AlertCircleIcon aria-hidden="true" />
            <AlertTitle>{t('widget.loadFailed')}</AlertTitle>
            <AlertDescription>
              <Button
                variant="outline"
                size="sm"
                className="mt-2"
                onClick={() => void latest.refetch()}
                disabled={latest.isFetching}
              >
                {latest.isFetching ? <Spinner decorative /> : <RefreshCwIcon aria-hidden="true" />}
                {t('widget.retry')}
              </Button>
            </AlertDescription>
          </Alert>
        ) : hasArticles ? (
          <ul aria-label={t('widget.articlesLabel')} className="divide-y">
            {latest.data.articles.map((article) => (
              <NewsItem key={article.id} article={article} />
            ))}
          </ul>
        ) : (
          <EmptyNews />
        )}
      </CardContent>
      {hasArticles ? (
        <CardFooter>
          <Button asChild variant="outline" className="w-full">
            <Link to="/news">
              {t('widget.viewAll')}
              <ArrowRightIcon aria-hidden="true" />
            </Link>
          </Button>
        </CardFooter>
      ) : null}
    </Card>
  )
}

function NewsItem({ article }: { article: NewsArticleSummary }) {
  const { t } = useTranslation('news')
  const { date } = useFormatters()
  const markRead = useMarkNewsRead()

  function onMarkRead() {
    markRead.mutate(article.id, { onError: () => toast.error(t('markReadFailed')) })
  }

  return (
    <li className="space-y-2 py-4 first:pt-0 last:pb-0" data-testid="news-item" data-read={article.isRead}>
      <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
        <NewsCategoryLabel category={article.category} />
        {article.importance === 'important' ? <Badge variant="destructive">{t('important')}</Badge> : null}
        <ShownLanguageBadge content={article} />
        <time dateTime={article.publishedAt} className="ml-auto text-xs text-muted-foreground">
          {date(article.publishedAt)}
        </time>
      </div>
      <h3 className="flex items-start gap-2 leading-snug font-medium">
        {article.isRead ? null : (
          <span className="mt-1.5 size-2 shrink-0 rounded-full bg-primary">
            <span className="sr-only">{t('unread')}: </span>
          </span>
        )}
        <span
          lang={documentLanguage(article.shownLanguage)}
          className={article.isRead ? 'text-muted-foreground' : undefined}
        >
          {article.title}
        </span>
      </h3>
      {article.summary ? (
        <p
          lang={documentLanguage(article.shownLanguage)}
          className="line-clamp-2 text-sm text-muted-foreground"
        >
          {article.summary}
        </p>
      ) : null}
      <div className="flex items-center justify-between gap-2">
        <Button asChild variant="link" size="sm" className="h-8 px-0 has-[>svg]:px-0">
          <Link to={`/news/${article.id}`}>
            {t('readMore')}
            <span className="sr-only"> – {article.title}</span>
            <ArrowRightIcon aria-hidden="true" />
          </Link>
        </Button>
        {article.isRead ? (
          <span className="inline-flex h-8 items-center gap-1 px-3 text-xs text-muted-foreground">
            <CheckIcon aria-hidden="true" className="size-3.5" />
            {t('read')}
          </span>
        ) : (
          <Button
            variant="ghost"
            size="sm"
            onClick={onMarkRead}
            disabled={markRead.isPending}
            aria-label={t('markAsReadTitle', { title: article.title })}
          >
            {markRead.isPending ? <Spinner decorative /> : <CheckIcon aria-hidden="true" />}
            {t('markAsRead')}
          </Button>
        )}
      </div>
    </li>
  )
}

function NewsSkeleton() {
  const { t } = useTranslation('news')
  return (
    <div role="status" aria-busy="true" className="space-y-5">
      <span className="sr-only">{t('widget.loading')}</span>
      {[0, 1, 2].map((row) => (
        <div key={row} className="space-y-2" aria-hidden="true">
          <div className="flex items-center gap-3">
            <Skeleton className="h-3 w-20" />
            <Skeleton className="ml-auto h-3 w-16" />
          </div>
          <Skeleton className="h-4 w-4/5" />
          <Skeleton className="h-3 w-full" />
          <Skeleton className="h-3 w-2/3" />
        </div>
      ))}
    </div>
  )
}

function EmptyNews() {
  const { t } = useTranslation('news')
  return (
    <div className="flex flex-col items-center gap-3 rounded-lg border border-dashed px-4 py-8 text-center">
      <span aria-hidden="true" className="flex size-10 items-center justify-center rounded-full bg-muted">
        <NewspaperIcon className="size-5 text-muted-foreground" />
      </span>
      <div className="space-y-1">
        <p className="text-sm font-medium">{t('widget.empty')}</p>
        <p className="text-sm text-muted-foreground">{t('widget.emptyHint')}</p>
      </div>
      <Button asChild variant="outline" size="sm">
        <Link to="/news">{t('widget.visitNewsCenter')}</Link>
      </Button>
    </div>
  )
}
