import { describe, expect, it } from 'vitest'
import { dateTimeFormat, numberFormat, relativeTimeFormat } from './intl-formats.ts'

describe('intl formats', () => {
  it('makes a formatter once per locale and options, and formats as a new one would', () => {
    const at = new Date(Date.UTC(2026, 10, 25, 12))
    const first = dateTimeFormat('nb-NO', { dateStyle: 'medium', timeZone: 'UTC' })
    expect(dateTimeFormat('nb-NO', { dateStyle: 'medium', timeZone: 'UTC' })).toBe(first)
    expect(first.format(at)).toBe(
      new Intl.DateTimeFormat('nb-NO', { dateStyle: 'medium', timeZone: 'UTC' }).format(at),
    )
    expect(first.format(at)).toContain('2026')
  })

  it('keeps locales, options and kinds apart', () => {
    const swedish = numberFormat('sv-SE', { maximumFractionDigits: 1 })
    expect(numberFormat('en-GB', { maximumFractionDigits: 1 })).not.toBe(swedish)
    expect(numberFormat('sv-SE', { maximumFractionDigits: 2 })).not.toBe(swedish)
    expect(swedish.format(1234.56).replace(/\s/g, ' ')).toBe('1 234,6')
    expect(dateTimeFormat('sv-SE')).not.toBe(dateTimeFormat('sv-SE', { dateStyle: 'short' }))
    expect(relativeTimeFormat('en', { numeric: 'always' }).format(-3, 'day')).toBe('3 days ago')
  })
})
