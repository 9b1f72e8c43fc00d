import { FileTextIcon, ImageIcon } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import { type DocumentItem, THUMBNAIL_SIZE } from '#shared/schemas/files'
import { thumbnailUrl } from '#web/features/files/lib/document-urls.ts'
import { imageWidthFor, useLowEndMode } from '#web/lib/device/low-end-mode.ts'
import { useFormatters } from '#web/lib/format.ts'
import { formatSize } from '#web/lib/format-size.ts'
import { DocumentStatusBadge } from './document-status-badge.tsx'

type ViewProps = { documents: DocumentItem[]; onOpen: (id: string) => void }

/** The list view: one row per document, the title opens it. */
export function DocumentList({ documents, onOpen }: ViewProps) {
  const { t } = useTranslation('files')
  const { date, locale } = useFormatters()
  return (
    <div className="overflow-x-auto rounded-md border">
      <table className="w-full text-sm">
        <caption className="sr-only">{t('list.caption')}</caption>
        <thead className="bg-muted/50 text-left">
          <tr>
            <th scope="col" className="px-3 py-2 font-medium">
              {t('list.title')}
            </th>
            <th scope="col" className="px-3 py-2 font-medium">
              {t('list.status')}
            </th>
            <th scope="col" className="hidden px-3 py-2 font-medium md:table-cell">
              {t('list.category')}
            </th>
            <th scope="col" className="hidden px-3 py-2 font-medium lg:table-cell">
              {t('list.dealer')}
            </th>
            <th scope="col" className="hidden px-3 py-2 font-medium lg:table-cell">
              {t('list.uploader')}
            </th>
            <th scope="col" className="hidden px-3 py-2 font-medium sm:table-cell">
              {t('list.date')}
            </th>
          </tr>
        </thead>
        <tbody>
          {documents.map((document) => (
            <tr
              key={document.id}
              className="border-t"
              data-testid="document-row"
              data-document-id={document.id}
            >
              <td className="px-3 py-2">
                <button
                  type="button"
                  className="text-left font-medium underline-offset-4 hover:underline focus-visible:outline-2"
                  onClick={() => onOpen(document.id)}
                >
                  {document.title}
                </button>
                <p className="text-xs text-muted-foreground">
                  {document.file.fileName} · {formatSize(document.file.sizeBytes, locale)}
                  {document.currentVersion > 1
                    ? ` · ${t('detail.version', { version: document.currentVersion })}`
                    : ''}
                </p>
              </td>
              <td className="px-3 py-2">
                <DocumentStatusBadge status={document.status} />
              </td>
              <td className="hidden px-3 py-2 md:table-cell">{t(`category.${document.category}`)}</td>
              <td className="hidden px-3 py-2 lg:table-cell">{document.dealer.name}</td>
              <td className="hidden px-3 py-2 lg:table-cell">{document.uploadedBy?.name ?? '–'}</td>
              <td className="hidden px-3 py-2 whitespace-nowrap sm:table-cell">{date(document.createdAt)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  )
}

/** The grid view: cards with the image thumbnail made while processing, or a file icon. */
export function DocumentGrid({ documents, onOpen }: ViewProps) {
  const { t } = useTranslation('files')
  const { date } = useFormatters()
  // Low-end mode: the half-size rendition (a card is at most ~300 px wide, on a low-density screen).
  const thumbnailWidth = imageWidthFor(THUMBNAIL_SIZE, useLowEndMode().active)
  return (
    <ul className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3 xl:grid-cols-4">
      {documents.map((document) => (
        <li key={document.id} data-testid="document-card" data-document-id={document.id}>
          <button
            type="button"
            onClick={() => onOpen(document.id)}
            className="flex h-full w-full flex-col overflow-hidden rounded-lg border text-left transition-colors hover:bg-accent/40 focus-visible:outline-2"
          >
            <div className="flex aspect-[4/3] w-full items-center justify-center bg-muted">
              {document.file.hasThumbnail ? (
                <img
                  src={thumbnailUrl(document.id, document.file.version, thumbnailWidth)}
                  alt=""
                  loading="lazy"
                  className="size-full object-cover"
                />
              ) : document.file.mimeType.startsWith('image/') ? (
                <ImageIcon className="size-10 text-muted-foreground" aria-hidden="true" />
              ) : (
                <FileTextIcon className="size-10 text-muted-foreground" aria-hidden="true" />
              )}
            </div>
            <div className="flex flex-1 flex-col gap-1 p-3">
              <span className="line-clamp-2 font-medium">{document.title}</span>
              <span className="truncate text-xs text-muted-foreground">
                {document.dealer.name} · {t(`category.${document.category}`)} · {date(document.createdAt)}
              </span>
              <span className="mt-auto pt-1">
                <DocumentStatusBadge status={document.status} />
              </span>
            </div>
          </button>
        </li>
      ))}
    </ul>
  )
}
