import { describe, expect, it } from 'vitest'
import en from '#web/locales/en/dealer-analytics.json'
import no from '#web/locales/no/dealer-analytics.json'
import sv from '#web/locales/sv/dealer-analytics.json'

function flatten(value: unknown, prefix = ''): Record<string, string> {
  if (typeof value !== 'object' || value === null) return { [prefix]: String(value) }
  return Object.assign(
    {},
    ...Object.entries(value).map(([key, child]) => flatten(child, prefix ? `${prefix}.${key}` : key)),
  )
}

const placeholders = (text: string) => [...text.matchAll(/\{\{(\w+)\}\}/g)].map((match) => match[1]).sort()
const english = flatten(en)

describe('dealer analytics translations', () => {
  it.each([
    ['no', no],
    ['sv', sv],
  ])('%s has every English key, translated, with the same placeholders', (_language, strings) => {
    const translated = flatten(strings)
    expect(Object.keys(translated).sort()).toEqual(Object.keys(english).sort())
    for (const [key, text] of Object.entries(translated)) {
      expect(text.trim(), key).not.toBe('')
      expect(placeholders(text), key).toEqual(placeholders(english[key]))
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
