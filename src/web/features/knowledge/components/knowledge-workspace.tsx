import {
  BookAIcon,
  CheckCheckIcon,
  FileUpIcon,
  InboxIcon,
  MoreHorizontalIcon,
  PaperclipIcon,
  PlusIcon,
  SearchIcon,
  TagsIcon,
} from 'lucide-react'
import { useEffect, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useSearchParams } from 'react-router'
import { hasPermission } from '#shared/auth/permissions'
import {
  KNOWLEDGE_ENTRY_STATUSES,
  type KnowledgeEntryJson,
  type KnowledgeEntryStatus,
  type KnowledgeScope,
} from '#shared/schemas/knowledge'
import { Pagination } from '#web/components/data/pagination.tsx'
import { ConfirmDialog } from '#web/components/feedback/confirm-dialog.tsx'
import { NativeSelect } from '#web/components/form/native-select.tsx'
import { Badge } from '#web/components/ui/badge.tsx'
import { Button } from '#web/components/ui/button.tsx'
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuTrigger,
} from '#web/components/ui/dropdown-menu.tsx'
import { Input } from '#web/components/ui/input.tsx'
import { Skeleton } from '#web/components/ui/skeleton.tsx'
import { useApproveEntries } from '#web/features/knowledge/api/approve-entries.ts'
import { useDeleteEntry } from '#web/features/knowledge/api/delete-entry.ts'
import { useEntry } from '#web/features/knowledge/api/get-entry.ts'
import { useSuggestions } from '#web/features/knowledge/api/suggestions.ts'
import { useTags } from '#web/features/knowledge/api/tags.ts'
import { EntryDetailsDialog } from '#web/features/knowledge/components/entry-details-dialog.tsx'
import { EntryFormDialog } from '#web/features/knowledge/components/entry-form-dialog.tsx'
import { FilesDialog } from '#web/features/knowledge/components/files-dialog.tsx'
import { GlossaryDialog } from '#web/features/knowledge/components/glossary-dialog.tsx'
import { ImportExportDialog } from '#web/features/knowledge/components/import-export-dialog.tsx'
import { SuggestionInboxDialog } from '#web/features/knowledge/components/suggestion-inbox-dialog.tsx'
import { TagsDialog } from '#web/features/knowledge/components/tags-dialog.tsx'
import { TryQuestionPanel } from '#web/features/knowledge/components/try-question-panel.tsx'
import { answerPreview, STATUS_BADGE, TAGS_SHOWN } from '#web/features/knowledge/lib/entry-labels.ts'
import { entryQueryString } from '#web/features/knowledge/lib/entry-query-string.ts'
import { useDebouncedValue } from '#web/features/knowledge/lib/use-debounced-value.ts'
import { useFormatters } from '#web/lib/format.ts'
import { useEntries } from '#web/lib/knowledge/list-entries.ts'
import { useCurrentUser } from '#web/lib/session/use-current-user.ts'
import { toast } from '#web/lib/toast.ts'

type KnowledgeWorkspaceProps = {
  /** One bot's knowledge (spec §2.16); absent for the cross-bot view of /knowledge. */
  botId?: string
  /** Restricts the view to one scope (the global entries of /knowledge). */
  scope?: KnowledgeScope
}

type FormState = { entry: KnowledgeEntryJson | null } | null

/** Entries per table page; a bot's knowledge can run to hundreds of entries. */
const PAGE_SIZE = 50

/** The searchable entry table with its filters, counts and every entry action (spec §2.16). */
export function KnowledgeWorkspace({ botId, scope }: KnowledgeWorkspaceProps) {
  const { t } = useTranslation('knowledge')
  const format = useFormatters()
  const { roles } = useCurrentUser()
  const canManage = hasPermission(roles, 'BOT_MANAGEMENT')
  const [search, setSearch] = useState('')
  const [status, setStatus] = useState<KnowledgeEntryStatus | ''>('')
  const [tagId, setTagId] = useState('')
  const [selected, setSelected] = useState<Set<string>>(new Set())
  const [form, setForm] = useState<FormState>(null)
  const [detailsId, setDetailsId] = useState<string | null>(null)
  const [toDelete, setToDelete] = useState<KnowledgeEntryJson | null>(null)
  const [dialog, setDialog] = useState<'import' | 'inbox' | 'tags' | 'files' | 'glossary' | null>(null)
  // `?entry=<id>` opens that entry's edit dialog: the ticket desk sends a drafted entry here (issue 36).
  const [searchParams, setSearchParams] = useSearchParams()
  const linkedEntryId = canManage ? searchParams.get('entry') : null
  const linkedEntry = useEntry(linkedEntryId)
  const closeLinkedEntry = () =>
    setSearchParams(
      (params) => {
        params.delete('entry')
        return params
      },
      { replace: true },
    )
  const debouncedSearch = useDebouncedValue(search.trim(), 300)
  // A page belongs to one set of filters: any change of search, status or tag starts at the first page.
  const filterKey = JSON.stringify([debouncedSearch, status, tagId])
  const [page, setPage] = useState({ filterKey, offset: 0 })
  const offset = page.filterKey === filterKey ? page.offset : 0

  const filters = {
    bot_id: botId,
    scope,
    search: debouncedSearch || undefined,
    tag_id: tagId || undefined,
  }
  const entries = useEntries({ ...filters, status: status || undefined, limit: PAGE_SIZE, offset })
  const tags = useTags()
  const suggestions = useSuggestions(botId ?? '', Boolean(botId))
  const approve = useApproveEntries()
  const deleteEntry = useDeleteEntry()

  const rows = entries.data?.entries ?? []
  const counts = entries.data?.counts
  const matching = entries.data?.matching

  // The selection is per page: bulk approve acts only on the rows in view.
  const goToPage = (nextOffset: number) => {
    setPage({ filterKey, offset: nextOffset })
    setSelected(new Set())
  }

  // Deleting or approving (under a status filter) can empty the last page: step back to the new last one.
  useEffect(() => {
    if (matching === undefined || entries.isPlaceholderData || offset === 0 || offset < matching) return
    setPage({ filterKey, offset: Math.max(0, Math.ceil(matching / PAGE_SIZE) - 1) * PAGE_SIZE })
  }, [matching, entries.isPlaceholderData, offset, filterKey])

  const selectedIds = rows.filter((row) => selected.has(row.id)).map((row) => row.id)
  const toggle = (id: string, on: boolean) =>
    setSelected((previous) => {
      const next = new Set(previous)
      if (on) next.add(id)
      else next.delete(id)
      return next
    })

  const approveIds = (ids: string[]) =>
    approve.mutate(ids, {
      onSuccess: (result) => {
        toast.success(t('toasts.approved', { count: result.approved }))
        setSelected(new Set())
      },
      onError: () => toast.error(t('toasts.approveFailed')),
    })

  const confirmDelete = () => {
    if (!toDelete) return
    deleteEntry.mutate(toDelete.id, {
      onSuccess: () => toast.success(t('toasts.deleted')),
      onError: () => toast.error(t('toasts.deleteFailed')),
      onSettled: () => setToDelete(null),
    })
  }

  return (
    <div className="space-y-4">
      <div className="flex flex-wrap items-center gap-2">
        {canManage ? (
          <Button onClick={() => setForm({ entry: null })}>
            <PlusIcon aria-hidden="true" />
            {t('actions.newEntry')}
          </Button>
        ) : null}
        <Button variant="outline" onClick={() => setDialog('import')}>
          <FileUpIcon aria-hidden="true" />
          {t('actions.importExport')}
        </Button>
        {botId ? (
          <Button variant="outline" onClick={() => setDialog('inbox')}>
            <InboxIcon aria-hidden="true" />
            {t('actions.inbox')}
            {suggestions.data?.suggestions.length ? (
              <Badge variant="secondary">{suggestions.data.suggestions.length}</Badge>
            ) : null}
          </Button>
        ) : null}
        {canManage ? (
          <Button variant="outline" onClick={() => setDialog('tags')}>
            <TagsIcon aria-hidden="true" />
            {t('actions.tags')}
          </Button>
        ) : null}
        <Button variant="outline" onClick={() => setDialog('files')}>
          <PaperclipIcon aria-hidden="true" />
          {t('actions.files')}
        </Button>
        <Button variant="outline" onClick={() => setDialog('glossary')}>
          <BookAIcon aria-hidden="true" />
          {t('actions.glossary')}
        </Button>
        {canManage && selectedIds.length > 0 ? (
          <Button variant="secondary" onClick={() => approveIds(selectedIds)} disabled={approve.isPending}>
            <CheckCheckIcon aria-hidden="true" />
            {t('actions.approveSelected', { count: selectedIds.length })}
          </Button>
        ) : null}
      </div>

      <div className="grid gap-2 sm:grid-cols-[1fr_14rem_12rem]">
        <div className="relative">
          <SearchIcon aria-hidden="true" className="absolute top-2.5 left-3 size-4 text-muted-foreground" />
          <Input
            aria-label={t('filters.search')}
            placeholder={t('filters.searchPlaceholder')}
            className="pl-9"
            value={search}
            onChange={(event) => setSearch(event.target.value)}
          />
        </div>
        <NativeSelect
          aria-label={t('filters.status')}
          value={status}
          onChange={(event) => setStatus(event.target.value as KnowledgeEntryStatus | '')}
        >
          <option value="">{t('filters.allStatuses', { count: counts?.total ?? 0 })}</option>
          {KNOWLEDGE_ENTRY_STATUSES.map((value) => (
            <option key={value} value={value}>
              {t('filters.statusCount', { status: t(`status.${value}`), count: counts?.[value] ?? 0 })}
            </option>
          ))}
        </NativeSelect>
        <NativeSelect
          aria-label={t('filters.tag')}
          value={tagId}
          onChange={(event) => setTagId(event.target.value)}
        >
          <option value="">{t('filters.allTags')}</option>
          {(tags.data?.tags ?? []).map((tag) => (
            <option key={tag.id} value={tag.id}>
              {tag.name} ({tag.entry_count})
            </option>
          ))}
        </NativeSelect>
      </div>

      {entries.isError ? (
        <p role="alert" className="text-destructive">
          {t('toasts.loadFailed')}
        </p>
      ) : entries.isPending ? (
        <Skeleton className="h-64" />
      ) : rows.length === 0 ? (
        <p className="rounded-md border p-8 text-center text-muted-foreground">{t('table.empty')}</p>
      ) : (
        <>
          {/* relative: the header's sr-only label is positioned; without a containing block here it
              escapes the scroll box and widens the whole page on a phone, dialogs included. */}
          <div className="relative overflow-x-auto rounded-md border">
            <table className="w-full text-sm">
              <thead className="bg-muted/50 text-left">
                <tr>
                  {canManage ? (
                    <th className="w-10 p-2">
                      <input
                        type="checkbox"
                        className="size-4 accent-primary"
                        aria-label={t('table.selectAll')}
                        checked={selectedIds.length === rows.length}
                        onChange={(event) =>
                          setSelected(event.target.checked ? new Set(rows.map((row) => row.id)) : new Set())
                        }
                      />
                    </th>
                  ) : null}
                  <th className="p-2">{t('table.question')}</th>
                  {botId ? null : <th className="p-2">{t('table.bot')}</th>}
                  <th className="p-2">{t('table.language')}</th>
                  <th className="p-2">{t('table.status')}</th>
                  <th className="p-2">{t('table.tags')}</th>
                  <th className="p-2">{t('table.priority')}</th>
                  <th className="p-2">{t('table.updated')}</th>
                  <th className="p-2">
                    <span className="sr-only">{t('table.actions')}</span>
                  </th>
                </tr>
              </thead>
              <tbody>
                {rows.map((entry) => (
                  <tr key={entry.id} className="border-t align-top">
                    {canManage ? (
                      <td className="p-2">
                        <input
                          type="checkbox"
                          className="size-4 accent-primary"
                          aria-label={t('table.select', { question: entry.question })}
                          checked={selected.has(entry.id)}
                          onChange={(event) => toggle(entry.id, event.target.checked)}
                        />
                      </td>
                    ) : null}
                    <td className="max-w-md p-2">
                      <p className="font-medium">{entry.question}</p>
                      <p className="text-muted-foreground">{answerPreview(entry.answer)}</p>
                    </td>
                    {botId ? null : <td className="p-2">{entry.bot_name ?? t('scope.global')}</td>}
                    <td className="p-2">{t(`language.${entry.language_code}`)}</td>
                    <td className="p-2">
                      <div className="flex flex-wrap gap-1">
                        <Badge variant={STATUS_BADGE[entry.status]}>{t(`status.${entry.status}`)}</Badge>
                        {entry.pending_version ? (
                          <Badge variant="outline">{t('table.changeWaiting')}</Badge>
                        ) : null}
                      </div>
                    </td>
                    <td className="p-2">
                      <div className="flex flex-wrap gap-1">
                        {entry.tags.slice(0, TAGS_SHOWN).map((tag) => (
                          <Badge key={tag.id} variant="outline" style={{ borderColor: tag.color }}>
                            {tag.name}
                          </Badge>
                        ))}
                        {entry.tags.length > TAGS_SHOWN ? (
                          <Badge variant="secondary">+{entry.tags.length - TAGS_SHOWN}</Badge>
                        ) : null}
                      </div>
                    </td>
                    <td className="p-2 tabular-nums">{entry.priority}</td>
                    <td className="p-2 whitespace-nowrap">{format.date(entry.updated_at)}</td>
                    <td className="p-2">
                      <DropdownMenu>
                        <DropdownMenuTrigger asChild>
                          <Button
                            variant="ghost"
                            size="icon"
                            aria-label={t('table.menu', { question: entry.question })}
                          >
                            <MoreHorizontalIcon aria-hidden="true" />
                          </Button>
                        </DropdownMenuTrigger>
                        <DropdownMenuContent align="end">
                          {canManage ? (
                            <DropdownMenuItem onSelect={() => setForm({ entry })}>
                              {t('actions.edit')}
                            </DropdownMenuItem>
                          ) : null}
                          <DropdownMenuItem onSelect={() => setDetailsId(entry.id)}>
                            {t('actions.viewDetails')}
                          </DropdownMenuItem>
                          {canManage && entry.status !== 'approved' ? (
                            <DropdownMenuItem onSelect={() => approveIds([entry.id])}>
                              {t('actions.approve')}
                            </DropdownMenuItem>
                          ) : null}
                          {canManage ? (
                            <DropdownMenuItem variant="destructive" onSelect={() => setToDelete(entry)}>
                              {t('actions.delete')}
                            </DropdownMenuItem>
                          ) : null}
                        </DropdownMenuContent>
                      </DropdownMenu>
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          <Pagination
            label={t('table.pagination')}
            offset={offset}
            limit={PAGE_SIZE}
            total={matching ?? 0}
            onPage={goToPage}
          />
        </>
      )}

      {botId && canManage ? <TryQuestionPanel botId={botId} /> : null}

      {form ? (
        <EntryFormDialog
          key={form.entry?.id ?? 'new'}
          open
          onOpenChange={(open) => !open && setForm(null)}
          entry={form.entry}
          botId={botId ?? null}
        />
      ) : null}
      {linkedEntry.data && !form ? (
        <EntryFormDialog
          key={`linked-${linkedEntry.data.entry.id}`}
          open
          onOpenChange={(open) => !open && closeLinkedEntry()}
          entry={linkedEntry.data.entry}
          botId={linkedEntry.data.entry.bot_id}
        />
      ) : null}
      {linkedEntryId && linkedEntry.isError ? (
        <p role="alert" className="text-destructive">
          {t('toasts.linkedEntryMissing')}
        </p>
      ) : null}
      <EntryDetailsDialog entryId={detailsId} onClose={() => setDetailsId(null)} />
      <ImportExportDialog
        open={dialog === 'import'}
        onOpenChange={(open) => setDialog(open ? 'import' : null)}
        botId={canManage ? (botId ?? null) : null}
        exportQuery={entryQueryString({ ...filters, status: status || undefined })}
      />
      {botId ? (
        <SuggestionInboxDialog
          botId={botId}
          open={dialog === 'inbox'}
          onOpenChange={(open) => setDialog(open ? 'inbox' : null)}
        />
      ) : null}
      <FilesDialog
        botId={botId}
        canManage={canManage}
        open={dialog === 'files'}
        onOpenChange={(open) => setDialog(open ? 'files' : null)}
      />
      <GlossaryDialog
        botId={botId}
        canManage={canManage}
        open={dialog === 'glossary'}
        onOpenChange={(open) => setDialog(open ? 'glossary' : null)}
      />
      <TagsDialog open={dialog === 'tags'} onOpenChange={(open) => setDialog(open ? 'tags' : null)} />
      <ConfirmDialog
        open={toDelete !== null}
        onOpenChange={(open) => !open && setToDelete(null)}
        title={t('delete.title')}
        description={toDelete?.question ?? ''}
        confirmLabel={t('delete.confirm')}
        pending={deleteEntry.isPending}
        onConfirm={confirmDelete}
      />
    </div>
  )
}
