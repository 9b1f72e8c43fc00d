import { ChevronDownIcon, Trash2Icon, TriangleAlertIcon, WandSparklesIcon } from 'lucide-react'
import { useId, useState } from 'react'
import { useTranslation } from 'react-i18next'
import {
  CONTENT_LANGUAGES,
  type ContentLanguage,
  EXPECTED_TRANSLATION_LANGUAGES,
} from '#shared/constants/content-languages'
import { documentLanguage } from '#shared/constants/ui-languages'
import type { TranslationDraftInput, TranslationDraftKind } from '#shared/schemas/translation-drafts'
import { type TranslationState, translationStateOf } from '#shared/translations/pick-translation'
import { LanguageModelNote } from '#web/components/feedback/language-model-note.tsx'
import { NativeSelect } from '#web/components/form/native-select.tsx'
import { Alert, AlertDescription, AlertTitle } from '#web/components/ui/alert.tsx'
import { Badge } from '#web/components/ui/badge.tsx'
import { Button } from '#web/components/ui/button.tsx'
import { Input } from '#web/components/ui/input.tsx'
import { Label } from '#web/components/ui/label.tsx'
import { Spinner } from '#web/components/ui/spinner.tsx'
import { Textarea } from '#web/components/ui/textarea.tsx'
import { isApiError } from '#web/lib/api-client.ts'
import { useLanguageModel } from '#web/lib/bots/get-language-model.ts'
import { toast } from '#web/lib/toast.ts'
import { capitalized, useContentLanguageName } from '#web/lib/translations/content-language-name.ts'
import { useDraftTranslation } from '#web/lib/translations/draft-translation.ts'

/** One translatable field of the form: the first one is the text the record cannot do without. */
export interface TranslationField {
  name: string
  label: string
  multiline?: boolean
  rows?: number
  maxLength?: number
}

/** Language code to the translated fields, as the API takes and answers them. */
export type TranslationsValue = Partial<Record<ContentLanguage, Record<string, string | null>>>

const STATE_VARIANT: Record<TranslationState, 'success' | 'secondary' | 'outline'> = {
  original: 'secondary',
  complete: 'success',
  incomplete: 'outline',
  missing: 'outline',
}

const filled = (text: string | null | undefined) => Boolean(text?.trim())

/**
 * Languages whose translation has text but not its first field (a title, a name), which the server
 * refuses: the forms keep such a save back and the editor says what is missing.
 */
export function untitledTranslations(value: TranslationsValue, firstField: string): ContentLanguage[] {
  return CONTENT_LANGUAGES.filter((code) => {
    const translation = value[code]
    return translation !== undefined && !filled(translation[firstField])
  })
}

/**
 * Issue 35 item 5: a record's translations in its editor. Each language is marked complete,
 * incomplete or missing (the interface languages always, the others once they have text). The
 * fields open on demand, so the form stays as short as it was for those who do not translate; the
 * chosen language's fields are edited there, and 'Draft translation' asks the language model to
 * fill them from the texts on screen. Everything stays a draft until the form is saved.
 */
export function TranslationsEditor({
  kind,
  fields,
  original,
  originalLanguage,
  value,
  onChange,
}: {
  kind: TranslationDraftKind
  fields: readonly TranslationField[]
  /** The form's current texts in the original's language (saved or not). */
  original: Record<string, string | null>
  originalLanguage: ContentLanguage
  value: TranslationsValue
  onChange: (next: TranslationsValue) => void
}) {
  const { t } = useTranslation('common')
  const id = useId()
  const languageName = useContentLanguageName()
  const languageModel = useLanguageModel()
  const draft = useDraftTranslation()
  const content = { original, language: originalLanguage, translations: value }
  const stateOf = (code: ContentLanguage) => translationStateOf(content, code)
  const choices = CONTENT_LANGUAGES.filter((code) => code !== originalLanguage)
  const [open, setOpen] = useState(false)
  const [chosen, setChosen] = useState<ContentLanguage>(
    () =>
      EXPECTED_TRANSLATION_LANGUAGES.find(
        (code) => code !== originalLanguage && stateOf(code) !== 'complete',
      ) ?? choices[0],
  )
  // The original's language may change while the form is open: another language is edited then.
  const language = chosen === originalLanguage ? choices[0] : chosen
  const marked = choices.filter(
    (code) =>
      (EXPECTED_TRANSLATION_LANGUAGES as readonly string[]).includes(code) || stateOf(code) !== 'missing',
  )
  const stateText = (state: TranslationState) => t(`translations.state.${state}`)
  const current = value[language] ?? {}

  const setField = (field: string, text: string) => {
    const next = { ...current, [field]: text }
    const { [language]: _left, ...others } = value
    // A translation emptied of every text is no translation: nothing half-empty is sent.
    onChange(Object.values(next).some(filled) ? { ...others, [language]: next } : others)
  }
  const remove = (code: ContentLanguage) => {
    const { [code]: _removed, ...others } = value
    onChange(others)
  }
  const requestDraft = () =>
    draft.mutate({ kind, from: originalLanguage, to: language, fields: original } as TranslationDraftInput, {
      onSuccess: (drafted) => {
        onChange({ ...value, [drafted.language]: drafted.fields })
        toast.success(t('translations.drafted', { language: languageName(drafted.language) }))
      },
      onError: (error) =>
        toast.error(t('translations.draftFailed'), {
          description: isApiError(error) ? error.message : undefined,
        }),
    })
  const canDraft =
    languageModel.data?.configured === true && filled(original[fields[0].name]) && !draft.isPending

  return (
    <div className="space-y-4" data-testid="translations-editor">
      <p className="text-sm text-muted-foreground">{t('translations.hint')}</p>
      <ul aria-label={t('translations.statusLabel')} className="flex flex-wrap gap-2">
        <li>
          <Badge variant="secondary" lang={documentLanguage(originalLanguage)}>
            {capitalized(languageName(originalLanguage))}: {stateText('original')}
          </Badge>
        </li>
        {marked.map((code) => (
          <li key={code}>
            <Badge variant={STATE_VARIANT[stateOf(code)]} data-state={stateOf(code)}>
              {capitalized(languageName(code))}: {stateText(stateOf(code))}
            </Badge>
          </li>
        ))}
      </ul>
      {value[originalLanguage] ? (
        <Alert variant="warning">
          <TriangleAlertIcon aria-hidden="true" />
          <AlertTitle className="line-clamp-none">
            {t('translations.sameAsOriginal', { language: languageName(originalLanguage) })}
          </AlertTitle>
          <AlertDescription>
            <Button type="button" size="sm" variant="outline" onClick={() => remove(originalLanguage)}>
              <Trash2Icon aria-hidden="true" />
              {t('translations.remove')}
            </Button>
          </AlertDescription>
        </Alert>
      ) : null}
      {untitledTranslations(value, fields[0].name).map((code) => (
        <p key={code} className="text-sm text-destructive" data-testid="translation-problem">
          {t('translations.needsFirstField', {
            language: capitalized(languageName(code)),
            field: fields[0].label,
          })}
        </p>
      ))}
      <Button
        type="button"
        variant="outline"
        size="sm"
        aria-expanded={open}
        aria-controls={`${id}-fields`}
        onClick={() => setOpen((value) => !value)}
      >
        <ChevronDownIcon aria-hidden="true" className={open ? 'rotate-180' : undefined} />
        {open ? t('translations.hide') : t('translations.show')}
      </Button>
      {open ? (
        <div id={`${id}-fields`} className="space-y-4">
          <div className="grid gap-1.5 sm:max-w-xs">
            <Label htmlFor={`${id}-language`}>{t('translations.language')}</Label>
            <NativeSelect
              id={`${id}-language`}
              value={language}
              onChange={(event) => setChosen(event.target.value as ContentLanguage)}
            >
              {choices.map((code) => (
                <option key={code} value={code}>
                  {capitalized(languageName(code))} – {stateText(stateOf(code))}
                </option>
              ))}
            </NativeSelect>
          </div>
          {fields.map((field) => {
            const fieldId = `${id}-${language}-${field.name}`
            const props = {
              id: fieldId,
              lang: documentLanguage(language),
              value: current[field.name] ?? '',
              maxLength: field.maxLength,
              onChange: (event: { target: { value: string } }) => setField(field.name, event.target.value),
            }
            return (
              <div key={field.name} className="grid gap-1.5">
                <Label htmlFor={fieldId}>
                  {t('translations.fieldIn', { field: field.label, language: languageName(language) })}
                </Label>
                {field.multiline ? <Textarea rows={field.rows ?? 3} {...props} /> : <Input {...props} />}
              </div>
            )
          })}
          <div className="flex flex-wrap items-center gap-2">
            <Button type="button" variant="outline" disabled={!canDraft} onClick={requestDraft}>
              {draft.isPending ? <Spinner decorative /> : <WandSparklesIcon aria-hidden="true" />}
              {draft.isPending ? t('translations.drafting') : t('translations.draft')}
            </Button>
            {value[language] ? (
              <Button type="button" variant="ghost" onClick={() => remove(language)}>
                <Trash2Icon aria-hidden="true" />
                {t('translations.remove')}
              </Button>
            ) : null}
          </div>
          <LanguageModelNote>{t('translations.draftNeedsModel')}</LanguageModelNote>
        </div>
      ) : null}
    </div>
  )
}

/**
 * Translations as the stale-edit notice shows and compares them: each language in a fixed order
 * with its texts, so two equal sets of translations read the same whatever their key order.
 */
export function useTranslationsText(): (value: unknown) => string {
  const languageName = useContentLanguageName()
  return (value) => {
    const translations = (value ?? {}) as TranslationsValue
    const parts = CONTENT_LANGUAGES.flatMap((code) => {
      const texts = Object.keys(translations[code] ?? {})
        .sort()
        .map((field) => translations[code]?.[field]?.trim())
        .filter(Boolean)
      return texts.length ? [`${capitalized(languageName(code))}: ${texts.join(' · ')}`] : []
    })
    return parts.join('; ') || '—'
  }
}
