import { LayoutGridIcon, ListIcon, UploadIcon } from 'lucide-react'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useSearchParams } from 'react-router'
import {
  DOCUMENTS_PAGE_SIZE,
  type DocumentSortField,
  type DocumentStatus,
  type ListDocumentsParams,
} from '#shared/schemas/files'
import { Pagination } from '#web/components/data/pagination.tsx'
import { Button } from '#web/components/ui/button.tsx'
import { Spinner } from '#web/components/ui/spinner.tsx'
import { useFileOptions } from '#web/features/files/api/get-options.ts'
import { useDocuments } from '#web/features/files/api/list-documents.ts'
import { fileErrorText } from '#web/features/files/lib/file-error-text.ts'
import { useDebouncedValue } from '#web/lib/use-debounced-value.ts'
import { DocumentDialog } from './document-dialog.tsx'
import { DocumentFilters, type FilterValues } from './document-filters.tsx'
import { DocumentGrid, DocumentList } from './document-views.tsx'
import { UploadPanel } from './upload-panel.tsx'

const FILTER_KEYS = [
  'search',
  'status',
  'category',
  'dealerId',
  'uploadedBy',
  'from',
  'to',
  'sort',
  'order',
] as const

/**
 * /files (spec §2.1, issue 10): upload, browse (list or grid, filters, search, sort), open a
 * document to preview, download, review, resubmit or delete it. Filters and the open document live
 * in the address, so a notification link (`?document=`) opens the document it is about.
 */
export function FilesPage() {
  const { t } = useTranslation('files')
  const [params, setParams] = useSearchParams()
  const [uploading, setUploading] = useState(false)
  const view = params.get('view') === 'grid' ? 'grid' : 'list'
  const offset = Number(params.get('offset') ?? '0') || 0
  const values = Object.fromEntries(
    FILTER_KEYS.map((key) => [key, params.get(key) ?? '']),
  ) as unknown as FilterValues
  values.sort ||= 'createdAt'
  values.order ||= 'desc'
  const search = useDebouncedValue(values.search, 300)
  const options = useFileOptions()

  const query: ListDocumentsParams = {
    search: search || undefined,
    status: (values.status || undefined) as DocumentStatus | undefined,
    category: (values.category || undefined) as ListDocumentsParams['category'],
    dealerId: values.dealerId || undefined,
    uploadedBy: values.uploadedBy || undefined,
    from: values.from || undefined,
    to: values.to || undefined,
    sort: values.sort as DocumentSortField,
    order: values.order as 'asc' | 'desc',
    limit: DOCUMENTS_PAGE_SIZE,
    offset,
  }
  const documents = useDocuments(query)

  const setParam = (change: Record<string, string | undefined>) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current)
        for (const [key, value] of Object.entries(change)) {
          if (value) next.set(key, value)
          else next.delete(key)
        }
        return next
      },
      { replace: true },
    )
  const onFilter = (change: Partial<FilterValues>) => setParam({ ...change, offset: undefined })
  const openDocument = (id: string | null) => setParam({ document: id ?? undefined })

  return (
    <div className="mx-auto w-full max-w-7xl space-y-6 px-4 py-8 sm:px-6">
      <header className="flex flex-wrap items-end justify-between gap-3">
        <div className="space-y-1">
          <h1 className="text-2xl font-semibold tracking-tight sm:text-3xl">{t('page.title')}</h1>
          <p className="text-muted-foreground">
            {options.data?.canReview ? t('page.descriptionReviewer') : t('page.description')}
          </p>
        </div>
        <Button onClick={() => setUploading((open) => !open)} aria-expanded={uploading}>
          <UploadIcon aria-hidden="true" />
          {t('upload.open')}
        </Button>
      </header>

      {uploading ? (
        <div className="rounded-lg border p-4">
          <UploadPanel />
        </div>
      ) : null}

      <DocumentFilters values={values} options={options.data} onChange={onFilter} />

      <div className="flex flex-wrap items-center justify-between gap-2">
        <p className="text-sm text-muted-foreground" aria-live="polite">
          {documents.data ? t('list.count', { count: documents.data.total }) : ''}
        </p>
        <fieldset className="flex gap-1">
          <legend className="sr-only">{t('view.label')}</legend>
          <Button
            variant={view === 'list' ? 'secondary' : 'ghost'}
            size="sm"
            aria-pressed={view === 'list'}
            onClick={() => setParam({ view: undefined })}
          >
            <ListIcon aria-hidden="true" />
            {t('view.list')}
          </Button>
          <Button
            variant={view === 'grid' ? 'secondary' : 'ghost'}
            size="sm"
            aria-pressed={view === 'grid'}
            onClick={() => setParam({ view: 'grid' })}
          >
            <LayoutGridIcon aria-hidden="true" />
            {t('view.grid')}
          </Button>
        </fieldset>
      </div>

      {documents.isPending ? (
        <div className="flex justify-center py-16">
          <Spinner />
        </div>
      ) : documents.isError ? (
        <p role="alert" className="text-destructive">
          {t('errors.loadFailed')} {fileErrorText(t, documents.error)}
        </p>
      ) : documents.data.documents.length === 0 ? (
        <div className="rounded-lg border border-dashed p-10 text-center">
          <p className="font-medium">{t('list.empty')}</p>
          <p className="text-sm text-muted-foreground">{t('list.emptyHint')}</p>
        </div>
      ) : view === 'grid' ? (
        <DocumentGrid documents={documents.data.documents} onOpen={openDocument} />
      ) : (
        <DocumentList documents={documents.data.documents} onOpen={openDocument} />
      )}

      {documents.data ? (
        <Pagination
          offset={offset}
          limit={DOCUMENTS_PAGE_SIZE}
          total={documents.data.total}
          onPage={(next) => setParam({ offset: next ? String(next) : undefined })}
          label={t('list.pages')}
        />
      ) : null}

      <DocumentDialog documentId={params.get('document')} onClose={() => openDocument(null)} />
    </div>
  )
}
