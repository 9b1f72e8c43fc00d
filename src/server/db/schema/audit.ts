import { index, jsonb, pgTable, text, uuid } from 'drizzle-orm/pg-core'
import { user } from './auth.ts'
import { timestamps, uuidPk } from './columns.ts'
import { dealers } from './dealers.ts'

/** Append-only record of who changed what (permission-sensitive and destructive actions). */
export const auditLog = pgTable(
  'audit_log',
  {
    id: uuidPk(),
    actorId: text('actor_id').references(() => user.id, { onDelete: 'set null' }),
    /** Dotted verb, e.g. 'bot.delete', 'kb_entry.approve', 'invitation.accept'. */
    action: text('action').notNull(),
    entityType: text('entity_type').notNull(),
    entityId: text('entity_id'),
    details: jsonb('details').$type<Record<string, unknown>>(),
    /** The dealer a change concerns (its page shows it in the activity timeline). */
    dealerId: uuid('dealer_id').references(() => dealers.id, { onDelete: 'set null' }),
    ...timestamps,
  },
  (table) => [
    // The audit page's order, newest first with the id breaking ties (issue 37), read backwards.
    index('audit_log_created_at_idx').on(table.createdAt, table.id),
    index('audit_log_entity_idx').on(table.entityType, table.entityId),
    index('audit_log_actor_id_created_at_idx').on(table.actorId, table.createdAt.desc()),
    index('audit_log_dealer_id_created_at_idx').on(table.dealerId, table.createdAt.desc()),
  ],
)
