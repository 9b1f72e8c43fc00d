import { zodResolver } from '@hookform/resolvers/zod'
import { FileIcon, PaperclipIcon, SendIcon, Trash2Icon, UploadIcon } from 'lucide-react'
import { useId, useRef } from 'react'
import { useForm } from 'react-hook-form'
import { useTranslation } from 'react-i18next'
import { z } from 'zod'
import { UPLOAD_ACCEPT } from '#shared/constants/onboarding'
import type { FileView, StepView } from '#shared/schemas/onboarding'
import { TranslatedFormMessage } from '#web/components/form/input-field.tsx'
import { Button } from '#web/components/ui/button.tsx'
import { Form, FormControl, FormField, FormItem, FormLabel } from '#web/components/ui/form.tsx'
import { Spinner } from '#web/components/ui/spinner.tsx'
import { Textarea } from '#web/components/ui/textarea.tsx'
import { useDeleteDraftFile } from '#web/features/onboarding/api/delete-draft-file.ts'
import { useSubmitStep } from '#web/features/onboarding/api/submit-step.ts'
import { useUploadStepFile } from '#web/features/onboarding/api/upload-step-file.ts'
import { isApiError } from '#web/lib/api-client.ts'
import { useFormatters } from '#web/lib/format.ts'
import { formatSize } from '#web/lib/format-size.ts'
import { toast } from '#web/lib/toast.ts'

// Spec §5: the submission text must not be empty after trimming.
const submitFormSchema = z.object({ submissionText: z.string().trim().min(1, 'submissionRequired') })
type SubmitFormValues = z.infer<typeof submitFormSchema>

/** The uploads a step asks for: each named required file, or one "document" slot for a document step. */
function slotsOf(step: StepView): string[] {
  if (step.requiredFiles.length > 0) return step.requiredFiles
  return step.stepType === 'document_upload' ? [''] : []
}

/**
 * Submitting a started or rejected step (spec §4/§5): the required files as real uploads (each goes
 * to the server as soon as it is picked) and the text. A failed submit keeps what was typed.
 */
export function StepSubmitForm({ onboardingId, step }: { onboardingId: string; step: StepView }) {
  const { t } = useTranslation('onboarding')
  const submit = useSubmitStep()
  const form = useForm<SubmitFormValues>({
    resolver: zodResolver(submitFormSchema),
    defaultValues: { submissionText: '' },
  })
  const slots = slotsOf(step)
  const drafts = step.draftFiles
  const missing = slots.filter((label) =>
    label
      ? !drafts.some((file) => file.label.trim().toLowerCase() === label.trim().toLowerCase())
      : drafts.length === 0,
  )

  async function onSubmit(values: SubmitFormValues) {
    try {
      await submit.mutateAsync({
        onboardingId,
        stepId: step.id,
        submissionText: values.submissionText,
        fileIds: drafts.map((file) => file.id),
      })
      form.reset({ submissionText: '' })
      toast.success(t('toasts.stepSubmitted'))
    } catch (error) {
      toast.error(t('toasts.submitFailed'), { description: isApiError(error) ? error.message : undefined })
    }
  }

  return (
    <Form {...form}>
      <form onSubmit={form.handleSubmit(onSubmit)} noValidate className="space-y-4">
        {slots.length > 0 ? (
          <fieldset className="space-y-2">
            <legend className="text-sm font-medium">{t('submit.filesLegend')}</legend>
            {slots.map((label) => (
              <UploadSlot
                key={label || 'document'}
                onboardingId={onboardingId}
                stepId={step.id}
                label={label}
                files={drafts.filter((file) =>
                  label ? file.label.trim().toLowerCase() === label.trim().toLowerCase() : true,
                )}
              />
            ))}
          </fieldset>
        ) : null}
        <FormField
          control={form.control}
          name="submissionText"
          render={({ field }) => (
            <FormItem>
              <FormLabel>{t('submit.textLabel')}</FormLabel>
              <FormControl>
                <Textarea rows={3} placeholder={t('submit.textPlaceholder')} {...field} />
              </FormControl>
              <TranslatedFormMessage translate={(message) => t(`errors.${message}`)} />
            </FormItem>
          )}
        />
        {missing.length > 0 ? (
          <p className="text-sm text-muted-foreground">
            {t('submit.missingFiles', {
              files: missing.map((label) => label || t('submit.document')).join(', '),
            })}
          </p>
        ) : null}
        <Button type="submit" disabled={submit.isPending || missing.length > 0}>
          {submit.isPending ? <Spinner decorative /> : <SendIcon aria-hidden="true" />}
          {step.status === 'rejected' ? t('actions.resubmit') : t('actions.submit')}
        </Button>
      </form>
    </Form>
  )
}

function UploadSlot({
  onboardingId,
  stepId,
  label,
  files,
}: {
  onboardingId: string
  stepId: string
  label: string
  files: FileView[]
}) {
  const { t } = useTranslation('onboarding')
  const { locale } = useFormatters()
  const upload = useUploadStepFile()
  const remove = useDeleteDraftFile()
  const inputRef = useRef<HTMLInputElement>(null)
  const inputId = useId()
  const shownLabel = label || t('submit.document')

  async function onPick(file: File | undefined) {
    if (!file) return
    try {
      await upload.mutateAsync({ onboardingId, stepId, file, label: label || file.name })
    } catch (error) {
      toast.error(t('toasts.uploadFailed'), { description: isApiError(error) ? error.message : undefined })
    } finally {
      if (inputRef.current) inputRef.current.value = ''
    }
  }

  return (
    <div className="rounded-md border p-3">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <span className="flex items-center gap-2 text-sm font-medium">
          <PaperclipIcon className="size-4 text-muted-foreground" aria-hidden="true" />
          {shownLabel}
        </span>
        <input
          ref={inputRef}
          id={inputId}
          type="file"
          accept={UPLOAD_ACCEPT}
          className="sr-only"
          aria-label={t('submit.chooseFile', { label: shownLabel })}
          onChange={(event) => void onPick(event.target.files?.[0])}
        />
        <Button type="button" variant="outline" size="sm" asChild disabled={upload.isPending}>
          <label htmlFor={inputId} className="cursor-pointer">
            {upload.isPending ? <Spinner decorative /> : <UploadIcon aria-hidden="true" />}
            {upload.isPending
              ? t('submit.uploading')
              : files.length > 0
                ? t('submit.replaceOrAdd')
                : t('submit.upload')}
          </label>
        </Button>
      </div>
      {files.length > 0 ? (
        <ul className="mt-2 space-y-1">
          {files.map((file) => (
            <li key={file.id} className="flex items-center justify-between gap-2 text-sm">
              <a
                href={file.url}
                className="flex min-w-0 items-center gap-2 underline-offset-4 hover:underline"
              >
                <FileIcon className="size-4 shrink-0 text-muted-foreground" aria-hidden="true" />
                <span className="truncate">{file.fileName}</span>
                <span className="shrink-0 text-muted-foreground">({formatSize(file.sizeBytes, locale)})</span>
              </a>
              <Button
                type="button"
                variant="ghost"
                size="icon"
                aria-label={t('submit.removeFile', { name: file.fileName })}
                disabled={remove.isPending}
                onClick={() => remove.mutate({ onboardingId, fileId: file.id })}
              >
                <Trash2Icon aria-hidden="true" />
              </Button>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  )
}
