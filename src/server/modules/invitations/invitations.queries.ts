import { and, desc, eq, inArray, type SQL, sql } from 'drizzle-orm'
import type { Executor } from '#server/db/client'
import { user } from '#server/db/schema/auth'
import { dealers } from '#server/db/schema/dealers'
import { employeeInvitations, profiles } from '#server/db/schema/identity'

export type InvitationRow = typeof employeeInvitations.$inferSelect

export async function findInvitationById(db: Executor, id: string, options: { forUpdate?: boolean } = {}) {
  const query = db.select().from(employeeInvitations).where(eq(employeeInvitations.id, id))
  const [row] = options.forUpdate ? await query.for('update') : await query
  return row
}

export async function findDealerById(db: Executor, id: string) {
  const [row] = await db.select().from(dealers).where(eq(dealers.id, id))
  return row
}

/**
 * Whether the address belongs to an account someone has confirmed. An unconfirmed self sign-up does
 * not count: an invitation to its address wins, and accepting it takes the account over (issue 32).
 */
export async function confirmedUserExistsWithEmail(db: Executor, email: string) {
  const [row] = await db
    .select({ id: user.id })
    .from(user)
    .where(and(sql`lower(${user.email}) = lower(${email})`, eq(user.emailVerified, true)))
  return Boolean(row)
}

/** A pending invitation that has not expired yet for this address (one live invitation per person). */
export async function hasLivePendingInvitation(db: Executor, email: string) {
  const [row] = await db
    .select({ id: employeeInvitations.id })
    .from(employeeInvitations)
    .where(
      and(
        sql`lower(${employeeInvitations.email}) = lower(${email})`,
        eq(employeeInvitations.status, 'pending'),
        sql`${employeeInvitations.expiresAt} > now()`,
      ),
    )
  return Boolean(row)
}

/**
 * Invitations newest first: one dealer's (dealerId) or all of them (null); `open` keeps the pending
 * ones, expired or not, which are the ones that can still be resent or revoked.
 */
export async function listInvitationRows(
  db: Executor,
  params: { dealerId: string | null; open: boolean; limit: number },
) {
  const filters: (SQL | undefined)[] = [
    params.dealerId ? eq(employeeInvitations.dealerId, params.dealerId) : undefined,
    params.open ? inArray(employeeInvitations.status, ['pending', 'expired']) : undefined,
  ]
  return db
    .select({
      invitation: employeeInvitations,
      dealer: { id: dealers.id, name: dealers.name, dealerCode: dealers.dealerCode },
      invitedBy: { email: user.email, firstName: profiles.firstName, lastName: profiles.lastName },
    })
    .from(employeeInvitations)
    .leftJoin(dealers, eq(dealers.id, employeeInvitations.dealerId))
    .leftJoin(user, eq(user.id, employeeInvitations.invitedBy))
    .leftJoin(profiles, eq(profiles.id, employeeInvitations.invitedBy))
    .where(and(...filters))
    .orderBy(desc(employeeInvitations.createdAt))
    .limit(params.limit)
}
