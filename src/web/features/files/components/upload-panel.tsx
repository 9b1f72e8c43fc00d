import { CameraIcon, CloudOffIcon, FileUpIcon, Trash2Icon, UploadIcon } from 'lucide-react'
import { type DragEvent, useId, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { DOCUMENT_CATEGORY_VALUES, type DocumentCategory } from '#shared/schemas/files'
import { NativeSelect } from '#web/components/form/native-select.tsx'
import { Button } from '#web/components/ui/button.tsx'
import { Input } from '#web/components/ui/input.tsx'
import { Label } from '#web/components/ui/label.tsx'
import { Textarea } from '#web/components/ui/textarea.tsx'
import { useFileOptions } from '#web/features/files/api/get-options.ts'
import { type QueuedFile, useUploadQueue } from '#web/features/files/hooks/use-upload-queue.ts'
import { fileErrorText } from '#web/features/files/lib/file-error-text.ts'
import { cn } from '#web/lib/cn.ts'
import { useFormatters } from '#web/lib/format.ts'
import { formatSize } from '#web/lib/format-size.ts'
import { DocumentStatusBadge } from './document-status-badge.tsx'

/** What the file pickers offer; the server decides by content anyway. */
export const ACCEPTED_FILES =
  'application/pdf,image/png,image/jpeg,image/gif,image/webp,text/plain,.pdf,.png,.jpg,.jpeg,.gif,.webp,.txt,.docx'

type UploadPanelProps = {
  /** Phone layout: big touch targets and a camera button (the `capture` attribute). */
  mobile?: boolean
  /** The category preselected, e.g. 'photo' on the phone. */
  defaultCategory?: DocumentCategory
}

/**
 * Issue 10 upload: one or many files (drag and drop or pickers), title, category, dealer and note;
 * each file is sent on its own with a progress bar and its own result.
 */
export function UploadPanel({ mobile = false, defaultCategory = 'other' }: UploadPanelProps) {
  const { t } = useTranslation('files')
  const { locale } = useFormatters()
  const ids = useId()
  const options = useFileOptions()
  const queue = useUploadQueue()
  const [title, setTitle] = useState('')
  const [category, setCategory] = useState<DocumentCategory>(defaultCategory)
  const [dealerId, setDealerId] = useState('')
  const [note, setNote] = useState('')
  const [dragging, setDragging] = useState(false)
  const [dealerMissing, setDealerMissing] = useState(false)

  const dealers = options.data?.dealers ?? []
  // A dealer user with one dealer uploads for it. Until the options arrive the choice is unknown,
  // so the button waits for them (clicking earlier would look like nothing happened).
  const needsDealer = options.isSuccess && dealers.length !== 1
  const chosenDealer = needsDealer ? dealerId : dealers[0]?.id
  const queued = queue.items.filter((item) => item.status === 'queued').length
  const maxBytes = options.data?.maxUploadBytes

  const addFiles = (files: FileList | null) => {
    if (files?.length) queue.add(files, maxBytes)
  }
  const onDrop = (event: DragEvent) => {
    event.preventDefault()
    setDragging(false)
    addFiles(event.dataTransfer.files)
  }
  const submit = () => {
    if (needsDealer && !chosenDealer) {
      setDealerMissing(true)
      return
    }
    setDealerMissing(false)
    void queue.start({ title, category, dealerId: chosenDealer, note }).then((noneRefused) => {
      // The next files get their own title and note (a waiting upload keeps its own copy); a
      // refused file keeps them for the retry.
      if (noneRefused) {
        setTitle('')
        setNote('')
      }
    })
  }

  const touch = mobile ? 'min-h-11' : undefined

  return (
    <section aria-labelledby={`${ids}-heading`} className="space-y-4">
      <h2 id={`${ids}-heading`} className={cn('font-semibold', mobile ? 'sr-only' : 'text-lg')}>
        {t('upload.title')}
      </h2>
      {/* biome-ignore lint/a11y/noStaticElementInteractions: dropping is a pointer shortcut; the pickers inside are the keyboard path. */}
      <div
        onDragOver={(event) => {
          event.preventDefault()
          setDragging(true)
        }}
        onDragLeave={() => setDragging(false)}
        onDrop={onDrop}
        data-testid="drop-zone"
        className={cn(
          'flex flex-col items-center gap-3 rounded-lg border-2 border-dashed p-6 text-center transition-colors',
          dragging ? 'border-primary bg-primary/5' : 'border-muted-foreground/30',
        )}
      >
        <FileUpIcon className="size-8 text-muted-foreground" aria-hidden="true" />
        <p className="text-sm text-muted-foreground">
          {mobile ? t('upload.mobileHint') : t('upload.dropHint')}
        </p>
        <div className="flex flex-wrap justify-center gap-2">
          {mobile ? (
            <FilePickerButton
              label={t('upload.takePhoto')}
              icon={<CameraIcon aria-hidden="true" />}
              accept="image/*"
              capture="environment"
              onFiles={addFiles}
              className="min-h-11"
            />
          ) : null}
          <FilePickerButton
            label={t('upload.chooseFiles')}
            icon={<UploadIcon aria-hidden="true" />}
            accept={ACCEPTED_FILES}
            multiple
            onFiles={addFiles}
            className={touch}
          />
        </div>
        {maxBytes ? (
          <p className="text-xs text-muted-foreground">
            {t('upload.limits', { size: formatSize(maxBytes, locale) })}
          </p>
        ) : null}
      </div>

      {queue.items.length > 0 ? (
        <ul aria-label={t('upload.queueLabel')} className="space-y-2">
          {queue.items.map((item) => (
            <QueueRow key={item.key} item={item} onRemove={() => queue.remove(item.key)} mobile={mobile} />
          ))}
        </ul>
      ) : null}

      <div className={cn('grid gap-4', !mobile && 'sm:grid-cols-2')}>
        <div className="space-y-2">
          <Label htmlFor={`${ids}-title`}>{t('fields.title')}</Label>
          <Input
            id={`${ids}-title`}
            value={title}
            maxLength={200}
            onChange={(event) => setTitle(event.target.value)}
            placeholder={t('fields.titlePlaceholder')}
            className={touch}
          />
        </div>
        <div className="space-y-2">
          <Label htmlFor={`${ids}-category`}>{t('fields.category')}</Label>
          <NativeSelect
            id={`${ids}-category`}
            value={category}
            onChange={(event) => setCategory(event.target.value as DocumentCategory)}
            className={touch}
          >
            {DOCUMENT_CATEGORY_VALUES.map((value) => (
              <option key={value} value={value}>
                {t(`category.${value}`)}
              </option>
            ))}
          </NativeSelect>
        </div>
        {needsDealer ? (
          <div className="space-y-2">
            <Label htmlFor={`${ids}-dealer`}>{t('fields.dealer')}</Label>
            <NativeSelect
              id={`${ids}-dealer`}
              value={dealerId}
              onChange={(event) => setDealerId(event.target.value)}
              aria-invalid={dealerMissing || undefined}
              aria-describedby={dealerMissing ? `${ids}-dealer-error` : undefined}
              className={touch}
            >
              <option value="">{t('fields.chooseDealer')}</option>
              {dealers.map((dealer) => (
                <option key={dealer.id} value={dealer.id}>
                  {dealer.name}
                </option>
              ))}
            </NativeSelect>
            {dealerMissing ? (
              <p id={`${ids}-dealer-error`} className="text-sm text-destructive">
                {t('fields.dealerRequired')}
              </p>
            ) : null}
          </div>
        ) : null}
        <div className={cn('space-y-2', !mobile && 'sm:col-span-2')}>
          <Label htmlFor={`${ids}-note`}>{t('fields.note')}</Label>
          <Textarea
            id={`${ids}-note`}
            value={note}
            maxLength={2000}
            rows={mobile ? 3 : 2}
            onChange={(event) => setNote(event.target.value)}
          />
        </div>
      </div>
      <div className="flex flex-wrap items-center gap-2">
        <Button
          onClick={submit}
          disabled={queued === 0 || queue.running || options.isPending}
          className={cn(touch, mobile && 'w-full')}
        >
          <UploadIcon aria-hidden="true" />
          {queue.running
            ? t('upload.uploading')
            : queued > 0
              ? t('upload.submit', { count: queued })
              : t('upload.submitNone')}
        </Button>
        {!mobile && queue.items.length > 0 && !queue.running ? (
          <Button variant="ghost" onClick={queue.clear}>
            {t('upload.clear')}
          </Button>
        ) : null}
      </div>
    </section>
  )
}

function FilePickerButton({
  label,
  icon,
  accept,
  capture,
  multiple,
  onFiles,
  className,
}: {
  label: string
  icon: React.ReactNode
  accept: string
  capture?: 'environment' | 'user'
  multiple?: boolean
  onFiles: (files: FileList | null) => void
  className?: string
}) {
  const id = useId()
  return (
    <>
      <input
        id={id}
        type="file"
        className="peer sr-only"
        accept={accept}
        capture={capture}
        multiple={multiple}
        aria-label={label}
        onChange={(event) => {
          onFiles(event.target.files)
          event.target.value = ''
        }}
      />
      <Button
        asChild
        variant="outline"
        className={cn(
          'cursor-pointer peer-focus-visible:ring-[3px] peer-focus-visible:ring-ring/50',
          className,
        )}
      >
        <label htmlFor={id}>
          {icon}
          {label}
        </label>
      </Button>
    </>
  )
}

function QueueRow({ item, onRemove, mobile }: { item: QueuedFile; onRemove: () => void; mobile: boolean }) {
  const { t } = useTranslation('files')
  const { locale } = useFormatters()
  const percent = Math.round(item.progress * 100)
  return (
    <li className="rounded-md border p-3" data-testid="upload-row" data-state={item.status}>
      <div className="flex items-start gap-3">
        <div className="min-w-0 flex-1 space-y-1">
          <p className="truncate text-sm font-medium">{item.file.name}</p>
          <p className="text-xs text-muted-foreground">{formatSize(item.file.size, locale)}</p>
        </div>
        {item.status === 'done' && item.document ? (
          <DocumentStatusBadge status={item.document.status} />
        ) : item.status === 'error' ? (
          <span className="text-xs font-medium text-destructive">{t('upload.refused')}</span>
        ) : item.status === 'uploading' ? (
          <span className="text-xs text-muted-foreground">{percent} %</span>
        ) : item.status === 'waiting' ? (
          <span className="inline-flex items-center gap-1 text-xs font-medium text-amber-700 dark:text-amber-300">
            <CloudOffIcon aria-hidden="true" className="size-3.5" />
            {t('upload.waiting')}
          </span>
        ) : null}
        {item.status === 'queued' || item.status === 'error' ? (
          <Button
            variant="ghost"
            size="icon"
            onClick={onRemove}
            aria-label={t('upload.remove', { name: item.file.name })}
            className={mobile ? 'size-11' : undefined}
          >
            <Trash2Icon aria-hidden="true" />
          </Button>
        ) : null}
      </div>
      {item.status === 'uploading' || item.status === 'done' ? (
        <div
          role="progressbar"
          aria-label={t('upload.progress', { name: item.file.name })}
          aria-valuemin={0}
          aria-valuemax={100}
          aria-valuenow={percent}
          className="mt-2 h-1.5 overflow-hidden rounded-full bg-muted"
        >
          <div className="h-full bg-primary transition-[width]" style={{ width: `${percent}%` }} />
        </div>
      ) : null}
      {item.status === 'waiting' ? (
        <p role="status" className="mt-2 text-sm text-muted-foreground">
          {t('upload.waitingHint')}
        </p>
      ) : null}
      {item.status === 'error' ? (
        <p role="alert" className="mt-2 text-sm text-destructive">
          {fileErrorText(t, item.error, item.file.name)}
        </p>
      ) : null}
    </li>
  )
}
