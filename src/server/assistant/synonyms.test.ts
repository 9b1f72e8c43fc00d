import { describe, expect, it } from 'vitest'
import { analyze, stemWord } from './analysis/analyze.ts'
import { buildKnowledgeIndex } from './knowledge-index.ts'
import type { AssistantLanguage } from './language/languages.ts'
import { addSynonyms, DEFAULT_RETRIEVAL_OPTIONS, queryTermsOf, retrieveInLanguage } from './retrieve.ts'
import { parseSynonymTable, synonymTableOf } from './synonyms.ts'
import type { KnowledgeDocument } from './types.ts'

let next = 0
const doc = (question: string, answer: string, language: AssistantLanguage = 'en'): KnowledgeDocument => ({
  id: `s${next++}`,
  question,
  answer,
  language,
  priority: 5,
  tags: [],
  scope: 'bot_specific',
})

describe('synonym tables', () => {
  it('makes each written pair symmetric', () => {
    const table = parseSynonymTable('bil automobil\nautomobil motorfordon\n\n')
    expect(table.get('bil')).toEqual(['automobil'])
    expect(table.get('automobil')).toEqual(['bil', 'motorfordon'])
    expect(table.get('motorfordon')).toEqual(['automobil'])
  })

  it('ships Swedish and English tables in the stems the analyzer makes today', () => {
    // Fails when stemming.ts changes without `npx tsx scripts/assistant/build-synonyms.ts`.
    const pairs: [AssistantLanguage, string, string][] = [
      ['en', 'automobile', 'car'],
      ['en', 'refund', 'repay'],
      ['sv', 'automobil', 'bil'],
      ['sv', 'förkorta', 'abbreviera'],
    ]
    for (const [language, word, synonym] of pairs)
      expect(synonymTableOf(language).get(stemWord(word, language))).toContain(stemWord(synonym, language))
  })

  it('has no table for a language without a vendored thesaurus', () => {
    expect(synonymTableOf('no').size).toBe(0)
    expect(synonymTableOf('da').size).toBe(0)
  })
})

describe('synonym channel', () => {
  const entries = [
    doc('How much does a car service cost?', 'A full service of a car costs 1,200 kr.'),
    doc('How much does a bike rental cost?', 'Renting a bike costs 200 kr a day.'),
    doc('Can I pay by invoice?', 'Dealers can pay by invoice within 30 days.'),
  ]
  const index = buildKnowledgeIndex(entries, analyze)
  const partition = index.partitions.get('en')!

  it('adds synonyms the entries use, as expansions that are not words of the question', () => {
    const query = queryTermsOf('automobile service', 'en', analyze)
    addSynonyms(query, partition, 0.2)
    const car = query.find((term) => term.term === stemWord('car', 'en'))
    expect(car).toMatchObject({ expansion: true, bigram: false })
    expect(car!.weight).toBeGreaterThan(0)
    expect(car!.weight).toBeLessThanOrEqual(0.2)
    // A synonym no entry uses is not added.
    expect(query.some((term) => term.term === 'motorcar')).toBe(false)
  })

  it('finds an entry through a synonym without counting it as a matched word of the question', () => {
    const withSynonyms = retrieveInLanguage(index, 'automobile price', 'en', analyze)!
    expect(withSynonyms.candidates[0]?.entry.question).toBe('How much does a car service cost?')
    const without = retrieveInLanguage(index, 'automobile price', 'en', analyze, {
      ...DEFAULT_RETRIEVAL_OPTIONS,
      synonymWeight: 0,
    })!
    expect(without.candidates.some((c) => c.entry.question.includes('car service'))).toBe(false)
    // The reachable score is that of the question's own words: a synonym adds evidence, not words.
    expect(withSynonyms.maxScore).toBeCloseTo(without.maxScore)
    expect(withSynonyms.features.wordCount).toBe(without.features.wordCount)
  })
})
