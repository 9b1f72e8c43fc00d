import { PlusIcon } from 'lucide-react'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Link, useSearchParams } from 'react-router'
import type { DocumentItem } from '#shared/schemas/files'
import { Button } from '#web/components/ui/button.tsx'
import { Spinner } from '#web/components/ui/spinner.tsx'
import { useDocumentCounts } from '#web/features/files/api/get-counts.ts'
import { useDocuments } from '#web/features/files/api/list-documents.ts'
import { thumbnailUrl } from '#web/features/files/lib/document-urls.ts'
import { fileErrorText } from '#web/features/files/lib/file-error-text.ts'
import { cn } from '#web/lib/cn.ts'
import { imageWidthFor, useLowEndMode } from '#web/lib/device/low-end-mode.ts'
import { useFormatters } from '#web/lib/format.ts'
import { DocumentDialog } from './document-dialog.tsx'
import { DocumentStatusBadge } from './document-status-badge.tsx'
import { ResubmitForm } from './resubmit-form.tsx'

const FILTERS = ['all', 'pending', 'approved', 'rejected'] as const

/** The card's image is 48 CSS px square; phones have up to 3 device pixels per CSS pixel. */
const CARD_IMAGE_WIDTH = 48 * 3
type Filter = (typeof FILTERS)[number]

/** Spec §2.13 /mobile/files: the caller's documents with the filter all/pending/approved/rejected. */
export function MobileFilesPage() {
  const { t } = useTranslation('files')
  const [params, setParams] = useSearchParams()
  const filter = (FILTERS as readonly string[]).includes(params.get('filter') ?? '')
    ? (params.get('filter') as Filter)
    : 'all'
  const documents = useDocuments({
    status: filter === 'all' ? undefined : filter,
    sort: 'updatedAt',
    order: 'desc',
    limit: 50,
  })
  const counts = useDocumentCounts()
  const total = counts.data ? Object.values(counts.data).reduce((sum, value) => sum + value, 0) : undefined

  const setParam = (key: string, value: string | null) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current)
        if (value) next.set(key, value)
        else next.delete(key)
        return next
      },
      { replace: true },
    )

  return (
    <div className="mx-auto w-full max-w-md space-y-4 px-3 py-4">
      <div className="flex items-center justify-between gap-2">
        <h1 className="text-xl font-semibold tracking-tight">{t('mobile.filesTitle')}</h1>
        <Button asChild className="min-h-11">
          <Link to="/mobile/upload">
            <PlusIcon aria-hidden="true" />
            {t('mobile.upload')}
          </Link>
        </Button>
      </div>
      <fieldset className="grid grid-cols-4 gap-1 rounded-lg bg-muted p-1">
        <legend className="sr-only">{t('mobile.filterLabel')}</legend>
        {FILTERS.map((value) => {
          const count = value === 'all' ? total : counts.data?.[value]
          return (
            <button
              key={value}
              type="button"
              aria-pressed={filter === value}
              onClick={() => setParam('filter', value === 'all' ? null : value)}
              className={cn(
                'flex min-h-11 flex-col items-center justify-center rounded-md px-1 text-xs font-medium',
                filter === value ? 'bg-background font-semibold shadow-sm' : 'text-foreground',
              )}
            >
              {t(`mobile.filter.${value}`)}
              {count !== undefined ? <span className="text-[11px] tabular-nums">{count}</span> : null}
            </button>
          )
        })}
      </fieldset>
      {documents.isPending ? (
        <div className="flex justify-center py-10">
          <Spinner />
        </div>
      ) : documents.isError ? (
        <p role="alert" className="text-destructive">
          {t('errors.loadFailed')} {fileErrorText(t, documents.error)}
        </p>
      ) : documents.data.documents.length === 0 ? (
        <p className="rounded-lg border border-dashed p-6 text-center text-sm text-muted-foreground">
          {t('mobile.empty')}
        </p>
      ) : (
        <ul className="space-y-2">
          {documents.data.documents.map((document) => (
            <MobileFileCard
              key={document.id}
              document={document}
              onOpen={() => setParam('document', document.id)}
            />
          ))}
        </ul>
      )}
      <DocumentDialog documentId={params.get('document')} onClose={() => setParam('document', null)} />
    </div>
  )
}

function MobileFileCard({ document, onOpen }: { document: DocumentItem; onOpen: () => void }) {
  const { t } = useTranslation('files')
  const { date } = useFormatters()
  const lowEnd = useLowEndMode().active
  const [resubmitting, setResubmitting] = useState(false)
  return (
    <li
      className="rounded-lg border p-3"
      data-testid="mobile-file"
      data-document-id={document.id}
      data-status={document.status}
    >
      <button
        type="button"
        onClick={onOpen}
        className="flex min-h-11 w-full items-start justify-between gap-2 text-left"
      >
        {document.file.hasThumbnail ? (
          <img
            src={thumbnailUrl(document.id, document.file.version, imageWidthFor(CARD_IMAGE_WIDTH, lowEnd))}
            alt=""
            loading="lazy"
            width={48}
            height={48}
            className="size-12 shrink-0 rounded-md border bg-muted object-cover"
          />
        ) : null}
        <span className="min-w-0 flex-1">
          <span className="block truncate font-medium">{document.title}</span>
          <span className="block truncate text-xs text-muted-foreground">
            {t(`category.${document.category}`)} · {date(document.updatedAt)}
            {document.currentVersion > 1
              ? ` · ${t('detail.version', { version: document.currentVersion })}`
              : ''}
          </span>
        </span>
        <DocumentStatusBadge status={document.status} />
      </button>
      {document.status === 'rejected' ? (
        <div className="mt-2 space-y-2">
          {document.reviewComment ? (
            <p className="rounded-md bg-destructive/5 p-2 text-sm">
              <span className="font-medium">{t('detail.rejectedBecause')}</span> {document.reviewComment}
            </p>
          ) : null}
          {resubmitting ? (
            <ResubmitForm document={document} mobile onDone={() => setResubmitting(false)} />
          ) : (
            <Button variant="outline" className="min-h-11 w-full" onClick={() => setResubmitting(true)}>
              {t('resubmit.open')}
            </Button>
          )}
        </div>
      ) : null}
    </li>
  )
}
