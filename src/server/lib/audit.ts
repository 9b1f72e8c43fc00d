import type { NewsAuditAction } from '../../shared/constants/news.ts'
import type { AuditAction } from '../../shared/schemas/users.ts'
import type { Executor } from '../db/client.ts'
import { auditLog } from '../db/schema/audit.ts'

export interface AuditEntry {
  /** Who did it; null for the invitee accepting their own invitation before they have a session. */
  actorId: string | null
  action: AuditAction | NewsAuditAction
  entityType: 'dealer' | 'user' | 'invitation' | 'document' | 'news_article'
  entityId: string
  /** The dealer the change concerns, so the dealer page's timeline shows it. */
  dealerId?: string | null
  details?: Record<string, unknown>
}

/** Appends one audit entry; call it inside the transaction that makes the change. */
export async function recordAudit(db: Executor, entry: AuditEntry) {
  await db.insert(auditLog).values({
    actorId: entry.actorId,
    action: entry.action,
    entityType: entry.entityType,
    entityId: entry.entityId,
    dealerId: entry.dealerId ?? null,
    details: entry.details ?? null,
  })
}
