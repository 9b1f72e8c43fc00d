import { useQueryClient } from '@tanstack/react-query'
import { RefreshCwIcon } from 'lucide-react'
import { useEffect, useId, useState } from 'react'
import { useTranslation } from 'react-i18next'
import type { DocumentItem } from '#shared/schemas/files'
import { Button } from '#web/components/ui/button.tsx'
import { Label } from '#web/components/ui/label.tsx'
import { Textarea } from '#web/components/ui/textarea.tsx'
import { filesQueryKeys } from '#web/features/files/api/files-query-keys.ts'
import { fileErrorText } from '#web/features/files/lib/file-error-text.ts'
import { cn } from '#web/lib/cn.ts'
import { useCurrentUser } from '#web/lib/session/use-current-user.ts'
import { uploadFiles } from '#web/lib/uploads/upload-files.ts'
import { queueOrUpload, subscribeToQueuedUploadOutcomes } from '#web/lib/uploads/upload-queue.ts'
import { ACCEPTED_FILES } from './upload-panel.tsx'

/**
 * Issue 10: a rejected document comes back as a new version; the earlier ones stay in its history.
 * Without a connection the new version waits in the offline upload queue and is sent when it returns.
 */
export function ResubmitForm({
  document,
  mobile = false,
  onDone,
}: {
  document: Pick<DocumentItem, 'id' | 'title'>
  mobile?: boolean
  onDone?: (document: DocumentItem) => void
}) {
  const { t } = useTranslation('files')
  const ids = useId()
  const queryClient = useQueryClient()
  const userId = useCurrentUser().user.id
  const [file, setFile] = useState<File | null>(null)
  const [note, setNote] = useState('')
  const [progress, setProgress] = useState<number | null>(null)
  const [error, setError] = useState<string | null>(null)
  /** The offline queue's entry while the new version waits for the connection. */
  const [waitingId, setWaitingId] = useState<string | null>(null)

  useEffect(() => {
    if (!waitingId) return
    return subscribeToQueuedUploadOutcomes((outcome) => {
      if (outcome.id !== waitingId) return
      setWaitingId(null)
      if (outcome.status === 'sent') onDone?.((outcome.response as { document: DocumentItem }).document)
      else setError(fileErrorText(t, outcome.error, file?.name))
    })
  }, [waitingId, onDone, t, file])

  const submit = async () => {
    if (!file) return
    setError(null)
    setProgress(0)
    const form = new FormData()
    if (note.trim()) form.append('note', note.trim())
    form.append('file', file, file.name)
    try {
      const result = await queueOrUpload<{ document: DocumentItem }>(form, {
        ownerId: userId,
        url: `/api/files/${encodeURIComponent(document.id)}/versions`,
        send: (formData, url) => uploadFiles(formData, { url, onProgress: setProgress }),
      })
      if (result.status === 'queued') {
        setWaitingId(result.id)
        return
      }
      await queryClient.invalidateQueries({ queryKey: filesQueryKeys.all })
      setFile(null)
      setNote('')
      onDone?.(result.response.document)
    } catch (caught) {
      setError(fileErrorText(t, caught, file.name))
    } finally {
      setProgress(null)
    }
  }

  const touch = mobile ? 'min-h-11' : undefined
  return (
    <div className="space-y-3 rounded-md border p-3" data-testid="resubmit-form">
      <h3 className="text-sm font-semibold">{t('resubmit.title')}</h3>
      <div className="space-y-2">
        <Label htmlFor={`${ids}-file`}>{t('resubmit.file')}</Label>
        <input
          id={`${ids}-file`}
          type="file"
          accept={ACCEPTED_FILES}
          // On a phone the camera is offered first; a file can still be picked.
          capture={mobile ? 'environment' : undefined}
          onChange={(event) => setFile(event.target.files?.[0] ?? null)}
          className={cn(
            'block w-full text-sm file:mr-3 file:rounded-md file:border file:bg-background file:px-3 file:py-2',
            touch,
          )}
        />
      </div>
      <div className="space-y-2">
        <Label htmlFor={`${ids}-note`}>{t('resubmit.note')}</Label>
        <Textarea
          id={`${ids}-note`}
          value={note}
          maxLength={2000}
          rows={2}
          onChange={(e) => setNote(e.target.value)}
        />
      </div>
      {progress !== null ? (
        <div
          role="progressbar"
          aria-label={t('upload.progress', { name: file?.name ?? '' })}
          aria-valuemin={0}
          aria-valuemax={100}
          aria-valuenow={Math.round(progress * 100)}
          className="h-1.5 overflow-hidden rounded-full bg-muted"
        >
          <div className="h-full bg-primary" style={{ width: `${Math.round(progress * 100)}%` }} />
        </div>
      ) : null}
      {waitingId ? (
        <p role="status" className="text-sm text-muted-foreground">
          {t('resubmit.waiting')}
        </p>
      ) : null}
      {error ? (
        <p role="alert" className="text-sm text-destructive">
          {error}
        </p>
      ) : null}
      <Button
        onClick={() => void submit()}
        disabled={!file || progress !== null || waitingId !== null}
        className={cn(touch, mobile && 'w-full')}
      >
        <RefreshCwIcon aria-hidden="true" />
        {t('resubmit.submit')}
      </Button>
    </div>
  )
}
