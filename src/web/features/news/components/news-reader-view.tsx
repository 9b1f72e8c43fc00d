import { AlertCircleIcon, NewspaperIcon } from 'lucide-react'
import { useId, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useSearchParams } from 'react-router'
import { SEARCH_DEBOUNCE_MS } from '#shared/constants/limits'
import {
  NEWS_CATEGORY_DOT_CLASSES,
  NEWS_CATEGORY_VALUES,
  NEWS_PAGE_SIZE,
  type NewsCategory,
} from '#shared/constants/news'
import { Pagination } from '#web/components/data/pagination.tsx'
import { SearchField } from '#web/components/form/search-field.tsx'
import { Alert, AlertDescription, AlertTitle } from '#web/components/ui/alert.tsx'
import { Button } from '#web/components/ui/button.tsx'
import { Label } from '#web/components/ui/label.tsx'
import { Skeleton } from '#web/components/ui/skeleton.tsx'
import { Switch } from '#web/components/ui/switch.tsx'
import { useNewsList } from '#web/features/news/api/list-news.ts'
import { cn } from '#web/lib/cn.ts'
import { useDebouncedValue } from '#web/lib/use-debounced-value.ts'
import { NewsArticleCard } from './news-article-card.tsx'

const isCategory = (value: string | null): value is NewsCategory =>
  NEWS_CATEGORY_VALUES.includes(value as NewsCategory)

/** The reading side of /news: category chips, unread-only, search (server side) and pages. Filters live in the URL. */
export function NewsReaderView() {
  const { t } = useTranslation('news')
  const id = useId()
  const [params, setParams] = useSearchParams()
  const category = params.get('category')
  const unread = params.get('unread') === 'true'
  const offset = Math.max(0, Number(params.get('offset')) || 0)
  const [searchText, setSearchText] = useState(params.get('q') ?? '')
  const search = useDebouncedValue(searchText.trim(), SEARCH_DEBOUNCE_MS)

  const list = useNewsList({
    limit: NEWS_PAGE_SIZE,
    offset,
    category: isCategory(category) ? category : undefined,
    q: search || undefined,
    unread,
  })

  function update(changes: Record<string, string | undefined>) {
    const next = new URLSearchParams(params)
    for (const [key, value] of Object.entries(changes)) {
      if (value) next.set(key, value)
      else next.delete(key)
    }
    // Any filter change starts again on the first page.
    if (!('offset' in changes)) next.delete('offset')
    setParams(next, { replace: true })
  }

  return (
    <div className="space-y-5">
      <search className="space-y-4">
        <div className="flex flex-col gap-3 sm:flex-row sm:items-end">
          <SearchField
            className="flex-1"
            label={t('center.search')}
            placeholder={t('center.searchPlaceholder')}
            value={searchText}
            onChange={(text) => {
              setSearchText(text)
              update({ q: text.trim() || undefined })
            }}
          />
          <div className="flex h-9 items-center gap-2">
            <Switch
              id={`${id}-unread`}
              checked={unread}
              onCheckedChange={(checked) => update({ unread: checked ? 'true' : undefined })}
            />
            <Label htmlFor={`${id}-unread`}>{t('center.unreadOnly')}</Label>
          </div>
        </div>
        <fieldset>
          <legend className="sr-only">{t('center.categoryFilter')}</legend>
          <div className="flex flex-wrap gap-2">
            <CategoryChip active={!isCategory(category)} onClick={() => update({ category: undefined })}>
              {t('center.allCategories')}
            </CategoryChip>
            {NEWS_CATEGORY_VALUES.map((value) => (
              <CategoryChip
                key={value}
                active={category === value}
                onClick={() => update({ category: value })}
              >
                <span
                  aria-hidden="true"
                  className={cn('size-2 rounded-full', NEWS_CATEGORY_DOT_CLASSES[value])}
                />
                {t(`category.${value}`)}
              </CategoryChip>
            ))}
          </div>
        </fieldset>
      </search>

      {list.isPending ? (
        <div role="status" aria-busy="true" className="space-y-3">
          <span className="sr-only">{t('center.loading')}</span>
          {[0, 1, 2].map((row) => (
            <Skeleton key={row} className="h-28 w-full" />
          ))}
        </div>
      ) : list.isError ? (
        <Alert variant="destructive">
          <AlertCircleIcon aria-hidden="true" />
          <AlertTitle>{t('center.loadFailed')}</AlertTitle>
          <AlertDescription>
            <Button variant="outline" size="sm" className="mt-2" onClick={() => void list.refetch()}>
              {t('widget.retry')}
            </Button>
          </AlertDescription>
        </Alert>
      ) : list.data.articles.length === 0 ? (
        <div className="flex flex-col items-center gap-3 rounded-lg border border-dashed px-4 py-12 text-center">
          <NewspaperIcon aria-hidden="true" className="size-8 text-muted-foreground" />
          <p className="font-medium">
            {search || category || unread ? t('center.noMatches') : t('widget.empty')}
          </p>
        </div>
      ) : (
        <>
          <ul
            aria-label={t('center.articlesLabel')}
            className={cn('space-y-3', list.isPlaceholderData && 'opacity-60')}
          >
            {list.data.articles.map((article) => (
              <NewsArticleCard key={article.id} article={article} />
            ))}
          </ul>
          <Pagination
            offset={offset}
            limit={NEWS_PAGE_SIZE}
            total={list.data.total}
            onPage={(next) => update({ offset: next ? String(next) : undefined })}
            label={t('center.pages')}
          />
        </>
      )}
    </div>
  )
}

function CategoryChip({
  active,
  onClick,
  children,
}: {
  active: boolean
  onClick: () => void
  children: React.ReactNode
}) {
  return (
    <Button
      type="button"
      size="sm"
      variant={active ? 'secondary' : 'outline'}
      aria-pressed={active}
      className={cn('rounded-full', active && 'ring-1 ring-primary/40')}
      onClick={onClick}
    >
      {children}
    </Button>
  )
}
