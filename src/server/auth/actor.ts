import { sql } from 'drizzle-orm'
import type { Executor } from '#server/db/client'
import { dealerUsers, userRoles } from '#server/db/schema/identity'
import { isRole, type Role } from '#shared/auth/roles'

/** Who is calling: put on every request's context by the session middleware. */
export interface Actor {
  userId: string
  email: string
  roles: Role[]
  /** The dealers this user belongs to; dealer staff only ever see rows of these dealers. */
  dealerIds: string[]
  sessionId: string
  /** Issue 32: whether the account signs in with a second factor (checked against the two-factor policy). */
  twoFactorEnabled: boolean
}

/**
 * One round trip for both lists: this runs on every authenticated request, after the session
 * lookup, so a second query (even in parallel) costs a pool connection per request (issue 12,
 * bench/read-api.ts).
 */
export async function loadActorScope(
  db: Executor,
  userId: string,
): Promise<Pick<Actor, 'roles' | 'dealerIds'>> {
  const result = (await db.execute(sql`
    select
      array(select ${userRoles.role} from ${userRoles} where ${userRoles.userId} = ${userId}) as roles,
      array(select ${dealerUsers.dealerId}::text from ${dealerUsers} where ${dealerUsers.userId} = ${userId}) as dealer_ids`)) as unknown as {
    rows: { roles: string[]; dealer_ids: string[] }[]
  }
  const [row] = result.rows
  return {
    roles: (row?.roles ?? []).filter(isRole),
    dealerIds: row?.dealer_ids ?? [],
  }
}
