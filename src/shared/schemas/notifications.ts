import { z } from 'zod'
import { notificationSubjectSchema } from './notification-subjects.ts'

/** Spec §3 escalation_notification types (the database check lists the same values). */
export const NOTIFICATION_TYPE_VALUES = [
  'new_escalation',
  'escalation_assigned',
  'escalation_resolved',
  'system_maintenance',
  'translation_ready',
  'other',
] as const
export type NotificationType = (typeof NOTIFICATION_TYPE_VALUES)[number]
/**
 * The types something in the product creates (escalations, onboarding and file reviews as 'other'):
 * the e-mail choices offered to users. The API still accepts every spec §3 type.
 */
export const PRODUCED_NOTIFICATION_TYPES = [
  'new_escalation',
  'escalation_assigned',
  'escalation_resolved',
  'other',
] as const satisfies readonly NotificationType[]
export const URGENCY_VALUES = ['low', 'medium', 'high', 'urgent'] as const
export type Urgency = (typeof URGENCY_VALUES)[number]

/** Spec §9: the bell lists the latest 20 notifications. */
export const NOTIFICATION_LIST_LIMIT = 20

export const notificationSchema = z.object({
  id: z.string(),
  notificationType: z.enum(NOTIFICATION_TYPE_VALUES),
  /** English; the web shows `subject` as a sentence in the UI language when it has one. */
  message: z.string(),
  subject: notificationSubjectSchema.nullable(),
  urgency: z.enum(URGENCY_VALUES),
  isRead: z.boolean(),
  readAt: z.string().nullable(),
  escalationId: z.string().nullable(),
  link: z.string().nullable(),
  createdAt: z.string(),
})
export type NotificationJson = z.infer<typeof notificationSchema>

/** GET /api/notifications: the latest, newest first, with the unread count for the badge. */
export const notificationListResponseSchema = z.object({
  notifications: z.array(notificationSchema),
  unreadCount: z.number(),
})
export type NotificationListJson = z.infer<typeof notificationListResponseSchema>

/** POST /api/notifications/:id/read. */
export const notificationResponseSchema = z.object({ notification: notificationSchema })
export type NotificationResponse = z.infer<typeof notificationResponseSchema>

/** POST /api/notifications/read-all: how many were unread. */
export const markAllNotificationsReadResponseSchema = z.object({ updated: z.number() })
export type MarkAllNotificationsReadResponse = z.infer<typeof markAllNotificationsReadResponseSchema>

/** GET and PUT /api/notifications/preferences: the types the caller also gets by e-mail. */
export const notificationPreferencesResponseSchema = z.object({
  emailTypes: z.array(z.enum(NOTIFICATION_TYPE_VALUES)),
})
export type NotificationPreferencesJson = z.infer<typeof notificationPreferencesResponseSchema>

export const notificationIdParamSchema = z.object({ id: z.uuid('Unknown id') })

export const notificationPreferencesInputSchema = z.object({
  emailTypes: z
    .array(z.enum(NOTIFICATION_TYPE_VALUES, { error: 'Unknown notification type' }))
    .max(NOTIFICATION_TYPE_VALUES.length)
    .transform((types) => [...new Set(types)]),
})
export type NotificationPreferencesInput = z.input<typeof notificationPreferencesInputSchema>
