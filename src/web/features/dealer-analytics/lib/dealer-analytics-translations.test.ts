import { describe, expect, it } from 'vitest'
import en from '#web/locales/en/dealer-analytics.json'
import { flattenStrings, placeholdersOf } from '#web/locales/flatten-strings.ts'
import no from '#web/locales/no/dealer-analytics.json'
import sv from '#web/locales/sv/dealer-analytics.json'

/** Key parity and placeholders of every namespace are checked in src/web/locales/locales-complete.test.ts. */
const flatten = (value: unknown): Record<string, string> => Object.fromEntries(flattenStrings(value))

const english = flatten(en)

describe('dealer analytics translations', () => {
  it.each([
    ['no', no],
    ['sv', sv],
  ])('%s has every English key, translated, with the same placeholders', (_language, strings) => {
    const translated = flatten(strings)
    for (const [key, text] of Object.entries(translated)) {
      expect(text.trim(), key).not.toBe('')
      expect(placeholdersOf(text), key).toEqual(placeholdersOf(english[key]))
    }
    expect(translated.export).not.toBe(english.export)
  })

  it('uses the spec strings in English', () => {
    expect(english.export).toBe('Export Report')
    expect(english.loadFailed).toBe('Failed to load analytics data')
    expect([
      english['tabs.overview'],
      english['tabs.onboarding'],
      english['tabs.performance'],
      english['tabs.geographic'],
    ]).toEqual(['Overview', 'Onboarding', 'Performance', 'Geographic'])
  })
})
