import type { AnalyticsPeriod, TrendBucketUnit } from '#shared/schemas/dealer-analytics'

// Period maths for dealer analytics (spec §9 periods 7/30/90/365 days), all in UTC. The same units
// group the rows in SQL (date_trunc on the UTC timestamp), so the buckets listed here are exactly the
// keys the queries return.

const DAY_MS = 24 * 60 * 60 * 1000

export interface PeriodRange {
  days: AnalyticsPeriod
  /** Start of the first day of the period (today counts as its last day). */
  from: Date
  /** Now: the period runs up to the moment of the request. */
  to: Date
  /** Start of the period of the same length just before this one (for "previous period" figures). */
  previousFrom: Date
  unit: TrendBucketUnit
}

/** Daily points for a week or a month, weekly for a quarter, monthly for a year. */
export function bucketUnitFor(days: AnalyticsPeriod): TrendBucketUnit {
  if (days <= 30) return 'day'
  if (days <= 90) return 'week'
  return 'month'
}

function startOfUtcDay(date: Date): Date {
  return new Date(Date.UTC(date.getUTCFullYear(), date.getUTCMonth(), date.getUTCDate()))
}

/** The last `days` calendar days including today: 7 days on a Friday run from last Saturday 00:00. */
export function periodRange(days: AnalyticsPeriod, now: Date = new Date()): PeriodRange {
  const from = new Date(startOfUtcDay(now).getTime() - (days - 1) * DAY_MS)
  return {
    days,
    from,
    to: now,
    previousFrom: new Date(from.getTime() - days * DAY_MS),
    unit: bucketUnitFor(days),
  }
}

/** Like PostgreSQL's date_trunc: weeks start on Monday (ISO), months on the 1st. */
export function truncateUtc(date: Date, unit: TrendBucketUnit): Date {
  const day = startOfUtcDay(date)
  if (unit === 'day') return day
  if (unit === 'week') {
    const sinceMonday = (day.getUTCDay() + 6) % 7
    return new Date(day.getTime() - sinceMonday * DAY_MS)
  }
  return new Date(Date.UTC(day.getUTCFullYear(), day.getUTCMonth(), 1))
}

function nextBucket(date: Date, unit: TrendBucketUnit): Date {
  if (unit === 'day') return new Date(date.getTime() + DAY_MS)
  if (unit === 'week') return new Date(date.getTime() + 7 * DAY_MS)
  return new Date(Date.UTC(date.getUTCFullYear(), date.getUTCMonth() + 1, 1))
}

export const isoDay = (date: Date) => date.toISOString().slice(0, 10)

/**
 * Every bucket of the period, oldest first, as 'YYYY-MM-DD' of its start. The first bucket may start
 * before the period (a week or month already under way); only rows inside the period are counted.
 */
export function bucketKeys(range: Pick<PeriodRange, 'from' | 'to' | 'unit'>): string[] {
  const keys: string[] = []
  const last = truncateUtc(range.to, range.unit)
  for (
    let bucket = truncateUtc(range.from, range.unit);
    bucket <= last;
    bucket = nextBucket(bucket, range.unit)
  )
    keys.push(isoDay(bucket))
  return keys
}
