import { and, desc, eq } from 'drizzle-orm'
import type { Executor } from '#server/db/client'
import { auditLog } from '#server/db/schema/audit'
import { user } from '#server/db/schema/auth'
import type { NewsAuditAction } from '#shared/constants/news'
import type {
  AuditEntityType,
  BotAuditAction,
  GlossaryAuditAction,
  KnowledgeAuditAction,
  OnboardingAuditAction,
  SettingsAuditAction,
} from '#shared/schemas/audit-log'
import type { AuditAction } from '#shared/schemas/users'

export interface AuditEntry {
  /** Who did it; null for the invitee accepting their own invitation before they have a session. */
  actorId: string | null
  action:
    | AuditAction
    | NewsAuditAction
    | BotAuditAction
    | KnowledgeAuditAction
    | GlossaryAuditAction
    | OnboardingAuditAction
    | SettingsAuditAction
  /** Tickets write their own rows (recordTicketAudit). */
  entityType: Exclude<AuditEntityType, 'ticket'>
  entityId: string
  /** The dealer the change concerns, so the dealer page's timeline shows it. */
  dealerId?: string | null
  /** Small: names and the fields that changed, never whole documents (prompts, answers). */
  details?: Record<string, unknown>
}

const toRow = (entry: AuditEntry) => ({
  actorId: entry.actorId,
  action: entry.action,
  entityType: entry.entityType,
  entityId: entry.entityId,
  dealerId: entry.dealerId ?? null,
  details: entry.details ?? null,
})

/** Appends one audit entry; call it inside the transaction that makes the change. */
export async function recordAudit(db: Executor, entry: AuditEntry) {
  await db.insert(auditLog).values(toRow(entry))
}

/** Appends several entries in one statement (a bulk approval writes one per entry). */
export async function recordAudits(db: Executor, entries: readonly AuditEntry[]) {
  if (entries.length === 0) return
  await db.insert(auditLog).values(entries.map(toRow))
}

/** Long texts (a question, a title) shortened for an entry's details. */
export function auditSnippet(text: string, max = 120): string {
  const flat = text.replace(/\s+/g, ' ').trim()
  return flat.length > max ? `${flat.slice(0, max - 1)}…` : flat
}

/** Who made the latest audited change of a record (issue 32: the 409 of a stale edit names them). */
export async function lastAuditActor(
  db: Executor,
  entityType: AuditEntry['entityType'],
  entityId: string,
): Promise<{ name: string | null }> {
  const [row] = await db
    .select({ name: user.name })
    .from(auditLog)
    .leftJoin(user, eq(user.id, auditLog.actorId))
    .where(and(eq(auditLog.entityType, entityType), eq(auditLog.entityId, entityId)))
    .orderBy(desc(auditLog.createdAt))
    .limit(1)
  return { name: row?.name ?? null }
}
