import { eq, inArray, sql } from 'drizzle-orm'
import type { Executor } from '#server/db/client'
import { user } from '#server/db/schema/auth'
import { dealerUsers, profiles, userRoles } from '#server/db/schema/identity'
import { ONBOARDING_MANAGER_ROLES } from '#shared/constants/onboarding'

/** First and last name from the profile; null when it has neither. */
export const displayName = sql<
  string | null
>`nullif(btrim(concat_ws(' ', "profiles"."first_name", "profiles"."last_name")), '')`

/** The reviewers: every user with an admin-level role (issue 7), with a name for the greeting. */
export async function listReviewers(db: Executor) {
  return db
    .selectDistinct({ id: user.id, email: user.email, name: sql<string | null>`${displayName}` })
    .from(userRoles)
    .innerJoin(user, eq(user.id, userRoles.userId))
    .leftJoin(profiles, eq(profiles.id, user.id))
    .where(inArray(userRoles.role, [...ONBOARDING_MANAGER_ROLES]))
}

export async function findUserContact(db: Executor, userId: string) {
  const [row] = await db
    .select({ id: user.id, email: user.email, name: sql<string | null>`${displayName}` })
    .from(user)
    .leftJoin(profiles, eq(profiles.id, user.id))
    .where(eq(user.id, userId))
  return row
}

export async function listDealerMembers(db: Executor, dealerId: string) {
  return db
    .select({ id: user.id, email: user.email })
    .from(dealerUsers)
    .innerJoin(user, eq(user.id, dealerUsers.userId))
    .where(eq(dealerUsers.dealerId, dealerId))
}
