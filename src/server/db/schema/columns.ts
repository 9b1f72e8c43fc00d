import { timestamp, uuid } from 'drizzle-orm/pg-core'

/** created_at / updated_at on every table (updated_at moves on every Drizzle update). */
export const timestamps = {
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true })
    .notNull()
    .defaultNow()
    .$onUpdate(() => new Date()),
}

/** Product tables use database-generated UUIDs (gen_random_uuid() runs on PostgreSQL 15 and PGlite). */
export const uuidPk = () => uuid('id').primaryKey().defaultRandom()
