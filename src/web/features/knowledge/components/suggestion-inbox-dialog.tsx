import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import {
  KNOWLEDGE_LANGUAGES,
  type KnowledgeLanguage,
  type KnowledgeSuggestionJson,
  LINKED_SUGGESTION_NOTE,
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
  useDismissSuggestion,
  useLinkSuggestion,
  useResolveSuggestion,
  useSuggestions,
} from '#web/features/knowledge/api/suggestions.ts'
import { useFormatters } from '#web/lib/format.ts'
import { type PickedEntry, suggestedEntryId, toPickedEntry } from '#web/lib/knowledge/entry-picker-options.ts'
import { toast } from '#web/lib/toast.ts'

/**
 * Issue 33 item 3: resolve a suggestion by linking it to the entry that answers it: its question
 * becomes a phrasing of the entry. A 'choice_picked' suggestion comes with the entry the user picked.
 */
function LinkPanel({
  botId,
  suggestion,
  preselected,
  onCancel,
}: {
  botId: string
  suggestion: KnowledgeSuggestionJson
  preselected: PickedEntry | null
  onCancel: () => void
}) {
  const { t } = useTranslation('knowledge')
  const link = useLinkSuggestion()
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
            link.mutateAsync({ botId, id: suggestion.id, entryId: target.id }).then(
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

function SuggestionItem({ botId, suggestion }: { botId: string; suggestion: KnowledgeSuggestionJson }) {
  const { t } = useTranslation('knowledge')
  const format = useFormatters()
  const [answer, setAnswer] = useState('')
  // Issue 33 item 6: the entry is written in the language the question was asked in.
  const [language, setLanguage] = useState<KnowledgeLanguage>(
    (KNOWLEDGE_LANGUAGES as readonly string[]).includes(suggestion.language_code)
      ? (suggestion.language_code as KnowledgeLanguage)
      : 'en',
  )
  const resolve = useResolveSuggestion()
  const dismiss = useDismissSuggestion()
  const answerId = `suggestion-${suggestion.id}-answer`
  // A picked choice names its entry: linking to it is offered first, the entry preselected.
  const offeredId = suggestedEntryId(suggestion)
  const offered = useEntry(offeredId)
  const preselected = offered.data ? toPickedEntry(offered.data.entry) : null
  const [linking, setLinking] = useState(offeredId !== null)
  const linkPanel = linking ? (
    <LinkPanel
      botId={botId}
      suggestion={suggestion}
      preselected={preselected}
      onCancel={() => setLinking(false)}
    />
  ) : null
  return (
    <li className="space-y-3 rounded-md border p-3">
      <div className="flex flex-wrap items-start justify-between gap-2">
        <p className="font-medium">{suggestion.user_question}</p>
        <div className="flex flex-wrap gap-1.5">
          <Badge variant="secondary">{t('inbox.asked', { count: suggestion.frequency_count })}</Badge>
          <Badge variant="outline">{t(`inbox.type.${suggestion.suggestion_type}`)}</Badge>
          {suggestion.confidence_score !== null ? (
            <Badge variant="outline">
              {t('inbox.confidence', {
                value: format.number(suggestion.confidence_score, { style: 'percent' }),
              })}
            </Badge>
          ) : null}
        </div>
      </div>
      {suggestion.bot_response ? (
        <p className="text-sm text-muted-foreground">
          {t('inbox.botAnswered')} {suggestion.bot_response}
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
            dismiss.mutateAsync({ botId, id: suggestion.id }).then(
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
                id: suggestion.id,
                input: { question: suggestion.user_question, answer, language_code: language },
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
  const suggestions = useSuggestions(botId, open)
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
            {suggestions.isError ? (
              <p role="alert" className="text-destructive">
                {t('toasts.suggestionsLoadFailed')}
              </p>
            ) : !suggestions.data ? (
              <Spinner />
            ) : suggestions.data.suggestions.length === 0 ? (
              <p className="text-muted-foreground">{t('inbox.empty')}</p>
            ) : (
              <ul className="space-y-3">
                {suggestions.data.suggestions.map((suggestion) => (
                  <SuggestionItem key={suggestion.id} botId={botId} suggestion={suggestion} />
                ))}
              </ul>
            )}
          </TabsContent>
          <TabsContent value="closed">
            <ClosedSuggestions botId={botId} enabled={open && tab === 'closed'} />
          </TabsContent>
        </Tabs>
      </DialogContent>
    </Dialog>
  )
}
