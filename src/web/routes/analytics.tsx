import { PlatformAnalyticsPage } from '#web/features/platform-analytics/components/platform-analytics-page.tsx'

/** /analytics (issue 11); page access (admin, super_admin, trainer) is checked by the layout. */
export function AnalyticsRoute() {
  return <PlatformAnalyticsPage />
}
