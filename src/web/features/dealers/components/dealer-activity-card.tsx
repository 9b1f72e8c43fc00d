import { useTranslation } from 'react-i18next'
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '#web/components/ui/card.tsx'
import { Skeleton } from '#web/components/ui/skeleton.tsx'
import type { DealerActivityEvent } from '#web/features/dealers/api/get-dealer-activity.ts'
import { showsAuditActor, useAuditText } from '#web/lib/audit-text.ts'
import { useFormatters } from '#web/lib/format.ts'

/** The dealer's activity timeline: who changed what and when, newest first. */
export function DealerActivityCard({ events }: { events: DealerActivityEvent[] | undefined }) {
  const { t } = useTranslation('dealers')
  const { t: tc } = useTranslation('common')
  const format = useFormatters()
  const auditText = useAuditText()
  return (
    <Card>
      <CardHeader>
        <CardTitle asChild>
          <h2>{t('page.activity.title')}</h2>
        </CardTitle>
        <CardDescription>{t('page.activity.description')}</CardDescription>
      </CardHeader>
      <CardContent>
        {!events ? (
          <Skeleton className="h-16 w-full" />
        ) : events.length === 0 ? (
          <p className="text-sm text-muted-foreground">{t('page.activity.none')}</p>
        ) : (
          <ol className="relative space-y-4 border-l pl-5" aria-label={t('page.activity.title')}>
            {events.map((event) => (
              <li key={event.id} className="relative">
                <span
                  aria-hidden="true"
                  className="absolute top-1.5 -left-[25px] size-2.5 rounded-full bg-primary"
                />
                <p className="text-sm font-medium">{auditText(event)}</p>
                <p className="text-xs text-muted-foreground">
                  <time dateTime={event.at}>{format.dateTime(event.at)}</time>
                  {event.actor && showsAuditActor(event.action)
                    ? ` · ${tc('audit.by', { name: event.actor.name })}`
                    : ''}
                </p>
              </li>
            ))}
          </ol>
        )}
      </CardContent>
    </Card>
  )
}
