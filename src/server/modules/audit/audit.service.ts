import type { ServiceContext } from '#server/app-env'
import { toCsv } from '#server/lib/csv'
import {
  AUDIT_EXPORT_MAX_ROWS,
  type AuditFilter,
  type AuditFilterOptionsResponse,
  type AuditLogEntry,
  type ListAuditQuery,
  type ListAuditResponse,
} from '#shared/schemas/audit-log'
import {
  countAuditEntries,
  listAuditActions,
  listAuditActors,
  listAuditEntityTypes,
  listAuditEntries,
} from './audit.queries.ts'

type EntryRow = Awaited<ReturnType<typeof listAuditEntries>>[number]

const nameOf = (firstName: string | null, lastName: string | null) =>
  [firstName, lastName].filter(Boolean).join(' ') || null

function toEntry(row: EntryRow): AuditLogEntry {
  return {
    id: row.id,
    action: row.action,
    entityType: row.entityType,
    entityId: row.entityId,
    dealerId: row.dealerId,
    dealerName: row.dealerName,
    details: row.details ?? {},
    createdAt: row.createdAt.toISOString(),
    actor: row.actorId
      ? { id: row.actorId, email: row.actorEmail, name: nameOf(row.actorFirstName, row.actorLastName) }
      : null,
  }
}

export async function listAudit(ctx: ServiceContext, query: ListAuditQuery): Promise<ListAuditResponse> {
  const { offset, limit, ...filter } = query
  const [rows, total] = await Promise.all([
    listAuditEntries(ctx.db, filter, { offset, limit }),
    countAuditEntries(ctx.db, filter),
  ])
  return { entries: rows.map(toEntry), total, offset, limit }
}

export async function getAuditFilterOptions(ctx: ServiceContext): Promise<AuditFilterOptionsResponse> {
  const [actions, entityTypes, actors] = await Promise.all([
    listAuditActions(ctx.db),
    listAuditEntityTypes(ctx.db),
    listAuditActors(ctx.db),
  ])
  return {
    actions,
    entityTypes,
    actors: actors.map((actor) => ({
      id: actor.id,
      email: actor.email,
      name: nameOf(actor.firstName, actor.lastName),
    })),
  }
}

export const AUDIT_CSV_HEADER = [
  'Time (UTC)',
  'Actor',
  'Actor e-mail',
  'Action',
  'Entity type',
  'Entity id',
  'Dealer',
  'Details',
] as const

/** The filtered log as CSV (newest first, at most AUDIT_EXPORT_MAX_ROWS rows). */
export async function exportAuditCsv(ctx: ServiceContext, filter: AuditFilter) {
  const rows = await listAuditEntries(ctx.db, filter, { offset: 0, limit: AUDIT_EXPORT_MAX_ROWS })
  const lines = rows
    .map(toEntry)
    .map((entry) => [
      entry.createdAt,
      entry.actor?.name ?? '',
      entry.actor?.email ?? '',
      entry.action,
      entry.entityType,
      entry.entityId,
      entry.dealerName,
      Object.keys(entry.details).length > 0 ? JSON.stringify(entry.details) : '',
    ])
  const stamp = new Date().toISOString().slice(0, 10)
  return { csv: toCsv([[...AUDIT_CSV_HEADER], ...lines]), fileName: `audit-log-${stamp}.csv` }
}
