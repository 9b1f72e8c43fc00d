import { describe, expect, it } from 'vitest'
import { addTags, tagSuggestions } from './tag-suggestions.ts'

const EXISTING = ['warranty', 'Dyno', 'shipping', 'north', 'parts-warranty', 'invoices']

describe('tag suggestions (issue 36: tags chosen from the existing ones)', () => {
  it('offers the tags starting with the text first, then those containing it, without chosen ones', () => {
    expect(tagSuggestions(EXISTING, [], 'war')).toEqual(['warranty', 'parts-warranty'])
    expect(tagSuggestions(EXISTING, ['WARRANTY'], 'war')).toEqual(['parts-warranty'])
    expect(tagSuggestions(EXISTING, [], 'DY')).toEqual(['Dyno'])
    expect(tagSuggestions(EXISTING, [], 'zzz')).toEqual([])
  })

  it('offers every tag by name when nothing is typed, up to the limit', () => {
    expect(tagSuggestions(EXISTING, ['north'], '  ')).toEqual([
      'Dyno',
      'invoices',
      'parts-warranty',
      'shipping',
      'warranty',
    ])
    expect(tagSuggestions(EXISTING, [], '', 2)).toEqual(['Dyno', 'invoices'])
  })

  it('adds typed tags trimmed, once ignoring case, in the spelling of an existing tag', () => {
    expect(addTags(['warranty'], [' dyno ', 'WARRANTY', '', 'New tag', 'new TAG'], EXISTING)).toEqual([
      'warranty',
      'Dyno',
      'New tag',
    ])
  })
})
