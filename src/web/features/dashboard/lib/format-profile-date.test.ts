import { describe, expect, it } from 'vitest'
import { formatProfileDate } from './format-profile-date.ts'

describe('formatProfileDate (spec §2.5)', () => {
  it('writes dates as dd.MM.yyyy', () => {
    expect(formatProfileDate('2026-03-07T10:15:00')).toBe('07.03.2026')
    expect(formatProfileDate(new Date(2025, 11, 24))).toBe('24.12.2025')
  })

  it("says 'Never' when there is no date", () => {
    expect(formatProfileDate(null)).toBe('Never')
    expect(formatProfileDate(undefined)).toBe('Never')
    expect(formatProfileDate('')).toBe('Never')
  })

  it("says 'Invalid date' when the value cannot be read", () => {
    expect(formatProfileDate('yesterday')).toBe('Invalid date')
    expect(formatProfileDate(new Date(Number.NaN))).toBe('Invalid date')
  })
})
