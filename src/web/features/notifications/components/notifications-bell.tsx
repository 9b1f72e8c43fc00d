import { deferredOverlay } from '#web/components/ui/deferred-overlay.tsx'
import { useNotifications } from '#web/features/notifications/api/notifications-api.ts'
import { useNotificationsRealtime } from '#web/features/notifications/hooks/use-notifications-realtime.ts'
import { NotificationsBellTrigger } from './notifications-bell-trigger.tsx'

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
