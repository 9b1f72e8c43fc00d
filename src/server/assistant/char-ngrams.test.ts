import { describe, expect, it } from 'vitest'
import { analyze } from './analysis/analyze.ts'
import { CharNgramChannel, forEachGram } from './char-ngrams.ts'
import { buildKnowledgeIndex } from './knowledge-index.ts'
import { retrieveInLanguage } from './retrieve.ts'
import type { KnowledgeDocument } from './types.ts'

function gramsOf(text: string): number[] {
  const hashes: number[] = []
  forEachGram(text, (hash) => hashes.push(hash))
  return hashes
}

describe('forEachGram', () => {
  it('yields the 3- and 4-grams of each space-padded word, case and accents folded', () => {
    // " ab " has the 3-grams " ab" and "ab " and the 4-gram " ab ".
    expect(gramsOf('ab')).toHaveLength(3)
    expect(gramsOf('AB')).toEqual(gramsOf('ab'))
    expect(gramsOf('café')).toEqual(gramsOf('cafe'))
    // Words are padded on their own: no gram spans two words.
    expect(gramsOf('ab cd')).toEqual([...gramsOf('ab'), ...gramsOf('cd')])
  })
})

describe('CharNgramChannel', () => {
  const entries = [
    { question: 'Vaccination mot covid', answer: 'Barn kan samtycka till vaccination.' },
    { question: 'Avfall', answer: 'Använda kanyler är smittförande avfall.' },
    { question: 'Sluk alarm', answer: 'cancel' },
    { question: 'Slet alle alarmer', answer: 'cancel' },
    { question: 'Vis mig mine alarmer', answer: 'show' },
  ]
  const channel = new CharNgramChannel(entries, [0, 1, 2, 2, 3])

  it('scores an inflected form the stemmer would miss close to its entry', () => {
    const { entries: scores } = channel.score('vaccinering av barn', [0, 1])
    expect(scores[0]).toBeGreaterThan(0.1)
    expect(scores[0]).toBeGreaterThan(5 * scores[1])
  })

  it('compares a group through the pooled questions of all its entries', () => {
    const { groups } = channel.score('sluk alle alarmer', [2, 3, 4])
    // Entries 2 and 3 are one group, so they get the same group similarity.
    expect(groups[0]).toBeCloseTo(groups[1], 10)
    expect(groups[0]).toBeGreaterThan(groups[2])
  })

  it('gives zero for a message that shares no gram with the knowledge', () => {
    const { entries: scores, groups } = channel.score('xyzzy qwq', [0, 1, 2])
    expect([...scores, ...groups].every((value) => value === 0)).toBe(true)
  })
})

describe('retrieval with the n-gram channel', () => {
  const doc = (id: string, question: string, answer: string): KnowledgeDocument => ({
    id,
    question,
    answer,
    language: 'sv',
    priority: 5,
    tags: [],
    scope: 'bot_specific',
  })

  it('lets spelling closeness overturn a narrow word-channel lead', () => {
    // Both entries match the word "covid" once; the words favour the shorter answer, but only the
    // longer one shares the inflected "vaccin-" word the stemmer does not join with "vaccinering".
    const index = buildKnowledgeIndex(
      [
        doc('other', 'Covid', 'Om covid gäller regler.'),
        doc('vaccine', 'Covid', 'Om covid och vaccinationer på äldreboenden gäller särskilda regler.'),
      ],
      analyze,
    )
    const wordsOnly = {
      bigramWeight: 0.5,
      synonymWeight: 0,
      groupVoteShare: 0.3,
      entryGramWeight: 0,
      groupGramWeight: 0,
    }
    expect(
      retrieveInLanguage(index, 'covid vaccinering', 'sv', analyze, wordsOnly)?.candidates[0].entry.id,
    ).toBe('other')
    expect(retrieveInLanguage(index, 'covid vaccinering', 'sv', analyze)?.candidates[0].entry.id).toBe(
      'vaccine',
    )
  })

  it('can be turned off', () => {
    const index = buildKnowledgeIndex(
      [doc('a', 'Covid', 'Covid.'), doc('b', 'Avfall', 'Covid avfall.')],
      analyze,
    )
    const off = retrieveInLanguage(index, 'covid', 'sv', analyze, {
      bigramWeight: 0.5,
      synonymWeight: 0,
      groupVoteShare: 0.3,
      entryGramWeight: 0,
      groupGramWeight: 0,
    })
    // Without the n-gram channel the best group scores exactly 1 (word channel over its best).
    expect(off?.candidates[0].score).toBe(1)
  })
})
