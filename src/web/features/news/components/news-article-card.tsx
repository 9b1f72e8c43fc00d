import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import { documentLanguage } from '#shared/constants/ui-languages'
import type { NewsArticleSummary } from '#shared/schemas/news'
import { ShownLanguageBadge } from '#web/components/translations/shown-language-badge.tsx'
import { Badge } from '#web/components/ui/badge.tsx'
import { cn } from '#web/lib/cn.ts'
import { useFormatters } from '#web/lib/format.ts'
import { NewsCategoryLabel } from './news-category-label.tsx'

/** One article in the news centre: category dot and label, 'Important', date, unread marker, title, summary. */
export function NewsArticleCard({ article }: { article: NewsArticleSummary }) {
  const { t } = useTranslation('news')
  const { date } = useFormatters()
  return (
    <li
      data-testid="news-center-item"
      data-read={article.isRead}
      className={cn(
        'relative rounded-lg border bg-card p-4 transition-colors focus-within:ring-2 focus-within:ring-ring hover:bg-accent/40',
        !article.isRead && 'border-primary/40',
      )}
    >
      <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
        <NewsCategoryLabel category={article.category} />
        {article.importance === 'important' ? <Badge variant="destructive">{t('important')}</Badge> : null}
        <ShownLanguageBadge content={article} />
        {article.isRead ? null : (
          <Badge variant="outline" className="gap-1.5">
            <span aria-hidden="true" className="size-2 rounded-full bg-primary" />
            {t('unread')}
          </Badge>
        )}
        <time dateTime={article.publishedAt} className="ml-auto text-xs text-muted-foreground">
          {date(article.publishedAt)}
        </time>
      </div>
      <h2
        lang={documentLanguage(article.shownLanguage)}
        className={cn('mt-2 text-lg leading-snug', article.isRead ? 'font-medium' : 'font-semibold')}
      >
        {/* The link covers the whole card (after:absolute), so the card is one click target. */}
        <Link to={`/news/${article.id}`} className="outline-none after:absolute after:inset-0">
          {article.title}
        </Link>
      </h2>
      {article.summary ? (
        <p
          lang={documentLanguage(article.shownLanguage)}
          className="mt-1 line-clamp-2 text-sm text-muted-foreground"
        >
          {article.summary}
        </p>
      ) : null}
    </li>
  )
}
