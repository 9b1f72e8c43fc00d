import { DownloadIcon, Trash2Icon } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import { Button } from '#web/components/ui/button.tsx'
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
} from '#web/components/ui/dialog.tsx'
import { Label } from '#web/components/ui/label.tsx'
import { useDeleteFile, useFiles, useUploadFile } from '#web/features/knowledge/api/files.ts'
import { isApiError } from '#web/lib/api-client.ts'
import { useFormatters } from '#web/lib/format.ts'
import { toast } from '#web/lib/toast.ts'

/** Spec §3 file resources: upload, list and (soft) delete the files entries can link to. */
export function FilesDialog({
  botId,
  canManage,
  open,
  onOpenChange,
}: {
  botId?: string
  canManage: boolean
  open: boolean
  onOpenChange: (open: boolean) => void
}) {
  const { t } = useTranslation('knowledge')
  const format = useFormatters()
  const files = useFiles(botId, open)
  const upload = useUploadFile()
  const remove = useDeleteFile()
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="max-h-[90vh] overflow-y-auto sm:max-w-2xl">
        <DialogHeader>
          <DialogTitle>{t('files.title')}</DialogTitle>
          <DialogDescription>{t('files.description')}</DialogDescription>
        </DialogHeader>
        {canManage ? (
          <div className="space-y-1">
            <Label htmlFor="knowledge-file">{t('files.upload')}</Label>
            <input
              id="knowledge-file"
              type="file"
              disabled={upload.isPending}
              className="block text-sm file:mr-3 file:rounded-md file:border file:bg-background file:px-3 file:py-1.5"
              onChange={(event) => {
                const file = event.target.files?.[0]
                event.target.value = ''
                if (file)
                  upload.mutateAsync({ botId, file }).then(
                    () => toast.success(t('files.uploaded')),
                    (error: unknown) =>
                      toast.error(t('toasts.fileUploadFailed'), {
                        description: isApiError(error) ? error.message : undefined,
                      }),
                  )
              }}
            />
          </div>
        ) : null}
        {files.isError ? (
          <p role="alert" className="text-destructive">
            {t('toasts.filesLoadFailed')}
          </p>
        ) : (files.data?.files ?? []).length === 0 ? (
          <p className="text-sm text-muted-foreground">{t('files.empty')}</p>
        ) : (
          <ul className="space-y-2" aria-label={t('files.title')}>
            {files.data?.files.map((file) => (
              <li key={file.id} className="flex items-center gap-2 rounded-md border p-2 text-sm">
                <span className="min-w-0 flex-1 truncate">{file.original_filename}</span>
                <span className="text-xs text-muted-foreground">
                  {format.number(file.file_size / 1024, { maximumFractionDigits: 1 })} KB
                </span>
                <Button
                  asChild
                  variant="ghost"
                  size="icon"
                  aria-label={t('files.download', { name: file.original_filename })}
                >
                  <a href={`/api/knowledge/files/${file.id}/download`} download>
                    <DownloadIcon aria-hidden="true" />
                  </a>
                </Button>
                {canManage ? (
                  <Button
                    variant="ghost"
                    size="icon"
                    aria-label={t('files.delete', { name: file.original_filename })}
                    onClick={() =>
                      remove.mutateAsync(file.id).then(
                        () => toast.success(t('files.deleted')),
                        () => toast.error(t('toasts.fileDeleteFailed')),
                      )
                    }
                  >
                    <Trash2Icon aria-hidden="true" />
                  </Button>
                ) : null}
              </li>
            ))}
          </ul>
        )}
      </DialogContent>
    </Dialog>
  )
}
