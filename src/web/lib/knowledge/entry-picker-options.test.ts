import { describe, expect, it } from 'vitest'
import { entryPickerOptions, suggestedEntryId, toPickedEntry } from './entry-picker-options.ts'

const own = (id: string) => ({ id, question: `Own ${id}?`, global: false })
const global = (id: string) => ({ id, question: `Global ${id}?`, global: true })

describe('entryPickerOptions', () => {
  it("lists the bot's entries, then the global ones, each once", () => {
    expect(entryPickerOptions([own('a'), own('b')], [global('g'), own('a')], null).map((e) => e.id)).toEqual([
      'a',
      'b',
      'g',
    ])
  })

  it('keeps the picked entry first while the search hides it', () => {
    const picked = own('p')
    expect(entryPickerOptions([own('a')], [], picked).map((e) => e.id)).toEqual(['p', 'a'])
  })

  it('does not repeat a picked entry the search shows', () => {
    expect(entryPickerOptions([own('a'), own('p')], [], own('p')).map((e) => e.id)).toEqual(['a', 'p'])
  })

  it('is empty when nothing matches and nothing is picked', () => {
    expect(entryPickerOptions([], [], null)).toEqual([])
  })
})

describe('toPickedEntry', () => {
  it('marks global entries', () => {
    expect(toPickedEntry({ id: 'x', question: 'Q?', scope: 'global' })).toEqual({
      id: 'x',
      question: 'Q?',
      global: true,
    })
    expect(toPickedEntry({ id: 'y', question: 'Q?', scope: 'bot_specific' }).global).toBe(false)
  })
})

describe('suggestedEntryId', () => {
  it('preselects the entry a user picked from the choices, and nothing for other suggestions', () => {
    expect(suggestedEntryId({ suggestion_type: 'choice_picked', knowledge_entry_id: 'e1' })).toBe('e1')
    expect(suggestedEntryId({ suggestion_type: 'low_confidence', knowledge_entry_id: 'e1' })).toBeNull()
    expect(suggestedEntryId({ suggestion_type: 'unmatched_question', knowledge_entry_id: null })).toBeNull()
  })
})
