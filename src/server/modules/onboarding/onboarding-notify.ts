import type { escalationNotifications } from '../../db/schema/notifications.ts'
import type { RealtimeHub } from '../../realtime/hub.ts'

type NotificationRow = typeof escalationNotifications.$inferSelect

/**
 * Pushes each stored notification to its user's open sockets (`notification.created`), so the bell
 * updates without a reload. Called after the transaction that wrote the rows has committed: a
 * rolled-back notification must never reach a browser.
 */
export function publishNotifications(realtime: RealtimeHub, notifications: readonly NotificationRow[]) {
  for (const notification of notifications) {
    realtime.publishToUsers([notification.userId], {
      type: 'notification.created',
      notificationId: notification.id,
      message: notification.message,
      notificationType: notification.notificationType,
      urgency: notification.urgency,
    })
  }
}
