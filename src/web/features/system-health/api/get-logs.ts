import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query'
import type { LogQuery, LogsResponse } from '#shared/schemas/system-health'
import { apiFetch } from '#web/lib/api-client.ts'
import { healthQueryKeys } from './health-query-keys.ts'

export type LogFilter = Partial<LogQuery>

function toSearchParams(filter: LogFilter): string {
  const params = new URLSearchParams()
  for (const [key, value] of Object.entries(filter)) if (value) params.set(key, value)
  const text = params.toString()
  return text ? `?${text}` : ''
}

/** GET /api/health/logs: the server's latest log entries (buffer of 100, errors 50), newest first. */
export const logsQueryOptions = (filter: LogFilter) =>
  queryOptions({
    queryKey: healthQueryKeys.logs(filter),
    queryFn: () => apiFetch<LogsResponse>(`/api/health/logs${toSearchParams(filter)}`),
    placeholderData: keepPreviousData,
    refetchInterval: 15_000,
  })

export function useLogs(filter: LogFilter) {
  return useQuery(logsQueryOptions(filter))
}
