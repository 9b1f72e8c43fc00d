import { sql } from 'drizzle-orm'
import { bigint, check, index, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core'
import { user } from './auth.ts'
import { timestamps, uuidPk } from './columns.ts'
import { dealers } from './dealers.ts'

/**
 * Uploaded files. The bytes live in the file storage (src/server/storage) under storage_key, an
 * opaque generated key; nobody reaches them except through a route that checks who is asking.
 */
export const storedFiles = pgTable(
  'stored_files',
  {
    id: uuidPk(),
    storageKey: text('storage_key').notNull(),
    originalName: text('original_name').notNull(),
    /** Sniffed from the bytes on upload, never taken from the client. */
    mimeType: text('mime_type').notNull(),
    sizeBytes: bigint('size_bytes', { mode: 'number' }).notNull(),
    uploadedBy: text('uploaded_by').references(() => user.id, { onDelete: 'set null' }),
    /** The dealer the file belongs to, when it is a dealer's document (read scope). */
    dealerId: uuid('dealer_id').references(() => dealers.id, { onDelete: 'cascade' }),
    ...timestamps,
  },
  (table) => [
    uniqueIndex('stored_files_storage_key_key').on(table.storageKey),
    index('stored_files_dealer_id_idx').on(table.dealerId),
    check('stored_files_size_bytes_check', sql`${table.sizeBytes} >= 0`),
  ],
)
