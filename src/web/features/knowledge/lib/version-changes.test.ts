import { describe, expect, it } from 'vitest'
import { parsePhrasings, versionChanges } from './version-changes.ts'

const version = (answer: string, alternatives: string[] = []) => ({
  question: 'How long does a remap take?',
  alternative_questions: alternatives,
  answer,
  language_code: 'en',
})

describe('versionChanges', () => {
  it('shows only the fields that changed, word by word', () => {
    const changes = versionChanges(
      version('A remap takes two hours.'),
      version('A remap takes three hours.', ['remap time?']),
    )
    expect(changes.map((change) => change.field)).toEqual(['alternative_questions', 'answer'])
    const answer = changes.find((change) => change.field === 'answer')!
    expect(answer.parts.filter((part) => part.change === 'removed').map((part) => part.text)).toEqual(['two'])
    expect(answer.parts.filter((part) => part.change === 'added').map((part) => part.text)).toEqual(['three'])
    expect(answer.parts.map((part) => (part.change === 'removed' ? '' : part.text)).join('')).toBe(
      'A remap takes three hours.',
    )
  })

  it('shows everything as added for the first version and nothing for an unchanged one', () => {
    const first = versionChanges(null, version('A remap takes two hours.'))
    expect(first.map((change) => change.field)).toEqual(['question', 'answer', 'language_code'])
    expect(first.every((change) => change.parts.every((part) => part.change === 'added'))).toBe(true)
    expect(versionChanges(version('Same.'), version('Same.'))).toEqual([])
  })
})

describe('parsePhrasings', () => {
  it('keeps one trimmed phrasing per non-empty line', () => {
    expect(parsePhrasings(' remap time?\n\n  how long is a remap \r\n')).toEqual([
      'remap time?',
      'how long is a remap',
    ])
  })
})
