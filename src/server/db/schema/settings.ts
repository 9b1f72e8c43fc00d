import { jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core'
import { user } from './auth.ts'

/**
 * Issue 32: the settings an administrator changes at run time (sign-up mode, staff 2FA). One row per
 * key, written only when someone saves it: a missing row means the default from the environment
 * (modules/settings/settings.service.ts), and the value's shape is checked by the key's zod schema.
 */
export const appSettings = pgTable('app_settings', {
  key: text('key').primaryKey(),
  value: jsonb('value').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  updatedBy: text('updated_by').references(() => user.id, { onDelete: 'set null' }),
})
