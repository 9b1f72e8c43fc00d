import { describe, expect, it } from 'vitest'
import { BOT_NAME_MAX_LENGTH } from '#shared/schemas/bots'
import { copyBaseOf, copyNameOf } from './bot-copy-name.ts'

describe('the name of a duplicated bot (spec §2.14, issue 36)', () => {
  it("adds ' (Copy)' to the first copy and numbers the next ones", () => {
    expect(copyNameOf('Parts Helper', [])).toBe('Parts Helper (Copy)')
    expect(copyNameOf('Parts Helper', ['Parts Helper (Copy)'])).toBe('Parts Helper (Copy 2)')
    expect(copyNameOf('Parts Helper', ['Parts Helper (Copy)', 'Parts Helper (Copy 4)'])).toBe(
      'Parts Helper (Copy 5)',
    )
  })

  it('numbers a copy of a copy from the original name, not "(Copy) (Copy)"', () => {
    expect(copyBaseOf('Parts Helper (Copy 2)')).toBe('Parts Helper')
    expect(copyNameOf('Parts Helper (Copy)', ['Parts Helper (Copy)'])).toBe('Parts Helper (Copy 2)')
  })

  it('ignores names that only start the same way', () => {
    expect(copyNameOf('Parts', ['Parts Helper (Copy)', 'Parts (Copy) extra'])).toBe('Parts (Copy)')
  })

  it('shortens a long name so the suffix fits', () => {
    const name = copyNameOf('x'.repeat(BOT_NAME_MAX_LENGTH), [])
    expect(name).toHaveLength(BOT_NAME_MAX_LENGTH)
    expect(name.endsWith(' (Copy)')).toBe(true)
  })
})
