import { and, asc, desc, eq, ilike, lte, notInArray, or, type SQL, sql } from 'drizzle-orm'
import type { Executor } from '#server/db/client'
import { dealerEquipment, dealers } from '#server/db/schema/dealers'
import { equipmentMaintenancePlans, equipmentServiceEntries } from '#server/db/schema/equipment-service'
import { profiles } from '#server/db/schema/identity'
import { type DealerScope, dealerScopeFilter } from '#server/db/scope'
import { isVersion, nextVersion } from '#server/lib/stale-edit'
import type { EquipmentStatus } from '#shared/schemas/equipment'

// Every query that reads equipment takes the scope as a required argument (dealerScopeFilter).

/** The user typed text, not a pattern: %, _ and \ match themselves. */
const containsPattern = (text: string) => `%${text.replace(/[\\%_]/g, '\\$&')}%`

const dealerColumns = {
  id: dealers.id,
  name: dealers.name,
  dealerCode: dealers.dealerCode,
  city: dealers.city,
  country: dealers.country,
}

const planColumns = {
  intervalDays: equipmentMaintenancePlans.intervalDays,
  lastServiceDate: equipmentMaintenancePlans.lastServiceDate,
  nextDueDate: equipmentMaintenancePlans.nextDueDate,
  notes: equipmentMaintenancePlans.notes,
}

const equipmentColumns = {
  id: dealerEquipment.id,
  model: dealerEquipment.model,
  serialNumber: dealerEquipment.serialNumber,
  equipmentType: dealerEquipment.equipmentType,
  status: dealerEquipment.status,
  deliveryDate: dealerEquipment.deliveryDate,
  createdAt: dealerEquipment.createdAt,
  updatedAt: dealerEquipment.updatedAt,
  dealer: dealerColumns,
  plan: planColumns,
}

export interface EquipmentFilter {
  scope: DealerScope
  search?: string
  status?: EquipmentStatus
  dealerId?: string
}

function equipmentWhere(filter: EquipmentFilter): SQL | undefined {
  const pattern = filter.search ? containsPattern(filter.search) : undefined
  return and(
    dealerScopeFilter(dealerEquipment.dealerId, filter.scope),
    filter.status ? eq(dealerEquipment.status, filter.status) : undefined,
    filter.dealerId ? eq(dealerEquipment.dealerId, filter.dealerId) : undefined,
    // Spec §7: case-insensitive contains on model, serial_number and equipment_type.
    pattern
      ? or(
          ilike(dealerEquipment.model, pattern),
          ilike(dealerEquipment.serialNumber, pattern),
          ilike(dealerEquipment.equipmentType, pattern),
        )
      : undefined,
  )
}

/** Newest first (spec §7); the id breaks ties so paging is stable. */
export async function listEquipment(
  db: Executor,
  params: EquipmentFilter & { limit: number; offset: number },
) {
  const rows = await db
    .select({ ...equipmentColumns, total: sql<number>`count(*) over ()` })
    .from(dealerEquipment)
    .innerJoin(dealers, eq(dealers.id, dealerEquipment.dealerId))
    .leftJoin(equipmentMaintenancePlans, eq(equipmentMaintenancePlans.equipmentId, dealerEquipment.id))
    .where(equipmentWhere(params))
    .orderBy(desc(dealerEquipment.createdAt), desc(dealerEquipment.id))
    .limit(params.limit)
    .offset(params.offset)
  return { rows, total: Number(rows[0]?.total ?? 0) }
}

export async function listAllEquipment(db: Executor, params: EquipmentFilter) {
  return db
    .select(equipmentColumns)
    .from(dealerEquipment)
    .innerJoin(dealers, eq(dealers.id, dealerEquipment.dealerId))
    .leftJoin(equipmentMaintenancePlans, eq(equipmentMaintenancePlans.equipmentId, dealerEquipment.id))
    .where(equipmentWhere(params))
    .orderBy(desc(dealerEquipment.createdAt), desc(dealerEquipment.id))
}

export type EquipmentRow = Awaited<ReturnType<typeof listAllEquipment>>[number]

export async function findEquipment(db: Executor, params: { scope: DealerScope; id: string }) {
  const [row] = await db
    .select(equipmentColumns)
    .from(dealerEquipment)
    .innerJoin(dealers, eq(dealers.id, dealerEquipment.dealerId))
    .leftJoin(equipmentMaintenancePlans, eq(equipmentMaintenancePlans.equipmentId, dealerEquipment.id))
    .where(and(dealerScopeFilter(dealerEquipment.dealerId, params.scope), eq(dealerEquipment.id, params.id)))
  return row
}

/** The row itself, locked for the rest of the transaction (plan and service writes recompute from it). */
export async function lockEquipment(db: Executor, params: { scope: DealerScope; id: string }) {
  const [row] = await db
    .select()
    .from(dealerEquipment)
    .where(and(dealerScopeFilter(dealerEquipment.dealerId, params.scope), eq(dealerEquipment.id, params.id)))
    .for('update')
  return row
}

export async function findDealerInScope(db: Executor, params: { scope: DealerScope; id: string }) {
  const [row] = await db
    .select(dealerColumns)
    .from(dealers)
    .where(and(dealerScopeFilter(dealers.id, params.scope), eq(dealers.id, params.id)))
  return row
}

export async function listDealerOptions(db: Executor, params: { scope: DealerScope }) {
  return db
    .select(dealerColumns)
    .from(dealers)
    .where(dealerScopeFilter(dealers.id, params.scope))
    .orderBy(asc(dealers.name))
}

/** Another item with this serial number (case-insensitive, like the unique index). */
export async function findSerialNumberOwner(
  db: Executor,
  params: { serialNumber: string; exceptId?: string },
) {
  const [row] = await db
    .select({ id: dealerEquipment.id })
    .from(dealerEquipment)
    .where(
      and(
        sql`lower(${dealerEquipment.serialNumber}) = lower(${params.serialNumber})`,
        params.exceptId ? sql`${dealerEquipment.id} <> ${params.exceptId}` : undefined,
      ),
    )
  return row
}

export async function insertEquipment(db: Executor, values: typeof dealerEquipment.$inferInsert) {
  const [row] = await db.insert(dealerEquipment).values(values).returning({ id: dealerEquipment.id })
  return row
}

/**
 * With `expectedUpdatedAt`, one conditional UPDATE (issue 32): false when the item is no longer at
 * that version, and nothing is written.
 */
export async function updateEquipmentRow(
  db: Executor,
  id: string,
  values: Partial<typeof dealerEquipment.$inferInsert>,
  expectedUpdatedAt?: string,
): Promise<boolean> {
  const rows = await db
    .update(dealerEquipment)
    .set(expectedUpdatedAt ? { ...values, updatedAt: nextVersion(dealerEquipment.updatedAt) } : values)
    .where(
      expectedUpdatedAt
        ? and(eq(dealerEquipment.id, id), isVersion(dealerEquipment.updatedAt, expectedUpdatedAt))
        : eq(dealerEquipment.id, id),
    )
    .returning({ id: dealerEquipment.id })
  return rows.length > 0
}

export async function findPlan(db: Executor, equipmentId: string) {
  const [row] = await db
    .select()
    .from(equipmentMaintenancePlans)
    .where(eq(equipmentMaintenancePlans.equipmentId, equipmentId))
  return row
}

export async function upsertPlan(db: Executor, values: typeof equipmentMaintenancePlans.$inferInsert) {
  const { equipmentId: _equipmentId, ...changes } = values
  await db
    .insert(equipmentMaintenancePlans)
    .values(values)
    .onConflictDoUpdate({ target: equipmentMaintenancePlans.equipmentId, set: changes })
}

export async function updatePlanDates(
  db: Executor,
  equipmentId: string,
  values: { lastServiceDate: string | null; nextDueDate: string },
) {
  await db
    .update(equipmentMaintenancePlans)
    .set(values)
    .where(eq(equipmentMaintenancePlans.equipmentId, equipmentId))
}

export async function deletePlan(db: Executor, equipmentId: string) {
  const deleted = await db
    .delete(equipmentMaintenancePlans)
    .where(eq(equipmentMaintenancePlans.equipmentId, equipmentId))
    .returning({ id: equipmentMaintenancePlans.id })
  return deleted.length > 0
}

/** The newest logged service date of an item, or null. */
export async function latestServiceDate(db: Executor, equipmentId: string): Promise<string | null> {
  const [row] = await db
    .select({ latest: sql<string | null>`max(${equipmentServiceEntries.serviceDate})::text` })
    .from(equipmentServiceEntries)
    .where(eq(equipmentServiceEntries.equipmentId, equipmentId))
  return row?.latest ?? null
}

export async function insertServiceEntry(db: Executor, values: typeof equipmentServiceEntries.$inferInsert) {
  const [row] = await db
    .insert(equipmentServiceEntries)
    .values(values)
    .returning({ id: equipmentServiceEntries.id })
  return row
}

const recordedByName = sql<
  string | null
>`nullif(btrim(concat_ws(' ', ${profiles.firstName}, ${profiles.lastName})), '')`

const serviceEntryColumns = {
  id: equipmentServiceEntries.id,
  serviceDate: equipmentServiceEntries.serviceDate,
  description: equipmentServiceEntries.description,
  performedBy: equipmentServiceEntries.performedBy,
  recordedBy: recordedByName,
  createdAt: equipmentServiceEntries.createdAt,
}

/** An item's service log, newest service first. */
export async function listServiceEntries(db: Executor, equipmentId: string) {
  return db
    .select(serviceEntryColumns)
    .from(equipmentServiceEntries)
    .leftJoin(profiles, eq(profiles.id, equipmentServiceEntries.recordedBy))
    .where(eq(equipmentServiceEntries.equipmentId, equipmentId))
    .orderBy(desc(equipmentServiceEntries.serviceDate), desc(equipmentServiceEntries.createdAt))
}

/** The latest services across the dealers in scope (the Maintenance tab's log). */
export async function listRecentServiceEntries(db: Executor, params: { scope: DealerScope; limit: number }) {
  return db
    .select({
      ...serviceEntryColumns,
      equipment: {
        id: dealerEquipment.id,
        model: dealerEquipment.model,
        serialNumber: dealerEquipment.serialNumber,
      },
      dealer: { id: dealers.id, name: dealers.name },
    })
    .from(equipmentServiceEntries)
    .innerJoin(dealerEquipment, eq(dealerEquipment.id, equipmentServiceEntries.equipmentId))
    .innerJoin(dealers, eq(dealers.id, dealerEquipment.dealerId))
    .leftJoin(profiles, eq(profiles.id, equipmentServiceEntries.recordedBy))
    .where(dealerScopeFilter(dealerEquipment.dealerId, params.scope))
    .orderBy(desc(equipmentServiceEntries.serviceDate), desc(equipmentServiceEntries.createdAt))
    .limit(params.limit)
}

// Retired and inactive items are out of service: their plans are kept but nothing falls due.
const OUT_OF_SERVICE: EquipmentStatus[] = ['retired', 'inactive']

/** Maintenance plans in scope, soonest due first; with dueBy, only those due on or before it. */
export async function listSchedules(
  db: Executor,
  params: { scope: DealerScope; dueBy?: string; dealerId?: string; limit: number },
) {
  return db
    .select({
      equipment: {
        id: dealerEquipment.id,
        model: dealerEquipment.model,
        serialNumber: dealerEquipment.serialNumber,
        equipmentType: dealerEquipment.equipmentType,
        status: dealerEquipment.status,
      },
      dealer: dealerColumns,
      plan: planColumns,
    })
    .from(equipmentMaintenancePlans)
    .innerJoin(dealerEquipment, eq(dealerEquipment.id, equipmentMaintenancePlans.equipmentId))
    .innerJoin(dealers, eq(dealers.id, dealerEquipment.dealerId))
    .where(
      and(
        dealerScopeFilter(dealerEquipment.dealerId, params.scope),
        params.dealerId ? eq(dealerEquipment.dealerId, params.dealerId) : undefined,
        params.dueBy
          ? and(
              lte(equipmentMaintenancePlans.nextDueDate, params.dueBy),
              notInArray(dealerEquipment.status, OUT_OF_SERVICE),
            )
          : undefined,
      ),
    )
    .orderBy(asc(equipmentMaintenancePlans.nextDueDate), asc(dealerEquipment.model), asc(dealerEquipment.id))
    .limit(params.limit)
}

/** True when the error is the unique index on lower(serial_number) (a concurrent duplicate). */
export function isSerialNumberConflict(error: unknown): boolean {
  for (let current: unknown = error; current; current = (current as { cause?: unknown }).cause) {
    const candidate = current as { code?: unknown; constraint?: unknown; message?: unknown }
    if (
      candidate.code === '23505' &&
      (candidate.constraint === 'dealer_equipment_serial_number_key' ||
        String(candidate.message ?? '').includes('dealer_equipment_serial_number_key'))
    )
      return true
  }
  return false
}
