import { describe, expect, it } from 'vitest'
import { formatRelativeTime, relativeTimeOf, urgencyTone } from '#web/lib/relative-time.ts'

const now = Date.parse('2026-03-01T12:00:00Z')
const ago = (ms: number) => new Date(now - ms).toISOString()

describe('relative time (spec §9)', () => {
  it('is Just now under a minute, then minutes, hours, days', () => {
    expect(relativeTimeOf(ago(59_000), now)).toEqual({ kind: 'just-now' })
    expect(relativeTimeOf(ago(60_000), now)).toEqual({ kind: 'ago', value: 1, unit: 'minute' })
    expect(relativeTimeOf(ago(59 * 60_000), now)).toEqual({ kind: 'ago', value: 59, unit: 'minute' })
    expect(relativeTimeOf(ago(3 * 3_600_000), now)).toEqual({ kind: 'ago', value: 3, unit: 'hour' })
    expect(relativeTimeOf(ago(2 * 86_400_000 + 5), now)).toEqual({ kind: 'ago', value: 2, unit: 'day' })
    // A clock slightly ahead of the server is still 'just now'.
    expect(relativeTimeOf(new Date(now + 5000), now)).toEqual({ kind: 'just-now' })
  })

  it('formats in the UI language', () => {
    expect(formatRelativeTime(ago(1000), 'en', 'Just now', now)).toBe('Just now')
    expect(formatRelativeTime(ago(5 * 60_000), 'en', 'Just now', now)).toBe('5 minutes ago')
    expect(formatRelativeTime(ago(2 * 3_600_000), 'nb', 'Akkurat nå', now)).toBe('for 2 timer siden')
  })

  it('colours urgencies: high and urgent red, medium yellow, low green', () => {
    expect(['urgent', 'high', 'medium', 'low'].map(urgencyTone)).toEqual(['red', 'red', 'yellow', 'green'])
  })
})
