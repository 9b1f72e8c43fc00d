import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import type { KnowledgeEntryDetailJson } from '#shared/schemas/knowledge'
import { Badge } from '#web/components/ui/badge.tsx'
import { Button } from '#web/components/ui/button.tsx'
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
} from '#web/components/ui/dialog.tsx'
import { Spinner } from '#web/components/ui/spinner.tsx'
import { useApproveEntries } from '#web/features/knowledge/api/approve-entries.ts'
import { useDiscardPendingVersion, useRestoreVersion } from '#web/features/knowledge/api/entry-versions.ts'
import { useEntry } from '#web/features/knowledge/api/get-entry.ts'
import { STATUS_BADGE } from '#web/features/knowledge/lib/entry-labels.ts'
import { isApiError } from '#web/lib/api-client.ts'
import { useFormatters } from '#web/lib/format.ts'
import { toast } from '#web/lib/toast.ts'
import { VersionDiff } from './version-diff.tsx'

/**
 * Issue 33 item 4: the edit waiting for approval, compared with the answer users get now, to
 * approve or drop; and every version with what it changed and a one-click restore.
 */
function Versions({ data }: { data: KnowledgeEntryDetailJson }) {
  const { t } = useTranslation('knowledge')
  const format = useFormatters()
  const approve = useApproveEntries()
  const discard = useDiscardPendingVersion()
  const restore = useRestoreVersion()
  const { entry, history } = data
  const failed = (error: unknown) =>
    toast.error(isApiError(error) && error.status === 409 ? t('versions.stale') : t('versions.failed'))
  return (
    <>
      {entry.pending_version ? (
        <section
          className="space-y-2 rounded-md border border-amber-500/40 bg-amber-500/5 p-3"
          aria-labelledby="pending-title"
        >
          <h3 id="pending-title" className="font-semibold">
            {t('versions.pendingTitle')}
          </h3>
          <p className="text-muted-foreground">
            {t('versions.pendingHint', {
              name: entry.pending_version.changed_by_name ?? t('versions.someone'),
              date: format.dateTime(entry.pending_version.created_at),
            })}
          </p>
          <VersionDiff before={entry} after={entry.pending_version} />
          <div className="flex flex-wrap gap-2">
            <Button
              size="sm"
              disabled={approve.isPending}
              onClick={() =>
                approve.mutate([entry.id], {
                  onSuccess: () => toast.success(t('versions.approved')),
                  onError: failed,
                })
              }
            >
              {t('versions.approve')}
            </Button>
            <Button
              size="sm"
              variant="outline"
              disabled={discard.isPending}
              onClick={() =>
                discard.mutate(entry.id, {
                  onSuccess: () => toast.success(t('versions.discarded')),
                  onError: failed,
                })
              }
            >
              {t('versions.discard')}
            </Button>
          </div>
        </section>
      ) : null}
      <section className="space-y-2">
        <h3 className="font-semibold">{t('details.history')}</h3>
        <ol className="space-y-2">
          {history.map((version, i) => (
            <li key={version.id} className="space-y-2 rounded-md border p-2">
              <div className="flex flex-wrap items-center justify-between gap-2">
                <p className="font-medium">
                  {t(`details.action.${version.action}`)} · {format.dateTime(version.created_at)}
                  {version.changed_by_name ? ` · ${version.changed_by_name}` : ''}
                </p>
                <Button
                  size="sm"
                  variant="outline"
                  disabled={restore.isPending}
                  aria-label={t('versions.restoreLabel', { date: format.dateTime(version.created_at) })}
                  onClick={() =>
                    restore.mutate(
                      { entryId: entry.id, versionId: version.id, expectedUpdatedAt: entry.updated_at },
                      { onSuccess: () => toast.success(t('versions.restored')), onError: failed },
                    )
                  }
                >
                  {t('versions.restore')}
                </Button>
              </div>
              <details>
                <summary className="cursor-pointer text-muted-foreground">{t('versions.changes')}</summary>
                <div className="pt-2">
                  <VersionDiff before={history[i + 1] ?? null} after={version} />
                </div>
              </details>
            </li>
          ))}
        </ol>
      </section>
    </>
  )
}

/** Issue 6 View Details: the entry, its versions and the conversations it answered with their feedback. */
export function EntryDetailsDialog({ entryId, onClose }: { entryId: string | null; onClose: () => void }) {
  const { t } = useTranslation('knowledge')
  const format = useFormatters()
  const detail = useEntry(entryId)
  const data = detail.data
  return (
    <Dialog open={entryId !== null} onOpenChange={(open) => !open && onClose()}>
      <DialogContent className="max-h-[90vh] overflow-y-auto sm:max-w-2xl">
        <DialogHeader>
          <DialogTitle>{t('details.title')}</DialogTitle>
          <DialogDescription>{data?.entry.question ?? ''}</DialogDescription>
        </DialogHeader>
        {detail.isError ? (
          <p role="alert" className="text-destructive">
            {t('toasts.loadFailed')}
          </p>
        ) : !data ? (
          <Spinner />
        ) : (
          <div className="space-y-6 text-sm">
            <section className="space-y-2">
              <div className="flex flex-wrap gap-2">
                <Badge variant={STATUS_BADGE[data.entry.status]}>{t(`status.${data.entry.status}`)}</Badge>
                <Badge variant="outline">{t(`language.${data.entry.language_code}`)}</Badge>
                <Badge variant="outline">{t(`scope.${data.entry.scope}`)}</Badge>
                <Badge variant="outline">{t('details.priority', { priority: data.entry.priority })}</Badge>
                {data.entry.tags.map((tag) => (
                  <Badge key={tag.id} variant="secondary">
                    {tag.name}
                  </Badge>
                ))}
              </div>
              <p className="whitespace-pre-wrap rounded-md bg-muted/50 p-3">{data.entry.answer}</p>
              {data.entry.alternative_questions.length > 0 ? (
                <div>
                  <h3 id="entry-phrasings-title" className="font-semibold">
                    {t('details.phrasings')}
                  </h3>
                  <ul aria-labelledby="entry-phrasings-title" className="list-disc ps-5">
                    {data.entry.alternative_questions.map((phrasing) => (
                      <li key={phrasing}>{phrasing}</li>
                    ))}
                  </ul>
                </div>
              ) : null}
              {data.source_ticket ? (
                <p>
                  {t('details.sourceTicket')}{' '}
                  <Link className="underline" to={`/escalations/${data.source_ticket.id}`}>
                    {data.source_ticket.title}
                  </Link>
                </p>
              ) : null}
              {data.entry.approved_at ? (
                <p className="text-muted-foreground">
                  {t('details.approvedAt', { date: format.dateTime(data.entry.approved_at) })}
                </p>
              ) : null}
            </section>
            <Versions data={data} />
            <section className="space-y-2">
              <h3 className="font-semibold">{t('details.conversations')}</h3>
              {data.conversations.length === 0 ? (
                <p className="text-muted-foreground">{t('details.noConversations')}</p>
              ) : (
                <ul className="space-y-2">
                  {data.conversations.map((conversation) => (
                    <li key={conversation.message_id} className="rounded-md border p-2">
                      <p className="font-medium">{conversation.question ?? conversation.session_title}</p>
                      <p className="text-muted-foreground">
                        {format.dateTime(conversation.created_at)}
                        {conversation.confidence !== null
                          ? ` · ${t('details.confidence', { value: format.number(conversation.confidence, { style: 'percent' }) })}`
                          : ''}
                      </p>
                      {conversation.feedback.map((feedback, index) => (
                        // Feedback rows carry no id in this view; several can share type and rating.
                        // biome-ignore lint/suspicious/noArrayIndexKey: see above
                        <p key={`${conversation.message_id}-${index}`}>
                          {t('details.feedback', {
                            type: feedback.feedback_type,
                            rating: feedback.rating ?? '-',
                          })}
                          {feedback.notes ? ` · ${feedback.notes}` : ''}
                        </p>
                      ))}
                    </li>
                  ))}
                </ul>
              )}
            </section>
          </div>
        )}
      </DialogContent>
    </Dialog>
  )
}
