import { useTranslation } from 'react-i18next'
import { Badge } from '#web/components/ui/badge.tsx'
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
} from '#web/components/ui/dialog.tsx'
import { Spinner } from '#web/components/ui/spinner.tsx'
import { useEntry } from '#web/features/knowledge/api/get-entry.ts'
import { STATUS_BADGE } from '#web/features/knowledge/lib/entry-labels.ts'
import { useFormatters } from '#web/lib/format.ts'

/** Issue 6 View Details: the entry, its history of edits and the conversations it answered with their feedback. */
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
              {data.entry.approved_at ? (
                <p className="text-muted-foreground">
                  {t('details.approvedAt', { date: format.dateTime(data.entry.approved_at) })}
                </p>
              ) : null}
            </section>
            <section className="space-y-2">
              <h3 className="font-semibold">{t('details.history')}</h3>
              <ol className="space-y-2">
                {data.history.map((item) => (
                  <li key={item.id} className="rounded-md border p-2">
                    <p className="font-medium">
                      {t(`details.action.${item.action}`)} · {format.dateTime(item.created_at)}
                      {item.changed_by_name ? ` · ${item.changed_by_name}` : ''}
                    </p>
                    <p className="line-clamp-2 text-muted-foreground">{item.answer}</p>
                  </li>
                ))}
              </ol>
            </section>
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
