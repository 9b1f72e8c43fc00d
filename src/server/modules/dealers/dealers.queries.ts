import { and, asc, count, desc, eq, ilike, inArray, isNotNull, ne, or, type SQL, sql } from 'drizzle-orm'
import type { DealerSortField, DealerValues, UpdateDealerInput } from '../../../shared/schemas/dealers.ts'
import type { Executor } from '../../db/client.ts'
import { prepared } from '../../db/prepared.ts'
import { scalar } from '../../db/scalar.ts'
import { auditLog } from '../../db/schema/audit.ts'
import { user } from '../../db/schema/auth.ts'
import { chatSessions } from '../../db/schema/chat.ts'
import { dealerEquipment, dealers } from '../../db/schema/dealers.ts'
import { dealerUsers, profiles, userRoles } from '../../db/schema/identity.ts'
import {
  dealerOnboarding,
  dealerStepProgress,
  onboardingPrograms,
  onboardingSteps,
} from '../../db/schema/onboarding.ts'

/** 'all' for staff who may read every dealer, otherwise the caller's own dealer ids. */
export type DealerScope = 'all' | readonly string[]

function scopeFilter(scope: DealerScope): SQL | undefined {
  if (scope === 'all') return undefined
  // An empty list must match nothing, not everything.
  return scope.length > 0 ? inArray(dealers.id, [...scope]) : sql`false`
}

const SORT_COLUMNS = {
  name: dealers.name,
  dealerCode: dealers.dealerCode,
  city: dealers.city,
  country: dealers.country,
  status: dealers.status,
  createdAt: dealers.createdAt,
} as const satisfies Record<DealerSortField, unknown>

export interface DealerListParams {
  scope: DealerScope
  search?: string
  status?: 'active' | 'onboarding' | 'inactive'
  type?: string
  country?: string
  sort: DealerSortField
  order: 'asc' | 'desc'
  limit: number
  offset: number
}

function listFilter(params: Omit<DealerListParams, 'sort' | 'order' | 'limit' | 'offset'>) {
  const pattern = params.search ? `%${params.search.replace(/[\\%_]/g, '\\$&')}%` : undefined
  return and(
    scopeFilter(params.scope),
    params.status ? eq(dealers.status, params.status) : undefined,
    params.type ? sql`lower(${dealers.dealerType}) = lower(${params.type})` : undefined,
    params.country ? sql`lower(${dealers.country}) = lower(${params.country})` : undefined,
    pattern
      ? or(
          ilike(dealers.name, pattern),
          ilike(dealers.dealerCode, pattern),
          ilike(dealers.city, pattern),
          ilike(dealers.country, pattern),
        )
      : undefined,
  )
}

/** One page of dealers and the number of dealers that match in all. */
export async function listDealers(db: Executor, params: DealerListParams) {
  const where = listFilter(params)
  const direction = params.order === 'asc' ? asc : desc
  const [rows, [{ total }]] = await Promise.all([
    db
      .select()
      .from(dealers)
      .where(where)
      // The id breaks ties so pages never overlap or skip a row.
      .orderBy(direction(SORT_COLUMNS[params.sort]), asc(dealers.name), asc(dealers.id))
      .limit(params.limit)
      .offset(params.offset),
    db.select({ total: count() }).from(dealers).where(where),
  ])
  return { rows, total }
}

/** The values the type and country filters offer: those present among the dealers in scope. */
export async function listDealerFilterOptions(db: Executor, scope: DealerScope) {
  const [types, countries] = await Promise.all([
    db
      .selectDistinct({ value: dealers.dealerType })
      .from(dealers)
      .where(and(scopeFilter(scope), isNotNull(dealers.dealerType)))
      .orderBy(dealers.dealerType),
    db
      .selectDistinct({ value: dealers.country })
      .from(dealers)
      .where(and(scopeFilter(scope), isNotNull(dealers.country)))
      .orderBy(dealers.country),
  ])
  const values = (rows: { value: string | null }[]) => rows.flatMap((row) => (row.value ? [row.value] : []))
  return { types: values(types), countries: values(countries) }
}

export async function findDealer(db: Executor, params: { scope: DealerScope; id: string }) {
  const [row] = await db
    .select()
    .from(dealers)
    .where(and(scopeFilter(params.scope), eq(dealers.id, params.id)))
  return row
}

/** Dealer codes are unique regardless of case (the index is on lower(dealer_code)). */
export async function dealerCodeTaken(db: Executor, dealerCode: string, exceptId?: string) {
  const [row] = await db
    .select({ id: dealers.id })
    .from(dealers)
    .where(
      and(
        sql`lower(${dealers.dealerCode}) = lower(${dealerCode})`,
        exceptId ? ne(dealers.id, exceptId) : undefined,
      ),
    )
  return Boolean(row)
}

export async function insertDealer(db: Executor, values: DealerValues) {
  const [row] = await db.insert(dealers).values(values).returning()
  return row
}

export async function updateDealer(db: Executor, id: string, values: UpdateDealerInput) {
  const [row] = await db.update(dealers).set(values).where(eq(dealers.id, id)).returning()
  return row
}

/** The lists of the dealer page as the database hands them over in JSON: timestamps as their text. */
interface OnboardingJson {
  id: string
  programId: string
  programName: string
  startedAt: string
  completedAt: string | null
  totalSteps: number
  approvedSteps: number
}
interface EquipmentJson {
  id: string
  model: string
  serialNumber: string
  equipmentType: string
  status: (typeof dealerEquipment.$inferSelect)['status']
  deliveryDate: string | null
  createdAt: string
}

function prepareDealerDetail(db: Executor, scoped: boolean, name: string) {
  const counts = scalar<{ conversations: number; escalations: number }>(sql`
    select json_build_object(
      'conversations', count(*)::int,
      'escalations', (count(*) filter (where ${chatSessions.status} = 'escalated'))::int
    )
    from ${chatSessions}
    inner join ${dealerUsers} on ${dealerUsers.userId} = ${chatSessions.userId}
    where ${dealerUsers.dealerId} = ${dealers.id}
  `)
  const onboarding = scalar<OnboardingJson[]>(sql`
    select coalesce(json_agg(json_build_object(
      'id', ${dealerOnboarding.id},
      'programId', ${onboardingPrograms.id},
      'programName', ${onboardingPrograms.name},
      'startedAt', ${dealerOnboarding.startedAt}::text,
      'completedAt', ${dealerOnboarding.completedAt}::text,
      'totalSteps', (
        select count(*) from ${onboardingSteps}
        where ${onboardingSteps.programId} = ${dealerOnboarding.programId}
      )::int,
      'approvedSteps', (
        select count(*) from ${dealerStepProgress}
        where ${dealerStepProgress.dealerOnboardingId} = ${dealerOnboarding.id}
          and ${dealerStepProgress.status} = 'approved'
      )::int
    ) order by ${dealerOnboarding.startedAt} desc), '[]'::json)
    from ${dealerOnboarding}
    inner join ${onboardingPrograms} on ${onboardingPrograms.id} = ${dealerOnboarding.programId}
    where ${dealerOnboarding.dealerId} = ${dealers.id}
  `)
  const equipment = scalar<EquipmentJson[]>(sql`
    select coalesce(json_agg(json_build_object(
      'id', ${dealerEquipment.id},
      'model', ${dealerEquipment.model},
      'serialNumber', ${dealerEquipment.serialNumber},
      'equipmentType', ${dealerEquipment.equipmentType},
      'status', ${dealerEquipment.status},
      'deliveryDate', ${dealerEquipment.deliveryDate}::text,
      'createdAt', ${dealerEquipment.createdAt}::text
    ) order by ${dealerEquipment.createdAt} desc, ${dealerEquipment.serialNumber} asc), '[]'::json)
    from ${dealerEquipment}
    where ${dealerEquipment.dealerId} = ${dealers.id}
  `)
  return db
    .select({ dealer: dealers, counts, onboarding, equipment })
    .from(dealers)
    .where(
      and(
        // An empty list matches nothing, as scopeFilter's.
        scoped ? sql`${dealers.id} = any(${sql.placeholder('dealerIds')}::uuid[])` : undefined,
        eq(dealers.id, sql.placeholder('id')),
      ),
    )
    .prepare(name)
}

/**
 * Spec §2.1 dealer page in one round trip (issue 12): the dealer within the caller's scope, the
 * conversations and escalations started by its people, its onboarding programs with progress =
 * approved steps / all steps (spec §4), and its equipment newest first. Undefined when the dealer
 * is unknown or out of scope. The lists come as JSON with timestamps and dates cast to text: the
 * text the driver hands drizzle for a plain select, decoded as drizzle's columns decode it
 * (timestamptz: new Date(text); date in string mode: the text), so the values are the same.
 *
 * A named prepared statement (one per scope shape and database handle): the SQL is built once and
 * PostgreSQL parses it once per connection, which is most of this read's cost.
 */
export async function findDealerDetail(db: Executor, params: { scope: DealerScope; id: string }) {
  const scoped = params.scope !== 'all'
  const statement = prepared(db, scoped ? 'dealer_detail_scoped' : 'dealer_detail_all', (name) =>
    prepareDealerDetail(db, scoped, name),
  )
  const [row] = await statement.execute({ id: params.id, dealerIds: scoped ? [...params.scope] : [] })
  if (!row) return undefined
  return {
    dealer: row.dealer,
    counts: { conversations: row.counts.conversations, escalations: row.counts.escalations },
    onboarding: row.onboarding.map((item) => ({
      id: item.id,
      programId: item.programId,
      programName: item.programName,
      startedAt: new Date(item.startedAt),
      completedAt: item.completedAt === null ? null : new Date(item.completedAt),
      totalSteps: item.totalSteps,
      approvedSteps: item.approvedSteps,
    })),
    equipment: row.equipment.map((item) => ({
      id: item.id,
      model: item.model,
      serialNumber: item.serialNumber,
      equipmentType: item.equipmentType,
      status: item.status,
      deliveryDate: item.deliveryDate,
      createdAt: new Date(item.createdAt),
    })),
  }
}

/** The dealer's onboarding programs with progress = approved steps / all steps (spec §4). */
export async function listDealerOnboarding(db: Executor, dealerId: string) {
  const totalSteps = db
    .select({ programId: onboardingSteps.programId, total: count().as('total') })
    .from(onboardingSteps)
    .groupBy(onboardingSteps.programId)
    .as('total_steps')
  const approvedSteps = db
    .select({
      onboardingId: dealerStepProgress.dealerOnboardingId,
      approved: count().as('approved'),
    })
    .from(dealerStepProgress)
    .where(eq(dealerStepProgress.status, 'approved'))
    .groupBy(dealerStepProgress.dealerOnboardingId)
    .as('approved_steps')
  return db
    .select({
      id: dealerOnboarding.id,
      programId: onboardingPrograms.id,
      programName: onboardingPrograms.name,
      startedAt: dealerOnboarding.startedAt,
      completedAt: dealerOnboarding.completedAt,
      totalSteps: sql<number>`coalesce(${totalSteps.total}, 0)`.mapWith(Number),
      approvedSteps: sql<number>`coalesce(${approvedSteps.approved}, 0)`.mapWith(Number),
    })
    .from(dealerOnboarding)
    .innerJoin(onboardingPrograms, eq(onboardingPrograms.id, dealerOnboarding.programId))
    .leftJoin(totalSteps, eq(totalSteps.programId, dealerOnboarding.programId))
    .leftJoin(approvedSteps, eq(approvedSteps.onboardingId, dealerOnboarding.id))
    .where(eq(dealerOnboarding.dealerId, dealerId))
    .orderBy(desc(dealerOnboarding.startedAt))
}

/** The users linked to the dealer, with their roles, last login and whether they are deactivated. */
export async function listDealerEmployees(db: Executor, dealerId: string) {
  return db
    .select({
      id: user.id,
      email: user.email,
      firstName: profiles.firstName,
      lastName: profiles.lastName,
      lastLogin: profiles.lastLogin,
      deactivatedAt: user.deactivatedAt,
      roles: sql<
        string[]
      >`coalesce(array_agg(${userRoles.role} order by ${userRoles.role}) filter (where ${userRoles.role} is not null), '{}')`,
    })
    .from(dealerUsers)
    .innerJoin(user, eq(user.id, dealerUsers.userId))
    .leftJoin(profiles, eq(profiles.id, user.id))
    .leftJoin(userRoles, eq(userRoles.userId, user.id))
    .where(eq(dealerUsers.dealerId, dealerId))
    .groupBy(user.id, profiles.id)
    .orderBy(asc(profiles.lastName), asc(profiles.firstName), asc(user.email))
}

/** Audit entries about the dealer, newest first, with who made each change. */
export async function listDealerAudit(db: Executor, dealerId: string, limit: number) {
  return db
    .select({
      id: auditLog.id,
      action: auditLog.action,
      entityType: auditLog.entityType,
      entityId: auditLog.entityId,
      details: auditLog.details,
      createdAt: auditLog.createdAt,
      actorId: auditLog.actorId,
      actorEmail: user.email,
      actorFirstName: profiles.firstName,
      actorLastName: profiles.lastName,
    })
    .from(auditLog)
    .leftJoin(user, eq(user.id, auditLog.actorId))
    .leftJoin(profiles, eq(profiles.id, auditLog.actorId))
    .where(eq(auditLog.dealerId, dealerId))
    .orderBy(desc(auditLog.createdAt))
    .limit(limit)
}
