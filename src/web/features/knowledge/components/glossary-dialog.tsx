import { PencilIcon, PlusIcon, SearchIcon, Trash2Icon, XIcon } from 'lucide-react'
import { useId, useState } from 'react'
import { useTranslation } from 'react-i18next'
import {
  GLOSSARY_TERMS_MAX,
  GLOSSARY_TERMS_MIN,
  type GlossaryGroupJson,
  type GlossaryTermLanguage,
} from '#shared/schemas/glossary'
import { KNOWLEDGE_LANGUAGES } from '#shared/schemas/knowledge'
import { ConfirmDialog } from '#web/components/feedback/confirm-dialog.tsx'
import { NativeSelect } from '#web/components/form/native-select.tsx'
import { StaleEditNotice, shown } from '#web/components/form/stale-edit-notice.tsx'
import { useStaleEdit } from '#web/components/form/use-stale-edit.ts'
import { Badge } from '#web/components/ui/badge.tsx'
import { Button } from '#web/components/ui/button.tsx'
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
} from '#web/components/ui/dialog.tsx'
import { Input } from '#web/components/ui/input.tsx'
import { Label } from '#web/components/ui/label.tsx'
import { Skeleton } from '#web/components/ui/skeleton.tsx'
import { Tabs, TabsContent, TabsList, TabsTrigger } from '#web/components/ui/tabs.tsx'
import { Textarea } from '#web/components/ui/textarea.tsx'
import {
  type GlossaryScope,
  useDeleteGlossaryGroup,
  useGlossary,
  useSaveGlossaryGroup,
} from '#web/features/knowledge/api/glossary.ts'
import {
  emptyGlossaryForm,
  type GlossaryFormValues,
  glossaryFormBody,
  glossaryFormOf,
  glossaryFormProblems,
} from '#web/features/knowledge/lib/glossary-form.ts'
import { isApiError } from '#web/lib/api-client.ts'
import { toast } from '#web/lib/toast.ts'

type GlossaryDialogProps = {
  /** The bot whose glossary is shown beside the global one; absent on /knowledge (global only). */
  botId?: string
  canManage: boolean
  open: boolean
  onOpenChange: (open: boolean) => void
}

/**
 * Issue 33: the glossary, groups of terms that mean the same thing across languages (partikkelfilter
 * = DPF = particle filter). A bot's knowledge shows its own glossary and the global one every bot uses.
 */
export function GlossaryDialog({ botId, canManage, open, onOpenChange }: GlossaryDialogProps) {
  const { t } = useTranslation('knowledge')
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="max-h-[90vh] overflow-y-auto sm:max-w-2xl">
        <DialogHeader>
          <DialogTitle>{t('glossary.title')}</DialogTitle>
          <DialogDescription>{t('glossary.description')}</DialogDescription>
        </DialogHeader>
        {botId ? (
          <Tabs defaultValue="bot">
            <TabsList className="w-full">
              <TabsTrigger value="bot">{t('glossary.botTab')}</TabsTrigger>
              <TabsTrigger value="global">{t('glossary.globalTab')}</TabsTrigger>
            </TabsList>
            <TabsContent value="bot">
              <GlossaryPanel botId={botId} canManage={canManage} />
            </TabsContent>
            <TabsContent value="global">
              <GlossaryPanel botId={null} canManage={canManage} />
            </TabsContent>
          </Tabs>
        ) : (
          <GlossaryPanel botId={null} canManage={canManage} />
        )}
      </DialogContent>
    </Dialog>
  )
}

/** 'Any language' first: it is the default, and right for abbreviations and names. */
const LANGUAGE_ORDER: readonly GlossaryTermLanguage[] = ['any', ...KNOWLEDGE_LANGUAGES]

type Editing = { group: GlossaryGroupJson | null } | null

/** One glossary: its groups, a search over their terms, and (for managers) add, edit and delete. */
function GlossaryPanel({ botId, canManage }: { botId: GlossaryScope; canManage: boolean }) {
  const { t } = useTranslation('knowledge')
  const glossary = useGlossary(botId)
  const remove = useDeleteGlossaryGroup()
  const [editing, setEditing] = useState<Editing>(null)
  const [toDelete, setToDelete] = useState<GlossaryGroupJson | null>(null)
  const [search, setSearch] = useState('')
  const groups = glossary.data?.groups ?? []
  const needle = search.trim().toLocaleLowerCase()
  const shownGroups = needle
    ? groups.filter((group) =>
        [...group.terms.map((term) => term.term), group.note ?? ''].some((text) =>
          text.toLocaleLowerCase().includes(needle),
        ),
      )
    : groups

  const confirmDelete = () => {
    if (!toDelete) return
    remove.mutate(
      { botId, id: toDelete.id },
      {
        onSuccess: () => toast.success(t('glossary.toasts.deleted')),
        onError: () => toast.error(t('glossary.toasts.deleteFailed')),
        onSettled: () => setToDelete(null),
      },
    )
  }

  return (
    <section className="space-y-3" aria-label={botId ? t('glossary.botTab') : t('glossary.globalTab')}>
      <p className="text-sm text-muted-foreground">
        {botId ? t('glossary.botScope') : t('glossary.globalScope')}
      </p>
      <div className="flex flex-wrap items-center gap-2">
        <div className="relative min-w-0 flex-1">
          <SearchIcon aria-hidden="true" className="absolute top-2.5 left-3 size-4 text-muted-foreground" />
          <Input
            aria-label={t('glossary.search')}
            placeholder={t('glossary.searchPlaceholder')}
            className="pl-9"
            value={search}
            onChange={(event) => setSearch(event.target.value)}
          />
        </div>
        {canManage && !editing ? (
          <Button onClick={() => setEditing({ group: null })}>
            <PlusIcon aria-hidden="true" />
            {t('glossary.add')}
          </Button>
        ) : null}
      </div>

      {editing ? (
        <GlossaryGroupForm
          key={editing.group?.id ?? 'new'}
          botId={botId}
          group={editing.group}
          others={groups.filter((group) => group.id !== editing.group?.id)}
          onDone={() => setEditing(null)}
        />
      ) : null}

      {glossary.isError ? (
        <p role="alert" className="text-sm text-destructive">
          {t('glossary.toasts.loadFailed')}
        </p>
      ) : glossary.isPending ? (
        <Skeleton className="h-24" />
      ) : shownGroups.length === 0 ? (
        <p className="rounded-md border p-6 text-center text-sm text-muted-foreground">
          {groups.length === 0 ? t('glossary.empty') : t('glossary.noMatch')}
        </p>
      ) : (
        <ul className="space-y-2" aria-label={t('glossary.groups')}>
          {shownGroups.map((group) => (
            <GroupItem
              key={group.id}
              group={group}
              canManage={canManage}
              onEdit={() => setEditing({ group })}
              onDelete={() => setToDelete(group)}
            />
          ))}
        </ul>
      )}

      <ConfirmDialog
        open={toDelete !== null}
        onOpenChange={(open) => !open && setToDelete(null)}
        title={t('glossary.deleteTitle')}
        description={toDelete ? toDelete.terms.map((term) => term.term).join(' = ') : ''}
        confirmLabel={t('glossary.deleteConfirm')}
        pending={remove.isPending}
        onConfirm={confirmDelete}
      />
    </section>
  )
}

function useLanguageLabel() {
  const { t } = useTranslation('knowledge')
  return (language: GlossaryTermLanguage) =>
    language === 'any' ? t('glossary.anyLanguage') : t(`language.${language}`)
}

function GroupItem({
  group,
  canManage,
  onEdit,
  onDelete,
}: {
  group: GlossaryGroupJson
  canManage: boolean
  onEdit: () => void
  onDelete: () => void
}) {
  const { t } = useTranslation('knowledge')
  const languageLabel = useLanguageLabel()
  const name = group.terms[0]?.term ?? ''
  return (
    <li className="flex items-start gap-2 rounded-md border p-3">
      <div className="min-w-0 flex-1 space-y-1">
        <ul className="flex flex-wrap gap-1" aria-label={t('glossary.termsOf', { name })}>
          {group.terms.map((term) => (
            <li key={`${term.term}-${term.language}`}>
              <Badge variant="outline" className="max-w-full whitespace-normal break-words">
                {term.term}
                {term.language !== 'any' ? (
                  <abbr title={languageLabel(term.language)} className="text-muted-foreground no-underline">
                    {term.language.toUpperCase()}
                  </abbr>
                ) : null}
              </Badge>
            </li>
          ))}
        </ul>
        {group.note ? <p className="text-sm break-words text-muted-foreground">{group.note}</p> : null}
      </div>
      {canManage ? (
        <div className="flex shrink-0 gap-1">
          <Button variant="ghost" size="icon" aria-label={t('glossary.edit', { name })} onClick={onEdit}>
            <PencilIcon aria-hidden="true" />
          </Button>
          <Button variant="ghost" size="icon" aria-label={t('glossary.delete', { name })} onClick={onDelete}>
            <Trash2Icon aria-hidden="true" />
          </Button>
        </div>
      ) : null}
    </li>
  )
}

/** Adds or edits one group: its terms (each with a language or any) and a note. */
function GlossaryGroupForm({
  botId,
  group,
  others,
  onDone,
}: {
  botId: GlossaryScope
  group: GlossaryGroupJson | null
  others: GlossaryGroupJson[]
  onDone: () => void
}) {
  const { t } = useTranslation('knowledge')
  const languageLabel = useLanguageLabel()
  const formId = useId()
  const save = useSaveGlossaryGroup()
  const [values, setValues] = useState<GlossaryFormValues>(() =>
    group ? glossaryFormOf(group) : emptyGlossaryForm(),
  )
  const [attempted, setAttempted] = useState(false)
  // Issue 32 (decision 029): the edit starts from the group's version; a stale save shows what changed.
  const stale = useStaleEdit<GlossaryFormValues, GlossaryGroupJson>({
    startedFrom: group?.updated_at,
    toValues: glossaryFormOf,
  })
  const problems = glossaryFormProblems(values, others)

  const setRow = (index: number, change: Partial<GlossaryFormValues['terms'][number]>) =>
    setValues((previous) => ({
      ...previous,
      terms: previous.terms.map((row, i) => (i === index ? { ...row, ...change } : row)),
    }))
  const addRow = () =>
    setValues((previous) => ({ ...previous, terms: [...previous.terms, { term: '', language: 'any' }] }))
  const removeRow = (index: number) =>
    setValues((previous) => ({ ...previous, terms: previous.terms.filter((_, i) => i !== index) }))

  const persist = async (version: string | undefined) => {
    setAttempted(true)
    if (!problems.valid) return
    const body = glossaryFormBody(values)
    try {
      if (group)
        await save.mutateAsync({
          botId,
          id: group.id,
          body: { ...body, expected_updated_at: version ?? group.updated_at },
        })
      else await save.mutateAsync({ botId, body })
      toast.success(group ? t('glossary.toasts.updated') : t('glossary.toasts.created'))
      onDone()
    } catch (error) {
      // What was typed stays in the form.
      if (group && stale.capture(error, values)) return
      if (isApiError(error) && error.code === 'CONFLICT') toast.error(t('glossary.toasts.termTaken'))
      else toast.error(group ? t('glossary.toasts.updateFailed') : t('glossary.toasts.createFailed'))
    }
  }
  const takeTheirs = () => {
    const theirs = stale.takeTheirs()
    if (theirs) setValues(theirs)
  }
  const termsText = (terms: GlossaryFormValues['terms']) =>
    terms
      .filter((row) => row.term.trim())
      .map((row) => (row.language === 'any' ? row.term : `${row.term} (${languageLabel(row.language)})`))
      .join(', ')

  const title = group ? t('glossary.editTitle') : t('glossary.newTitle')
  const formProblem = attempted ? problems.form : null
  return (
    <form
      aria-labelledby={`${formId}-title`}
      noValidate
      className="space-y-3 rounded-md border bg-muted/30 p-3"
      onSubmit={(event) => {
        event.preventDefault()
        void persist(stale.version)
      }}
    >
      <h3 id={`${formId}-title`} className="font-medium">
        {title}
      </h3>
      <fieldset className="space-y-3 sm:space-y-2">
        <legend className="text-sm font-medium">{t('glossary.terms')}</legend>
        <p className="text-xs text-muted-foreground">{t('glossary.termsHint')}</p>
        {values.terms.map((row, index) => {
          const n = index + 1
          const problem = problems.rows[index]
          const errorId = `${formId}-term-${index}-error`
          return (
            // biome-ignore lint/suspicious/noArrayIndexKey: rows have no identity but their place
            <div key={index} className="space-y-1">
              {/* On a phone the term has the row to itself; its language and remove button go below. */}
              <div className="flex flex-wrap items-center gap-2 sm:flex-nowrap">
                <Input
                  aria-label={t('glossary.termN', { n })}
                  className="min-w-0 basis-full sm:basis-0 sm:flex-1"
                  value={row.term}
                  aria-invalid={problem ? true : undefined}
                  aria-describedby={problem ? errorId : undefined}
                  onChange={(event) => setRow(index, { term: event.target.value })}
                />
                <NativeSelect
                  aria-label={t('glossary.languageN', { n })}
                  className="min-w-0 flex-1 sm:w-40 sm:flex-none"
                  value={row.language}
                  onChange={(event) =>
                    setRow(index, { language: event.target.value as GlossaryTermLanguage })
                  }
                >
                  {LANGUAGE_ORDER.map((language) => (
                    <option key={language} value={language}>
                      {languageLabel(language)}
                    </option>
                  ))}
                </NativeSelect>
                <Button
                  type="button"
                  variant="ghost"
                  size="icon"
                  className="shrink-0"
                  aria-label={t('glossary.removeTerm', { n })}
                  disabled={values.terms.length <= GLOSSARY_TERMS_MIN}
                  onClick={() => removeRow(index)}
                >
                  <XIcon aria-hidden="true" />
                </Button>
              </div>
              {problem ? (
                <p id={errorId} className="text-xs text-destructive">
                  {t(`glossary.errors.${problem}`, { term: row.term.trim() })}
                </p>
              ) : null}
            </div>
          )
        })}
        <Button
          type="button"
          variant="outline"
          size="sm"
          onClick={addRow}
          disabled={values.terms.length >= GLOSSARY_TERMS_MAX}
        >
          <PlusIcon aria-hidden="true" />
          {t('glossary.addTerm')}
        </Button>
      </fieldset>
      <div className="space-y-1.5">
        <Label htmlFor={`${formId}-note`}>{t('glossary.note')}</Label>
        <Textarea
          id={`${formId}-note`}
          rows={2}
          value={values.note}
          onChange={(event) => setValues((previous) => ({ ...previous, note: event.target.value }))}
        />
      </div>
      {formProblem ? (
        <p role="alert" className="text-sm text-destructive">
          {t(`glossary.errors.${formProblem}`, { min: GLOSSARY_TERMS_MIN, max: GLOSSARY_TERMS_MAX })}
        </p>
      ) : null}
      <StaleEditNotice
        conflict={stale.conflict}
        labels={{ terms: t('glossary.terms'), note: t('glossary.note') }}
        valueText={(field, value) =>
          field === 'terms' ? termsText(value as GlossaryFormValues['terms']) : shown(value)
        }
        onKeepMine={() => void persist(stale.keepMine())}
        onUseTheirs={takeTheirs}
        busy={save.isPending}
      />
      <div className="flex flex-wrap justify-end gap-2">
        <Button type="button" variant="outline" onClick={onDone}>
          {t('glossary.cancel')}
        </Button>
        <Button type="submit" disabled={save.isPending}>
          {t('glossary.save')}
        </Button>
      </div>
    </form>
  )
}
