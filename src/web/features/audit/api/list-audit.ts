import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query'
import type {
  AuditFilter,
  AuditFilterOptionsResponse,
  ListAuditQuery,
  ListAuditResponse,
} from '#shared/schemas/audit-log'
import { answer, api, searchParamsOf } from '#web/lib/api.ts'

export type AuditListFilter = Partial<ListAuditQuery>

export const auditQueryKeys = {
  all: ['audit'] as const,
  list: (filter: AuditListFilter) => ['audit', 'list', filter] as const,
  filters: ['audit', 'filters'] as const,
}

/** Query string from the values that are set. */
export function toSearchParams(filter: Record<string, string | number | undefined>): string {
  const params = new URLSearchParams()
  for (const [key, value] of Object.entries(filter))
    if (value !== undefined && value !== '') params.set(key, String(value))
  const text = params.toString()
  return text ? `?${text}` : ''
}

/** GET /api/audit: every audit entry matching the filters, newest first, one page at a time. */
export const auditListQueryOptions = (filter: AuditListFilter) =>
  queryOptions({
    queryKey: auditQueryKeys.list(filter),
    queryFn: (): Promise<ListAuditResponse> => answer(api.audit.$get({ query: searchParamsOf(filter) })),
    placeholderData: keepPreviousData,
  })

export function useAuditList(filter: AuditListFilter) {
  return useQuery(auditListQueryOptions(filter))
}

/** GET /api/audit/filters: the actions and actors that occur in the log. */
export function useAuditFilterOptions() {
  return useQuery({
    queryKey: auditQueryKeys.filters,
    queryFn: (): Promise<AuditFilterOptionsResponse> => answer(api.audit.filters.$get()),
  })
}

/** The CSV download of the same filters (GET /api/audit/export.csv), opened as a plain link. */
export function auditExportUrl(filter: Partial<AuditFilter>): string {
  return `/api/audit/export.csv${toSearchParams(filter)}`
}
