import { and, asc, count, desc, eq, gte, isNotNull, lt, type SQL } from 'drizzle-orm'
import type { Executor } from '#server/db/client'
import { auditLog } from '#server/db/schema/audit'
import { user } from '#server/db/schema/auth'
import { dealers } from '#server/db/schema/dealers'
import { profiles } from '#server/db/schema/identity'
import type { AuditFilter } from '#shared/schemas/audit-log'

const DAY_MS = 24 * 60 * 60_000

/** The filters as SQL: the date range covers whole UTC days, `to` included. */
function whereOf(filter: AuditFilter): SQL | undefined {
  const conditions: SQL[] = []
  if (filter.actorId) conditions.push(eq(auditLog.actorId, filter.actorId))
  if (filter.action) conditions.push(eq(auditLog.action, filter.action))
  if (filter.entityType) conditions.push(eq(auditLog.entityType, filter.entityType))
  if (filter.from) conditions.push(gte(auditLog.createdAt, new Date(`${filter.from}T00:00:00Z`)))
  if (filter.to)
    conditions.push(lt(auditLog.createdAt, new Date(Date.parse(`${filter.to}T00:00:00Z`) + DAY_MS)))
  return conditions.length > 0 ? and(...conditions) : undefined
}

const entryColumns = {
  id: auditLog.id,
  action: auditLog.action,
  entityType: auditLog.entityType,
  entityId: auditLog.entityId,
  dealerId: auditLog.dealerId,
  dealerName: dealers.name,
  details: auditLog.details,
  createdAt: auditLog.createdAt,
  actorId: auditLog.actorId,
  actorEmail: user.email,
  actorFirstName: profiles.firstName,
  actorLastName: profiles.lastName,
}

/** Audit entries matching the filters, newest first. */
export async function listAuditEntries(
  db: Executor,
  filter: AuditFilter,
  page: { offset: number; limit: number },
) {
  return db
    .select(entryColumns)
    .from(auditLog)
    .leftJoin(user, eq(user.id, auditLog.actorId))
    .leftJoin(profiles, eq(profiles.id, auditLog.actorId))
    .leftJoin(dealers, eq(dealers.id, auditLog.dealerId))
    .where(whereOf(filter))
    .orderBy(desc(auditLog.createdAt), desc(auditLog.id))
    .offset(page.offset)
    .limit(page.limit)
}

export async function countAuditEntries(db: Executor, filter: AuditFilter): Promise<number> {
  const [row] = await db.select({ value: count() }).from(auditLog).where(whereOf(filter))
  return row?.value ?? 0
}

export async function listAuditActions(db: Executor): Promise<string[]> {
  const rows = await db
    .selectDistinct({ action: auditLog.action })
    .from(auditLog)
    .orderBy(asc(auditLog.action))
  return rows.map((row) => row.action)
}

export async function listAuditEntityTypes(db: Executor): Promise<string[]> {
  const rows = await db
    .selectDistinct({ entityType: auditLog.entityType })
    .from(auditLog)
    .orderBy(asc(auditLog.entityType))
  return rows.map((row) => row.entityType)
}

/** Everyone who appears as an actor in the log (the actor filter's options). */
export async function listAuditActors(db: Executor) {
  return db
    .selectDistinct({
      id: user.id,
      email: user.email,
      firstName: profiles.firstName,
      lastName: profiles.lastName,
    })
    .from(auditLog)
    .innerJoin(user, eq(user.id, auditLog.actorId))
    .leftJoin(profiles, eq(profiles.id, auditLog.actorId))
    .where(isNotNull(auditLog.actorId))
    .orderBy(asc(user.email))
}
