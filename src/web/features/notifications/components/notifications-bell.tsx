import { BellIcon } from 'lucide-react'
import type { ComponentProps } from 'react'
import { useTranslation } from 'react-i18next'
import { Button } from '#web/components/ui/button.tsx'
import { deferredOverlay } from '#web/components/ui/deferred-overlay.tsx'
import { useNotifications } from '../api/notifications-api.ts'
import { useNotificationsRealtime } from '../hooks/use-notifications-realtime.ts'

/** The bell button with the unread badge. */
export function NotificationsBellTrigger({
  unread,
  ...props
}: { unread: number } & ComponentProps<typeof Button>) {
  const { t } = useTranslation('notifications')
  return (
    <Button
      variant="ghost"
      size="icon"
      className="relative"
      aria-label={unread > 0 ? t('bellUnread', { count: unread }) : t('bell')}
      {...props}
    >
      <BellIcon aria-hidden="true" />
      {unread > 0 && (
        <span
          data-testid="notifications-badge"
          className="absolute -top-0.5 -right-0.5 flex min-w-4 items-center justify-center rounded-full bg-destructive px-1 text-[10px] leading-4 font-semibold text-white"
        >
          {unread > 99 ? '99+' : unread}
        </span>
      )}
    </Button>
  )
}

const DeferredNotificationsMenu = deferredOverlay<{ unread: number }>({
  popup: 'menu',
  load: () => import('./notifications-menu.tsx').then((module) => module.NotificationsMenu),
  trigger: ({ unread }, triggerProps) => <NotificationsBellTrigger unread={unread} {...triggerProps} />,
})

/**
 * Spec §2.3 notifications bell: the unread badge, live over the WebSocket from the first paint; the
 * menu of the latest 20 (notifications-menu.tsx) loads when wanted.
 */
export function NotificationsBell() {
  const { data } = useNotifications()
  useNotificationsRealtime()
  return <DeferredNotificationsMenu unread={data?.unreadCount ?? 0} />
}
