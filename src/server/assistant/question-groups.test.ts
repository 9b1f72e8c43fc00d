import { describe, expect, it } from 'vitest'
import { analyze } from './analysis/analyze.ts'
import { Glossary } from './glossary.ts'
import type { AssistantLanguage } from './language/languages.ts'
import { type GroupableQuestion, groupQuestions, meaningTermsOf } from './question-groups.ts'

const glossary = new Glossary(
  [
    {
      id: 'dpf',
      terms: [
        { text: 'DPF', language: 'any' },
        { text: 'partikkelfilter', language: 'no' },
        { text: 'partikelfilter', language: 'sv' },
        { text: 'particulate filter', language: 'en' },
      ],
    },
    {
      id: 'clean',
      terms: [
        { text: 'clean', language: 'en' },
        { text: 'rengjøre', language: 'no' },
        { text: 'rengöra', language: 'sv' },
      ],
    },
  ],
  analyze,
)

let next = 0
const q = (text: string, language: AssistantLanguage = 'en'): GroupableQuestion => ({
  id: String(++next),
  text,
  language,
})
const texts = (groups: GroupableQuestion[][]) => groups.map((group) => group.map((question) => question.text))

describe('groupQuestions', () => {
  it('puts rewordings of one question together and keeps other questions apart', () => {
    const groups = groupQuestions([
      q('How do I change the oil filter on the X200?'),
      q('Changing oil filter X200'),
      q('What does the oil pressure warning mean?'),
      q('how do i change the OIL filter on the x200'),
    ])
    expect(texts(groups)).toEqual([
      [
        'How do I change the oil filter on the X200?',
        'Changing oil filter X200',
        'how do i change the OIL filter on the x200',
      ],
      ['What does the oil pressure warning mean?'],
    ])
  })

  it('groups across languages through the glossary, not without it', () => {
    const questions = [
      q('How do I clean the particulate filter?'),
      q('Hvordan rengjøre partikkelfilter?', 'no'),
      q('What is the warranty period?'),
    ]
    expect(texts(groupQuestions(questions, glossary))).toEqual([
      ['How do I clean the particulate filter?', 'Hvordan rengjøre partikkelfilter?'],
      ['What is the warranty period?'],
    ])
    expect(groupQuestions(questions)).toHaveLength(3)
  })

  it('one shared word is not enough', () => {
    expect(groupQuestions([q('oil change interval'), q('oil pressure sensor')])).toHaveLength(2)
  })

  it('the meaning terms are stems and glossary concepts, without stop words', () => {
    const terms = meaningTermsOf({ text: 'How do I clean the DPF filters?', language: 'en' }, glossary)
    expect([...terms]).toHaveLength(3)
    expect(terms.has('filter')).toBe(true)
    expect(terms.has('how')).toBe(false)
  })
})
