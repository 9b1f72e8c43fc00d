import { zodResolver } from '@hookform/resolvers/zod'
import { type ReactNode, useRef, useState } from 'react'
import { Controller, useForm, useWatch } from 'react-hook-form'
import { useTranslation } from 'react-i18next'
import {
  KNOWLEDGE_ENTRY_STATUSES,
  KNOWLEDGE_LANGUAGES,
  KNOWLEDGE_PRIORITY_MAX,
  KNOWLEDGE_PRIORITY_MIN,
  KNOWLEDGE_SCOPES,
  type KnowledgeEntryJson,
} from '#shared/schemas/knowledge'
import { FormBlockedNote } from '#web/components/form/form-blocked-note.tsx'
import { NativeSelect } from '#web/components/form/native-select.tsx'
import { StaleEditNotice, shown } from '#web/components/form/stale-edit-notice.tsx'
import { useStaleEdit } from '#web/components/form/use-stale-edit.ts'
import { Button } from '#web/components/ui/button.tsx'
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '#web/components/ui/dialog.tsx'
import { Input } from '#web/components/ui/input.tsx'
import { Label } from '#web/components/ui/label.tsx'
import { Textarea } from '#web/components/ui/textarea.tsx'
import { useFiles } from '#web/features/knowledge/api/files.ts'
import { useCreateEntry, useUpdateEntry } from '#web/features/knowledge/api/save-entry.ts'
import { useTags } from '#web/features/knowledge/api/tags.ts'
import { TagInput } from '#web/features/knowledge/components/tag-input.tsx'
import {
  type EntryFormInput,
  type EntryFormValues,
  entryFormDefaults,
  entryFormSchema,
  priorityOfInput,
} from '#web/features/knowledge/lib/entry-form.ts'
import { parsePhrasings } from '#web/features/knowledge/lib/version-changes.ts'
import { applyServerIssues } from '#web/lib/apply-server-issues.ts'
import { invalidFieldNames, revealFirstInvalidField } from '#web/lib/reveal-invalid-field.ts'
import { toast } from '#web/lib/toast.ts'

type StaleEntryValues = EntryFormInput & { file_ids: string[] }

/** The fields a server refusal (400, by field) can name. */
const SERVER_CHECKED_FIELDS = [
  'question',
  'answer',
  'priority',
  'tags',
] as const satisfies readonly (keyof EntryFormInput)[]

type EntryFormDialogProps = {
  open: boolean
  onOpenChange: (open: boolean) => void
  /** The entry to edit; null creates one. */
  entry: KnowledgeEntryJson | null
  /** The bot new entries belong to; null on the global view. */
  botId: string | null
}

function Field({
  id,
  label,
  error,
  children,
}: {
  id: string
  label: string
  error?: string
  children: ReactNode
}) {
  return (
    <div className="space-y-1.5">
      <Label htmlFor={id}>{label}</Label>
      {children}
      {error ? (
        <p id={`${id}-error`} className="text-sm text-destructive">
          {error}
        </p>
      ) : null}
    </div>
  )
}

/** Spec §2.16 New Entry / Edit: every field of an entry, with the answer's character count. */
export function EntryFormDialog({ open, onOpenChange, entry, botId }: EntryFormDialogProps) {
  const { t } = useTranslation('knowledge')
  const createEntry = useCreateEntry()
  const updateEntry = useUpdateEntry()
  const form = useForm<EntryFormInput, unknown, EntryFormValues>({
    resolver: zodResolver(entryFormSchema),
    defaultValues: entryFormDefaults(entry, botId ? 'bot_specific' : 'global'),
    // revealInvalid brings the field into the dialog's view and focuses it.
    shouldFocusError: false,
  })
  const { register, handleSubmit, formState, control } = form
  const formElement = useRef<HTMLFormElement>(null)
  const revealInvalid = () => revealFirstInvalidField(formElement.current, invalidFieldNames(form))
  const existingTags = (useTags().data?.tags ?? []).map((tag) => tag.name)
  const answer = useWatch({ control, name: 'answer' }) ?? ''
  const files = useFiles(entry?.bot_id ?? botId ?? undefined)
  const [fileIds, setFileIds] = useState<string[]>(entry?.files.map((file) => file.id) ?? [])
  const errors = formState.errors
  const invalidFields = Object.keys(errors)
  const describedBy = (field: keyof EntryFormInput, id: string) => (errors[field] ? `${id}-error` : undefined)
  const translate = (message?: string) =>
    message ? t(`validation.${message}`, { defaultValue: message }) : undefined
  // A tag's own problem (too long) sits at its index; the list's (too many) on the field.
  const tagsError = errors.tags?.message ?? errors.tags?.find?.((tag) => tag?.message)?.message

  // Issue 32: the edit starts from the entry's version; a stale save shows what changed.
  const stale = useStaleEdit<StaleEntryValues, KnowledgeEntryJson>({
    startedFrom: entry?.updated_at,
    toValues: (current) => ({
      ...entryFormDefaults(current, current.scope),
      file_ids: current.files.map((file) => file.id),
    }),
  })

  const persist = async (values: EntryFormValues, version: string | undefined) => {
    const input = {
      ...values,
      alternative_questions: parsePhrasings(values.alternative_questions),
      file_ids: fileIds,
    }
    try {
      if (entry)
        await updateEntry.mutateAsync({
          id: entry.id,
          input: { ...input, expected_updated_at: version ?? entry.updated_at },
        })
      else await createEntry.mutateAsync({ ...input, bot_id: input.scope === 'global' ? null : botId })
      toast.success(entry ? t('toasts.updated') : t('toasts.created'))
      onOpenChange(false)
    } catch (error) {
      // Spec §8; what was typed stays in the form.
      if (entry && stale.capture(error, { ...form.getValues(), file_ids: fileIds })) return
      // Issue 36: what the server refuses is shown under its field, like the form's own checks.
      if (applyServerIssues(error, SERVER_CHECKED_FIELDS, form.setError)) return revealInvalid()
      toast.error(entry ? t('toasts.updateFailed') : t('toasts.createFailed'))
    }
  }
  const save = handleSubmit((values) => persist(values, stale.version), revealInvalid)
  const keepMine = () => handleSubmit((values) => persist(values, stale.keepMine()), revealInvalid)()
  const takeTheirs = () => {
    const theirs = stale.takeTheirs()
    if (!theirs) return
    const { file_ids, ...values } = theirs
    form.reset(values)
    setFileIds(file_ids)
  }
  const valueText = (field: keyof StaleEntryValues, value: unknown) =>
    field === 'language_code' || field === 'scope' || field === 'status'
      ? t(`${field === 'language_code' ? 'language' : field}.${String(value)}`)
      : shown(value)

  const options = (values: readonly string[], group: string) =>
    values.map((value) => (
      <option key={value} value={value}>
        {t(`${group}.${value}`)}
      </option>
    ))

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="max-h-[90vh] overflow-y-auto sm:max-w-2xl">
        <DialogHeader>
          <DialogTitle>{entry ? t('form.editTitle') : t('form.newTitle')}</DialogTitle>
          <DialogDescription>{t('form.description')}</DialogDescription>
        </DialogHeader>
        <form ref={formElement} id="entry-form" onSubmit={save} noValidate className="space-y-4">
          {entry?.status === 'approved' ? (
            <p className="rounded-md border border-primary/30 bg-primary/5 p-3 text-sm">
              {entry.pending_version ? t('form.pendingNote') : t('form.approvedNote')}
            </p>
          ) : null}
          <Field id="entry-question" label={t('form.question')} error={translate(errors.question?.message)}>
            <Textarea
              id="entry-question"
              rows={2}
              aria-invalid={Boolean(errors.question)}
              aria-describedby={describedBy('question', 'entry-question')}
              {...register('question')}
            />
          </Field>
          <Field id="entry-phrasings" label={t('form.phrasings')}>
            <Textarea
              id="entry-phrasings"
              rows={3}
              aria-describedby="entry-phrasings-hint"
              {...register('alternative_questions')}
            />
            <p id="entry-phrasings-hint" className="text-xs text-muted-foreground">
              {t('form.phrasingsHint')}
            </p>
          </Field>
          <Field id="entry-answer" label={t('form.answer')} error={translate(errors.answer?.message)}>
            <Textarea
              id="entry-answer"
              rows={6}
              aria-invalid={Boolean(errors.answer)}
              aria-describedby={['entry-answer-count', describedBy('answer', 'entry-answer')]
                .filter(Boolean)
                .join(' ')}
              {...register('answer')}
            />
            <p id="entry-answer-count" className="text-right text-xs text-muted-foreground">
              {t('form.characters', { count: answer.length })}
            </p>
          </Field>
          <div className="grid gap-4 sm:grid-cols-2">
            <Field id="entry-language" label={t('form.language')}>
              <NativeSelect id="entry-language" {...register('language_code')}>
                {options(KNOWLEDGE_LANGUAGES, 'language')}
              </NativeSelect>
            </Field>
            <Field id="entry-scope" label={t('form.scope')}>
              <NativeSelect id="entry-scope" disabled={!botId && !entry} {...register('scope')}>
                {options(KNOWLEDGE_SCOPES, 'scope')}
              </NativeSelect>
            </Field>
            <Field id="entry-priority" label={t('form.priority')} error={translate(errors.priority?.message)}>
              <Input
                id="entry-priority"
                type="number"
                inputMode="numeric"
                min={KNOWLEDGE_PRIORITY_MIN}
                max={KNOWLEDGE_PRIORITY_MAX}
                aria-invalid={Boolean(errors.priority)}
                aria-describedby={describedBy('priority', 'entry-priority')}
                {...register('priority', { setValueAs: (value) => priorityOfInput(String(value)) })}
              />
            </Field>
            <Field id="entry-status" label={t('form.status')}>
              <NativeSelect id="entry-status" {...register('status')}>
                {options(KNOWLEDGE_ENTRY_STATUSES, 'status')}
              </NativeSelect>
            </Field>
          </div>
          <Field id="entry-tags" label={t('form.tags')} error={translate(tagsError)}>
            <Controller
              control={control}
              name="tags"
              render={({ field }) => (
                <TagInput
                  id="entry-tags"
                  name={field.name}
                  value={field.value}
                  onChange={field.onChange}
                  existing={existingTags}
                  invalid={Boolean(errors.tags)}
                  describedBy={describedBy('tags', 'entry-tags')}
                />
              )}
            />
          </Field>
          {(files.data?.files ?? []).length > 0 ? (
            <fieldset className="space-y-1.5">
              <legend className="text-sm font-medium">{t('form.files')}</legend>
              {files.data?.files.map((file) => (
                <label key={file.id} className="flex items-center gap-2 text-sm">
                  <input
                    type="checkbox"
                    className="size-4 accent-primary"
                    checked={fileIds.includes(file.id)}
                    onChange={(event) =>
                      setFileIds((ids) =>
                        event.target.checked ? [...ids, file.id] : ids.filter((id) => id !== file.id),
                      )
                    }
                  />
                  {file.original_filename}
                </label>
              ))}
            </fieldset>
          ) : null}
          <StaleEditNotice
            conflict={stale.conflict}
            labels={{
              question: t('form.question'),
              alternative_questions: t('form.phrasings'),
              answer: t('form.answer'),
              language_code: t('form.language'),
              scope: t('form.scope'),
              priority: t('form.priority'),
              status: t('form.status'),
              tags: t('form.tags'),
            }}
            valueText={valueText}
            onKeepMine={keepMine}
            onUseTheirs={takeTheirs}
            busy={formState.isSubmitting}
          />
        </form>
        <DialogFooter className="items-center">
          <Button variant="outline" onClick={() => onOpenChange(false)}>
            {t('form.cancel')}
          </Button>
          <Button
            type="submit"
            form="entry-form"
            disabled={formState.isSubmitting || invalidFields.length > 0}
          >
            {formState.isSubmitting ? t('form.saving') : t('form.save')}
          </Button>
          {/* Last, so the phone's reversed column shows it above Save; on the left from 640 px. */}
          <FormBlockedNote
            count={invalidFields.length}
            onShow={revealInvalid}
            className="sm:order-first sm:mr-auto"
          />
        </DialogFooter>
      </DialogContent>
    </Dialog>
  )
}
