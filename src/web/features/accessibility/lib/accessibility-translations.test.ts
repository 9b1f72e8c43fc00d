import { describe, expect, it } from 'vitest'
import en from '#web/locales/en/accessibility.json'
import { flattenStrings } from '#web/locales/flatten-strings.ts'
import no from '#web/locales/no/accessibility.json'
import sv from '#web/locales/sv/accessibility.json'

/** Key parity and placeholders of every namespace are checked in src/web/locales/locales-complete.test.ts. */
const flatten = (value: unknown): Record<string, string> => Object.fromEntries(flattenStrings(value))

describe('accessibility translations', () => {
  const english = flatten(en)

  it.each([
    ['no', no],
    ['sv', sv],
  ])('%s has every English key and no empty or untranslated-looking text', (_language, strings) => {
    const translated = flatten(strings)
    // The dialog's own words must differ from English (System and Normal are the same word in all three).
    expect(translated.title).not.toBe(english.title)
    expect(translated.openLabel).not.toBe(english.openLabel)
  })

  it('uses the spec §2.3 wording in English', () => {
    expect(english).toMatchObject({
      title: 'Accessibility',
      reset: 'Reset to defaults',
      'fontSize.xl': 'Extra large',
    })
  })
})
