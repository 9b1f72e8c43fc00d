import { describe, expect, it } from 'vitest'
import { periodFromParam } from '#web/lib/period-param.ts'

describe('periodFromParam', () => {
  it('accepts the periods of spec §9 and falls back to 30 days', () => {
    expect(periodFromParam('7')).toBe(7)
    expect(periodFromParam('365')).toBe(365)
    expect(periodFromParam(null)).toBe(30)
    expect(periodFromParam('14')).toBe(30)
    expect(periodFromParam('abc')).toBe(30)
  })
})
