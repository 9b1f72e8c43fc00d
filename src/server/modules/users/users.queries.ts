import { and, asc, count, desc, eq, ilike, inArray, isNotNull, isNull, not, or, sql } from 'drizzle-orm'
import type { Executor } from '#server/db/client'
import { auditLog } from '#server/db/schema/audit'
import { session, user } from '#server/db/schema/auth'
import { dealers } from '#server/db/schema/dealers'
import { dealerUsers, profiles, userRoles } from '#server/db/schema/identity'
import type { Role } from '#shared/auth/roles'
import type { ListUsersQuery } from '#shared/schemas/users'

// Correlated subqueries spelled with qualified names: Drizzle leaves columns unqualified in a
// single-table select, which would make "id" ambiguous inside them.
const rolesOf = sql<Role[]>`coalesce((
  select array_agg(ur.role order by ur.role) from user_roles ur where ur.user_id = "user"."id"
), '{}')`

const dealersOf = sql<{ id: string; name: string; dealerCode: string }[]>`coalesce((
  select json_agg(json_build_object('id', d.id, 'name', d.name, 'dealerCode', d.dealer_code) order by d.name)
  from dealer_users du join dealers d on d.id = du.dealer_id
  where du.user_id = "user"."id"
), '[]'::json)`

function hasRole(role: Role) {
  return sql`exists (select 1 from user_roles ur where ur.user_id = "user"."id" and ur.role = ${role})`
}
const hasAnyRole = sql`exists (select 1 from user_roles ur where ur.user_id = "user"."id")`

function listFilter(query: Pick<ListUsersQuery, 'search' | 'role' | 'status'>) {
  const pattern = query.search ? `%${query.search.replace(/[\\%_]/g, '\\$&')}%` : undefined
  return and(
    pattern
      ? or(
          ilike(user.email, pattern),
          ilike(user.name, pattern),
          ilike(
            sql`coalesce(${profiles.firstName}, '') || ' ' || coalesce(${profiles.lastName}, '')`,
            pattern,
          ),
        )
      : undefined,
    query.role === 'none' ? not(hasAnyRole) : query.role ? hasRole(query.role) : undefined,
    query.status === 'deactivated'
      ? isNotNull(user.deactivatedAt)
      : query.status === 'active'
        ? isNull(user.deactivatedAt)
        : undefined,
  )
}

/** One page of users, newest first, with roles, dealers and last login, and the total that match. */
export async function listUsers(db: Executor, query: ListUsersQuery) {
  const where = listFilter(query)
  const [rows, [{ total }]] = await Promise.all([
    db
      .select({
        id: user.id,
        email: user.email,
        firstName: profiles.firstName,
        lastName: profiles.lastName,
        lastLogin: profiles.lastLogin,
        deactivatedAt: user.deactivatedAt,
        twoFactorEnabled: user.twoFactorEnabled,
        createdAt: user.createdAt,
        roles: rolesOf,
        dealers: dealersOf,
      })
      .from(user)
      .leftJoin(profiles, eq(profiles.id, user.id))
      .where(where)
      .orderBy(desc(user.createdAt), asc(user.id))
      .limit(query.limit)
      .offset(query.offset),
    db.select({ total: count() }).from(user).leftJoin(profiles, eq(profiles.id, user.id)).where(where),
  ])
  return { rows, total }
}

export async function findUserWithAccess(db: Executor, id: string) {
  const [row] = await db
    .select({
      id: user.id,
      email: user.email,
      deactivatedAt: user.deactivatedAt,
      roles: rolesOf,
    })
    .from(user)
    .where(eq(user.id, id))
  if (!row) return undefined
  const links = await db
    .select({ dealerId: dealerUsers.dealerId })
    .from(dealerUsers)
    .where(eq(dealerUsers.userId, id))
  return { ...row, dealerIds: links.map((link) => link.dealerId) }
}

export async function insertUserRole(db: Executor, userId: string, role: Role) {
  await db.insert(userRoles).values({ userId, role })
}

export async function deleteUserRole(db: Executor, userId: string, role: Role) {
  await db.delete(userRoles).where(and(eq(userRoles.userId, userId), eq(userRoles.role, role)))
}

export async function linkUserToDealer(db: Executor, userId: string, dealerId: string) {
  await db.insert(dealerUsers).values({ userId, dealerId }).onConflictDoNothing()
}

export async function dealerExists(db: Executor, id: string) {
  const [row] = await db.select({ id: dealers.id }).from(dealers).where(eq(dealers.id, id))
  return Boolean(row)
}

export async function setDeactivatedAt(db: Executor, userId: string, at: Date | null) {
  await db.update(user).set({ deactivatedAt: at }).where(eq(user.id, userId))
}

/** Ends every session of the user at once: the next request with any of their cookies is signed out. */
export async function deleteSessionsOf(db: Executor, userId: string) {
  await db.delete(session).where(eq(session.userId, userId))
}

const actorColumns = {
  actorId: auditLog.actorId,
  actorEmail: user.email,
  actorFirstName: profiles.firstName,
  actorLastName: profiles.lastName,
}

/** The audit entries about one user, newest first. */
export async function listUserAudit(db: Executor, userId: string, limit: number) {
  return db
    .select({
      id: auditLog.id,
      action: auditLog.action,
      details: auditLog.details,
      createdAt: auditLog.createdAt,
      ...actorColumns,
    })
    .from(auditLog)
    .leftJoin(user, eq(user.id, auditLog.actorId))
    .leftJoin(profiles, eq(profiles.id, auditLog.actorId))
    .where(and(eq(auditLog.entityType, 'user'), eq(auditLog.entityId, userId)))
    .orderBy(desc(auditLog.createdAt))
    .limit(limit)
}

/** The newest audit entry for each of these users (shown on their row in the list). */
export async function latestAuditPerUser(db: Executor, userIds: string[]) {
  if (userIds.length === 0) return []
  return db
    .selectDistinctOn([auditLog.entityId], {
      userId: auditLog.entityId,
      action: auditLog.action,
      details: auditLog.details,
      createdAt: auditLog.createdAt,
      ...actorColumns,
    })
    .from(auditLog)
    .leftJoin(user, eq(user.id, auditLog.actorId))
    .leftJoin(profiles, eq(profiles.id, auditLog.actorId))
    .where(and(eq(auditLog.entityType, 'user'), inArray(auditLog.entityId, userIds)))
    .orderBy(auditLog.entityId, desc(auditLog.createdAt))
}
