import { index, integer, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core'
import { user } from './auth.ts'

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

/**
 * Issue 32: the addresses an account has signed in from ("usual addresses", a few per account). A
 * sign-in from one of them is let through the account-wide lock, so strangers' failures cannot lock
 * the owner out; the oldest are forgotten beyond KNOWN_ADDRESSES_PER_ACCOUNT (lib/sign-in-throttle.ts).
 */
export const knownSignInAddresses = pgTable(
  'known_sign_in_addresses',
  {
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    address: text('address').notNull(),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.userId, table.address] })],
)

/**
 * Issue 32: the e-mailed links that lift an account-wide sign-in lock. Only the token's SHA-256 is
 * kept, so a database reader cannot use a link; a link is deleted when used (single use).
 */
export const accountUnlockTokens = pgTable(
  'account_unlock_tokens',
  {
    tokenHash: text('token_hash').primaryKey(),
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('account_unlock_tokens_user_id_idx').on(table.userId)],
)
