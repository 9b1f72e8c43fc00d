import { AlertCircleIcon, SaveIcon } from 'lucide-react'
import { type FormEvent, useId, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useNavigate } from 'react-router'
import { hasAnyRole } from '#shared/auth/permissions'
import { ROLES } from '#shared/auth/roles'
import {
  CONTENT_LANGUAGES,
  type ContentLanguage,
  DEFAULT_CONTENT_LANGUAGE,
} from '#shared/constants/content-languages'
import {
  NEWS_BODY_MAX,
  NEWS_CATEGORY_VALUES,
  NEWS_MANAGER_ROLES,
  NEWS_SUMMARY_MAX,
  NEWS_TITLE_MAX,
  type NewsCategory,
} from '#shared/constants/news'
import type { ManagedNewsArticle, NewsArticleInput } from '#shared/schemas/news'
import { AccessDenied } from '#web/components/feedback/access-denied.tsx'
import { PageLoader } from '#web/components/feedback/page-loader.tsx'
import { NativeSelect } from '#web/components/form/native-select.tsx'
import { StaleEditNotice, shown } from '#web/components/form/stale-edit-notice.tsx'
import { useStaleEdit } from '#web/components/form/use-stale-edit.ts'
import {
  TranslationsEditor,
  type TranslationsValue,
  untitledTranslations,
  useTranslationsText,
} from '#web/components/translations/translations-editor.tsx'
import { Alert, AlertDescription, AlertTitle } from '#web/components/ui/alert.tsx'
import { Button } from '#web/components/ui/button.tsx'
import { Card, CardContent, CardHeader, CardTitle } from '#web/components/ui/card.tsx'
import { Input } from '#web/components/ui/input.tsx'
import { Label } from '#web/components/ui/label.tsx'
import { Spinner } from '#web/components/ui/spinner.tsx'
import { Switch } from '#web/components/ui/switch.tsx'
import { Tabs, TabsContent, TabsList, TabsTrigger } from '#web/components/ui/tabs.tsx'
import { Textarea } from '#web/components/ui/textarea.tsx'
import { useManagedNews, useNewsDealerOptions, useSaveNews } from '#web/features/news/api/manage-news.ts'
import { Markdown } from '#web/features/news/lib/markdown.tsx'
import { isApiError } from '#web/lib/api-client.ts'
import { useCurrentUser } from '#web/lib/session/use-current-user.ts'
import { toast } from '#web/lib/toast.ts'
import { capitalized, useContentLanguageName } from '#web/lib/translations/content-language-name.ts'
import { useRoleName } from '#web/lib/use-role-name.ts'
import { BackToNews } from './news-article-page.tsx'

type PublicationChoice = 'draft' | 'published' | 'scheduled'

interface EditorValues {
  title: string
  summary: string
  body: string
  category: NewsCategory
  important: boolean
  targetRoles: string[]
  targetDealerIds: string[]
  publication: PublicationChoice
  /** datetime-local value (the browser's time zone). */
  publishAt: string
  /** The language title, summary and body are written in (issue 35 item 5). */
  language: ContentLanguage
  translations: TranslationsValue
}

/** 'YYYY-MM-DDTHH:mm' in local time, as <input type="datetime-local"> reads and writes it. */
function toLocalInput(date: Date): string {
  const shifted = new Date(date.getTime() - date.getTimezoneOffset() * 60_000)
  return shifted.toISOString().slice(0, 16)
}

function initialValues(article?: ManagedNewsArticle): EditorValues {
  const inOneHour = toLocalInput(new Date(Date.now() + 60 * 60 * 1000))
  if (!article) {
    return {
      title: '',
      summary: '',
      body: '',
      category: 'hq',
      important: false,
      targetRoles: [],
      targetDealerIds: [],
      publication: 'draft',
      publishAt: inOneHour,
      language: DEFAULT_CONTENT_LANGUAGE,
      translations: {},
    }
  }
  return {
    title: article.title,
    summary: article.summary ?? '',
    body: article.body ?? '',
    category: article.category,
    important: article.importance === 'important',
    targetRoles: article.targetRoles,
    targetDealerIds: article.targetDealers.map((dealer) => dealer.id),
    publication: article.status,
    publishAt:
      article.status === 'scheduled' && article.publishedAt
        ? toLocalInput(new Date(article.publishedAt))
        : inOneHour,
    language: article.language,
    translations: article.translations,
  }
}

/** /news/new and /news/:id/edit (admin, super_admin, trainer; the API enforces it too). */
export function NewsEditorPage({ id }: { id?: string }) {
  const { t } = useTranslation('news')
  const { roles } = useCurrentUser()
  const article = useManagedNews(id)
  if (!hasAnyRole(roles, NEWS_MANAGER_ROLES)) return <AccessDenied message={t('manage.denied')} />
  if (id && article.isPending) return <PageLoader />
  if (id && article.isError) {
    return (
      <div className="mx-auto w-full max-w-3xl space-y-4 px-4 py-8 sm:px-6">
        <BackToNews />
        <Alert variant="destructive">
          <AlertCircleIcon aria-hidden="true" />
          <AlertTitle>{article.error.message}</AlertTitle>
        </Alert>
      </div>
    )
  }
  // Keyed by id so a different article starts from its own values.
  return <NewsEditorForm key={id ?? 'new'} id={id} article={article.data?.article} />
}

function NewsEditorForm({ id, article }: { id?: string; article?: ManagedNewsArticle }) {
  const { t } = useTranslation('news')
  const roleName = useRoleName()
  const languageName = useContentLanguageName()
  const translationsText = useTranslationsText()
  const formId = useId()
  const navigate = useNavigate()
  const save = useSaveNews()
  const dealers = useNewsDealerOptions()
  const [values, setValues] = useState<EditorValues>(() => initialValues(article))
  const [dealerFilter, setDealerFilter] = useState('')
  const [titleMissing, setTitleMissing] = useState(false)
  const [publishAtMissing, setPublishAtMissing] = useState(false)
  const set = <Key extends keyof EditorValues>(key: Key, value: EditorValues[Key]) =>
    setValues((current) => ({ ...current, [key]: value }))
  const toggle = (key: 'targetRoles' | 'targetDealerIds', value: string, on: boolean) =>
    setValues((current) => ({
      ...current,
      [key]: on ? [...current[key], value] : current[key].filter((item) => item !== value),
    }))

  // Issue 32: the edit starts from the article's version; a stale save shows what changed.
  const stale = useStaleEdit<EditorValues, ManagedNewsArticle>({
    startedFrom: article?.updatedAt,
    toValues: initialValues,
  })

  function onSubmit(event: FormEvent) {
    event.preventDefault()
    submit(stale.version)
  }

  function submit(version: string | undefined) {
    if (!values.title.trim()) {
      setTitleMissing(true)
      return
    }
    // The translations card says which translation lacks its title.
    if (untitledTranslations(values.translations, 'title').length > 0) return
    const publishAt = new Date(values.publishAt)
    if (values.publication === 'scheduled' && Number.isNaN(publishAt.getTime())) {
      setPublishAtMissing(true)
      return
    }
    const input: NewsArticleInput = {
      title: values.title,
      summary: values.summary || null,
      body: values.body || null,
      category: values.category,
      importance: values.important ? 'important' : 'normal',
      targetRoles: values.targetRoles as NewsArticleInput['targetRoles'],
      targetDealerIds: values.targetDealerIds,
      publication:
        values.publication === 'scheduled'
          ? { status: 'scheduled', publishAt: publishAt.toISOString() }
          : { status: values.publication },
      language: values.language,
      // The API trims them and checks their lengths.
      translations: values.translations as NewsArticleInput['translations'],
    }
    save.mutate(
      { edit: id && article ? { id, version: version ?? article.updatedAt } : undefined, input },
      {
        onSuccess: () => {
          toast.success(t(`editor.saved.${values.publication}`))
          navigate('/news?view=manage')
        },
        // What was typed stays in the form either way.
        onError: (error) => void stale.capture(error, values),
      },
    )
  }
  const takeTheirs = () => {
    const theirs = stale.takeTheirs()
    if (theirs) setValues(theirs)
  }
  const dealerNames = new Map((dealers.data?.dealers ?? []).map((dealer) => [dealer.id, dealer.name]))
  const valueText = (field: keyof EditorValues, value: unknown) => {
    if (field === 'category' && typeof value === 'string') return t(`category.${value}`)
    if (field === 'publication' && typeof value === 'string') return t(`status.${value}`)
    if (field === 'language' && typeof value === 'string') return languageName(value as ContentLanguage)
    if (field === 'translations') return translationsText(value)
    if (field === 'targetRoles' && Array.isArray(value))
      return value.length ? value.map(roleName).join(', ') : t('manage.everyone')
    if (field === 'targetDealerIds' && Array.isArray(value))
      return value.length
        ? value.map((dealer) => dealerNames.get(dealer) ?? dealer).join(', ')
        : t('manage.everyone')
    return shown(value)
  }

  const visibleDealers = (dealers.data?.dealers ?? []).filter((dealer) =>
    `${dealer.name} ${dealer.dealerCode ?? ''}`.toLowerCase().includes(dealerFilter.trim().toLowerCase()),
  )

  return (
    <div className="mx-auto w-full max-w-4xl space-y-6 px-4 py-8 sm:px-6">
      <BackToNews />
      <h1 className="text-2xl font-semibold tracking-tight sm:text-3xl">
        {id ? t('editor.editTitle') : t('editor.newTitle')}
      </h1>
      <form onSubmit={onSubmit} className="space-y-6" noValidate aria-labelledby={`${formId}-heading`}>
        <span id={`${formId}-heading`} className="sr-only">
          {id ? t('editor.editTitle') : t('editor.newTitle')}
        </span>
        <StaleEditNotice
          conflict={stale.conflict}
          labels={{
            title: t('editor.title'),
            summary: t('editor.summary'),
            body: t('editor.body'),
            category: t('manage.category'),
            important: t('editor.important'),
            targetRoles: t('editor.targetRoles'),
            targetDealerIds: t('editor.targetDealers'),
            publication: t('editor.publication'),
            language: t('common:translations.originalLanguage'),
            translations: t('common:translations.title'),
          }}
          valueText={valueText}
          onKeepMine={() => submit(stale.keepMine())}
          onUseTheirs={takeTheirs}
          busy={save.isPending}
        />
        {save.isError && !(isApiError(save.error) && save.error.code === 'STALE_EDIT') ? (
          <Alert variant="destructive" role="alert">
            <AlertCircleIcon aria-hidden="true" />
            <AlertTitle>{t('editor.saveFailed')}</AlertTitle>
            <AlertDescription>{save.error.message}</AlertDescription>
          </Alert>
        ) : null}
        <Card>
          <CardHeader>
            <CardTitle asChild>
              <h2>{t('editor.content')}</h2>
            </CardTitle>
          </CardHeader>
          <CardContent className="space-y-4">
            <div className="grid gap-1.5">
              <Label htmlFor={`${formId}-title`}>{t('editor.title')}</Label>
              <Input
                id={`${formId}-title`}
                value={values.title}
                maxLength={NEWS_TITLE_MAX}
                aria-invalid={titleMissing || undefined}
                aria-describedby={titleMissing ? `${formId}-title-error` : undefined}
                onChange={(event) => {
                  set('title', event.target.value)
                  setTitleMissing(false)
                }}
              />
              {titleMissing ? (
                <p id={`${formId}-title-error`} className="text-sm text-destructive">
                  {t('editor.titleRequired')}
                </p>
              ) : null}
            </div>
            <div className="grid gap-1.5">
              <Label htmlFor={`${formId}-summary`}>{t('editor.summary')}</Label>
              <Textarea
                id={`${formId}-summary`}
                rows={2}
                value={values.summary}
                maxLength={NEWS_SUMMARY_MAX}
                onChange={(event) => set('summary', event.target.value)}
              />
            </div>
            <div className="grid gap-1.5">
              <Label htmlFor={`${formId}-body`}>{t('editor.body')}</Label>
              <Tabs defaultValue="write" className="gap-2">
                <TabsList>
                  <TabsTrigger value="write">{t('editor.write')}</TabsTrigger>
                  <TabsTrigger value="preview">{t('editor.preview')}</TabsTrigger>
                </TabsList>
                <TabsContent value="write">
                  <Textarea
                    id={`${formId}-body`}
                    rows={12}
                    className="font-mono text-sm"
                    value={values.body}
                    maxLength={NEWS_BODY_MAX}
                    aria-describedby={`${formId}-body-hint`}
                    onChange={(event) => set('body', event.target.value)}
                  />
                  <p id={`${formId}-body-hint`} className="mt-1.5 text-xs text-muted-foreground">
                    {t('editor.bodyHint')}
                  </p>
                </TabsContent>
                <TabsContent value="preview">
                  <div className="min-h-40 rounded-md border px-4 py-2" data-testid="news-body-preview">
                    {values.body.trim() ? (
                      <Markdown source={values.body} />
                    ) : (
                      <p className="py-4 text-sm text-muted-foreground">{t('editor.previewEmpty')}</p>
                    )}
                  </div>
                </TabsContent>
              </Tabs>
            </div>
            <div className="grid gap-4 sm:grid-cols-2">
              <div className="grid gap-1.5">
                <Label htmlFor={`${formId}-category`}>{t('manage.category')}</Label>
                <NativeSelect
                  id={`${formId}-category`}
                  value={values.category}
                  onChange={(event) => set('category', event.target.value as NewsCategory)}
                >
                  {NEWS_CATEGORY_VALUES.map((value) => (
                    <option key={value} value={value}>
                      {t(`category.${value}`)}
                    </option>
                  ))}
                </NativeSelect>
              </div>
              <div className="grid gap-1.5">
                <Label htmlFor={`${formId}-language`}>{t('common:translations.originalLanguage')}</Label>
                <NativeSelect
                  id={`${formId}-language`}
                  value={values.language}
                  onChange={(event) => set('language', event.target.value as ContentLanguage)}
                >
                  {CONTENT_LANGUAGES.map((code) => (
                    <option key={code} value={code}>
                      {capitalized(languageName(code))}
                    </option>
                  ))}
                </NativeSelect>
              </div>
              <div className="flex items-center gap-2 self-end pb-2">
                <Switch
                  id={`${formId}-important`}
                  checked={values.important}
                  onCheckedChange={(checked) => set('important', checked)}
                />
                <Label htmlFor={`${formId}-important`}>{t('editor.important')}</Label>
              </div>
            </div>
          </CardContent>
        </Card>

        <Card>
          <CardHeader>
            <CardTitle asChild>
              <h2>{t('common:translations.title')}</h2>
            </CardTitle>
          </CardHeader>
          <CardContent>
            <TranslationsEditor
              kind="news"
              fields={[
                { name: 'title', label: t('editor.title'), maxLength: NEWS_TITLE_MAX },
                {
                  name: 'summary',
                  label: t('editor.summary'),
                  multiline: true,
                  rows: 2,
                  maxLength: NEWS_SUMMARY_MAX,
                },
                { name: 'body', label: t('editor.body'), multiline: true, rows: 8, maxLength: NEWS_BODY_MAX },
              ]}
              original={{ title: values.title, summary: values.summary, body: values.body }}
              originalLanguage={values.language}
              value={values.translations}
              onChange={(next) => set('translations', next)}
            />
          </CardContent>
        </Card>

        <Card>
          <CardHeader>
            <CardTitle asChild>
              <h2>{t('editor.audience')}</h2>
            </CardTitle>
            <p className="text-sm text-muted-foreground">{t('editor.audienceHint')}</p>
          </CardHeader>
          <CardContent className="grid gap-6 md:grid-cols-2">
            <fieldset className="space-y-2">
              <legend className="mb-2 text-sm font-medium">{t('editor.targetRoles')}</legend>
              {ROLES.map((role) => (
                <label key={role} className="flex items-center gap-2 text-sm">
                  <input
                    type="checkbox"
                    className="size-4 accent-primary"
                    checked={values.targetRoles.includes(role)}
                    onChange={(event) => toggle('targetRoles', role, event.target.checked)}
                  />
                  {roleName(role)}
                </label>
              ))}
            </fieldset>
            <fieldset className="space-y-2">
              <legend className="mb-2 text-sm font-medium">{t('editor.targetDealers')}</legend>
              <Input
                type="search"
                aria-label={t('editor.filterDealers')}
                placeholder={t('editor.filterDealers')}
                value={dealerFilter}
                onChange={(event) => setDealerFilter(event.target.value)}
              />
              <div className="max-h-56 space-y-2 overflow-y-auto rounded-md border p-2">
                {visibleDealers.map((dealer) => (
                  <label key={dealer.id} className="flex items-center gap-2 text-sm">
                    <input
                      type="checkbox"
                      className="size-4 accent-primary"
                      checked={values.targetDealerIds.includes(dealer.id)}
                      onChange={(event) => toggle('targetDealerIds', dealer.id, event.target.checked)}
                    />
                    {dealer.name}
                    {dealer.dealerCode ? (
                      <span className="text-muted-foreground">({dealer.dealerCode})</span>
                    ) : null}
                  </label>
                ))}
                {dealers.isSuccess && visibleDealers.length === 0 ? (
                  <p className="text-sm text-muted-foreground">{t('editor.noDealers')}</p>
                ) : null}
              </div>
              {values.targetDealerIds.length ? (
                <p className="text-xs text-muted-foreground">
                  {t('editor.dealersSelected', { count: values.targetDealerIds.length })}
                </p>
              ) : null}
            </fieldset>
          </CardContent>
        </Card>

        <Card>
          <CardHeader>
            <CardTitle asChild>
              <h2>{t('editor.publication')}</h2>
            </CardTitle>
          </CardHeader>
          <CardContent>
            <fieldset className="space-y-3">
              <legend className="sr-only">{t('editor.publication')}</legend>
              {(['draft', 'published', 'scheduled'] as const).map((choice) => (
                <label key={choice} className="flex items-start gap-2 text-sm">
                  <input
                    type="radio"
                    name={`${formId}-publication`}
                    className="mt-0.5 size-4 accent-primary"
                    checked={values.publication === choice}
                    onChange={() => set('publication', choice)}
                  />
                  <span>
                    <span className="font-medium">{t(`editor.choice.${choice}`)}</span>
                    <span className="block text-muted-foreground">{t(`editor.choiceHint.${choice}`)}</span>
                  </span>
                </label>
              ))}
              {values.publication === 'scheduled' ? (
                <div className="grid max-w-xs gap-1.5 pl-6">
                  <Label htmlFor={`${formId}-publish-at`}>{t('editor.publishAt')}</Label>
                  <Input
                    id={`${formId}-publish-at`}
                    type="datetime-local"
                    value={values.publishAt}
                    aria-invalid={publishAtMissing || undefined}
                    aria-describedby={publishAtMissing ? `${formId}-publish-at-error` : undefined}
                    onChange={(event) => {
                      set('publishAt', event.target.value)
                      setPublishAtMissing(false)
                    }}
                  />
                  {publishAtMissing ? (
                    <p id={`${formId}-publish-at-error`} className="text-sm text-destructive">
                      {t('editor.publishAtRequired')}
                    </p>
                  ) : null}
                </div>
              ) : null}
            </fieldset>
          </CardContent>
        </Card>

        <div className="flex justify-end gap-2">
          <Button type="button" variant="outline" onClick={() => navigate(-1)}>
            {t('editor.cancel')}
          </Button>
          <Button type="submit" disabled={save.isPending}>
            {save.isPending ? <Spinner decorative /> : <SaveIcon aria-hidden="true" />}
            {t(`editor.submit.${values.publication}`)}
          </Button>
        </div>
      </form>
    </div>
  )
}
