import { randomUUID } from 'node:crypto'
import { hashPassword } from 'better-auth/crypto'
import { and, eq, inArray, isNotNull } from 'drizzle-orm'
import type { AuthedContext } from '#server/app-env'
import { account, user } from '#server/db/schema/auth'
import { dealers } from '#server/db/schema/dealers'
import { profiles } from '#server/db/schema/identity'
import { AppError } from '#server/lib/app-error'
import { isVersion, nextVersion, StaleVersion, withStaleEditCheck } from '#server/lib/stale-edit'
import { hasPermission, PERMISSION_ROLES, type Permission } from '#shared/auth/permissions'
import type { CurrentUser, SetPasswordInput, UpdateProfileInput } from '#shared/schemas/profile'

/** Spec §3: a profile is complete when first and last name are both present. */
export function isProfileComplete(profile: { firstName: string | null; lastName: string | null }): boolean {
  return Boolean(profile.firstName?.trim() && profile.lastName?.trim())
}

/** Everything the web app needs about the signed-in user (CurrentUser, shared/schemas/profile.ts). */
export async function getCurrentUser(
  ctx: Pick<AuthedContext, 'db' | 'actor' | 'twoFactorPolicy'>,
): Promise<CurrentUser> {
  const { db, actor } = ctx
  const [row] = await db
    .select({ user, profile: profiles })
    .from(user)
    .leftJoin(profiles, eq(profiles.id, user.id))
    .where(eq(user.id, actor.userId))
  if (!row) throw new AppError('UNAUTHENTICATED', 'Your account no longer exists.')

  // Spec §2.5's password notice is about accounts that cannot sign in with a password.
  const [credential] = await db
    .select({ id: account.id })
    .from(account)
    .where(
      and(
        eq(account.userId, actor.userId),
        eq(account.providerId, 'credential'),
        isNotNull(account.password),
      ),
    )

  const dealerRows =
    actor.dealerIds.length > 0
      ? await db
          .select({ id: dealers.id, name: dealers.name, dealerCode: dealers.dealerCode })
          .from(dealers)
          .where(inArray(dealers.id, actor.dealerIds))
      : []

  const profile = row.profile
  const twoFactorRequired = await ctx.twoFactorPolicy.isRequired(actor.roles)
  return {
    user: {
      id: row.user.id,
      email: row.user.email,
      emailVerified: row.user.emailVerified,
      hasPassword: Boolean(credential),
      createdAt: row.user.createdAt.toISOString(),
    },
    // Issue 32: `required` with `enabled` false sends the web app to the profile's setup.
    twoFactor: { enabled: row.user.twoFactorEnabled, required: twoFactorRequired },
    profile: {
      firstName: profile?.firstName ?? null,
      lastName: profile?.lastName ?? null,
      department: profile?.department ?? null,
      signature: profile?.signature ?? null,
      avatarUrl: profile?.avatarUrl ?? null,
      phone: profile?.phone ?? null,
      location: profile?.location ?? null,
      lastLogin: profile?.lastLogin?.toISOString() ?? null,
      previousLogin: profile?.previousLogin?.toISOString() ?? null,
      /** The version a profile edit starts from (issue 32); sign-ins do not move it. */
      updatedAt: profile?.updatedAt.toISOString() ?? null,
      signupMethod: profile?.signupMethod ?? 'email',
      profileCompleted: profile ? isProfileComplete(profile) : false,
    },
    roles: actor.roles,
    dealers: dealerRows,
    permissions: (Object.keys(PERMISSION_ROLES) as Permission[]).filter((permission) =>
      hasPermission(actor.roles, permission),
    ),
  }
}

/**
 * Spec §2.8 and §2.6: the signed-in user edits their own profile (the actor's id is the only scope,
 * so nobody can write another person's row). better-auth's display name follows the names, so
 * its e-mails greet the person by the name they chose. Answers like GET /api/me.
 *
 * Issue 32 (decision 029): from the profile version the form started from. The same person in two
 * tabs is the case: the second tab's stale save gets 409 STALE_EDIT with the profile as it is now.
 */
export async function updateProfile(ctx: AuthedContext, input: UpdateProfileInput) {
  const { db, actor } = ctx
  const { expectedUpdatedAt } = input
  const changes = {
    firstName: input.firstName,
    lastName: input.lastName,
    // undefined leaves a column as it is; null clears it.
    phone: input.phone,
    location: input.location,
    department: input.department,
    signature: input.signature,
  }
  await withStaleEditCheck(
    () =>
      db.transaction(async (tx) => {
        // The conditional UPDATE decides (and locks the row); no row back is stale or no profile yet.
        const [written] = expectedUpdatedAt
          ? await tx
              .update(profiles)
              .set({ ...changes, updatedAt: nextVersion(profiles.updatedAt) })
              .where(and(eq(profiles.id, actor.userId), isVersion(profiles.updatedAt, expectedUpdatedAt)))
              .returning({ id: profiles.id })
          : []
        const [updated] = await tx
          .update(user)
          .set({ name: `${input.firstName} ${input.lastName}` })
          .where(eq(user.id, actor.userId))
          .returning({ email: user.email })
        if (!updated) throw new AppError('UNAUTHENTICATED', 'Your account no longer exists.')
        if (written) return
        // Every account gets its profile row when it is created; the insert covers one made before
        // that, and a row that exists (another version, or made meanwhile) is a stale save.
        const inserted = await tx
          .insert(profiles)
          .values({ id: actor.userId, email: updated.email, ...changes })
          .onConflictDoNothing({ target: profiles.id })
          .returning({ id: profiles.id })
        if (inserted.length === 0) throw new StaleVersion()
      }),
    async () => {
      const current = await getCurrentUser(ctx)
      if (!current.profile.updatedAt) return null
      // Only the person themselves edits their profile: the other save was theirs, in another tab.
      const name = [current.profile.firstName, current.profile.lastName].filter(Boolean).join(' ')
      return { current, changedBy: { name: name || null }, changedAt: current.profile.updatedAt }
    },
    'Profile not found',
  )
  return getCurrentUser(ctx)
}

/**
 * A first password for an account that has none (spec §2.5's 'Set Password' leads to the profile).
 * better-auth's own set-password exists only as a server call; this is the same rule: refused when
 * a password already exists, which must be changed with the current one instead.
 */
export async function setFirstPassword(ctx: AuthedContext, input: SetPasswordInput) {
  const { db, actor } = ctx
  const passwordHash = await hashPassword(input.newPassword)
  await db.transaction(async (tx) => {
    // Two submissions at once must not both create a credential account.
    await tx.select({ id: user.id }).from(user).where(eq(user.id, actor.userId)).for('update')
    const [credential] = await tx
      .select({ id: account.id, password: account.password })
      .from(account)
      .where(and(eq(account.userId, actor.userId), eq(account.providerId, 'credential')))
    if (credential?.password) {
      throw new AppError('CONFLICT', 'A password is already set. Change it with your current password.')
    }
    if (credential) {
      await tx.update(account).set({ password: passwordHash }).where(eq(account.id, credential.id))
    } else {
      await tx.insert(account).values({
        id: randomUUID(),
        accountId: actor.userId,
        providerId: 'credential',
        userId: actor.userId,
        password: passwordHash,
      })
    }
  })
  return getCurrentUser(ctx)
}
