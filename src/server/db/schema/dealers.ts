import { sql } from 'drizzle-orm'
import { check, date, index, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core'
import { DEALER_STATUS_VALUES } from '#shared/schemas/dealers'
import { timestamps, uuidPk } from './columns.ts'

export const DEALER_STATUSES = DEALER_STATUS_VALUES
export const EQUIPMENT_STATUSES = ['active', 'maintenance', 'inactive', 'retired'] as const

export const dealers = pgTable(
  'dealers',
  {
    id: uuidPk(),
    name: text('name').notNull(),
    dealerCode: text('dealer_code').notNull(),
    email: text('email'),
    status: text('status', { enum: DEALER_STATUSES }).notNull().default('active'),
    dealerType: text('dealer_type'),
    country: text('country'),
    city: text('city'),
    ...timestamps,
  },
  (table) => [
    uniqueIndex('dealers_dealer_code_key').on(sql`lower(${table.dealerCode})`),
    index('dealers_status_idx').on(table.status),
    index('dealers_country_city_idx').on(table.country, table.city),
    index('dealers_created_at_idx').on(table.createdAt.desc()),
    check('dealers_status_check', sql`${table.status} in ('active', 'onboarding', 'inactive')`),
  ],
)

export const dealerEquipment = pgTable(
  'dealer_equipment',
  {
    id: uuidPk(),
    dealerId: uuid('dealer_id')
      .notNull()
      .references(() => dealers.id, { onDelete: 'cascade' }),
    model: text('model').notNull(),
    serialNumber: text('serial_number').notNull(),
    equipmentType: text('equipment_type').notNull(),
    status: text('status', { enum: EQUIPMENT_STATUSES }).notNull().default('active'),
    deliveryDate: date('delivery_date'),
    ...timestamps,
  },
  (table) => [
    uniqueIndex('dealer_equipment_serial_number_key').on(sql`lower(${table.serialNumber})`),
    index('dealer_equipment_dealer_id_idx').on(table.dealerId),
    index('dealer_equipment_created_at_idx').on(table.createdAt.desc()),
    check(
      'dealer_equipment_status_check',
      sql`${table.status} in ('active', 'maintenance', 'inactive', 'retired')`,
    ),
  ],
)
