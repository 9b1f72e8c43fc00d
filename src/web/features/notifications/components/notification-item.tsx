import { useTranslation } from 'react-i18next'
import type { NotificationJson } from '#shared/schemas/notifications'
import { DropdownMenuItem } from '#web/components/ui/dropdown-menu.tsx'
import { cn } from '#web/lib/cn.ts'
import { notificationKindText, notificationText } from '#web/lib/notifications/notification-text.ts'
import { formatRelativeTime, urgencyTone } from '#web/lib/relative-time.ts'

const TONE_CLASSES = {
  red: 'bg-red-500',
  yellow: 'bg-yellow-400',
  green: 'bg-green-500',
} as const

/**
 * One row of the bell: urgency colour (spec §9), the notification as a sentence in the UI language,
 * type and urgency in words (issue 35 item 4), relative time, unread marker.
 */
export function NotificationItem({
  notification,
  onOpen,
}: {
  notification: NotificationJson
  onOpen: (notification: NotificationJson) => void
}) {
  const { t, i18n } = useTranslation('notifications')
  const tone = urgencyTone(notification.urgency)
  return (
    <DropdownMenuItem
      className={cn('items-start gap-3 py-2', !notification.isRead && 'bg-accent/40')}
      onSelect={() => onOpen(notification)}
      data-testid="notification-item"
      data-unread={!notification.isRead}
    >
      <span
        className={cn('mt-1.5 size-2.5 shrink-0 rounded-full', TONE_CLASSES[tone])}
        title={t(`urgency.${notification.urgency}`)}
        aria-hidden="true"
      />
      <span className="flex min-w-0 flex-1 flex-col gap-0.5">
        <span className={cn('text-sm break-words', !notification.isRead && 'font-semibold')}>
          {notificationText(t, notification)}
        </span>
        <span className="text-xs text-muted-foreground">
          {notificationKindText(t, notification)} ·{' '}
          <time dateTime={notification.createdAt}>
            {formatRelativeTime(notification.createdAt, i18n.language, t('justNow'))}
          </time>
        </span>
      </span>
      {!notification.isRead && <span className="sr-only">{t('unread')}</span>}
    </DropdownMenuItem>
  )
}
