import { randomUUID } from 'node:crypto'
import { hashPassword } from 'better-auth/crypto'
import { and, eq } from 'drizzle-orm'
import type { Executor } from '#server/db/client'
import { account, session, user } from '#server/db/schema/auth'
import { dealerUsers, profiles, userRoles } from '#server/db/schema/identity'
import type { Role } from '#shared/auth/roles'

export interface NewCredentialUser {
  email: string
  password?: string
  /** A pre-computed better-auth password hash (seed and factories hash a shared password once). */
  passwordHash?: string
  firstName?: string | null
  lastName?: string | null
  department?: string | null
  roles: readonly Role[]
  dealerIds?: readonly string[]
  emailVerified?: boolean
  signupMethod: 'email' | 'invitation' | 'seed'
}

/**
 * The rows of one credential user: better-auth's user and credential account, our profile, roles
 * and dealer links. Pure, so the large seed can insert thousands of users in multi-row batches
 * with exactly the shapes a sign-up writes.
 */
export function credentialUserRows(
  input: NewCredentialUser & { id: string; accountId?: string; passwordHash: string; createdAt?: Date },
) {
  const { id, createdAt } = input
  const email = input.email.trim().toLowerCase()
  const name = [input.firstName, input.lastName].filter(Boolean).join(' ') || email
  const stamps = createdAt ? { createdAt, updatedAt: createdAt } : {}
  return {
    user: { id, email, name, emailVerified: input.emailVerified ?? false, ...stamps },
    account: {
      id: input.accountId ?? randomUUID(),
      accountId: id,
      providerId: 'credential',
      userId: id,
      password: input.passwordHash,
      ...stamps,
    },
    profile: {
      id,
      email,
      firstName: input.firstName ?? null,
      lastName: input.lastName ?? null,
      department: input.department ?? null,
      signupMethod: input.signupMethod,
      ...stamps,
    },
    roles: input.roles.map((role) => ({ userId: id, role, ...stamps })),
    dealerLinks: (input.dealerIds ?? []).map((dealerId) => ({ userId: id, dealerId, ...stamps })),
  } satisfies {
    user: typeof user.$inferInsert
    account: typeof account.$inferInsert
    profile: typeof profiles.$inferInsert
    roles: (typeof userRoles.$inferInsert)[]
    dealerLinks: (typeof dealerUsers.$inferInsert)[]
  }
}

/**
 * Creates a user that signs in with e-mail and password: better-auth's user and credential
 * account, our profile, roles and dealer links. Pass a transaction so it is all or nothing.
 */
export async function createCredentialUser(tx: Executor, input: NewCredentialUser): Promise<{ id: string }> {
  const id = randomUUID()
  const passwordHash = input.passwordHash ?? (await hashPassword(input.password ?? ''))
  const rows = credentialUserRows({ ...input, id, passwordHash })

  await tx.insert(user).values(rows.user)
  await tx.insert(account).values(rows.account)
  await tx.insert(profiles).values(rows.profile)
  if (rows.roles.length > 0) await tx.insert(userRoles).values(rows.roles)
  if (rows.dealerLinks.length > 0) await tx.insert(dealerUsers).values(rows.dealerLinks)
  return { id }
}

/**
 * Issue 32: an invitation to an address held by an unconfirmed self sign-up wins. Whoever signed up
 * never proved the address; the invitee, who received the invitation there, has. The account becomes
 * the invitee's: the password given at acceptance replaces the sign-up's, the address counts as
 * confirmed, the names are the invitation's, the roles and dealer links are added, and any session
 * the sign-up might hold ends. Pass the transaction that accepts the invitation.
 */
export async function claimUnconfirmedUser(
  tx: Executor,
  userId: string,
  input: Omit<NewCredentialUser, 'email' | 'passwordHash' | 'department'> & { password: string },
): Promise<void> {
  const passwordHash = await hashPassword(input.password)
  const name = [input.firstName, input.lastName].filter(Boolean).join(' ')
  await tx
    .update(user)
    .set({ emailVerified: true, ...(name ? { name } : {}), updatedAt: new Date() })
    .where(eq(user.id, userId))
  const updated = await tx
    .update(account)
    .set({ password: passwordHash, updatedAt: new Date() })
    .where(and(eq(account.userId, userId), eq(account.providerId, 'credential')))
    .returning({ id: account.id })
  if (updated.length === 0) {
    await tx.insert(account).values({
      id: randomUUID(),
      accountId: userId,
      providerId: 'credential',
      userId,
      password: passwordHash,
    })
  }
  await tx.delete(session).where(eq(session.userId, userId))
  await tx
    .update(profiles)
    .set({
      firstName: input.firstName ?? null,
      lastName: input.lastName ?? null,
      signupMethod: input.signupMethod,
    })
    .where(eq(profiles.id, userId))
  if (input.roles.length > 0) {
    await tx
      .insert(userRoles)
      .values(input.roles.map((role) => ({ userId, role })))
      .onConflictDoNothing()
  }
  if (input.dealerIds && input.dealerIds.length > 0) {
    await tx
      .insert(dealerUsers)
      .values(input.dealerIds.map((dealerId) => ({ userId, dealerId })))
      .onConflictDoNothing()
  }
}
