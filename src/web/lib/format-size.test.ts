import { describe, expect, it } from 'vitest'
import { formatSize } from './format-size.ts'

// One way to show a file size, in the files pages and the onboarding steps alike.
describe('formatSize', () => {
  it('uses B under a kilobyte, then kB, MB and GB with one decimal at most', () => {
    expect(formatSize(0, 'en')).toBe('0 B')
    expect(formatSize(812, 'en')).toBe('812 B')
    expect(formatSize(14 * 1024, 'en')).toBe('14 kB')
    expect(formatSize(2.45 * 1024 * 1024, 'en')).toBe('2.5 MB')
    expect(formatSize(3 * 1024 ** 4, 'en')).toBe('3,072 GB')
  })

  it('writes the number as the interface language does', () => {
    expect(formatSize(2.45 * 1024 * 1024, 'no')).toMatch(/^2,5\sMB$/)
    expect(formatSize(2.45 * 1024 * 1024, 'sv')).toMatch(/^2,5\sMB$/)
  })
})
