import { index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core'

/**
 * Issue 12: the fixed-window rate-limit counters, shared by every app instance (lib/rate-limiter.ts).
 * One row per rule and subject ("signInPerIp:203.0.113.7"); a hit whose window has ended starts a
 * new one in the same statement, so expired rows are harmless and only swept now and then. No
 * created_at / updated_at: a counter has no history worth keeping, and every hit rewrites it.
 */
export const rateLimits = pgTable(
  'rate_limits',
  {
    key: text('key').primaryKey(),
    count: integer('count').notNull(),
    windowEnds: timestamp('window_ends', { withTimezone: true }).notNull(),
  },
  // The sweep finds expired rows by it.
  (table) => [index('rate_limits_window_ends_idx').on(table.windowEnds)],
)
