import type { AuthedContext } from '#server/app-env'
import type { Actor } from '#server/auth/actor'
import type { Executor } from '#server/db/client'
import type { DealerScope } from '#server/db/scope'
import { AppError } from '#server/lib/app-error'
import { lastAuditActor, recordAudit } from '#server/lib/audit'
import { isUniqueViolation } from '#server/lib/pg-errors'
import { assertVersion, StaleVersion, withStaleEditCheck } from '#server/lib/stale-edit'
import { canReadAllDealers, hasPermission, readableDealerScope } from '#shared/auth/permissions'
import {
  DEALER_CODE_TAKEN_MESSAGE,
  type DealerActivityResponse,
  type DealerDetailResponse,
  type DealerDto,
  type DealerEmployeesResponse,
  type DealerListResponse,
  type DealerResponse,
  type DealerValues,
  type ListDealersQuery,
  type UpdateDealerValues,
} from '#shared/schemas/dealers'
import {
  dealerCodeTaken,
  findDealer,
  findDealerPage,
  insertDealer,
  listDealerAudit,
  listDealerEmployees,
  listDealerFilterOptions,
  listDealerOnboarding,
  listDealers,
  updateDealer as updateDealerRow,
} from './dealers.queries.ts'

type DealerRow = NonNullable<Awaited<ReturnType<typeof findDealer>>>

export function dealerScopeOf(ctx: AuthedContext): DealerScope {
  return readableDealerScope(ctx.actor)
}

/**
 * Who runs a dealer's people (invite, resend, revoke, deactivate): user managers and DEALER_MANAGEMENT
 * (spec §6) for every dealer, and a dealer_manager for their own dealer only (issue 8's delegated
 * administration, a go-beyond over the spec, where the role has no powers).
 */
export function canManageDealerPeople(actor: Pick<Actor, 'roles' | 'dealerIds'>, dealerId: string): boolean {
  return (
    hasPermission(actor.roles, 'USER_MANAGEMENT') ||
    hasPermission(actor.roles, 'DEALER_MANAGEMENT') ||
    (actor.roles.includes('dealer_manager') && actor.dealerIds.includes(dealerId))
  )
}

/** Staff who read every dealer also see its people (read-only for trainers); a dealer manager sees their own. */
export function canSeeDealerPeople(actor: Pick<Actor, 'roles' | 'dealerIds'>, dealerId: string): boolean {
  return canReadAllDealers(actor.roles) || canManageDealerPeople(actor, dealerId)
}

export function toDealerDto(row: DealerRow): DealerDto {
  return {
    id: row.id,
    name: row.name,
    dealerCode: row.dealerCode,
    email: row.email,
    status: row.status,
    dealerType: row.dealerType,
    country: row.country,
    city: row.city,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  }
}

export async function listVisibleDealers(
  ctx: AuthedContext,
  query: ListDealersQuery,
): Promise<DealerListResponse> {
  const scope = dealerScopeOf(ctx)
  const [{ rows, total }, filterOptions] = await Promise.all([
    listDealers(ctx.db, { scope, ...query }),
    listDealerFilterOptions(ctx.db, scope),
  ])
  return { dealers: rows.map(toDealerDto), total, filterOptions }
}

/** Another dealer's id answers 404 for a dealer user, exactly like an unknown id: nothing leaks. */
export async function getVisibleDealer(ctx: AuthedContext, id: string) {
  const dealer = await findDealer(ctx.db, { scope: dealerScopeOf(ctx), id })
  if (!dealer) throw new AppError('NOT_FOUND', 'Dealer not found')
  return dealer
}

/** Math.round((approved / total) * 100), 0 without steps (spec §4). */
const progressPercent = (approved: number, total: number) =>
  total > 0 ? Math.round((approved / total) * 100) : 0

/**
 * GET /api/dealers/:id, spec §2.1: details, equipment, onboarding progress, conversation counts
 * and what the caller may do, from one query with the visibility rule in it: out of scope is the
 * same 404 as getVisibleDealer's.
 */
export async function getDealerDetail(ctx: AuthedContext, id: string): Promise<DealerDetailResponse> {
  const page = await findDealerPage(ctx.db, { scope: dealerScopeOf(ctx), id })
  if (!page) throw new AppError('NOT_FOUND', 'Dealer not found')
  const { conversations, escalations, onboarding, equipment, ...dealer } = page
  return {
    dealer: toDealerDto(dealer),
    counts: { conversations, escalations },
    onboarding: onboarding.map((row) => ({
      id: row.id,
      programId: row.program.id,
      programName: row.program.name,
      startedAt: row.startedAt.toISOString(),
      completedAt: row.completedAt?.toISOString() ?? null,
      totalSteps: row.totalSteps,
      approvedSteps: row.approvedSteps,
      progressPercentage: progressPercent(row.approvedSteps, row.totalSteps),
    })),
    equipment: equipment.map((row) => ({ ...row, createdAt: row.createdAt.toISOString() })),
    access: {
      canEdit: hasPermission(ctx.actor.roles, 'DEALER_MANAGEMENT'),
      canSeePeople: canSeeDealerPeople(ctx.actor, id),
      canManagePeople: canManageDealerPeople(ctx.actor, id),
    },
  }
}

async function assertDealerCodeFree(db: Executor, dealerCode: string, exceptId?: string) {
  if (await dealerCodeTaken(db, dealerCode, exceptId)) {
    throw new AppError('CONFLICT', DEALER_CODE_TAKEN_MESSAGE, { field: 'dealerCode' })
  }
}

/** A concurrent insert of the same code passes the check above; the unique index still answers 409. */
async function conflictOnDuplicateCode<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work()
  } catch (error) {
    if (isUniqueViolation(error)) throw new AppError('CONFLICT', DEALER_CODE_TAKEN_MESSAGE)
    throw error
  }
}

export async function createDealer(ctx: AuthedContext, input: DealerValues): Promise<DealerResponse> {
  const created = await conflictOnDuplicateCode(() =>
    ctx.db.transaction(async (tx) => {
      await assertDealerCodeFree(tx, input.dealerCode)
      const row = await insertDealer(tx, input)
      await recordAudit(tx, {
        actorId: ctx.actor.userId,
        action: 'dealer.create',
        entityType: 'dealer',
        entityId: row.id,
        dealerId: row.id,
        details: { name: row.name, dealerCode: row.dealerCode, status: row.status },
      })
      return row
    }),
  )
  return { dealer: toDealerDto(created) }
}

/** Edits any subset of the fields; setting status 'inactive' is the deactivation (spec §4 dealer statuses). */
export async function updateDealer(
  ctx: AuthedContext,
  id: string,
  input: UpdateDealerValues,
): Promise<DealerResponse> {
  const { expectedUpdatedAt, ...fields } = input
  const updated = await withStaleEditCheck(
    () =>
      conflictOnDuplicateCode(() =>
        ctx.db.transaction(async (tx) => {
          const before = await findDealer(tx, { scope: 'all', id })
          if (!before) throw new AppError('NOT_FOUND', 'Dealer not found')
          assertVersion(before.updatedAt, expectedUpdatedAt)
          if (fields.dealerCode !== undefined) await assertDealerCodeFree(tx, fields.dealerCode, id)
          const changes = Object.fromEntries(
            Object.entries(fields).filter(
              ([key, value]) => value !== undefined && before[key as keyof DealerRow] !== value,
            ),
          ) as typeof fields
          if (Object.keys(changes).length === 0) return before
          const row = await updateDealerRow(tx, id, changes, expectedUpdatedAt)
          if (!row) throw new StaleVersion()
          await recordAudit(tx, {
            actorId: ctx.actor.userId,
            action: 'dealer.update',
            entityType: 'dealer',
            entityId: id,
            dealerId: id,
            details: {
              changes: Object.fromEntries(
                Object.keys(changes).map((key) => [
                  key,
                  { from: before[key as keyof DealerRow] ?? null, to: row[key as keyof DealerRow] ?? null },
                ]),
              ),
            },
          })
          return row
        }),
      ),
    async () => {
      const row = await findDealer(ctx.db, { scope: 'all', id })
      if (!row) return null
      return {
        current: toDealerDto(row),
        changedBy: await lastAuditActor(ctx.db, 'dealer', id),
        changedAt: row.updatedAt.toISOString(),
      }
    },
    'Dealer not found',
  )
  return { dealer: toDealerDto(updated) }
}

/** 404 outside the caller's dealers, 403 for a dealer user asking for their own dealer's people. */
async function assertMaySeePeople(ctx: AuthedContext, dealerId: string) {
  await getVisibleDealer(ctx, dealerId)
  if (!canSeeDealerPeople(ctx.actor, dealerId)) {
    throw new AppError('FORBIDDEN', "You do not have permission to see this dealer's people.")
  }
}

export async function listEmployees(ctx: AuthedContext, dealerId: string): Promise<DealerEmployeesResponse> {
  await assertMaySeePeople(ctx, dealerId)
  const rows = await listDealerEmployees(ctx.db, dealerId)
  return {
    employees: rows.map((row) => ({
      ...row,
      lastLogin: row.lastLogin?.toISOString() ?? null,
      deactivatedAt: row.deactivatedAt?.toISOString() ?? null,
    })),
  }
}

const TIMELINE_LIMIT = 50

/**
 * The dealer's activity timeline: the audit entries about it, plus the facts that have no audit
 * entry (the dealer's creation when it predates the audit log, onboarding started and completed).
 */
export async function getDealerActivity(
  ctx: AuthedContext,
  dealerId: string,
): Promise<DealerActivityResponse> {
  await assertMaySeePeople(ctx, dealerId)
  const dealer = await getVisibleDealer(ctx, dealerId)
  const [audit, onboarding] = await Promise.all([
    listDealerAudit(ctx.db, dealerId, TIMELINE_LIMIT),
    listDealerOnboarding(ctx.db, dealerId),
  ])
  const events: DealerActivityResponse['events'] = audit.map((row) => ({
    id: row.id,
    action: row.action,
    at: row.createdAt.toISOString(),
    actor: row.actorId
      ? {
          id: row.actorId,
          name: [row.actorFirstName, row.actorLastName].filter(Boolean).join(' ') || row.actorEmail || '',
        }
      : null,
    details: row.details ?? {},
  }))
  if (!audit.some((row) => row.action === 'dealer.create')) {
    events.push({
      id: `created-${dealer.id}`,
      action: 'dealer.create',
      at: dealer.createdAt.toISOString(),
      actor: null,
      details: { name: dealer.name, dealerCode: dealer.dealerCode },
    })
  }
  for (const row of onboarding) {
    events.push({
      id: `onboarding-start-${row.id}`,
      action: 'onboarding.start',
      at: row.startedAt.toISOString(),
      actor: null,
      details: { programName: row.programName },
    })
    if (row.completedAt) {
      events.push({
        id: `onboarding-complete-${row.id}`,
        action: 'onboarding.complete',
        at: row.completedAt.toISOString(),
        actor: null,
        details: { programName: row.programName },
      })
    }
  }
  events.sort((a, b) => b.at.localeCompare(a.at))
  return { events: events.slice(0, TIMELINE_LIMIT) }
}
