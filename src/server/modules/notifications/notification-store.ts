import { eq, inArray } from 'drizzle-orm'
import type { Database, Executor } from '#server/db/client'
import { user } from '#server/db/schema/auth'
import { escalationNotifications, notificationPreferences } from '#server/db/schema/notifications'
import type { Logger } from '#server/lib/logger'
import type { Mailer } from '#server/mail/mailer'
import type { RealtimeHub } from '#server/realtime/hub'
import { type NotificationSubject, notificationSubjectSchema } from '#shared/schemas/notification-subjects'
import { notificationMail } from './notification-mail.ts'

export type NotificationRow = typeof escalationNotifications.$inferSelect
/** Every new notification names its subject, so the web can word it in the reader's language. */
export type NewNotification = typeof escalationNotifications.$inferInsert & { subject: NotificationSubject }

/**
 * The one way a feature notifies users (spec §3 escalation_notification): store the rows inside the
 * caller's transaction, then, once it has committed, `publishNotifications` pushes them to the
 * users' open sockets so the bell updates live, and e-mails the users who asked for that type
 * (notification preferences). A rolled-back notification never reaches a browser or an inbox.
 */
export async function insertNotifications(tx: Executor, rows: readonly NewNotification[]) {
  if (rows.length === 0) return []
  return tx
    .insert(escalationNotifications)
    .values([...rows])
    .returning()
}

/**
 * The stored subject when it is one this version words; null (the web shows the message) for rows
 * older than subjects or written by a newer version with a kind this one does not know.
 */
export function readSubject(subject: unknown): NotificationSubject | null {
  return notificationSubjectSchema.safeParse(subject).data ?? null
}

/**
 * Publishes committed notifications. The returned promise settles when the e-mails are in the
 * outbox; producers need not wait for it (a failed e-mail is logged, never thrown).
 */
export function publishNotifications(
  realtime: RealtimeHub,
  notifications: readonly NotificationRow[],
): Promise<void> {
  for (const notification of notifications) {
    realtime.publishToUsers([notification.userId], {
      type: 'notification.created',
      notificationId: notification.id,
      message: notification.message,
      subject: readSubject(notification.subject),
      notificationType: notification.notificationType,
      urgency: notification.urgency,
    })
  }
  const delivery = mailDelivery.get(realtime)
  if (!delivery || notifications.length === 0) return Promise.resolve()
  return emailNotifications(delivery, notifications).catch((error: unknown) => {
    delivery.logger.error({ err: error }, 'Notification e-mails failed')
  })
}

export interface NotificationMailDelivery {
  db: Database
  mailer: Mailer
  logger: Logger
  /** The public origin for the links in the e-mails. */
  baseUrl: string
}

// Producers only hold the realtime hub (their contract predates e-mail), so the app registers its
// mailer against its hub once; each app instance (and test app) keeps its own.
const mailDelivery = new WeakMap<RealtimeHub, NotificationMailDelivery>()

export function deliverNotificationEmails(realtime: RealtimeHub, delivery: NotificationMailDelivery) {
  mailDelivery.set(realtime, delivery)
}

async function emailNotifications(
  delivery: NotificationMailDelivery,
  notifications: readonly NotificationRow[],
) {
  const userIds = [...new Set(notifications.map((row) => row.userId))]
  const wanting = await delivery.db
    .select({
      userId: notificationPreferences.userId,
      email: user.email,
      types: notificationPreferences.emailTypes,
    })
    .from(notificationPreferences)
    .innerJoin(user, eq(user.id, notificationPreferences.userId))
    .where(inArray(notificationPreferences.userId, userIds))
  const byUser = new Map(wanting.map((row) => [row.userId, row]))
  for (const notification of notifications) {
    const recipient = byUser.get(notification.userId)
    if (!recipient?.types.includes(notification.notificationType)) continue
    await delivery.mailer.send(notificationMail(recipient.email, notification, delivery.baseUrl))
  }
}
