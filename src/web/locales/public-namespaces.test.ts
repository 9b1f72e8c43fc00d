import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'

// The namespaces of the public pages (welcome, login, /auth, invitation): Norwegian and Swedish
// must say everything English says, with the same placeholders.
const NAMESPACES = ['auth', 'welcome', 'invitations'] as const

function read(language: string, namespace: string): Record<string, unknown> {
  return JSON.parse(readFileSync(new URL(`./${language}/${namespace}.json`, import.meta.url), 'utf8'))
}

function flatten(strings: Record<string, unknown>, prefix = ''): Map<string, string> {
  const entries = new Map<string, string>()
  for (const [key, value] of Object.entries(strings)) {
    const path = prefix ? `${prefix}.${key}` : key
    if (typeof value === 'string') entries.set(path, value)
    else for (const entry of flatten(value as Record<string, unknown>, path)) entries.set(...entry)
  }
  return entries
}

const placeholders = (text: string) => [...text.matchAll(/\{\{(\w+)\}\}/g)].map((match) => match[1]).sort()

describe.each(NAMESPACES)('%s namespace', (namespace) => {
  const en = flatten(read('en', namespace))

  it.each(['no', 'sv'])(
    '%s has exactly the English keys, each filled, with the same placeholders',
    (language) => {
      const translated = flatten(read(language, namespace))
      expect([...translated.keys()].sort()).toEqual([...en.keys()].sort())
      for (const [key, text] of translated) {
        expect(text.trim(), key).not.toBe('')
        expect(placeholders(text), key).toEqual(placeholders(en.get(key)!))
      }
    },
  )
})
