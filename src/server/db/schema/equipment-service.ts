import { sql } from 'drizzle-orm'
import { check, date, index, integer, pgTable, text, uuid } from 'drizzle-orm/pg-core'
import { user } from './auth.ts'
import { timestamps, uuidPk } from './columns.ts'
import { dealerEquipment } from './dealers.ts'

/**
 * One maintenance plan per equipment item (issue 8: Service Schedules and Maintenance go beyond
 * 'coming soon', spec §2.12). next_due_date is stored, computed on every write by the one rule in
 * modules/equipment/maintenance-schedule.ts, so "due in the next 30 days" is an indexed range scan.
 */
export const equipmentMaintenancePlans = pgTable(
  'equipment_maintenance_plans',
  {
    id: uuidPk(),
    equipmentId: uuid('equipment_id')
      .notNull()
      .unique()
      .references(() => dealerEquipment.id, { onDelete: 'cascade' }),
    intervalDays: integer('interval_days').notNull(),
    /** The latest service known: set when the plan is made, moved forward by each recorded service. */
    lastServiceDate: date('last_service_date'),
    nextDueDate: date('next_due_date').notNull(),
    notes: text('notes'),
    ...timestamps,
  },
  (table) => [
    index('equipment_maintenance_plans_next_due_date_idx').on(table.nextDueDate),
    check('equipment_maintenance_plans_interval_days_check', sql`${table.intervalDays} between 1 and 3650`),
  ],
)

/** The service log: what was done to an item and when (newest first per item). */
export const equipmentServiceEntries = pgTable(
  'equipment_service_entries',
  {
    id: uuidPk(),
    equipmentId: uuid('equipment_id')
      .notNull()
      .references(() => dealerEquipment.id, { onDelete: 'cascade' }),
    serviceDate: date('service_date').notNull(),
    description: text('description').notNull(),
    performedBy: text('performed_by'),
    recordedBy: text('recorded_by').references(() => user.id, { onDelete: 'set null' }),
    ...timestamps,
  },
  (table) => [
    index('equipment_service_entries_equipment_id_service_date_idx').on(
      table.equipmentId,
      table.serviceDate.desc(),
    ),
    index('equipment_service_entries_created_at_idx').on(table.createdAt.desc()),
    check('equipment_service_entries_description_check', sql`btrim(${table.description}) <> ''`),
  ],
)
