import { and, count, desc, eq, isNull } from 'drizzle-orm'
import type { AuthedContext } from '#server/app-env'
import { escalationNotifications, notificationPreferences } from '#server/db/schema/notifications'
import { AppError } from '#server/lib/app-error'
import type {
  MarkAllNotificationsReadResponse,
  NotificationJson,
  NotificationListJson,
  NotificationPreferencesJson,
  NotificationType,
} from '#shared/schemas/notifications'
import { NOTIFICATION_LIST_LIMIT } from '#shared/schemas/notifications'
import { type NotificationRow, readSubject } from './notification-store.ts'

function toJson(row: NotificationRow): NotificationJson {
  return {
    id: row.id,
    notificationType: row.notificationType,
    message: row.message,
    subject: readSubject(row.subject),
    urgency: row.urgency,
    isRead: row.isRead,
    readAt: row.readAt?.toISOString() ?? null,
    escalationId: row.escalationId,
    link: row.link,
    createdAt: row.createdAt.toISOString(),
  }
}

const ownedBy = (userId: string) => eq(escalationNotifications.userId, userId)
const unread = eq(escalationNotifications.isRead, false)

/** Spec §7: the caller's notifications, newest first, at most 20, with the unread count for the badge. */
export async function listMyNotifications(ctx: AuthedContext): Promise<NotificationListJson> {
  const rows = await ctx.db
    .select()
    .from(escalationNotifications)
    .where(ownedBy(ctx.actor.userId))
    .orderBy(desc(escalationNotifications.createdAt), desc(escalationNotifications.id))
    .limit(NOTIFICATION_LIST_LIMIT)
  const [{ unreadCount }] = await ctx.db
    .select({ unreadCount: count() })
    .from(escalationNotifications)
    .where(and(ownedBy(ctx.actor.userId), unread))
  return { notifications: rows.map(toJson), unreadCount }
}

/** Spec §4: unread becomes read (read_at set). Someone else's notification is 404, like an unknown id. */
export async function markNotificationRead(ctx: AuthedContext, id: string): Promise<NotificationJson> {
  const [existing] = await ctx.db
    .select()
    .from(escalationNotifications)
    .where(and(eq(escalationNotifications.id, id), ownedBy(ctx.actor.userId)))
  if (!existing) throw new AppError('NOT_FOUND', 'Notification not found')
  if (existing.isRead) return toJson(existing)
  const [row] = await ctx.db
    .update(escalationNotifications)
    .set({ isRead: true, readAt: new Date() })
    .where(and(eq(escalationNotifications.id, id), isNull(escalationNotifications.readAt)))
    .returning()
  return toJson(row ?? existing)
}

/** Spec §7 'Mark all read': every unread row of the caller. */
export async function markAllNotificationsRead(
  ctx: AuthedContext,
): Promise<MarkAllNotificationsReadResponse> {
  const rows = await ctx.db
    .update(escalationNotifications)
    .set({ isRead: true, readAt: new Date() })
    .where(and(ownedBy(ctx.actor.userId), unread))
    .returning({ id: escalationNotifications.id })
  return { updated: rows.length }
}

export async function getNotificationPreferences(ctx: AuthedContext): Promise<NotificationPreferencesJson> {
  const [row] = await ctx.db
    .select({ emailTypes: notificationPreferences.emailTypes })
    .from(notificationPreferences)
    .where(eq(notificationPreferences.userId, ctx.actor.userId))
  return { emailTypes: (row?.emailTypes ?? []) as NotificationType[] }
}

export async function saveNotificationPreferences(
  ctx: AuthedContext,
  input: { emailTypes: NotificationType[] },
): Promise<NotificationPreferencesJson> {
  const [row] = await ctx.db
    .insert(notificationPreferences)
    .values({ userId: ctx.actor.userId, emailTypes: input.emailTypes })
    .onConflictDoUpdate({
      target: notificationPreferences.userId,
      set: { emailTypes: input.emailTypes, updatedAt: new Date() },
    })
    .returning({ emailTypes: notificationPreferences.emailTypes })
  return { emailTypes: row.emailTypes as NotificationType[] }
}
