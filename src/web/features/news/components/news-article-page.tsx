import { ArrowLeftIcon, BarChart3Icon, PencilIcon } from 'lucide-react'
import { useEffect, useRef } from 'react'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import { hasAnyRole } from '#shared/auth/permissions'
import { NEWS_MANAGER_ROLES } from '#shared/constants/news'
import { documentLanguage } from '#shared/constants/ui-languages'
import { ErrorState } from '#web/components/feedback/error-state.tsx'
import { PageLoader } from '#web/components/feedback/page-loader.tsx'
import { ShownLanguageBadge } from '#web/components/translations/shown-language-badge.tsx'
import { Badge } from '#web/components/ui/badge.tsx'
import { Button } from '#web/components/ui/button.tsx'
import { useNewsArticle } from '#web/features/news/api/get-news-article.ts'
import { useMarkNewsRead } from '#web/features/news/api/mark-news-read.ts'
import { Markdown } from '#web/features/news/lib/markdown.tsx'
import { isApiError } from '#web/lib/api-client.ts'
import { useFormatters } from '#web/lib/format.ts'
import { useCurrentUser } from '#web/lib/session/use-current-user.ts'
import { NewsCategoryLabel } from './news-category-label.tsx'

export function BackToNews() {
  const { t } = useTranslation('news')
  return (
    <Button asChild variant="ghost" size="sm" className="-ml-2">
      <Link to="/news">
        <ArrowLeftIcon aria-hidden="true" />
        {t('article.back')}
      </Link>
    </Button>
  )
}

/** /news/:id: the full article; opening it marks it read (the widget and the unread badge follow). */
export function NewsArticlePage({ id }: { id: string }) {
  const { t } = useTranslation('news')
  const { dateTime } = useFormatters()
  const { roles } = useCurrentUser()
  const canManage = hasAnyRole(roles, NEWS_MANAGER_ROLES)
  const article = useNewsArticle(id)
  const markRead = useMarkNewsRead()
  const marked = useRef<string | null>(null)

  const data = article.data?.article
  useEffect(() => {
    // Once per article and page visit; the mutation refreshes every news query (widget, badge, lists).
    if (data && !data.isRead && marked.current !== data.id) {
      marked.current = data.id
      markRead.mutate(data.id)
    }
  }, [data, markRead])

  if (article.isPending) return <PageLoader />
  if (article.isError) {
    const notFound = isApiError(article.error) && article.error.status === 404
    return (
      <div className="mx-auto w-full max-w-3xl px-4 py-8 sm:px-6">
        <ErrorState
          title={notFound ? t('article.notFound') : t('article.loadFailed')}
          description={notFound ? t('article.notFoundHint') : article.error.message}
          actions={<BackToNews />}
        />
      </div>
    )
  }
  const { article: item } = article.data
  // A text shown in another language than the page's says so, for screen readers and spell checking.
  const lang = documentLanguage(item.shownLanguage)
  return (
    <article className="mx-auto w-full max-w-3xl space-y-6 px-4 py-8 sm:px-6">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <BackToNews />
        {canManage ? (
          <div className="flex gap-2">
            <Button asChild size="sm" variant="outline">
              <Link to={`/news/${item.id}/stats`}>
                <BarChart3Icon aria-hidden="true" />
                {t('manage.stats')}
              </Link>
            </Button>
            <Button asChild size="sm" variant="outline">
              <Link to={`/news/${item.id}/edit`}>
                <PencilIcon aria-hidden="true" />
                {t('manage.edit')}
              </Link>
            </Button>
          </div>
        ) : null}
      </div>
      <header className="space-y-3 border-b pb-6">
        <div className="flex flex-wrap items-center gap-3">
          <NewsCategoryLabel category={item.category} />
          {item.importance === 'important' ? <Badge variant="destructive">{t('important')}</Badge> : null}
          <ShownLanguageBadge content={item} />
          <span className="text-xs text-muted-foreground" data-testid="news-article-read-state">
            {item.isRead || markRead.isSuccess ? t('read') : t('unread')}
          </span>
        </div>
        <h1 lang={lang} className="text-3xl font-semibold tracking-tight text-balance">
          {item.title}
        </h1>
        {item.summary ? (
          <p lang={lang} className="text-lg text-muted-foreground">
            {item.summary}
          </p>
        ) : null}
        <p className="text-sm text-muted-foreground">
          <time dateTime={item.publishedAt}>{dateTime(item.publishedAt)}</time>
          {item.authorName ? ` · ${t('manage.by', { name: item.authorName })}` : ''}
        </p>
      </header>
      {item.body ? (
        <div lang={lang}>
          <Markdown source={item.body} className="text-base" />
        </div>
      ) : null}
    </article>
  )
}
