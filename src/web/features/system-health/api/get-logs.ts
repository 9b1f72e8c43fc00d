import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query'
import type { LogQuery, LogsResponse } from '#shared/schemas/system-health'
import { answer, api, searchParamsOf } from '#web/lib/api.ts'
import { healthQueryKeys } from './health-query-keys.ts'

export type LogFilter = Partial<LogQuery>

/** GET /api/health/logs: the server's latest log entries (buffer of 100, errors 50), newest first. */
export const logsQueryOptions = (filter: LogFilter) =>
  queryOptions({
    queryKey: healthQueryKeys.logs(filter),
    queryFn: (): Promise<LogsResponse> => answer(api.health.logs.$get({ query: searchParamsOf(filter) })),
    placeholderData: keepPreviousData,
    refetchInterval: 15_000,
  })

export function useLogs(filter: LogFilter) {
  return useQuery(logsQueryOptions(filter))
}
