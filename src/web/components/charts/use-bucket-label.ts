import type { TrendBucketUnit } from '#shared/schemas/dealer-analytics'
import { useFormatters } from '#web/lib/format.ts'

/** A trend bucket's start date as a short axis label: "18 Mar" for days and weeks, "Mar 2026" for months. */
export function useBucketLabel(unit: TrendBucketUnit) {
  const format = useFormatters()
  return (bucket: string) =>
    format.date(
      new Date(`${bucket}T00:00:00Z`),
      unit === 'month'
        ? { month: 'short', year: 'numeric', timeZone: 'UTC' }
        : { day: 'numeric', month: 'short', timeZone: 'UTC' },
    )
}
