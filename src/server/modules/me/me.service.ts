import { and, eq, inArray, isNotNull } from 'drizzle-orm'
import { hasPermission, PERMISSION_ROLES, type Permission } from '../../../shared/auth/permissions.ts'
import type { AuthedContext } from '../../app-env.ts'
import { account, user } from '../../db/schema/auth.ts'
import { dealers } from '../../db/schema/dealers.ts'
import { profiles } from '../../db/schema/identity.ts'
import { AppError } from '../../lib/app-error.ts'

/** Spec §3: a profile is complete when first and last name are both present. */
export function isProfileComplete(profile: { firstName: string | null; lastName: string | null }): boolean {
  return Boolean(profile.firstName?.trim() && profile.lastName?.trim())
}

/** Everything the web app needs about the signed-in user: identity, profile, roles, dealers, permissions. */
export type CurrentUser = Awaited<ReturnType<typeof getCurrentUser>>

export async function getCurrentUser(ctx: AuthedContext) {
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
  return {
    user: {
      id: row.user.id,
      email: row.user.email,
      emailVerified: row.user.emailVerified,
      hasPassword: Boolean(credential),
      createdAt: row.user.createdAt.toISOString(),
    },
    profile: {
      firstName: profile?.firstName ?? null,
      lastName: profile?.lastName ?? null,
      department: profile?.department ?? null,
      signature: profile?.signature ?? null,
      avatarUrl: profile?.avatarUrl ?? null,
      phone: profile?.phone ?? null,
      location: profile?.location ?? null,
      lastLogin: profile?.lastLogin?.toISOString() ?? null,
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
