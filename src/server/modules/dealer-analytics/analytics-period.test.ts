import { describe, expect, it } from 'vitest'
import { bucketKeys, bucketUnitFor, periodRange, truncateUtc } from './analytics-period.ts'

// A Wednesday afternoon.
const NOW = new Date('2026-03-18T15:20:00Z')

describe('periodRange', () => {
  it('covers the last N calendar days including today, and the same length before', () => {
    const week = periodRange(7, NOW)
    expect(week.from.toISOString()).toBe('2026-03-12T00:00:00.000Z')
    expect(week.to).toBe(NOW)
    expect(week.previousFrom.toISOString()).toBe('2026-03-05T00:00:00.000Z')
    expect(periodRange(30, NOW).from.toISOString()).toBe('2026-02-17T00:00:00.000Z')
    expect(periodRange(365, NOW).from.toISOString()).toBe('2025-03-19T00:00:00.000Z')
  })

  it('uses daily points up to a month, weekly for a quarter, monthly for a year', () => {
    expect([7, 30, 90, 365].map((days) => bucketUnitFor(days as 7 | 30 | 90 | 365))).toEqual([
      'day',
      'day',
      'week',
      'month',
    ])
  })
})

describe('buckets', () => {
  it('truncates like PostgreSQL date_trunc (ISO weeks start on Monday)', () => {
    expect(truncateUtc(NOW, 'day').toISOString()).toBe('2026-03-18T00:00:00.000Z')
    expect(truncateUtc(NOW, 'week').toISOString()).toBe('2026-03-16T00:00:00.000Z')
    expect(truncateUtc(new Date('2026-03-15T10:00:00Z'), 'week').toISOString()).toBe(
      '2026-03-09T00:00:00.000Z',
    )
    expect(truncateUtc(NOW, 'month').toISOString()).toBe('2026-03-01T00:00:00.000Z')
  })

  it('lists one point per day for 7 and 30 days', () => {
    const keys = bucketKeys(periodRange(7, NOW))
    expect(keys).toEqual([
      '2026-03-12',
      '2026-03-13',
      '2026-03-14',
      '2026-03-15',
      '2026-03-16',
      '2026-03-17',
      '2026-03-18',
    ])
    expect(bucketKeys(periodRange(30, NOW))).toHaveLength(30)
  })

  it('lists the weeks of a quarter and the months of a year, the first one possibly under way', () => {
    const weeks = bucketKeys(periodRange(90, NOW))
    // 90 days back from 2026-03-18 is 2025-12-19 (a Friday): its week started on Monday 2025-12-15.
    expect(weeks[0]).toBe('2025-12-15')
    expect(weeks.at(-1)).toBe('2026-03-16')
    expect(weeks).toHaveLength(14)
    const months = bucketKeys(periodRange(365, NOW))
    expect(months[0]).toBe('2025-03-01')
    expect(months.at(-1)).toBe('2026-03-01')
    expect(months).toHaveLength(13)
  })
})
