import { z } from 'zod'

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

export interface NotificationJson {
  id: string
  notificationType: NotificationType
  message: string
  urgency: Urgency
  isRead: boolean
  readAt: string | null
  escalationId: string | null
  link: string | null
  createdAt: string
}

export interface NotificationListJson {
  notifications: NotificationJson[]
  unreadCount: number
}

export interface NotificationPreferencesJson {
  emailTypes: NotificationType[]
}

export const notificationIdParamSchema = z.object({ id: z.uuid('Unknown id') })

export const notificationPreferencesInputSchema = z.object({
  emailTypes: z
    .array(z.enum(NOTIFICATION_TYPE_VALUES, { error: 'Unknown notification type' }))
    .max(NOTIFICATION_TYPE_VALUES.length)
    .transform((types) => [...new Set(types)]),
})
export type NotificationPreferencesInput = z.input<typeof notificationPreferencesInputSchema>
