import { sql } from 'drizzle-orm'
import {
  check,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  unique,
  uuid,
} from 'drizzle-orm/pg-core'
import { ROLES } from '#shared/auth/roles'
import { MAIL_STATUSES } from '#shared/schemas/outbox'
import { user } from './auth.ts'
import { timestamps, uuidPk } from './columns.ts'
import { dealers } from './dealers.ts'

const roleList = sql.raw(ROLES.map((role) => `'${role}'`).join(', '))

/** Spec §3 profile: one row per user, same id. profile_completed is derived (first and last name). */
export const profiles = pgTable('profiles', {
  id: text('id')
    .primaryKey()
    .references(() => user.id, { onDelete: 'cascade' }),
  email: text('email').notNull(),
  firstName: text('first_name'),
  lastName: text('last_name'),
  department: text('department'),
  signature: text('signature'),
  avatarUrl: text('avatar_url'),
  phone: text('phone'),
  location: text('location'),
  lastLogin: timestamp('last_login', { withTimezone: true }),
  /** The sign-in before the last one: null on a first visit, so the dashboard says welcome, not welcome back. */
  previousLogin: timestamp('previous_login', { withTimezone: true }),
  /** How the account was created: 'email' sign-up, 'invitation', 'magic_link' or 'seed' (spec §2.5 password notice). */
  signupMethod: text('signup_method').notNull().default('email'),
  ...timestamps,
})

export const userRoles = pgTable(
  'user_roles',
  {
    id: uuidPk(),
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    role: text('role', { enum: ROLES }).notNull(),
    ...timestamps,
  },
  (table) => [
    unique('user_roles_user_id_role_key').on(table.userId, table.role),
    index('user_roles_role_idx').on(table.role),
    check('user_roles_role_check', sql`${table.role} in (${roleList})`),
  ],
)

export const dealerUsers = pgTable(
  'dealer_users',
  {
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    dealerId: uuid('dealer_id')
      .notNull()
      .references(() => dealers.id, { onDelete: 'cascade' }),
    ...timestamps,
  },
  (table) => [
    primaryKey({ columns: [table.userId, table.dealerId] }),
    index('dealer_users_dealer_id_idx').on(table.dealerId),
  ],
)

export const INVITATION_STATUSES = ['pending', 'accepted', 'revoked', 'expired'] as const

export const employeeInvitations = pgTable(
  'employee_invitations',
  {
    id: uuidPk(),
    invitationToken: text('invitation_token').notNull().unique(),
    status: text('status', { enum: INVITATION_STATUSES }).notNull().default('pending'),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    email: text('email').notNull(),
    fullName: text('full_name').notNull(),
    role: text('role', { enum: ROLES }).notNull(),
    dealerId: uuid('dealer_id').references(() => dealers.id, { onDelete: 'cascade' }),
    invitedBy: text('invited_by').references(() => user.id, { onDelete: 'set null' }),
    acceptedAt: timestamp('accepted_at', { withTimezone: true }),
    acceptedUserId: text('accepted_user_id').references(() => user.id, { onDelete: 'set null' }),
    ...timestamps,
  },
  (table) => [
    index('employee_invitations_email_idx').on(sql`lower(${table.email})`),
    index('employee_invitations_dealer_id_idx').on(table.dealerId, table.createdAt.desc()),
    check(
      'employee_invitations_status_check',
      sql`${table.status} in ('pending', 'accepted', 'revoked', 'expired')`,
    ),
    check('employee_invitations_role_check', sql`${table.role} in (${roleList})`),
  ],
)

/** Every e-mail goes here first: the outbox is the audit trail, SMTP (when set) delivers from it. */
export const mailOutbox = pgTable(
  'mail_outbox',
  {
    id: uuidPk(),
    toAddress: text('to_address').notNull(),
    subject: text('subject').notNull(),
    textBody: text('text_body').notNull(),
    htmlBody: text('html_body'),
    kind: text('kind').notNull(),
    status: text('status', { enum: MAIL_STATUSES }).notNull().default('pending'),
    attempts: integer('attempts').notNull().default(0),
    lastError: text('last_error'),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    /**
     * When a pending message may be (re)tried; a sender holding it pushes this ahead by a lease, so
     * nobody else picks it meanwhile. Null once it is no longer pending.
     */
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }),
    /**
     * Issue 32: the secret link of a mail still to be delivered, sealed with the server's secret
     * (mail/secret-link.ts); the bodies keep it hidden. Null once sent or given up, and for mail that
     * is only logged.
     */
    sealedLink: text('sealed_link'),
    ...timestamps,
  },
  (table) => [
    index('mail_outbox_to_created_idx').on(sql`lower(${table.toAddress})`, table.createdAt.desc()),
    index('mail_outbox_status_idx').on(table.status, table.createdAt),
    // The retry job's claim: the due pending rows, oldest due first.
    index('mail_outbox_due_idx').on(table.nextAttemptAt).where(sql`${table.status} = 'pending'`),
  ],
)
