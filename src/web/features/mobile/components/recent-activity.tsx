import { BellIcon, HistoryIcon } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import type { MobileActivity } from '#shared/schemas/mobile'
import { useAuditText } from '#web/lib/audit-text.ts'
import { cn } from '#web/lib/cn.ts'
import { useFormatters } from '#web/lib/format.ts'
import { notificationText } from '#web/lib/notifications/notification-text.ts'

/** Only in-app paths are followed; anything else stays plain text. */
const isInAppPath = (link: string | null): link is string =>
  Boolean(link?.startsWith('/') && !link.startsWith('//'))

function ActivityRow({ event }: { event: MobileActivity }) {
  const { t } = useTranslation('mobile')
  const auditText = useAuditText()
  const { dateTime } = useFormatters()
  const isNotification = event.kind === 'notification'
  const Icon = isNotification ? BellIcon : HistoryIcon
  const text = isNotification ? notificationText(t, event) : auditText(event)
  const by = !isNotification && event.actorName ? t('activity.by', { name: event.actorName }) : null
  const content = (
    <>
      <Icon aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-muted-foreground" />
      <span className="min-w-0 flex-1">
        <span className={cn('block text-sm', isNotification && !event.isRead && 'font-semibold')}>
          {text}
        </span>
        <span className="block text-xs text-muted-foreground">
          <time dateTime={event.at}>{dateTime(event.at)}</time>
          {by ? ` · ${by}` : null}
        </span>
      </span>
    </>
  )
  const className = 'flex min-h-11 items-start gap-3 rounded-md px-2 py-2'
  if (isNotification && isInAppPath(event.link)) {
    return (
      <Link
        to={event.link}
        className={cn(
          className,
          'outline-none hover:bg-accent focus-visible:ring-[3px] focus-visible:ring-ring/50',
        )}
      >
        {content}
      </Link>
    )
  }
  return <div className={className}>{content}</div>
}

/** Spec §2.13 recent activity: the user's latest notifications and their dealer's changes. */
export function RecentActivity({ activity }: { activity: readonly MobileActivity[] }) {
  const { t } = useTranslation('mobile')
  return (
    <section
      aria-labelledby="mobile-activity-heading"
      className="space-y-2 rounded-xl border bg-card p-4 shadow-sm"
    >
      <h2 id="mobile-activity-heading" className="font-semibold">
        {t('activity.title')}
      </h2>
      {activity.length === 0 ? (
        <p className="text-sm text-muted-foreground">{t('activity.empty')}</p>
      ) : (
        <ul className="-mx-2 divide-y">
          {activity.map((event) => (
            <li key={`${event.kind}-${event.id}`}>
              <ActivityRow event={event} />
            </li>
          ))}
        </ul>
      )}
    </section>
  )
}
