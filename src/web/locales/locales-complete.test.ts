import { readdirSync, readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { flattenStrings, placeholdersOf } from './flatten-strings.ts'

// Every namespace: Norwegian and Swedish must say everything English says, with the same
// placeholders (plural forms may differ: i18next picks `_one`/`_other` per language). Feature tests
// add what is particular to them (spec wording, strings that must stay untranslated).
const NAMESPACES = readdirSync(new URL('./en/', import.meta.url))
  .filter((file) => file.endsWith('.json'))
  .map((file) => file.replace(/\.json$/, ''))
  .sort()

function read(language: string, namespace: string): unknown {
  return JSON.parse(readFileSync(new URL(`./${language}/${namespace}.json`, import.meta.url), 'utf8'))
}

it('finds the namespaces', () => {
  expect(NAMESPACES).toEqual(expect.arrayContaining(['auth', 'common', 'chat', 'onboarding', 'bots']))
})

describe.each(NAMESPACES)('%s namespace', (namespace) => {
  const en = flattenStrings(read('en', namespace))

  it.each(['no', 'sv'])(
    '%s has exactly the English keys, each filled, with the same placeholders',
    (language) => {
      const translated = flattenStrings(read(language, namespace))
      expect([...translated.keys()].sort()).toEqual([...en.keys()].sort())
      for (const [key, text] of translated) {
        expect(text.trim(), key).not.toBe('')
        // A singular may say "one" or "every day" instead of the number.
        const ignore = key.endsWith('_one') ? ['count'] : []
        const own = placeholdersOf(text).filter((name) => !ignore.includes(name))
        expect(own, key).toEqual(placeholdersOf(en.get(key) ?? '').filter((name) => !ignore.includes(name)))
      }
    },
  )
})
