import { index, integer, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core'
import { user } from './auth.ts'

/**
 * Issue 32: the Idempotency-Key of a creating request (lib/idempotency.ts), one row per user and
 * key. Claimed before the work starts (status null: in flight) and given the first response when
 * it succeeds, so a repeat of the same user action answers that response instead of creating a
 * second record. Rows expire after 24 hours.
 */
export const idempotencyKeys = pgTable(
  'idempotency_keys',
  {
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    key: text('key').notNull(),
    /** Method and path of the first request: the key may not be reused for another one. */
    route: text('route').notNull(),
    responseStatus: integer('response_status'),
    /** The first response's JSON text, sent back byte for byte. */
    responseBody: text('response_body'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.userId, table.key] }),
    // The sweep of expired keys finds them by age.
    index('idempotency_keys_created_at_idx').on(table.createdAt),
  ],
)
