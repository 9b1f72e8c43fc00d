import type { Executor } from '../../db/client.ts'
import { escalationNotifications } from '../../db/schema/notifications.ts'
import type { RealtimeHub } from '../../realtime/hub.ts'

export type NotificationRow = typeof escalationNotifications.$inferSelect
export type NewNotification = typeof escalationNotifications.$inferInsert

/**
 * The one way a feature notifies users (spec §3 escalation_notification): store the rows inside the
 * caller's transaction, then, once it has committed, `publishNotifications` pushes them to the
 * users' open sockets so the bell updates live. A rolled-back notification never reaches a browser.
 */
export async function insertNotifications(tx: Executor, rows: readonly NewNotification[]) {
  if (rows.length === 0) return []
  return tx
    .insert(escalationNotifications)
    .values([...rows])
    .returning()
}

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
