import { zodResolver } from '@hookform/resolvers/zod'
import { useForm } from 'react-hook-form'
import { useTranslation } from 'react-i18next'
import type { ContentLanguage } from '#shared/constants/content-languages'
import { DEFAULT_STEP, STEP_TYPE_VALUES } from '#shared/constants/onboarding'
import {
  type ProgramStep,
  type StepFormValues,
  type StepInput,
  stepFormSchema,
  stepInputFromForm,
} from '#shared/schemas/onboarding'
import { InputField } from '#web/components/form/input-field.tsx'
import { StaleEditNotice, shown } from '#web/components/form/stale-edit-notice.tsx'
import { useStaleEdit } from '#web/components/form/use-stale-edit.ts'
import {
  TranslationsEditor,
  type TranslationsValue,
  useTranslationsText,
} from '#web/components/translations/translations-editor.tsx'
import { Button } from '#web/components/ui/button.tsx'
import { Form, FormControl, FormField, FormItem, FormLabel } from '#web/components/ui/form.tsx'
import { Spinner } from '#web/components/ui/spinner.tsx'
import { Switch } from '#web/components/ui/switch.tsx'
import { Textarea } from '#web/components/ui/textarea.tsx'

function valuesOf(step: ProgramStep | undefined): StepFormValues {
  return {
    title: step?.title ?? '',
    description: step?.description ?? '',
    instructions: step?.instructions ?? '',
    stepType: step?.stepType ?? DEFAULT_STEP.stepType,
    isRequired: step?.isRequired ?? DEFAULT_STEP.isRequired,
    estimatedDuration: String(step?.estimatedDuration ?? DEFAULT_STEP.estimatedDuration),
    requiredFiles: step?.requiredFiles.join(', ') ?? '',
    translations: step?.translations ?? {},
  }
}

/**
 * Spec §5 step form: title required; duration numeric, at least 0, anything invalid becomes 0;
 * required files typed comma-separated, split and trimmed. A new step starts as the default step
 * of spec §9 (document upload, 30 minutes, required).
 */
export function StepForm({
  step,
  programLanguage,
  pending,
  onSave,
  onCancel,
}: {
  step?: ProgramStep
  /** The language the program, and so its steps, are written in. */
  programLanguage: ContentLanguage
  pending: boolean
  /** Saves from the step's version (undefined for a new step); rejects with a stale save's error. */
  onSave: (input: StepInput, expectedUpdatedAt: string | undefined) => Promise<void>
  onCancel: () => void
}) {
  const { t } = useTranslation('onboarding')
  const translationsText = useTranslationsText()
  const form = useForm<StepFormValues>({
    resolver: zodResolver(stepFormSchema),
    defaultValues: valuesOf(step),
  })
  // Issue 32: an edit starts from the step's version; a stale save shows what changed and keeps
  // what was typed.
  const stale = useStaleEdit<StepFormValues, ProgramStep>({
    startedFrom: step?.updatedAt,
    toValues: valuesOf,
    versionOf: (current) => current.updatedAt,
  })

  async function persist(values: StepFormValues, version: string | undefined) {
    try {
      await onSave(stepInputFromForm(values), version)
    } catch (error) {
      if (!stale.capture(error, form.getValues())) throw error
    }
  }
  const keepMine = () => form.handleSubmit((values) => persist(values, stale.keepMine()))()
  const takeTheirs = () => {
    const theirs = stale.takeTheirs()
    if (theirs) form.reset(theirs)
  }

  return (
    <Form {...form}>
      <form
        noValidate
        className="space-y-4"
        onSubmit={form.handleSubmit((values) => persist(values, stale.version))}
        aria-label={step ? t('stepForm.editTitle') : t('stepForm.newTitle')}
      >
        <InputField
          control={form.control}
          name="title"
          label={t('stepForm.title')}
          translateError={() => t('errors.titleRequired')}
        />
        <TextareaField control={form.control} name="description" label={t('stepForm.description')} />
        <TextareaField control={form.control} name="instructions" label={t('stepForm.instructions')} />
        <div className="grid gap-4 sm:grid-cols-2">
          <FormField
            control={form.control}
            name="stepType"
            render={({ field }) => (
              <FormItem>
                <FormLabel>{t('stepForm.type')}</FormLabel>
                <FormControl>
                  <select
                    className="h-9 w-full rounded-md border bg-background px-3 text-sm"
                    value={field.value}
                    onChange={field.onChange}
                    onBlur={field.onBlur}
                    name={field.name}
                  >
                    {STEP_TYPE_VALUES.map((type) => (
                      <option key={type} value={type}>
                        {t(`stepTypes.${type}`)}
                      </option>
                    ))}
                  </select>
                </FormControl>
              </FormItem>
            )}
          />
          <InputField
            control={form.control}
            name="estimatedDuration"
            label={t('stepForm.duration')}
            type="number"
          />
        </div>
        <InputField
          control={form.control}
          name="requiredFiles"
          label={t('stepForm.requiredFiles')}
          placeholder={t('stepForm.requiredFilesPlaceholder')}
        />
        <FormField
          control={form.control}
          name="isRequired"
          render={({ field }) => (
            <FormItem className="flex flex-row items-center gap-3">
              <FormControl>
                <Switch checked={field.value} onCheckedChange={field.onChange} />
              </FormControl>
              <FormLabel>{t('stepForm.required')}</FormLabel>
            </FormItem>
          )}
        />
        <FormField
          control={form.control}
          name="translations"
          render={({ field }) => (
            <fieldset className="space-y-2 rounded-md border p-3">
              <legend className="px-1 text-sm font-medium">{t('common:translations.title')}</legend>
              <TranslationsEditor
                kind="step"
                fields={[
                  { name: 'title', label: t('stepForm.title'), maxLength: 200 },
                  {
                    name: 'description',
                    label: t('stepForm.description'),
                    multiline: true,
                    rows: 2,
                    maxLength: 2000,
                  },
                  {
                    name: 'instructions',
                    label: t('stepForm.instructions'),
                    multiline: true,
                    rows: 2,
                    maxLength: 5000,
                  },
                ]}
                original={{
                  title: form.watch('title'),
                  description: form.watch('description'),
                  instructions: form.watch('instructions'),
                }}
                originalLanguage={programLanguage}
                value={field.value as TranslationsValue}
                onChange={field.onChange}
              />
            </fieldset>
          )}
        />
        <StaleEditNotice
          conflict={stale.conflict}
          labels={{
            title: t('stepForm.title'),
            description: t('stepForm.description'),
            instructions: t('stepForm.instructions'),
            stepType: t('stepForm.type'),
            estimatedDuration: t('stepForm.duration'),
            requiredFiles: t('stepForm.requiredFiles'),
            isRequired: t('stepForm.required'),
            translations: t('common:translations.title'),
          }}
          valueText={(field, value) => {
            if (field === 'stepType' && typeof value === 'string') return t(`stepTypes.${value}`)
            if (field === 'translations') return translationsText(value)
            return shown(value)
          }}
          onKeepMine={keepMine}
          onUseTheirs={takeTheirs}
          busy={pending}
        />
        <div className="flex justify-end gap-2">
          <Button type="button" variant="outline" onClick={onCancel}>
            {t('actions.cancel')}
          </Button>
          <Button type="submit" disabled={pending}>
            {pending ? <Spinner decorative /> : null}
            {t('actions.saveStep')}
          </Button>
        </div>
      </form>
    </Form>
  )
}

function TextareaField({
  control,
  name,
  label,
}: {
  control: ReturnType<typeof useForm<StepFormValues>>['control']
  name: 'description' | 'instructions'
  label: string
}) {
  return (
    <FormField
      control={control}
      name={name}
      render={({ field }) => (
        <FormItem>
          <FormLabel>{label}</FormLabel>
          <FormControl>
            <Textarea rows={2} {...field} />
          </FormControl>
        </FormItem>
      )}
    />
  )
}
