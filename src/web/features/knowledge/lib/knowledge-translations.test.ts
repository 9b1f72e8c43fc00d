import { describe, expect, it } from 'vitest'
import enBots from '#web/locales/en/bots.json'
import enKnowledge from '#web/locales/en/knowledge.json'
import enTraining from '#web/locales/en/training.json'
import { flattenStrings, placeholdersOf } from '#web/locales/flatten-strings.ts'
import noBots from '#web/locales/no/bots.json'
import noKnowledge from '#web/locales/no/knowledge.json'
import noTraining from '#web/locales/no/training.json'
import svBots from '#web/locales/sv/bots.json'
import svKnowledge from '#web/locales/sv/knowledge.json'
import svTraining from '#web/locales/sv/training.json'
import { entryFormSchema, parseTagList } from './entry-form.ts'

/** Key parity and placeholders of every namespace are checked in src/web/locales/locales-complete.test.ts. */
const flatten = (value: unknown): Record<string, string> => Object.fromEntries(flattenStrings(value))

describe.each([
  ['bots', enBots, noBots, svBots],
  ['knowledge', enKnowledge, noKnowledge, svKnowledge],
  ['training', enTraining, noTraining, svTraining],
])('%s translations', (_namespace, en, no, sv) => {
  const english = flatten(en)
  it.each([
    ['no', no],
    ['sv', sv],
  ])('%s has every English key, translated, with the same placeholders', (_language, strings) => {
    const translated = flatten(strings)
    for (const [key, text] of Object.entries(translated)) {
      expect(text.trim(), key).not.toBe('')
      expect(placeholdersOf(text), key).toEqual(placeholdersOf(english[key]))
    }
  })
})

describe('entry form rules (spec §5)', () => {
  it('translates every message the entry form can show', () => {
    const result = entryFormSchema.safeParse({
      question: '',
      answer: 'short',
      language_code: 'en',
      scope: 'global',
      priority: 1,
      status: 'draft',
      tags: '',
    })
    const messages = result.success ? [] : result.error.issues.map((issue) => issue.message)
    expect(messages).toEqual(['Question is required', 'Answer must be at least 10 characters long'])
    for (const message of [...messages, 'Answer is required'])
      expect((enKnowledge.validation as Record<string, string>)[message]).toBe(message)
  })

  it('falls back to priority 1 and keeps the first spelling of a duplicate tag', () => {
    const parsed = entryFormSchema.parse({
      question: 'Q?',
      answer: 'A long enough answer.',
      language_code: 'en',
      scope: 'global',
      priority: Number.NaN,
      status: 'draft',
      tags: '',
    })
    expect(parsed.priority).toBe(1)
    expect(entryFormSchema.shape.priority.parse(42)).toBe(1)
    expect(parseTagList(' Warranty, dyno ,warranty,, DYNO ')).toEqual(['Warranty', 'dyno'])
  })
})
