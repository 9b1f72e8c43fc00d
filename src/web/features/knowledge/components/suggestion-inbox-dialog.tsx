import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import {
  KNOWLEDGE_LANGUAGES,
  type KnowledgeLanguage,
  type KnowledgeSuggestionJson,
  LINKED_SUGGESTION_NOTE,
  type SuggestionGroupJson,
} from '#shared/schemas/knowledge'
import { EntryPicker } from '#web/components/form/entry-picker.tsx'
import { NativeSelect } from '#web/components/form/native-select.tsx'
import { Badge } from '#web/components/ui/badge.tsx'
import { Button } from '#web/components/ui/button.tsx'
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
} from '#web/components/ui/dialog.tsx'
import { Label } from '#web/components/ui/label.tsx'
import { Spinner } from '#web/components/ui/spinner.tsx'
import { Tabs, TabsContent, TabsList, TabsTrigger } from '#web/components/ui/tabs.tsx'
import { Textarea } from '#web/components/ui/textarea.tsx'
import { useEntry } from '#web/features/knowledge/api/get-entry.ts'
import {
  useDismissSuggestions,
  useLinkSuggestionGroup,
  useResolveSuggestionGroup,
  useSuggestionGroups,
  useSuggestions,
} from '#web/features/knowledge/api/suggestions.ts'
import { useFormatters } from '#web/lib/format.ts'
import { type PickedEntry, suggestedEntryId, toPickedEntry } from '#web/lib/knowledge/entry-picker-options.ts'
import { toast } from '#web/lib/toast.ts'

/**
 * Issue 33 item 3: resolve a suggestion by linking it to the entry that answers it: its question
 * becomes a phrasing of the entry (issue 36 item 3: every question of its group). A 'choice_picked'
 * suggestion comes with the entry the user picked.
 */
function LinkPanel({
  botId,
  ids,
  preselected,
  onCancel,
}: {
  botId: string
  ids: string[]
  preselected: PickedEntry | null
  onCancel: () => void
}) {
  const { t } = useTranslation('knowledge')
  const link = useLinkSuggestionGroup()
  const [picked, setPicked] = useState<PickedEntry | null>(null)
  const target = picked ?? preselected
  return (
    <section
      aria-label={t('link.action')}
      className="space-y-2 rounded-md border border-dashed p-3"
      data-testid="link-panel"
    >
      <p className="text-sm text-muted-foreground">{t('link.hint')}</p>
      <EntryPicker botId={botId} selected={target} onSelect={setPicked} label={t('link.pick')} />
      <div className="flex flex-wrap justify-end gap-2">
        <Button variant="ghost" size="sm" onClick={onCancel}>
          {t('link.cancel')}
        </Button>
        <Button
          size="sm"
          // A long question wraps instead of widening the dialog on a phone.
          className="h-auto min-h-8 max-w-full whitespace-normal py-1.5 text-left"
          disabled={!target || link.isPending}
          onClick={() => {
            if (!target) return
            // The promise, not mutate's callbacks: the item leaves the list once the inbox refreshes.
            link.mutateAsync({ botId, ids, entryId: target.id }).then(
              () => toast.success(t('link.linked', { question: target.question })),
              (error: Error) => toast.error(t('link.failed'), { description: error.message }),
            )
          }}
        >
          {target ? t('link.offer', { question: target.question }) : t('link.confirm')}
        </Button>
      </div>
    </section>
  )
}

/**
 * One group of near-duplicate questions (issue 36 item 3): the most asked one leads, the others are
 * listed with their language; every action covers the whole group.
 */
function SuggestionGroupItem({
  botId,
  group,
  selected,
  onSelect,
}: {
  botId: string
  group: SuggestionGroupJson
  selected: boolean
  onSelect: (selected: boolean) => void
}) {
  const { t } = useTranslation('knowledge')
  const format = useFormatters()
  const [lead, ...others] = group.suggestions as [KnowledgeSuggestionJson, ...KnowledgeSuggestionJson[]]
  const ids = group.suggestions.map((suggestion) => suggestion.id)
  const [answer, setAnswer] = useState('')
  // Issue 33 item 6: the entry is written in the language the question was asked in.
  const [language, setLanguage] = useState<KnowledgeLanguage>(
    (KNOWLEDGE_LANGUAGES as readonly string[]).includes(lead.language_code)
      ? (lead.language_code as KnowledgeLanguage)
      : 'en',
  )
  const resolve = useResolveSuggestionGroup()
  const dismiss = useDismissSuggestions()
  const answerId = `suggestion-${lead.id}-answer`
  // A picked choice names its entry: linking to it is offered first, the entry preselected.
  const offeredId = group.suggestions.map(suggestedEntryId).find((id) => id !== null) ?? null
  const offered = useEntry(offeredId)
  const preselected = offered.data ? toPickedEntry(offered.data.entry) : null
  const [linking, setLinking] = useState(offeredId !== null)
  const linkPanel = linking ? (
    <LinkPanel botId={botId} ids={ids} preselected={preselected} onCancel={() => setLinking(false)} />
  ) : null
  return (
    <li className="space-y-3 rounded-md border p-3" data-testid="suggestion-group">
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div className="flex items-start gap-2">
          <input
            type="checkbox"
            className="mt-1 size-4 accent-primary"
            aria-label={t('inbox.select', { question: lead.user_question })}
            checked={selected}
            onChange={(event) => onSelect(event.target.checked)}
          />
          <p className="font-medium">{lead.user_question}</p>
        </div>
        <div className="flex flex-wrap gap-1.5">
          <Badge variant="secondary">{t('inbox.asked', { count: group.frequency_count })}</Badge>
          <Badge variant="outline">{t(`inbox.type.${lead.suggestion_type}`)}</Badge>
          {group.confidence_score !== null ? (
            <Badge variant="outline">
              {t('inbox.confidence', {
                value: format.number(group.confidence_score, { style: 'percent' }),
              })}
            </Badge>
          ) : null}
        </div>
      </div>
      {others.length > 0 ? (
        <section aria-labelledby={`${answerId}-also`} className="space-y-1 text-sm">
          <h3 id={`${answerId}-also`} className="font-semibold">
            {t('inbox.alsoAsked')}
          </h3>
          {others.map((other) => (
            <p key={other.id} className="flex flex-wrap items-center gap-2">
              <span>{other.user_question}</span>
              <Badge variant="outline">{t(`language.${other.language_code}`, other.language_code)}</Badge>
            </p>
          ))}
        </section>
      ) : null}
      {group.bot_response ? (
        <p className="text-sm text-muted-foreground">
          {t('inbox.botAnswered')} {group.bot_response}
        </p>
      ) : null}
      {offeredId !== null ? linkPanel : null}
      <div className="grid gap-2 sm:grid-cols-[1fr_10rem]">
        <div className="space-y-1">
          <Label htmlFor={answerId}>{t('inbox.answer')}</Label>
          <Textarea
            id={answerId}
            rows={3}
            value={answer}
            onChange={(event) => setAnswer(event.target.value)}
          />
        </div>
        <div className="space-y-1">
          <Label htmlFor={`${answerId}-language`}>{t('form.language')}</Label>
          <NativeSelect
            id={`${answerId}-language`}
            value={language}
            onChange={(event) => setLanguage(event.target.value as KnowledgeLanguage)}
          >
            {KNOWLEDGE_LANGUAGES.map((code) => (
              <option key={code} value={code}>
                {t(`language.${code}`)}
              </option>
            ))}
          </NativeSelect>
        </div>
      </div>
      <div className="flex flex-wrap justify-end gap-2">
        <Button
          variant="outline"
          size="sm"
          disabled={dismiss.isPending}
          onClick={() =>
            // The promise, not mutate's callbacks: the item leaves the list (unmounts) once the inbox refreshes.
            dismiss.mutateAsync({ botId, ids }).then(
              () => toast.success(t('inbox.dismissed')),
              () => toast.error(t('toasts.dismissFailed')),
            )
          }
        >
          {t('inbox.dismiss')}
        </Button>
        {linking ? null : (
          <Button variant="outline" size="sm" onClick={() => setLinking(true)}>
            {t('link.action')}
          </Button>
        )}
        <Button
          size="sm"
          // Spec §5: turning a suggestion into an entry requires a non-empty answer.
          disabled={!answer.trim() || resolve.isPending}
          onClick={() =>
            resolve
              .mutateAsync({
                botId,
                input: { suggestion_ids: ids, question: lead.user_question, answer, language_code: language },
              })
              .then(
                () => toast.success(t('inbox.resolved')),
                (error: Error) => toast.error(t('toasts.createFailed'), { description: error.message }),
              )
          }
        >
          {t('inbox.createEntry')}
        </Button>
      </div>
      {offeredId === null ? linkPanel : null}
    </li>
  )
}

/** The pending groups, with a bulk dismissal of the groups ticked (one request, all or none). */
function PendingGroups({ botId, enabled }: { botId: string; enabled: boolean }) {
  const { t } = useTranslation('knowledge')
  const groups = useSuggestionGroups(botId, enabled)
  const dismiss = useDismissSuggestions()
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set())
  if (groups.isError)
    return (
      <p role="alert" className="text-destructive">
        {t('toasts.suggestionsLoadFailed')}
      </p>
    )
  if (!groups.data) return <Spinner />
  if (groups.data.groups.length === 0) return <p className="text-muted-foreground">{t('inbox.empty')}</p>
  const keyOf = (group: SuggestionGroupJson) => group.suggestions[0]?.id ?? ''
  // Only groups still in the inbox count: a refresh may have closed some meanwhile.
  const chosen = groups.data.groups.filter((group) => selected.has(keyOf(group)))
  const chosenIds = chosen.flatMap((group) => group.suggestions.map((suggestion) => suggestion.id))
  const toggle = (key: string, on: boolean) =>
    setSelected((previous) => {
      const next = new Set(previous)
      if (on) next.add(key)
      else next.delete(key)
      return next
    })
  return (
    <div className="space-y-3">
      {chosen.length > 0 ? (
        <div className="flex justify-end">
          <Button
            variant="outline"
            size="sm"
            disabled={dismiss.isPending}
            onClick={() =>
              dismiss.mutateAsync({ botId, ids: chosenIds }).then(
                () => {
                  toast.success(t('inbox.dismissedMany', { count: chosenIds.length }))
                  setSelected(new Set())
                },
                () => toast.error(t('toasts.dismissFailed')),
              )
            }
          >
            {t('inbox.dismissSelected', { count: chosenIds.length })}
          </Button>
        </div>
      ) : null}
      <ul className="space-y-3">
        {groups.data.groups.map((group) => (
          <SuggestionGroupItem
            key={keyOf(group)}
            botId={botId}
            group={group}
            selected={selected.has(keyOf(group))}
            onSelect={(on) => toggle(keyOf(group), on)}
          />
        ))}
      </ul>
    </div>
  )
}

/** How a closed suggestion was closed: by a person (entry made or dismissed) or by a confident answer. */
function ClosedSuggestionItem({ suggestion }: { suggestion: KnowledgeSuggestionJson }) {
  const { t } = useTranslation('knowledge')
  const format = useFormatters()
  const when = suggestion.resolved_at ? format.dateTime(suggestion.resolved_at) : ''
  const entry = suggestion.knowledge_entry_question ?? t('inbox.history.deletedEntry')
  let how: string
  if (suggestion.status === 'dismissed')
    how = t('inbox.history.dismissedBy', { name: suggestion.resolved_by_name ?? t('inbox.history.someone') })
  else if (suggestion.resolved_by_name)
    how = t(
      suggestion.resolution_note === LINKED_SUGGESTION_NOTE
        ? 'inbox.history.linkedBy'
        : 'inbox.history.entryBy',
      { name: suggestion.resolved_by_name, entry },
    )
  else if (suggestion.resolved_confidence !== null)
    how = t('inbox.history.answered', {
      entry,
      value: format.number(suggestion.resolved_confidence, { style: 'percent' }),
    })
  else how = suggestion.resolution_note ?? t('inbox.history.resolved')
  return (
    <li className="space-y-1 rounded-md border p-3" data-testid="closed-suggestion">
      <div className="flex flex-wrap items-start justify-between gap-2">
        <p className="font-medium">{suggestion.user_question}</p>
        <Badge variant={suggestion.status === 'dismissed' ? 'outline' : 'success'}>
          {t(`inbox.history.status.${suggestion.status === 'dismissed' ? 'dismissed' : 'resolved'}`)}
        </Badge>
      </div>
      <p className="text-sm text-muted-foreground">
        {how}
        {when ? ` · ${when}` : ''}
      </p>
    </li>
  )
}

function ClosedSuggestions({ botId, enabled }: { botId: string; enabled: boolean }) {
  const { t } = useTranslation('knowledge')
  const closed = useSuggestions(botId, enabled, 'closed')
  if (closed.isError)
    return (
      <p role="alert" className="text-destructive">
        {t('toasts.suggestionsLoadFailed')}
      </p>
    )
  if (!closed.data) return <Spinner />
  if (closed.data.suggestions.length === 0)
    return <p className="text-muted-foreground">{t('inbox.history.empty')}</p>
  return (
    <ul className="space-y-3">
      {closed.data.suggestions.map((suggestion) => (
        <ClosedSuggestionItem key={suggestion.id} suggestion={suggestion} />
      ))}
    </ul>
  )
}

/**
 * Issue 6 Suggestion Inbox: the questions the bot could not answer well, most asked first; its
 * history (issue 33 item 6) shows the closed ones and who or what closed them.
 */
export function SuggestionInboxDialog({
  botId,
  open,
  onOpenChange,
}: {
  botId: string
  open: boolean
  onOpenChange: (open: boolean) => void
}) {
  const { t } = useTranslation('knowledge')
  const [tab, setTab] = useState<'pending' | 'closed'>('pending')
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="max-h-[90vh] overflow-y-auto sm:max-w-3xl">
        <DialogHeader>
          <DialogTitle>{t('inbox.title')}</DialogTitle>
          <DialogDescription>{t('inbox.description')}</DialogDescription>
        </DialogHeader>
        <Tabs value={tab} onValueChange={(value) => setTab(value === 'closed' ? 'closed' : 'pending')}>
          <TabsList>
            <TabsTrigger value="pending">{t('inbox.tabs.pending')}</TabsTrigger>
            <TabsTrigger value="closed">{t('inbox.tabs.closed')}</TabsTrigger>
          </TabsList>
          <TabsContent value="pending">
            <PendingGroups botId={botId} enabled={open && tab === 'pending'} />
          </TabsContent>
          <TabsContent value="closed">
            <ClosedSuggestions botId={botId} enabled={open && tab === 'closed'} />
          </TabsContent>
        </Tabs>
      </DialogContent>
    </Dialog>
  )
}
