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
import { entryFormSchema, priorityOfInput } from './entry-form.ts'

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

describe('entry form rules (spec §5, issue 36)', () => {
  const valid = {
    question: 'Q?',
    answer: 'A long enough answer.',
    language_code: 'en',
    scope: 'global',
    priority: 1,
    status: 'draft',
    tags: [],
  } as const
  const messagesOf = (values: Record<string, unknown>) => {
    const result = entryFormSchema.safeParse({ ...valid, ...values })
    return result.success ? [] : result.error.issues.map((issue) => issue.message)
  }

  it('translates every message the entry form can show', () => {
    const messages = [
      ...messagesOf({ question: '', answer: 'short' }),
      ...messagesOf({ priority: 15 }),
      ...messagesOf({ tags: ['x'.repeat(51)] }),
      ...messagesOf({ tags: Array.from({ length: 21 }, (_, i) => `tag ${i}`) }),
    ]
    expect(messages).toEqual([
      'Question is required',
      'Answer must be at least 10 characters long',
      'Priority must be a number from 1 to 10',
      'A tag is at most 50 characters',
      'At most 20 tags per entry',
    ])
    for (const message of [...messages, 'Answer is required'])
      expect((enKnowledge.validation as Record<string, string>)[message]).toBe(message)
  })

  it('refuses a priority out of range or between whole numbers, never saving it as another', () => {
    for (const priority of [15, 0, 11, 2.5, -3, Number.NaN])
      expect(messagesOf({ priority }), String(priority)).toEqual(['Priority must be a number from 1 to 10'])
    expect(entryFormSchema.parse({ ...valid, priority: 10 }).priority).toBe(10)
  })

  it('reads an empty priority field as 1 (spec §9 form fallback) and keeps anything typed as typed', () => {
    expect(priorityOfInput('')).toBe(1)
    expect(priorityOfInput('  ')).toBe(1)
    expect(priorityOfInput('15')).toBe(15)
    expect(priorityOfInput('7')).toBe(7)
  })

  it('keeps the first spelling of a duplicate tag', () => {
    expect(
      entryFormSchema.parse({ ...valid, tags: [' Warranty', 'dyno ', 'warranty', 'DYNO'] }).tags,
    ).toEqual(['Warranty', 'dyno'])
  })
})
