import { z } from 'zod'

export const AUDIT_PAGE_SIZE = 25
/** The CSV export stops here so one request cannot stream an unbounded table. */
export const AUDIT_EXPORT_MAX_ROWS = 10_000

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/
const isoDate = z
  .string()
  .trim()
  .refine((value) => {
    if (!ISO_DATE.test(value)) return false
    const parsed = new Date(`${value}T00:00:00Z`)
    return !Number.isNaN(parsed.getTime()) && parsed.toISOString().slice(0, 10) === value
  }, 'Enter a valid date (YYYY-MM-DD)')

/** Filters shared by the list and the CSV export: actor, action and an inclusive date range (UTC days). */
export const auditFilterSchema = z
  .object({
    actorId: z.string().trim().min(1).max(100).optional(),
    action: z.string().trim().min(1).max(100).optional(),
    from: isoDate.optional(),
    to: isoDate.optional(),
  })
  .refine((filter) => !filter.from || !filter.to || filter.from <= filter.to, {
    message: 'The start date must be on or before the end date',
    path: ['to'],
  })
export type AuditFilter = z.infer<typeof auditFilterSchema>

export const listAuditQuerySchema = z.intersection(
  auditFilterSchema,
  z.object({
    offset: z.coerce.number().int().min(0).max(1_000_000).default(0),
    limit: z.coerce.number().int().min(1).max(100).default(AUDIT_PAGE_SIZE),
  }),
)
export type ListAuditQuery = z.infer<typeof listAuditQuerySchema>

export interface AuditLogEntry {
  id: string
  action: string
  entityType: string
  entityId: string | null
  dealerId: string | null
  dealerName: string | null
  details: Record<string, unknown>
  createdAt: string
  actor: { id: string; email: string | null; name: string | null } | null
}

export interface ListAuditResponse {
  entries: AuditLogEntry[]
  total: number
  offset: number
  limit: number
}

/** What the filter menus offer: the actions and actors that occur in the log. */
export interface AuditFilterOptionsResponse {
  actions: string[]
  actors: { id: string; email: string | null; name: string | null }[]
}
