import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query'
import type { AnalyticsPeriod, DealerAnalyticsReport } from '#shared/schemas/dealer-analytics'
import { answer, api, searchParamsOf } from '#web/lib/api.ts'

export const dealerAnalyticsQueryKeys = {
  all: ['dealer-analytics'] as const,
  report: (period: AnalyticsPeriod) => ['dealer-analytics', period] as const,
}

/** GET /api/dealer-analytics?period=N: every figure of the page for the last N days. */
export function getDealerAnalytics(period: AnalyticsPeriod): Promise<DealerAnalyticsReport> {
  return answer(api['dealer-analytics'].$get({ query: searchParamsOf({ period }) }))
}

export const dealerAnalyticsQueryOptions = (period: AnalyticsPeriod) =>
  queryOptions({
    queryKey: dealerAnalyticsQueryKeys.report(period),
    queryFn: () => getDealerAnalytics(period),
    // Switching periods keeps the previous figures on screen until the new ones arrive.
    placeholderData: keepPreviousData,
  })

export function useDealerAnalytics(period: AnalyticsPeriod) {
  return useQuery(dealerAnalyticsQueryOptions(period))
}

/** Export Report: the same figures as CSV (GET /api/dealer-analytics/export.csv), opened as a plain link. */
export function dealerAnalyticsExportUrl(period: AnalyticsPeriod): string {
  return `/api/dealer-analytics/export.csv?period=${period}`
}
