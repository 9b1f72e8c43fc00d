import { sql } from 'drizzle-orm'
import { boolean, check, index, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core'
import type { NotificationSubject } from '#shared/schemas/notification-subjects'
import { user } from './auth.ts'
import { timestamps, uuidPk } from './columns.ts'
import { tickets, URGENCY_LEVELS } from './tickets.ts'

const sqlList = (values: readonly string[]) => sql.raw(values.map((value) => `'${value}'`).join(', '))

export const NOTIFICATION_TYPES = [
  'new_escalation',
  'escalation_assigned',
  'escalation_resolved',
  'system_maintenance',
  'translation_ready',
  'other',
] as const

export const escalationNotifications = pgTable(
  'escalation_notifications',
  {
    id: uuidPk(),
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    notificationType: text('notification_type', { enum: NOTIFICATION_TYPES }).notNull(),
    /** The English sentence: e-mails and rows older than `subject` read it. */
    message: text('message').notNull(),
    /**
     * What the notification is about, as a kind and its parameters (issue 35 item 4): the web words
     * it in the reader's language. Null on rows written before it existed.
     */
    subject: jsonb('subject').$type<NotificationSubject>(),
    urgency: text('urgency', { enum: URGENCY_LEVELS }).notNull().default('medium'),
    isRead: boolean('is_read').notNull().default(false),
    readAt: timestamp('read_at', { withTimezone: true }),
    escalationId: uuid('escalation_id').references(() => tickets.id, { onDelete: 'set null' }),
    /** In-app path to open on click, e.g. '/tickets/{id}'. */
    link: text('link'),
    ...timestamps,
  },
  (table) => [
    index('escalation_notifications_user_id_created_at_idx').on(table.userId, table.createdAt.desc()),
    // 'Mark all read' and the unread badge.
    index('escalation_notifications_unread_idx').on(table.userId).where(sql`${table.isRead} = false`),
    index('escalation_notifications_escalation_id_idx').on(table.escalationId),
    check(
      'escalation_notifications_notification_type_check',
      sql`${table.notificationType} in (${sqlList(NOTIFICATION_TYPES)})`,
    ),
    check('escalation_notifications_urgency_check', sql`${table.urgency} in (${sqlList(URGENCY_LEVELS)})`),
  ],
)

/**
 * Per-user notification preferences (issue 9): the notification types that also send an e-mail
 * (through the outbox mailer). No row means no e-mail for any type.
 */
export const notificationPreferences = pgTable('notification_preferences', {
  userId: text('user_id')
    .primaryKey()
    .references(() => user.id, { onDelete: 'cascade' }),
  emailTypes: text('email_types').array().notNull().default(sql`'{}'::text[]`),
  ...timestamps,
})
