import { eq } from 'drizzle-orm'
import { isRole, type Role } from '../../shared/auth/roles.ts'
import type { Executor } from '../db/client.ts'
import { dealerUsers, userRoles } from '../db/schema/identity.ts'

/** Who is calling: put on every request's context by the session middleware. */
export interface Actor {
  userId: string
  email: string
  roles: Role[]
  /** The dealers this user belongs to; dealer staff only ever see rows of these dealers. */
  dealerIds: string[]
  sessionId: string
}

export async function loadActorScope(
  db: Executor,
  userId: string,
): Promise<Pick<Actor, 'roles' | 'dealerIds'>> {
  const [roleRows, dealerRows] = await Promise.all([
    db.select({ role: userRoles.role }).from(userRoles).where(eq(userRoles.userId, userId)),
    db.select({ dealerId: dealerUsers.dealerId }).from(dealerUsers).where(eq(dealerUsers.userId, userId)),
  ])
  return {
    roles: roleRows.map((row) => row.role).filter(isRole),
    dealerIds: dealerRows.map((row) => row.dealerId),
  }
}
