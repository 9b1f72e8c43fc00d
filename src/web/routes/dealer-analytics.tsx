import { DealerAnalyticsPage } from '#web/features/dealer-analytics/components/dealer-analytics-page.tsx'

/** /dealer-analytics (spec §2.11); page access (admin, super_admin, trainer) is checked by the layout. */
export function DealerAnalyticsRoute() {
  return <DealerAnalyticsPage />
}
