import type { AuthedContext } from '#server/app-env'
import type { Executor } from '#server/db/client'
import type { DealerScope } from '#server/db/scope'
import { AppError } from '#server/lib/app-error'
import { toCsv } from '#server/lib/csv'
import { assertVersion, StaleVersion, withStaleEditCheck } from '#server/lib/stale-edit'
import { readableDealerScope } from '#shared/auth/permissions'
import type {
  EquipmentDealerOptionsResponse,
  EquipmentDetail,
  EquipmentItem,
  EquipmentStatus,
  EquipmentValues,
  ExportEquipmentQuery,
  ListEquipmentQuery,
  ListEquipmentResponse,
  ListSchedulesQuery,
  ListSchedulesResponse,
  MaintenancePlanValues,
  MaintenanceSummary,
  ServiceEntryValues,
  ServiceLogResponse,
} from '#shared/schemas/equipment'
import {
  deletePlan,
  type EquipmentRow,
  findDealerInScope,
  findEquipment,
  findPlan,
  findSerialNumberOwner,
  insertEquipment,
  insertServiceEntry,
  isSerialNumberConflict,
  latestServiceDate,
  listAllEquipment,
  listDealerOptions,
  listEquipment,
  listRecentServiceEntries,
  listSchedules,
  listServiceEntries,
  lockEquipment,
  updateEquipmentRow,
  updatePlanDates,
  upsertPlan,
} from './equipment.queries.ts'
import { addDays, daysBetween, isOverdue, laterDate, nextDueDate, todayIso } from './maintenance-schedule.ts'

/** Staff who see Dealer Management read every dealer's equipment; anyone else only their own dealers'. */
export function equipmentScopeOf(ctx: AuthedContext): DealerScope {
  return readableDealerScope(ctx.actor)
}

const equipmentNotFound = () => new AppError('NOT_FOUND', 'Equipment not found')

function serialNumberTaken(serialNumber: string) {
  return new AppError('CONFLICT', `Equipment with serial number ${serialNumber} already exists`, {
    field: 'serialNumber',
  })
}

function unprocessable(field: string, message: string) {
  return new AppError('UNPROCESSABLE', message, { issues: [{ path: field, message }] })
}

type PlanColumns = EquipmentRow['plan']

function maintenanceSummary(plan: PlanColumns | null, today: string): MaintenanceSummary | null {
  // A left join without a plan gives every column null.
  if (!plan || plan.nextDueDate === null || plan.intervalDays === null) return null
  return {
    intervalDays: plan.intervalDays,
    lastServiceDate: plan.lastServiceDate,
    nextDueDate: plan.nextDueDate,
    overdue: isOverdue(plan.nextDueDate, today),
    daysUntilDue: daysBetween(today, plan.nextDueDate),
    notes: plan.notes,
  }
}

function toItem(row: EquipmentRow, today: string): EquipmentItem {
  return {
    id: row.id,
    model: row.model,
    serialNumber: row.serialNumber,
    equipmentType: row.equipmentType,
    status: row.status,
    deliveryDate: row.deliveryDate,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    dealer: row.dealer,
    maintenance: maintenanceSummary(row.plan, today),
  }
}

/** A dealer filter must name a dealer the caller may see: anything else is 404, like an unknown id. */
async function assertDealerVisible(ctx: AuthedContext, dealerId: string | undefined) {
  if (!dealerId) return
  const dealer = await findDealerInScope(ctx.db, { scope: equipmentScopeOf(ctx), id: dealerId })
  if (!dealer) throw new AppError('NOT_FOUND', 'Dealer not found')
}

export async function listVisibleEquipment(
  ctx: AuthedContext,
  query: ListEquipmentQuery,
): Promise<ListEquipmentResponse> {
  await assertDealerVisible(ctx, query.dealerId)
  const { rows, total } = await listEquipment(ctx.db, { scope: equipmentScopeOf(ctx), ...query })
  const today = todayIso()
  return { equipment: rows.map((row) => toItem(row, today)), total }
}

export const EQUIPMENT_CSV_HEADER = [
  'Model',
  'Serial number',
  'Type',
  'Status',
  'Delivery date',
  'Dealer',
  'Dealer code',
  'City',
  'Country',
  'Service interval (days)',
  'Last service',
  'Next service due',
  'Overdue',
  'Created',
] as const

/** Spec §2.12 CSV export: every row matching the list's filters, in the list's order. */
export async function exportEquipmentCsv(ctx: AuthedContext, query: ExportEquipmentQuery) {
  await assertDealerVisible(ctx, query.dealerId)
  const rows = await listAllEquipment(ctx.db, { scope: equipmentScopeOf(ctx), ...query })
  const today = todayIso()
  const csv = toCsv([
    EQUIPMENT_CSV_HEADER,
    ...rows.map((row) => {
      const item = toItem(row, today)
      return [
        item.model,
        item.serialNumber,
        item.equipmentType,
        item.status,
        item.deliveryDate,
        item.dealer.name,
        item.dealer.dealerCode,
        item.dealer.city,
        item.dealer.country,
        item.maintenance?.intervalDays,
        item.maintenance?.lastServiceDate,
        item.maintenance?.nextDueDate,
        item.maintenance ? (item.maintenance.overdue ? 'yes' : 'no') : null,
        item.createdAt.slice(0, 10),
      ]
    }),
  ])
  return { csv, fileName: `equipment-${today}.csv` }
}

async function loadDetail(db: Executor, scope: DealerScope, id: string): Promise<EquipmentDetail> {
  const row = await findEquipment(db, { scope, id })
  if (!row) throw equipmentNotFound()
  const entries = await listServiceEntries(db, id)
  return {
    ...toItem(row, todayIso()),
    serviceLog: entries.map((entry) => ({ ...entry, createdAt: entry.createdAt.toISOString() })),
  }
}

/** Another dealer's item answers 404 for a dealer user, exactly like an unknown id. */
export async function getVisibleEquipment(ctx: AuthedContext, id: string): Promise<EquipmentDetail> {
  return loadDetail(ctx.db, equipmentScopeOf(ctx), id)
}

/** Dealers the equipment form may assign an item to. */
export async function listEquipmentDealerOptions(
  ctx: AuthedContext,
): Promise<EquipmentDealerOptionsResponse> {
  return { dealers: await listDealerOptions(ctx.db, { scope: equipmentScopeOf(ctx) }) }
}

async function assertDealerAssignable(db: Executor, scope: DealerScope, dealerId: string) {
  if (!(await findDealerInScope(db, { scope, id: dealerId })))
    throw unprocessable('dealerId', 'Dealer not found')
}

async function assertSerialNumberFree(db: Executor, serialNumber: string, exceptId?: string) {
  if (await findSerialNumberOwner(db, { serialNumber, exceptId })) throw serialNumberTaken(serialNumber)
}

/** Runs a write; a duplicate serial number that slipped past the check (a concurrent insert) is 409 too. */
async function withSerialNumberGuard<T>(serialNumber: string | undefined, write: () => Promise<T>) {
  try {
    return await write()
  } catch (error) {
    if (serialNumber && isSerialNumberConflict(error)) throw serialNumberTaken(serialNumber)
    throw error
  }
}

/** Add Equipment (spec §2.12): a unique serial number (409 otherwise) on a dealer that exists (422). */
export async function createEquipment(ctx: AuthedContext, input: EquipmentValues): Promise<EquipmentDetail> {
  const scope = equipmentScopeOf(ctx)
  return withSerialNumberGuard(input.serialNumber, () =>
    ctx.db.transaction(async (tx) => {
      await assertDealerAssignable(tx, scope, input.dealerId)
      await assertSerialNumberFree(tx, input.serialNumber)
      const { id } = await insertEquipment(tx, input)
      return loadDetail(tx, scope, id)
    }),
  )
}

/** The plan's clock starts at delivery before any service, so a changed delivery date moves the due date. */
async function recomputePlan(
  tx: Executor,
  equipment: { id: string; deliveryDate: string | null },
  lastServiceDate: string | null,
) {
  const plan = await findPlan(tx, equipment.id)
  if (!plan) return
  await updatePlanDates(tx, equipment.id, {
    lastServiceDate,
    nextDueDate: nextDueDate({
      intervalDays: plan.intervalDays,
      lastServiceDate,
      deliveryDate: equipment.deliveryDate,
      planStartDate: todayIso(plan.createdAt),
    }),
  })
}

export async function updateEquipment(
  ctx: AuthedContext,
  id: string,
  { expectedUpdatedAt, ...input }: Partial<EquipmentValues> & { expectedUpdatedAt?: string },
): Promise<EquipmentDetail> {
  const scope = equipmentScopeOf(ctx)
  return withStaleEditCheck(
    () => changeEquipment(ctx, scope, id, input, expectedUpdatedAt),
    async () => {
      const current = await loadDetail(ctx.db, scope, id).catch(() => null)
      // Equipment has no audit trail, so who changed it is not known (decision 029).
      return current ? { current, changedBy: { name: null }, changedAt: current.updatedAt } : null
    },
    'Equipment not found',
  )
}

function changeEquipment(
  ctx: AuthedContext,
  scope: DealerScope,
  id: string,
  input: Partial<EquipmentValues>,
  expectedUpdatedAt: string | undefined,
) {
  return withSerialNumberGuard(input.serialNumber, () =>
    ctx.db.transaction(async (tx) => {
      const current = await lockEquipment(tx, { scope, id })
      if (!current) throw equipmentNotFound()
      if (expectedUpdatedAt) assertVersion(current.updatedAt, expectedUpdatedAt)
      if (input.dealerId && input.dealerId !== current.dealerId)
        await assertDealerAssignable(tx, scope, input.dealerId)
      if (input.serialNumber) await assertSerialNumberFree(tx, input.serialNumber, id)
      if (!(await updateEquipmentRow(tx, id, input, expectedUpdatedAt))) throw new StaleVersion()
      if (input.deliveryDate !== undefined && input.deliveryDate !== current.deliveryDate) {
        const plan = await findPlan(tx, id)
        if (plan) await recomputePlan(tx, { id, deliveryDate: input.deliveryDate }, plan.lastServiceDate)
      }
      return loadDetail(tx, scope, id)
    }),
  )
}

/** Spec §4 equipment statuses: any status may follow any other (retiring is undone by reactivating). */
export async function changeEquipmentStatus(
  ctx: AuthedContext,
  id: string,
  status: EquipmentStatus,
): Promise<EquipmentDetail> {
  return updateEquipment(ctx, id, { status })
}

function assertNotFuture(field: string, date: string | null, label: string) {
  if (date && date > todayIso()) throw unprocessable(field, `${label} cannot be in the future`)
}

/**
 * Sets (or replaces) the item's maintenance plan. The last service is the later of the date given
 * and the newest logged service, so setting up a plan never forgets a service already recorded.
 */
export async function setMaintenancePlan(
  ctx: AuthedContext,
  id: string,
  input: MaintenancePlanValues,
): Promise<EquipmentDetail> {
  assertNotFuture('lastServiceDate', input.lastServiceDate, 'Last service date')
  const scope = equipmentScopeOf(ctx)
  return ctx.db.transaction(async (tx) => {
    const equipment = await lockEquipment(tx, { scope, id })
    if (!equipment) throw equipmentNotFound()
    const existing = await findPlan(tx, id)
    const lastServiceDate = laterDate(input.lastServiceDate, await latestServiceDate(tx, id))
    const planStartDate = todayIso(existing?.createdAt)
    await upsertPlan(tx, {
      equipmentId: id,
      intervalDays: input.intervalDays,
      lastServiceDate,
      notes: input.notes,
      nextDueDate: nextDueDate({
        intervalDays: input.intervalDays,
        lastServiceDate,
        deliveryDate: equipment.deliveryDate,
        planStartDate,
      }),
    })
    return loadDetail(tx, scope, id)
  })
}

export async function removeMaintenancePlan(ctx: AuthedContext, id: string): Promise<EquipmentDetail> {
  const scope = equipmentScopeOf(ctx)
  return ctx.db.transaction(async (tx) => {
    if (!(await lockEquipment(tx, { scope, id }))) throw equipmentNotFound()
    if (!(await deletePlan(tx, id))) throw new AppError('NOT_FOUND', 'Maintenance plan not found')
    return loadDetail(tx, scope, id)
  })
}

/**
 * Logs a service. With a plan, a service newer than the last one restarts the interval from its
 * date; an older one (filled in late) is logged without moving the due date back.
 */
export async function recordService(
  ctx: AuthedContext,
  id: string,
  input: ServiceEntryValues,
): Promise<EquipmentDetail> {
  assertNotFuture('serviceDate', input.serviceDate, 'Service date')
  const scope = equipmentScopeOf(ctx)
  return ctx.db.transaction(async (tx) => {
    const equipment = await lockEquipment(tx, { scope, id })
    if (!equipment) throw equipmentNotFound()
    if (equipment.deliveryDate && input.serviceDate < equipment.deliveryDate)
      throw unprocessable('serviceDate', 'Service date cannot be before the delivery date')
    await insertServiceEntry(tx, { equipmentId: id, ...input, recordedBy: ctx.actor.userId })
    const plan = await findPlan(tx, id)
    if (plan) await recomputePlan(tx, equipment, laterDate(plan.lastServiceDate, input.serviceDate))
    return loadDetail(tx, scope, id)
  })
}

/** Service Schedules (all plans, soonest first) and Maintenance (due within N days, overdue included). */
export async function listMaintenanceSchedules(
  ctx: AuthedContext,
  query: ListSchedulesQuery,
): Promise<ListSchedulesResponse> {
  await assertDealerVisible(ctx, query.dealerId)
  const today = todayIso()
  const rows = await listSchedules(ctx.db, {
    scope: equipmentScopeOf(ctx),
    dealerId: query.dealerId,
    limit: query.limit,
    dueBy: query.dueWithinDays === undefined ? undefined : addDays(today, query.dueWithinDays),
  })
  return {
    today,
    schedules: rows.map((row) => ({
      equipment: row.equipment,
      dealer: row.dealer,
      maintenance: maintenanceSummary(row.plan, today) as MaintenanceSummary,
    })),
  }
}

export async function listServiceLog(ctx: AuthedContext, limit: number): Promise<ServiceLogResponse> {
  const entries = await listRecentServiceEntries(ctx.db, { scope: equipmentScopeOf(ctx), limit })
  return { entries: entries.map((entry) => ({ ...entry, createdAt: entry.createdAt.toISOString() })) }
}
