import { and, asc, count, desc, eq, ilike, isNotNull, ne, or, type SQL, sql } from 'drizzle-orm'
import type { AnyPgColumn } from 'drizzle-orm/pg-core'
import type { Executor } from '#server/db/client'
import { prepared } from '#server/db/prepared'
import { auditLog } from '#server/db/schema/audit'
import { user } from '#server/db/schema/auth'
import { chatSessions } from '#server/db/schema/chat'
import { dealers } from '#server/db/schema/dealers'
import { dealerUsers, profiles, userRoles } from '#server/db/schema/identity'
import {
  dealerOnboarding,
  dealerStepProgress,
  onboardingPrograms,
  onboardingSteps,
} from '#server/db/schema/onboarding'
import { type DealerScope, dealerScopeFilter } from '#server/db/scope'
import { isVersion, nextVersion } from '#server/lib/stale-edit'
import type { Role } from '#shared/auth/roles'
import type { DealerSortField, DealerValues, UpdateDealerValues } from '#shared/schemas/dealers'

const scopeFilter = (scope: DealerScope) => dealerScopeFilter(dealers.id, scope)

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
 * The dealer page's rows in one round trip (a drizzle relational query): the dealer within the
 * scope, the conversations and escalations its people started, its onboarding programs newest first
 * with their step counts, and its equipment newest first (the serial number breaks ties).
 * Undefined when the dealer is unknown or out of scope. A named prepared statement per scope shape
 * and database handle (decision 020): PostgreSQL parses and plans it once per connection.
 */
export async function findDealerPage(db: Executor, params: { scope: DealerScope; id: string }) {
  const scoped = params.scope !== 'all'
  const statement = prepared(db, scoped ? 'dealer_page_scoped' : 'dealer_page_all', (name) =>
    prepareDealerPage(db, scoped, name),
  )
  return statement.execute({ id: params.id, dealerIds: scoped ? [...params.scope] : [] })
}

function prepareDealerPage(db: Executor, scoped: boolean, name: string) {
  // A relational query writes every column object in an extra as a column of the row it reads, so
  // the other tables' columns in these subqueries are spelled out under aliases of their own.
  // Counted per person, each through the sessions' user index, instead of hashing all sessions.
  const sessionsOfPeople = (dealerId: AnyPgColumn, filter: SQL = sql`true`) =>
    sql<number>`(select count(*)::int from ${dealerUsers} person
      inner join ${chatSessions} session on session.user_id = person.user_id
      where person.dealer_id = ${dealerId} and ${filter})`
  return db.query.dealers
    .findFirst({
      where: (dealer) =>
        and(
          // An empty list matches nothing, as dealerScopeFilter's.
          scoped ? sql`${dealer.id} = any(${sql.placeholder('dealerIds')}::uuid[])` : undefined,
          eq(dealer.id, sql.placeholder('id')),
        ),
      extras: (dealer) => ({
        conversations: sessionsOfPeople(dealer.id).as('conversations'),
        escalations: sessionsOfPeople(dealer.id, sql`session.status = 'escalated'`).as('escalations'),
      }),
      with: {
        onboarding: {
          columns: { id: true, startedAt: true, completedAt: true },
          with: { program: { columns: { id: true, name: true } } },
          extras: (onboarding) => ({
            totalSteps: sql<number>`(select count(*)::int from ${onboardingSteps} step
              where step.program_id = ${onboarding.programId})`.as('total_steps'),
            approvedSteps: sql<number>`(select count(*)::int from ${dealerStepProgress} progress
              where progress.dealer_onboarding_id = ${onboarding.id} and progress.status = 'approved')`.as(
              'approved_steps',
            ),
          }),
          orderBy: (onboarding) => [desc(onboarding.startedAt)],
        },
        equipment: {
          columns: {
            id: true,
            model: true,
            serialNumber: true,
            equipmentType: true,
            status: true,
            deliveryDate: true,
            createdAt: true,
          },
          orderBy: (equipment) => [desc(equipment.createdAt), asc(equipment.serialNumber)],
        },
      },
    })
    .prepare(name)
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
        Role[]
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
