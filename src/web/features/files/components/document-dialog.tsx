import { DownloadIcon, ExternalLinkIcon, Trash2Icon } from 'lucide-react'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { type DocumentDetail, type DocumentVersionItem, THUMBNAIL_SIZE } from '#shared/schemas/files'
import { ConfirmDialog } from '#web/components/feedback/confirm-dialog.tsx'
import { Button } from '#web/components/ui/button.tsx'
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
} from '#web/components/ui/dialog.tsx'
import { Spinner } from '#web/components/ui/spinner.tsx'
import { useDeleteDocument } from '#web/features/files/api/document-mutations.ts'
import { useDocument } from '#web/features/files/api/get-document.ts'
import { downloadUrl, previewUrl, thumbnailUrl } from '#web/features/files/lib/document-urls.ts'
import { fileErrorText } from '#web/features/files/lib/file-error-text.ts'
import { imageWidthFor, useLowEndMode } from '#web/lib/device/low-end-mode.ts'
import { useFormatters } from '#web/lib/format.ts'
import { formatSize } from '#web/lib/format-size.ts'
import { toast } from '#web/lib/toast.ts'
import { DocumentStatusBadge } from './document-status-badge.tsx'
import { ResubmitForm } from './resubmit-form.tsx'
import { ReviewForm } from './review-form.tsx'

/** Below the desktop breakpoint the dialog is used with fingers: 44 px targets. */
const TOUCH = 'max-lg:min-h-11'

/** One document: preview, details, every version with its review, and what the caller may do. */
export function DocumentDialog({ documentId, onClose }: { documentId: string | null; onClose: () => void }) {
  const { t } = useTranslation('files')
  const query = useDocument(documentId)
  const document = query.data
  return (
    <Dialog open={documentId !== null} onOpenChange={(open) => !open && onClose()}>
      <DialogContent className="max-h-[90dvh] overflow-y-auto sm:max-w-3xl">
        <DialogHeader>
          <DialogTitle>{document?.title ?? t('detail.loading')}</DialogTitle>
          <DialogDescription>
            {document ? `${document.dealer.name} · ${t(`category.${document.category}`)}` : ''}
          </DialogDescription>
        </DialogHeader>
        {query.isPending ? (
          <div className="flex justify-center py-10">
            <Spinner />
          </div>
        ) : query.isError ? (
          <p role="alert" className="text-sm text-destructive">
            {fileErrorText(t, query.error)}
          </p>
        ) : document ? (
          <DocumentBody document={document} onDeleted={onClose} />
        ) : null}
      </DialogContent>
    </Dialog>
  )
}

function DocumentBody({ document, onDeleted }: { document: DocumentDetail; onDeleted: () => void }) {
  const { t } = useTranslation('files')
  const { dateTime, locale } = useFormatters()
  const [confirming, setConfirming] = useState(false)
  const remove = useDeleteDocument()
  const file = document.file

  return (
    <div className="space-y-5">
      <div className="flex flex-wrap items-center gap-2">
        <DocumentStatusBadge status={document.status} />
        <span className="text-sm text-muted-foreground">
          {t('detail.version', { version: document.currentVersion })} · {file.fileName} ·{' '}
          {formatSize(file.sizeBytes, locale)}
          {file.pageCount ? ` · ${t('detail.pages', { count: file.pageCount })}` : ''}
        </span>
      </div>

      <Preview documentId={document.id} file={file} title={document.title} />

      <div className="flex flex-wrap gap-2">
        <Button asChild variant="outline" className={TOUCH}>
          <a href={downloadUrl(document.id, file.version)} download>
            <DownloadIcon aria-hidden="true" />
            {t('actions.download')}
          </a>
        </Button>
        {file.previewable ? (
          <Button asChild variant="outline" className={TOUCH}>
            <a href={previewUrl(document.id, file.version)} target="_blank" rel="noopener">
              <ExternalLinkIcon aria-hidden="true" />
              {t('actions.openPreview')}
            </a>
          </Button>
        ) : null}
        {document.can.delete ? (
          <Button variant="ghost" className={`text-destructive ${TOUCH}`} onClick={() => setConfirming(true)}>
            <Trash2Icon aria-hidden="true" />
            {t('actions.delete')}
          </Button>
        ) : null}
      </div>

      {document.status === 'rejected' && document.reviewComment ? (
        <div role="note" className="rounded-md border border-destructive/40 bg-destructive/5 p-3 text-sm">
          <p className="font-medium">{t('detail.rejectedBecause')}</p>
          <p>{document.reviewComment}</p>
        </div>
      ) : null}
      {document.can.review ? <ReviewForm document={document} /> : null}
      {document.can.resubmit ? <ResubmitForm document={document} /> : null}

      {document.note ? (
        <div className="text-sm">
          <p className="font-medium">{t('detail.note')}</p>
          <p className="whitespace-pre-wrap text-muted-foreground">{document.note}</p>
        </div>
      ) : null}

      <section aria-labelledby="version-history" className="space-y-2">
        <h3 id="version-history" className="text-sm font-semibold">
          {t('detail.history')}
        </h3>
        <ol className="space-y-2">
          {document.versions.map((version) => (
            <VersionRow
              key={version.version}
              documentId={document.id}
              version={version}
              dateTime={dateTime}
            />
          ))}
        </ol>
      </section>

      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title={t('delete.title')}
        description={t('delete.description', { title: document.title })}
        confirmLabel={t('actions.delete')}
        pending={remove.isPending}
        onConfirm={() =>
          remove.mutate(document.id, {
            onSuccess: () => {
              setConfirming(false)
              toast.success(t('delete.done'))
              onDeleted()
            },
            onError: (error) => toast.error(fileErrorText(t, error)),
          })
        }
      />
    </div>
  )
}

/** How wide the dialog shows an image at most, in device pixels on a standard screen. */
const PREVIEW_WIDTH = 960

/** Images shown as they are; PDFs in the browser's viewer; anything else only downloads. */
function Preview({
  documentId,
  file,
  title,
}: {
  documentId: string
  file: DocumentVersionItem
  title: string
}) {
  const { t } = useTranslation('files')
  const lowEnd = useLowEndMode().active
  if (!file.previewable) return <p className="text-sm text-muted-foreground">{t('detail.noPreview')}</p>
  const url = previewUrl(documentId, file.version)
  if (file.mimeType === 'application/pdf') {
    return (
      <iframe
        src={url}
        title={t('detail.previewOf', { title })}
        className="h-[60dvh] w-full rounded-md border bg-muted"
      />
    )
  }
  // Low-end mode shows the thumbnail instead of the original, which may be a photo of many
  // megabytes; 'Open preview' still opens the original.
  const width = imageWidthFor(PREVIEW_WIDTH, lowEnd)
  const src =
    file.hasThumbnail && width <= THUMBNAIL_SIZE ? thumbnailUrl(documentId, file.version, width) : url
  return (
    <img
      src={src}
      alt={t('detail.previewOf', { title })}
      className="mx-auto max-h-[60dvh] rounded-md border object-contain"
    />
  )
}

function VersionRow({
  documentId,
  version,
  dateTime,
}: {
  documentId: string
  version: DocumentVersionItem
  dateTime: (value: string) => string
}) {
  const { t } = useTranslation('files')
  return (
    <li className="rounded-md border p-3 text-sm" data-testid="version-row">
      <div className="flex flex-wrap items-center gap-2">
        <span className="font-medium">{t('detail.version', { version: version.version })}</span>
        <DocumentStatusBadge status={version.status} />
        <a
          className="truncate underline-offset-4 hover:underline"
          href={downloadUrl(documentId, version.version)}
          download
        >
          {version.fileName}
        </a>
      </div>
      <p className="mt-1 text-muted-foreground">
        {t('detail.uploadedBy', {
          name: version.uploadedBy?.name ?? t('detail.someone'),
          date: dateTime(version.uploadedAt),
        })}
      </p>
      {version.note ? <p className="mt-1 whitespace-pre-wrap">{version.note}</p> : null}
      {version.reviewedAt ? (
        <p className="mt-1">
          {t(version.status === 'approved' ? 'detail.approvedBy' : 'detail.reviewedBy', {
            name: version.reviewedBy?.name ?? t('detail.someone'),
            date: dateTime(version.reviewedAt),
          })}
          {version.reviewComment ? <span className="block italic">“{version.reviewComment}”</span> : null}
        </p>
      ) : null}
    </li>
  )
}
