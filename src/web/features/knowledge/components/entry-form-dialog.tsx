import { zodResolver } from '@hookform/resolvers/zod'
import { type ReactNode, useState } from 'react'
import { useForm, useWatch } from 'react-hook-form'
import { useTranslation } from 'react-i18next'
import {
  KNOWLEDGE_ENTRY_STATUSES,
  KNOWLEDGE_LANGUAGES,
  KNOWLEDGE_SCOPES,
  type KnowledgeEntryJson,
} from '#shared/schemas/knowledge'
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
import {
  type EntryFormInput,
  type EntryFormValues,
  entryFormDefaults,
  entryFormSchema,
  parseTagList,
} from '#web/features/knowledge/lib/entry-form.ts'
import { parsePhrasings } from '#web/features/knowledge/lib/version-changes.ts'
import { toast } from '#web/lib/toast.ts'

type StaleEntryValues = EntryFormInput & { file_ids: string[] }

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
      {error ? <p className="text-sm text-destructive">{error}</p> : null}
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
  })
  const { register, handleSubmit, formState, control } = form
  const answer = useWatch({ control, name: 'answer' }) ?? ''
  const files = useFiles(entry?.bot_id ?? botId ?? undefined)
  const [fileIds, setFileIds] = useState<string[]>(entry?.files.map((file) => file.id) ?? [])
  const errors = formState.errors
  const translate = (message?: string) =>
    message ? t(`validation.${message}`, { defaultValue: message }) : undefined

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
      tags: parseTagList(values.tags),
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
      toast.error(entry ? t('toasts.updateFailed') : t('toasts.createFailed'))
    }
  }
  const save = handleSubmit((values) => persist(values, stale.version))
  const keepMine = () => handleSubmit((values) => persist(values, stale.keepMine()))()
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
        <form id="entry-form" onSubmit={save} noValidate className="space-y-4">
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
              aria-describedby="entry-answer-count"
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
            <Field id="entry-priority" label={t('form.priority')}>
              <Input
                id="entry-priority"
                type="number"
                min={1}
                max={10}
                {...register('priority', { valueAsNumber: true })}
              />
            </Field>
            <Field id="entry-status" label={t('form.status')}>
              <NativeSelect id="entry-status" {...register('status')}>
                {options(KNOWLEDGE_ENTRY_STATUSES, 'status')}
              </NativeSelect>
            </Field>
          </div>
          <Field id="entry-tags" label={t('form.tags')}>
            <Input id="entry-tags" placeholder={t('form.tagsPlaceholder')} {...register('tags')} />
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
        <DialogFooter>
          <Button variant="outline" onClick={() => onOpenChange(false)}>
            {t('form.cancel')}
          </Button>
          <Button type="submit" form="entry-form" disabled={formState.isSubmitting}>
            {formState.isSubmitting ? t('form.saving') : t('form.save')}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  )
}
