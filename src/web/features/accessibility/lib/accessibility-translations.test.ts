import { describe, expect, it } from 'vitest'
import en from '#web/locales/en/accessibility.json'
import no from '#web/locales/no/accessibility.json'
import sv from '#web/locales/sv/accessibility.json'

function flatten(value: unknown, prefix = ''): Record<string, unknown> {
  if (typeof value !== 'object' || value === null) return { [prefix]: value }
  return Object.assign(
    {},
    ...Object.entries(value).map(([key, child]) => flatten(child, prefix ? `${prefix}.${key}` : key)),
  )
}

describe('accessibility translations', () => {
  const english = flatten(en)

  it.each([
    ['no', no],
    ['sv', sv],
  ])('%s has every English key and no empty or untranslated-looking text', (_language, strings) => {
    const translated = flatten(strings)
    expect(Object.keys(translated).sort()).toEqual(Object.keys(english).sort())
    for (const text of Object.values(translated)) expect(typeof text === 'string' && text.trim()).toBeTruthy()
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
