import { and, asc, count, desc, eq, ilike, inArray, isNotNull, ne, or, type SQL, sql } from 'drizzle-orm'
import type { DealerSortField, DealerValues, UpdateDealerValues } from '../../../shared/schemas/dealers.ts'
import type { Executor } from '../../db/client.ts'
import { isoTimestamp } from '../../db/json-text.ts'
import { prepared } from '../../db/prepared.ts'
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
import { isVersion, nextVersion } from '../../lib/stale-edit.ts'

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

/** One conditional UPDATE (issue 32): no row back when the dealer is no longer at that version. */
export async function updateDealer(
  db: Executor,
  id: string,
  values: Omit<UpdateDealerValues, 'expectedUpdatedAt'>,
  expectedUpdatedAt: string,
) {
  const [row] = await db
    .update(dealers)
    .set({ ...values, updatedAt: nextVersion(dealers.updatedAt) })
    .where(and(eq(dealers.id, id), isVersion(dealers.updatedAt, expectedUpdatedAt)))
    .returning()
  return row
}

/**
 * Spec §4: progress shown = approved steps / all steps as a rounded percent, in doubles and rounded
 * half up as JavaScript's Math.round((approved / total) * 100) computes it; 0 without steps.
 */
export const progressPercent = (approved: SQL, total: SQL) =>
  sql`case when ${total} > 0 then floor(${approved}::float8 / ${total} * 100 + 0.5)::int else 0 end`

function prepareDealerDetail(db: Executor, scoped: boolean, name: string) {
  // Counted per person, each through the sessions' user index, instead of hashing all sessions.
  const counts = sql`
    select json_build_object(
      'conversations', coalesce(sum(person.conversations), 0)::int,
      'escalations', coalesce(sum(person.escalations), 0)::int
    )
    from ${dealerUsers}
    cross join lateral (
      select
        count(*) as conversations,
        count(*) filter (where ${chatSessions.status} = 'escalated') as escalations
      from ${chatSessions}
      where ${chatSessions.userId} = ${dealerUsers.userId}
    ) person
    where ${dealerUsers.dealerId} = ${dealers.id}
  `
  // Each step count is an aggregate of its own, which the planner keeps as one count per program:
  // two sub-selects in one lateral select were inlined at each of their five uses in the object.
  const onboarding = sql`
    select coalesce(json_agg(json_build_object(
      'id', ${dealerOnboarding.id},
      'programId', ${onboardingPrograms.id},
      'programName', ${onboardingPrograms.name},
      'startedAt', ${isoTimestamp(dealerOnboarding.startedAt)},
      'completedAt', ${isoTimestamp(dealerOnboarding.completedAt)},
      'totalSteps', total_steps.total,
      'approvedSteps', approved_steps.approved,
      'progressPercentage', ${progressPercent(sql`approved_steps.approved`, sql`total_steps.total`)}
    ) order by ${dealerOnboarding.startedAt} desc), '[]'::json)
    from ${dealerOnboarding}
    inner join ${onboardingPrograms} on ${onboardingPrograms.id} = ${dealerOnboarding.programId}
    cross join lateral (
      select count(*)::int as total from ${onboardingSteps}
      where ${onboardingSteps.programId} = ${dealerOnboarding.programId}
    ) total_steps
    cross join lateral (
      select count(*)::int as approved from ${dealerStepProgress}
      where ${dealerStepProgress.dealerOnboardingId} = ${dealerOnboarding.id}
        and ${dealerStepProgress.status} = 'approved'
    ) approved_steps
    where ${dealerOnboarding.dealerId} = ${dealers.id}
  `
  const equipment = sql`
    select coalesce(json_agg(json_build_object(
      'id', ${dealerEquipment.id},
      'model', ${dealerEquipment.model},
      'serialNumber', ${dealerEquipment.serialNumber},
      'equipmentType', ${dealerEquipment.equipmentType},
      'status', ${dealerEquipment.status},
      'deliveryDate', ${dealerEquipment.deliveryDate}::text,
      'createdAt', ${isoTimestamp(dealerEquipment.createdAt)}
    ) order by ${dealerEquipment.createdAt} desc, ${dealerEquipment.serialNumber} asc), '[]'::json)
    from ${dealerEquipment}
    where ${dealerEquipment.dealerId} = ${dealers.id}
  `
  const access = (key: string) => sql`${sql.placeholder(key)}::boolean`
  const page = sql<string>`json_build_object(
    'dealer', json_build_object(
      'id', ${dealers.id},
      'name', ${dealers.name},
      'dealerCode', ${dealers.dealerCode},
      'email', ${dealers.email},
      'status', ${dealers.status},
      'dealerType', ${dealers.dealerType},
      'country', ${dealers.country},
      'city', ${dealers.city},
      'createdAt', ${isoTimestamp(dealers.createdAt)},
      'updatedAt', ${isoTimestamp(dealers.updatedAt)}
    ),
    'counts', (${counts}),
    'onboarding', (${onboarding}),
    'equipment', (${equipment}),
    'access', json_build_object(
      'canEdit', ${access('canEdit')},
      'canSeePeople', ${access('canSeePeople')},
      'canManagePeople', ${access('canManagePeople')}
    )
  )::text`
  return db
    .select({ page })
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

/** What the caller may do on the dealer page (spec §2.1), sent with it. */
export interface DealerPageAccess {
  canEdit: boolean
  canSeePeople: boolean
  canManagePeople: boolean
}

/**
 * Spec §2.1 dealer page in one round trip (issue 12): the dealer within the caller's scope, the
 * conversations and escalations started by its people, its onboarding programs with progress =
 * approved steps / all steps (spec §4), its equipment newest first and the caller's access.
 * Undefined when the dealer is unknown or out of scope.
 *
 * The database writes the whole answer as JSON text, which goes out as it is: the server neither
 * decodes the page's columns nor encodes them again (the read API benchmark's dealer page). Its
 * JSON carries spaces after colons and commas, and the values are the ones separate selects give
 * (dealer-detail.test.ts holds it to them).
 *
 * A named prepared statement (one per scope shape and database handle): the SQL is built once and
 * PostgreSQL parses it once per connection, which is most of this read's cost.
 */
export async function findDealerDetail(
  db: Executor,
  params: { scope: DealerScope; id: string; access: DealerPageAccess },
): Promise<string | undefined> {
  const scoped = params.scope !== 'all'
  const statement = prepared(db, scoped ? 'dealer_detail_scoped' : 'dealer_detail_all', (name) =>
    prepareDealerDetail(db, scoped, name),
  )
  const [row] = await statement.execute({
    id: params.id,
    dealerIds: scoped ? [...params.scope] : [],
    ...params.access,
  })
  return row?.page
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
