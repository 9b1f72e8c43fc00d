import { index, jsonb, pgTable, text } from 'drizzle-orm/pg-core'
import { user } from './auth.ts'
import { timestamps, uuidPk } from './columns.ts'

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
    ...timestamps,
  },
  (table) => [
    index('audit_log_created_at_idx').on(table.createdAt.desc()),
    index('audit_log_entity_idx').on(table.entityType, table.entityId),
    index('audit_log_actor_id_created_at_idx').on(table.actorId, table.createdAt.desc()),
  ],
)
