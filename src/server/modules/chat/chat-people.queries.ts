import { and, eq, inArray, isNull, sql } from 'drizzle-orm'
import type { Executor } from '#server/db/client'
import { prepared } from '#server/db/prepared'
import { user } from '#server/db/schema/auth'
import { profiles, userRoles } from '#server/db/schema/identity'

/** First and last name, or the e-mail address when the profile has neither. */
export const displayName = sql<string>`coalesce(nullif(btrim(concat_ws(' ', ${profiles.firstName}, ${profiles.lastName})), ''), ${user.email})`

/**
 * Every active user holding one of the roles (spec §6 support-level staff for escalations). A
 * deactivated account keeps its roles but must not be notified or e-mailed any more.
 */
export async function userIdsWithRoles(db: Executor, roles: readonly string[]) {
  const rows = await db
    .selectDistinct({ userId: userRoles.userId })
    .from(userRoles)
    .innerJoin(user, eq(user.id, userRoles.userId))
    .where(
      and(
        inArray(userRoles.role, roles as (typeof userRoles.$inferSelect)['role'][]),
        isNull(user.deactivatedAt),
      ),
    )
  return rows.map((row) => row.userId)
}

export async function findProfile(db: Executor, userId: string) {
  const statement = prepared(db, 'chat_profile', (name) =>
    db
      .select({
        name: displayName,
        email: user.email,
        signature: profiles.signature,
      })
      .from(user)
      .leftJoin(profiles, eq(profiles.id, user.id))
      .where(eq(user.id, sql.placeholder('userId')))
      .prepare(name),
  )
  const [row] = await statement.execute({ userId })
  return row ?? null
}
