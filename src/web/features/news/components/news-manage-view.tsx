import { AlertCircleIcon, BarChart3Icon, EyeOffIcon, PencilIcon, SendIcon, Trash2Icon } from 'lucide-react'
import { useId, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import { SEARCH_DEBOUNCE_MS } from '#shared/constants/limits'
import {
  NEWS_CATEGORY_VALUES,
  NEWS_PAGE_SIZE,
  NEWS_PUBLICATION_STATUSES,
  type NewsCategory,
} from '#shared/constants/news'
import type { ManagedNewsArticle, NewsPublicationStatus } from '#shared/schemas/news'
import { Pagination } from '#web/components/data/pagination.tsx'
import { ConfirmDialog } from '#web/components/feedback/confirm-dialog.tsx'
import { NativeSelect } from '#web/components/form/native-select.tsx'
import { SearchField } from '#web/components/form/search-field.tsx'
import { Alert, AlertTitle } from '#web/components/ui/alert.tsx'
import { Badge } from '#web/components/ui/badge.tsx'
import { Button } from '#web/components/ui/button.tsx'
import { Label } from '#web/components/ui/label.tsx'
import { Skeleton } from '#web/components/ui/skeleton.tsx'
import {
  useDeleteNews,
  useManagedNewsList,
  usePublishNews,
  useUnpublishNews,
} from '#web/features/news/api/manage-news.ts'
import { useFormatters } from '#web/lib/format.ts'
import { toast } from '#web/lib/toast.ts'
import { useDebouncedValue } from '#web/lib/use-debounced-value.ts'
import { useRoleName } from '#web/lib/use-role-name.ts'
import { NewsCategoryLabel } from './news-category-label.tsx'
import { NewsStatusBadge } from './news-status-badge.tsx'

/** The Manage tab of /news: every article in every state, with publish, unpublish, edit, statistics and delete. */
export function NewsManageView() {
  const { t } = useTranslation('news')
  const id = useId()
  const [searchText, setSearchText] = useState('')
  const search = useDebouncedValue(searchText.trim(), SEARCH_DEBOUNCE_MS)
  const [status, setStatus] = useState<NewsPublicationStatus | ''>('')
  const [category, setCategory] = useState<NewsCategory | ''>('')
  const [offset, setOffset] = useState(0)
  const list = useManagedNewsList({
    limit: NEWS_PAGE_SIZE,
    offset,
    q: search || undefined,
    status: status || undefined,
    category: category || undefined,
  })

  return (
    <div className="space-y-5">
      <search className="grid gap-3 sm:grid-cols-[2fr_1fr_1fr]">
        <SearchField
          label={t('center.search')}
          value={searchText}
          onChange={(text) => {
            setSearchText(text)
            setOffset(0)
          }}
        />
        <div className="grid gap-1.5">
          <Label htmlFor={`${id}-status`}>{t('manage.status')}</Label>
          <NativeSelect
            id={`${id}-status`}
            value={status}
            onChange={(event) => {
              setStatus(event.target.value as NewsPublicationStatus | '')
              setOffset(0)
            }}
          >
            <option value="">{t('manage.allStatuses')}</option>
            {NEWS_PUBLICATION_STATUSES.map((value) => (
              <option key={value} value={value}>
                {t(`status.${value}`)}
              </option>
            ))}
          </NativeSelect>
        </div>
        <div className="grid gap-1.5">
          <Label htmlFor={`${id}-category`}>{t('manage.category')}</Label>
          <NativeSelect
            id={`${id}-category`}
            value={category}
            onChange={(event) => {
              setCategory(event.target.value as NewsCategory | '')
              setOffset(0)
            }}
          >
            <option value="">{t('center.allCategories')}</option>
            {NEWS_CATEGORY_VALUES.map((value) => (
              <option key={value} value={value}>
                {t(`category.${value}`)}
              </option>
            ))}
          </NativeSelect>
        </div>
      </search>
      {list.isPending ? (
        <Skeleton className="h-40 w-full" />
      ) : list.isError ? (
        <Alert variant="destructive">
          <AlertCircleIcon aria-hidden="true" />
          <AlertTitle>{t('center.loadFailed')}</AlertTitle>
        </Alert>
      ) : list.data.articles.length === 0 ? (
        <p className="rounded-lg border border-dashed px-4 py-10 text-center text-muted-foreground">
          {t('manage.empty')}
        </p>
      ) : (
        <>
          <ul aria-label={t('manage.articlesLabel')} className="divide-y rounded-lg border">
            {list.data.articles.map((article) => (
              <ManagedRow key={article.id} article={article} />
            ))}
          </ul>
          <Pagination offset={offset} limit={NEWS_PAGE_SIZE} total={list.data.total} onPage={setOffset} />
        </>
      )}
    </div>
  )
}

function audienceText(
  article: ManagedNewsArticle,
  t: (key: string) => string,
  roleName: (role: string) => string,
) {
  const parts = [
    article.targetRoles.length ? article.targetRoles.map(roleName).join(', ') : null,
    article.targetDealers.length ? article.targetDealers.map((dealer) => dealer.name).join(', ') : null,
  ].filter(Boolean)
  return parts.length ? parts.join(' · ') : t('manage.everyone')
}

function ManagedRow({ article }: { article: ManagedNewsArticle }) {
  const { t } = useTranslation('news')
  const roleName = useRoleName()
  const { date, number } = useFormatters()
  const publish = usePublishNews()
  const unpublish = useUnpublishNews()
  const remove = useDeleteNews()
  const [confirming, setConfirming] = useState(false)
  const failed = (error: Error) => toast.error(t('manage.actionFailed'), { description: error.message })

  return (
    <li className="space-y-2 p-4" data-testid="managed-news-row">
      <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
        <NewsStatusBadge status={article.status} publishedAt={article.publishedAt} />
        <NewsCategoryLabel category={article.category} />
        {article.importance === 'important' ? <Badge variant="destructive">{t('important')}</Badge> : null}
        {article.status === 'published' && article.publishedAt ? (
          <span className="text-xs text-muted-foreground">{date(article.publishedAt)}</span>
        ) : null}
      </div>
      <h2 className="font-medium">
        {/* Only live articles have a reader page; drafts and scheduled ones are previewed in the editor. */}
        {article.status === 'published' ? (
          <Link to={`/news/${article.id}`} className="hover:underline">
            {article.title}
          </Link>
        ) : (
          article.title
        )}
      </h2>
      <p className="text-xs text-muted-foreground">
        {t('manage.audience')}: {audienceText(article, t, roleName)} ·{' '}
        {t('manage.readBy', { count: article.readCount, formatted: number(article.readCount) })}
        {article.authorName ? ` · ${t('manage.by', { name: article.authorName })}` : ''}
      </p>
      <div className="flex flex-wrap gap-2">
        <Button asChild size="sm" variant="outline">
          <Link to={`/news/${article.id}/edit`} aria-label={t('manage.editTitle', { title: article.title })}>
            <PencilIcon aria-hidden="true" />
            {t('manage.edit')}
          </Link>
        </Button>
        <Button asChild size="sm" variant="outline">
          <Link
            to={`/news/${article.id}/stats`}
            aria-label={t('manage.statsTitle', { title: article.title })}
          >
            <BarChart3Icon aria-hidden="true" />
            {t('manage.stats')}
          </Link>
        </Button>
        {article.status !== 'published' ? (
          <Button
            size="sm"
            variant="outline"
            disabled={publish.isPending}
            onClick={() =>
              publish.mutate(
                { id: article.id },
                { onSuccess: () => toast.success(t('manage.published')), onError: failed },
              )
            }
          >
            <SendIcon aria-hidden="true" />
            {t('manage.publishNow')}
          </Button>
        ) : null}
        {/* Unpublishing a scheduled article cancels its schedule: it goes back to draft. */}
        {article.status !== 'draft' ? (
          <Button
            size="sm"
            variant="outline"
            disabled={unpublish.isPending}
            onClick={() =>
              unpublish.mutate(article.id, {
                onSuccess: () => toast.success(t('manage.unpublished')),
                onError: failed,
              })
            }
          >
            <EyeOffIcon aria-hidden="true" />
            {t('manage.unpublish')}
          </Button>
        ) : null}
        <Button size="sm" variant="ghost" className="text-destructive" onClick={() => setConfirming(true)}>
          <Trash2Icon aria-hidden="true" />
          {t('manage.delete')}
        </Button>
      </div>
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title={t('manage.deleteTitle')}
        description={t('manage.deleteDescription', { title: article.title })}
        confirmLabel={t('manage.delete')}
        pending={remove.isPending}
        onConfirm={() =>
          remove.mutate(article.id, {
            onSuccess: () => {
              setConfirming(false)
              toast.success(t('manage.deleted'))
            },
            onError: failed,
          })
        }
      />
    </li>
  )
}
