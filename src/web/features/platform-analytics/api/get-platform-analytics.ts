import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query'
import type {
  AnalyticsPeriod,
  PlatformAnalyticsReport,
  PlatformAnalyticsSection,
} from '#shared/schemas/platform-analytics'
import { answer, api, searchParamsOf } from '#web/lib/api.ts'

export const platformAnalyticsQueryKeys = {
  all: ['platform-analytics'] as const,
  report: (period: AnalyticsPeriod) => ['platform-analytics', period] as const,
}

export const platformAnalyticsQueryOptions = (period: AnalyticsPeriod) =>
  queryOptions({
    queryKey: platformAnalyticsQueryKeys.report(period),
    queryFn: (): Promise<PlatformAnalyticsReport> =>
      answer(api.analytics.$get({ query: searchParamsOf({ period }) })),
    // Switching periods keeps the previous figures on screen until the new ones arrive.
    placeholderData: keepPreviousData,
  })

/** GET /api/analytics?period=N: every figure of /analytics for the last N days. */
export function usePlatformAnalytics(period: AnalyticsPeriod) {
  return useQuery(platformAnalyticsQueryOptions(period))
}

/** The CSV of one view (or the whole report without a section), opened as a plain download link. */
export function platformAnalyticsExportUrl(
  period: AnalyticsPeriod,
  section?: PlatformAnalyticsSection,
): string {
  return `/api/analytics/export.csv?period=${period}${section ? `&section=${section}` : ''}`
}
