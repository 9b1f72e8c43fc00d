import { zodResolver } from '@hookform/resolvers/zod'
import { SaveIcon } from 'lucide-react'
import { type ReactNode, useEffect, useRef } from 'react'
import { Controller, useForm } from 'react-hook-form'
import { useTranslation } from 'react-i18next'
import { useBlocker } from 'react-router'
import { ROLES } from '#shared/auth/roles'
import { CONTENT_LANGUAGES, type ContentLanguage } from '#shared/constants/content-languages'
import {
  AVATAR_MAX_BYTES,
  BOT_NAME_MAX_LENGTH,
  BOT_PERSONALITY_VALUES,
  BOT_PLATFORM_CHANNELS,
  BOT_STYLE_VALUES,
  BOT_TONE_VALUES,
  BOT_TYPE_VALUES,
  type BotDetailJson,
  KEYWORD_SENSITIVITY_VALUES,
  THRESHOLD_PERCENT_MAX,
  THRESHOLD_PERCENT_MIN,
  THRESHOLD_PERCENT_STEP,
} from '#shared/schemas/bots'
import { ConfirmDialog } from '#web/components/feedback/confirm-dialog.tsx'
import { LanguageModelNote } from '#web/components/feedback/language-model-note.tsx'
import { FormBlockedNote } from '#web/components/form/form-blocked-note.tsx'
import { NativeSelect } from '#web/components/form/native-select.tsx'
import { StaleEditNotice, shown } from '#web/components/form/stale-edit-notice.tsx'
import { useStaleEdit } from '#web/components/form/use-stale-edit.ts'
import {
  TranslationsEditor,
  type TranslationsValue,
  useTranslationsText,
} from '#web/components/translations/translations-editor.tsx'
import { Badge } from '#web/components/ui/badge.tsx'
import { Button } from '#web/components/ui/button.tsx'
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '#web/components/ui/card.tsx'
import { Input } from '#web/components/ui/input.tsx'
import { Label } from '#web/components/ui/label.tsx'
import { Switch } from '#web/components/ui/switch.tsx'
import { Textarea } from '#web/components/ui/textarea.tsx'
import { useUpdateBot } from '#web/features/bots/api/update-bot.ts'
import { useUploadBotAvatar } from '#web/features/bots/api/upload-bot-avatar.ts'
import { AvatarPicker } from '#web/features/bots/components/avatar-picker.tsx'
import { KeywordEditor } from '#web/features/bots/components/keyword-editor.tsx'
import {
  type BotConfigFormValues,
  botConfigFormSchema,
  formValuesOf,
  updateInputOf,
} from '#web/features/bots/lib/bot-config-form.ts'
import { isApiError } from '#web/lib/api-client.ts'
import { applyServerIssues } from '#web/lib/apply-server-issues.ts'
import { invalidFieldNames, revealFirstInvalidField } from '#web/lib/reveal-invalid-field.ts'
import { toast } from '#web/lib/toast.ts'
import { capitalized, useContentLanguageName } from '#web/lib/translations/content-language-name.ts'
import { useRoleName } from '#web/lib/use-role-name.ts'

/** The fields a server refusal (400, by field) can name, and the API paths the form holds differently. */
const SERVER_CHECKED_FIELDS = ['name'] as const satisfies readonly (keyof BotConfigFormValues)[]
const SERVER_FIELD_ALIASES = {
  'escalation_rules.confidence_threshold': 'threshold_percent',
} as const satisfies Record<string, keyof BotConfigFormValues>

function Section({
  title,
  description,
  children,
}: {
  title: string
  description?: string
  children: ReactNode
}) {
  return (
    <Card>
      <CardHeader>
        <CardTitle asChild>
          <h2>{title}</h2>
        </CardTitle>
        {description ? <CardDescription>{description}</CardDescription> : null}
      </CardHeader>
      <CardContent className="space-y-4">{children}</CardContent>
    </Card>
  )
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
    <div className="space-y-2">
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

function SwitchRow({
  id,
  label,
  hint,
  checked,
  onChange,
}: {
  id: string
  label: string
  hint: string
  checked: boolean
  onChange: (next: boolean) => void
}) {
  return (
    <div className="flex items-start justify-between gap-4 rounded-md border p-3">
      <div className="space-y-1">
        <Label htmlFor={id}>{label}</Label>
        <p className="text-xs text-muted-foreground">{hint}</p>
      </div>
      <Switch id={id} checked={checked} onCheckedChange={onChange} />
    </div>
  )
}

/** Spec §2.15: every setting of a bot, saved together; the engine uses them from the next message. */
export function BotConfigForm({ bot }: { bot: BotDetailJson }) {
  const { t } = useTranslation('bots')
  const roleName = useRoleName()
  const languageName = useContentLanguageName()
  const translationsText = useTranslationsText()
  const updateBot = useUpdateBot()
  const uploadAvatar = useUploadBotAvatar()
  const form = useForm<BotConfigFormValues>({
    resolver: zodResolver(botConfigFormSchema),
    defaultValues: formValuesOf(bot),
    // revealInvalid below brings the field into view; the default focus leaves it under the save bar.
    shouldFocusError: false,
  })
  const { register, control, handleSubmit, formState, reset } = form
  const dirty = formState.isDirty
  const errors = formState.errors
  const invalidFields = Object.keys(errors)
  const formElement = useRef<HTMLFormElement>(null)
  const revealInvalid = () => revealFirstInvalidField(formElement.current, invalidFieldNames(form))
  const translate = (message?: string) =>
    message ? t(`validation.${message}`, { defaultValue: message }) : undefined

  // Guard against leaving with unsaved changes: in-app navigation asks, a reload or tab close warns.
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) => dirty && currentLocation.pathname !== nextLocation.pathname,
  )
  useEffect(() => {
    if (!dirty) return
    const warn = (event: BeforeUnloadEvent) => event.preventDefault()
    window.addEventListener('beforeunload', warn)
    return () => window.removeEventListener('beforeunload', warn)
  }, [dirty])

  // Issue 32: the form saves from the version it last loaded or saved; a stale save shows what
  // changed, and what was typed stays.
  const stale = useStaleEdit<BotConfigFormValues, BotDetailJson>({
    startedFrom: bot.updated_at,
    toValues: formValuesOf,
  })
  const persist = (values: BotConfigFormValues, version: string | undefined) =>
    updateBot.mutateAsync({ botId: bot.id, input: updateInputOf(values, version ?? bot.updated_at) }).then(
      (saved) => {
        stale.saved(saved.updated_at)
        reset(formValuesOf(saved))
        toast.success(t('toasts.configSaved'))
      },
      (error) => {
        if (stale.capture(error, form.getValues())) return
        // Issue 36: what the server refuses is shown under its field, like the form's own checks.
        if (applyServerIssues(error, SERVER_CHECKED_FIELDS, form.setError, SERVER_FIELD_ALIASES))
          return revealInvalid()
        toast.error(t('toasts.configSaveFailed'))
      },
    )
  const save = handleSubmit((values) => persist(values, stale.version), revealInvalid)
  const keepMine = () => handleSubmit((values) => persist(values, stale.keepMine()), revealInvalid)()
  const takeTheirs = () => {
    const theirs = stale.takeTheirs()
    if (theirs) reset(theirs)
  }
  const staleLabels: Partial<Record<keyof BotConfigFormValues, string>> = {
    name: t('config.name'),
    description: t('config.description'),
    purpose: t('config.purpose'),
    type: t('config.type'),
    platform_channel: t('config.platform'),
    is_active: t('config.active'),
    system_prompt: t('config.systemPrompt'),
    custom_instructions: t('config.customInstructions'),
    tone: t('config.toneLabel'),
    style: t('config.style'),
    personality: t('config.personality'),
    threshold_percent: t('config.threshold'),
    escalation_keywords: t('config.keywords'),
    keyword_sensitivity: t('config.sensitivity'),
    auto_escalate: t('config.autoEscalate'),
    require_both_conditions: t('config.requireBoth'),
    required_roles: t('config.roles'),
    language: t('common:translations.originalLanguage'),
    translations: t('common:translations.title'),
  }
  const staleValueText = (field: keyof BotConfigFormValues, value: unknown) => {
    if (field === 'language' && typeof value === 'string') return languageName(value as ContentLanguage)
    if (field === 'translations') return translationsText(value)
    return shown(value)
  }

  const options = (values: readonly string[], group: string) =>
    values.map((value) => (
      <option key={value} value={value}>
        {t(`${group}.${value}`)}
      </option>
    ))

  return (
    <form ref={formElement} onSubmit={save} noValidate className="space-y-6">
      {/* Opaque (issue 36): the form scrolling underneath must not show through the bar. */}
      <div className="sticky top-14 z-10 -mx-4 flex flex-wrap items-center justify-between gap-3 border-b bg-background px-4 py-3 sm:-mx-6 sm:px-6">
        <div className="flex items-center gap-3">
          <h1 className="text-2xl font-semibold tracking-tight">{t('config.title', { name: bot.name })}</h1>
          {dirty ? <Badge variant="secondary">{t('config.unsaved')}</Badge> : null}
        </div>
        <div className="flex flex-wrap items-center justify-end gap-3">
          <FormBlockedNote count={invalidFields.length} onShow={revealInvalid} />
          <Button type="submit" disabled={!dirty || formState.isSubmitting || invalidFields.length > 0}>
            <SaveIcon aria-hidden="true" />
            {formState.isSubmitting ? t('config.saving') : t('config.save')}
          </Button>
        </div>
      </div>

      <StaleEditNotice
        conflict={stale.conflict}
        labels={staleLabels}
        valueText={staleValueText}
        onKeepMine={keepMine}
        onUseTheirs={takeTheirs}
        busy={formState.isSubmitting}
      />
      <div className="grid gap-6 lg:grid-cols-2">
        <Section title={t('config.basic')}>
          <Field id="bot-name" label={t('config.name')} error={translate(errors.name?.message)}>
            <Input
              id="bot-name"
              aria-invalid={Boolean(errors.name)}
              aria-describedby={errors.name ? 'bot-name-error' : undefined}
              {...register('name')}
            />
          </Field>
          <Field id="bot-description" label={t('config.description')}>
            <Textarea id="bot-description" rows={3} {...register('description')} />
          </Field>
          <Field id="bot-purpose" label={t('config.purpose')}>
            <Input id="bot-purpose" {...register('purpose')} />
          </Field>
          <div className="grid gap-4 sm:grid-cols-2">
            <Field id="bot-type" label={t('config.type')}>
              <NativeSelect id="bot-type" {...register('type')}>
                {options(BOT_TYPE_VALUES, 'botType')}
              </NativeSelect>
            </Field>
            <Field id="bot-platform" label={t('config.platform')}>
              <NativeSelect id="bot-platform" {...register('platform_channel')}>
                {options(BOT_PLATFORM_CHANNELS, 'platform')}
              </NativeSelect>
            </Field>
          </div>
          <Field id="bot-language" label={t('common:translations.originalLanguage')}>
            <NativeSelect id="bot-language" {...register('language')}>
              {CONTENT_LANGUAGES.map((code) => (
                <option key={code} value={code}>
                  {capitalized(languageName(code))}
                </option>
              ))}
            </NativeSelect>
          </Field>
          <Controller
            control={control}
            name="is_active"
            render={({ field }) => (
              <SwitchRow
                id="bot-active"
                label={t('config.active')}
                hint={t('config.activeHint')}
                checked={field.value}
                onChange={field.onChange}
              />
            )}
          />
        </Section>

        <Section title={t('common:translations.title')}>
          <Controller
            control={control}
            name="translations"
            render={({ field }) => (
              <TranslationsEditor
                kind="bot"
                fields={[
                  { name: 'name', label: t('config.name'), maxLength: BOT_NAME_MAX_LENGTH },
                  {
                    name: 'description',
                    label: t('config.description'),
                    multiline: true,
                    rows: 3,
                    maxLength: 1000,
                  },
                ]}
                original={{ name: form.watch('name'), description: form.watch('description') }}
                originalLanguage={form.watch('language')}
                value={field.value as TranslationsValue}
                onChange={field.onChange}
              />
            )}
          />
        </Section>

        <Section title={t('config.avatar')} description={t('config.avatarHint')}>
          <Controller
            control={control}
            name="avatar_url"
            render={({ field }) => (
              <AvatarPicker
                value={field.value}
                onChange={field.onChange}
                uploading={uploadAvatar.isPending}
                onUpload={(file) => {
                  // Spec §5, checked here for a quick answer and again on the server by content.
                  if (file.size > AVATAR_MAX_BYTES) return toast.error(t('toasts.avatarTooLarge'))
                  if (!file.type.startsWith('image/')) return toast.error(t('toasts.avatarNotImage'))
                  uploadAvatar.mutate(
                    { botId: bot.id, file },
                    {
                      onSuccess: (saved) => {
                        // Uploaded avatars are saved at once: the field's saved value follows, and
                        // the next save starts from the version the upload left (issue 32).
                        stale.saved(saved.updated_at)
                        form.resetField('avatar_url', { defaultValue: saved.avatar_url })
                        toast.success(t('toasts.avatarUpdated'))
                      },
                      onError: (error) =>
                        toast.error(t('toasts.avatarUploadFailed'), {
                          description: isApiError(error) ? error.message : undefined,
                        }),
                    },
                  )
                }}
              />
            )}
          />
        </Section>

        <Section title={t('config.tone')}>
          <LanguageModelNote>{t('config.toneNeedsModel')}</LanguageModelNote>
          <div className="grid gap-4 sm:grid-cols-3">
            <Field id="bot-tone" label={t('config.toneLabel')}>
              <NativeSelect id="bot-tone" {...register('tone')}>
                {options(BOT_TONE_VALUES, 'toneValue')}
              </NativeSelect>
            </Field>
            <Field id="bot-style" label={t('config.style')}>
              <NativeSelect id="bot-style" {...register('style')}>
                {options(BOT_STYLE_VALUES, 'styleValue')}
              </NativeSelect>
            </Field>
            <Field id="bot-personality" label={t('config.personality')}>
              <NativeSelect id="bot-personality" {...register('personality')}>
                {options(BOT_PERSONALITY_VALUES, 'personalityValue')}
              </NativeSelect>
            </Field>
          </div>
        </Section>

        <Section title={t('config.prompt')} description={t('config.promptHint', { BotName: '{{BotName}}' })}>
          <LanguageModelNote>{t('config.promptNeedsModel')}</LanguageModelNote>
          <Field id="bot-system-prompt" label={t('config.systemPrompt')}>
            <Textarea
              id="bot-system-prompt"
              rows={5}
              placeholder={t('config.systemPromptPlaceholder', { BotName: '{{BotName}}' })}
              {...register('system_prompt')}
            />
          </Field>
          <Field id="bot-instructions" label={t('config.customInstructions')}>
            <Textarea id="bot-instructions" rows={4} {...register('custom_instructions')} />
          </Field>
        </Section>

        <Section title={t('config.escalation')} description={t('config.escalationHint')}>
          <Field
            id="bot-threshold"
            label={t('config.threshold')}
            error={translate(errors.threshold_percent?.message)}
          >
            <Input
              id="bot-threshold"
              type="number"
              inputMode="numeric"
              min={THRESHOLD_PERCENT_MIN}
              max={THRESHOLD_PERCENT_MAX}
              step={THRESHOLD_PERCENT_STEP}
              aria-invalid={Boolean(errors.threshold_percent)}
              aria-describedby={errors.threshold_percent ? 'bot-threshold-error' : undefined}
              {...register('threshold_percent', { valueAsNumber: true })}
            />
          </Field>
          <Controller
            control={control}
            name="escalation_keywords"
            render={({ field }) => <KeywordEditor value={field.value} onChange={field.onChange} />}
          />
          <Field id="bot-sensitivity" label={t('config.sensitivity')}>
            <NativeSelect id="bot-sensitivity" {...register('keyword_sensitivity')}>
              {options(KEYWORD_SENSITIVITY_VALUES, 'sensitivity')}
            </NativeSelect>
          </Field>
          <Controller
            control={control}
            name="auto_escalate"
            render={({ field }) => (
              <SwitchRow
                id="bot-auto-escalate"
                label={t('config.autoEscalate')}
                hint={t('config.autoEscalateHint')}
                checked={field.value}
                onChange={field.onChange}
              />
            )}
          />
          <Controller
            control={control}
            name="require_both_conditions"
            render={({ field }) => (
              <SwitchRow
                id="bot-require-both"
                label={t('config.requireBoth')}
                hint={t('config.requireBothHint')}
                checked={field.value}
                onChange={field.onChange}
              />
            )}
          />
        </Section>

        <Section title={t('config.roles')} description={t('config.rolesHint')}>
          <Controller
            control={control}
            name="required_roles"
            render={({ field }) => (
              <fieldset className="grid gap-2 sm:grid-cols-2">
                <legend className="sr-only">{t('config.roles')}</legend>
                {ROLES.map((role) => (
                  <label key={role} className="flex items-center gap-2 text-sm">
                    <input
                      type="checkbox"
                      className="size-4 accent-primary"
                      checked={field.value.includes(role)}
                      onChange={(event) =>
                        field.onChange(
                          event.target.checked
                            ? [...field.value, role]
                            : field.value.filter((other) => other !== role),
                        )
                      }
                    />
                    {roleName(role)}
                  </label>
                ))}
              </fieldset>
            )}
          />
        </Section>
      </div>

      <ConfirmDialog
        open={blocker.state === 'blocked'}
        onOpenChange={(open) => !open && blocker.reset?.()}
        title={t('config.leaveTitle')}
        description={t('config.leaveDescription')}
        confirmLabel={t('config.leave')}
        onConfirm={() => blocker.proceed?.()}
      />
    </form>
  )
}
