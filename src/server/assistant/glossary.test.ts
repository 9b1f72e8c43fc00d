import { describe, expect, it } from 'vitest'
import { analyze } from './analysis/analyze.ts'
import { answerFromIndex } from './answer-message.ts'
import { CONCEPT_PREFIX, Glossary, type GlossaryGroupSpec } from './glossary.ts'
import { buildKnowledgeIndex } from './knowledge-index.ts'
import { detectLanguage } from './language/detect-language.ts'
import type { AssistantLanguage } from './language/languages.ts'
import { retrieveInLanguage } from './retrieve.ts'
import type { KnowledgeDocument } from './types.ts'

const groups: GlossaryGroupSpec[] = [
  {
    id: 'dpf',
    terms: [
      { text: 'DPF', language: 'any' },
      { text: 'partikkelfilter', language: 'no' },
      { text: 'partikelfilter', language: 'sv' },
      { text: 'partikelfilter', language: 'da' },
      { text: 'particulate filter', language: 'en' },
      { text: 'diesel particulate filter', language: 'en' },
    ],
  },
  {
    id: 'remap',
    terms: [
      { text: 'remap', language: 'any' },
      { text: 'chiptuning', language: 'any' },
      { text: 'motoroptimering', language: 'any' },
    ],
  },
  {
    id: 'dyno',
    terms: [
      { text: 'dyno', language: 'any' },
      { text: 'effektbänk', language: 'sv' },
    ],
  },
]
const glossary = new Glossary(groups, analyze)

/** The concepts a text holds, in the order found, as group ids (the concept number is the group's index). */
function conceptsIn(text: string, language: AssistantLanguage, options: { overlapping?: boolean } = {}) {
  const matcher = glossary.matcher(language)
  if (!matcher) return []
  return matcher
    .match(analyze(text, language), options)
    .map((match) => `${groups[Number(match.term.slice(CONCEPT_PREFIX.length))]!.id}@${match.weight}`)
}

describe('glossary matching', () => {
  it('matches a term in its inflected forms, whose stems differ from the base form', () => {
    // Snowball: partikkelfilter -> partikkelfilt, partikkelfilteret -> partikkelfilter.
    expect(conceptsIn('Er det lovlig å fjerne partikkelfilteret?', 'no')).toEqual(['dpf@1'])
    expect(conceptsIn('partikkelfilter partikkelfiltre partikkelfiltrene', 'no')).toEqual([
      'dpf@1',
      'dpf@1',
      'dpf@1',
    ])
    // Swedish and Danish contract the -er: partikelfiltret.
    expect(conceptsIn('Hur rengör man partikelfiltret?', 'sv')).toEqual(['dpf@1'])
    expect(conceptsIn('partikelfiltrene og partikelfilteret', 'da')).toEqual(['dpf@1', 'dpf@1'])
    expect(conceptsIn('Effektbänken är trasig', 'sv')).toEqual(['dyno@1'])
  })

  it('matches abbreviations case-insensitively and multi-word terms as phrases', () => {
    expect(conceptsIn('Can I remove the dpf?', 'en')).toEqual(['dpf@1'])
    expect(conceptsIn('my diesel particulate filters are blocked', 'en')).toEqual(['dpf@1'])
    // The words of a phrase apart are not the phrase.
    expect(conceptsIn('the filter is particulate', 'en')).toEqual([])
    expect(conceptsIn('particulate matter and an oil filter', 'en')).toEqual([])
  })

  it('finds a term as part of a compound, at the weight of a compound part', () => {
    expect(conceptsIn('dieselpartikkelfilteret er tett', 'no')).toEqual(['dpf@0.5'])
    expect(conceptsIn('partikkelfilterrens', 'no')).toEqual(['dpf@0.5'])
    expect(conceptsIn('DPF-rensing', 'no')).toEqual(['dpf@1'])
    // English does not write compounds as one word.
    expect(conceptsIn('dynomodel', 'en')).toEqual([])
  })

  it("keeps a term to its language; 'any' terms match in every language", () => {
    expect(conceptsIn('partikkelfilteret', 'sv')).toEqual([])
    expect(conceptsIn('particulate filter', 'no')).toEqual([])
    expect(conceptsIn('DPF', 'de')).toEqual(['dpf@1'])
    expect(conceptsIn('Was kostet ein Remap?', 'de')).toEqual(['remap@1'])
  })

  it('merges groups that share a term into one concept', () => {
    const merged = new Glossary(
      [
        {
          id: 'global',
          terms: [
            { text: 'ECU', language: 'any' },
            { text: 'motorstyring', language: 'no' },
          ],
        },
        {
          id: 'bot',
          terms: [
            { text: 'ecu', language: 'any' },
            { text: 'styreenhet', language: 'no' },
          ],
        },
      ],
      analyze,
    ).matcher('no')!
    const terms = merged.match(analyze('motorstyring styreenhet ECU', 'no')).map((match) => match.term)
    expect(new Set(terms).size).toBe(1)
  })

  it("holds every concept in an entry's text, even where a longer term of another group overlaps", () => {
    const overlapping = new Glossary(
      [
        {
          id: 'ecu',
          terms: [
            { text: 'ECU', language: 'any' },
            { text: 'engine control unit', language: 'en' },
          ],
        },
        {
          id: 'tune',
          terms: [
            { text: 'ECU tuning', language: 'en' },
            { text: 'remap', language: 'any' },
          ],
        },
      ],
      analyze,
    ).matcher('en')!
    const text = analyze('Will ECU tuning void the warranty?', 'en')
    expect(overlapping.match(text).map((match) => match.term)).toEqual([`${CONCEPT_PREFIX}1`])
    expect(overlapping.match(text, { overlapping: true }).map((match) => match.term)).toEqual([
      `${CONCEPT_PREFIX}1`,
      `${CONCEPT_PREFIX}0`,
    ])
    // One concept is counted once where its own terms overlap.
    expect(conceptsIn('diesel particulate filter', 'en', { overlapping: true })).toEqual(['dpf@1'])
  })
})

const entry = (
  id: string,
  question: string,
  answer: string,
  language: AssistantLanguage,
): KnowledgeDocument => ({
  id,
  question,
  answer,
  language,
  priority: 5,
  tags: [],
  scope: 'bot_specific',
})

const entries: KnowledgeDocument[] = [
  entry(
    'dpf-no',
    'Er det lov å fjerne DPF eller EGR?',
    'Nei. Det er ulovlig å fjerne DPF eller EGR på registrerte kjøretøy.',
    'no',
  ),
  entry('oil-no', 'Hvor ofte skal oljefilteret byttes?', 'Oljefilteret byttes ved hver service.', 'no'),
  entry('hours-no', 'Når har dere åpent?', 'Vi har åpent hverdager 08-16.', 'no'),
  entry('price-no', 'Hva koster en motoroptimering?', 'En motoroptimering koster fra 4 900 kroner.', 'no'),
  entry('dyno-sv', 'Hur ofta ska effektbänken kalibreras?', 'Kalibrera effektbänken var tolfte månad.', 'sv'),
  entry('legal-en', 'Is it legal to remove the DPF?', 'No, not on a road-registered vehicle.', 'en'),
  entry('oil-en', 'How often should the oil filter be changed?', 'At every service.', 'en'),
]

describe('retrieval with a glossary', () => {
  const plain = buildKnowledgeIndex(entries, analyze)
  const withGlossary = buildKnowledgeIndex(entries, analyze, undefined, glossary)
  const answer = (index: typeof plain, message: string, language?: AssistantLanguage) =>
    answerFromIndex(index, {
      message,
      language,
      rules: {
        auto_escalate: true,
        confidence_threshold: 0.6,
        escalation_keywords: [],
        keyword_sensitivity: 'medium',
        require_both_conditions: false,
      },
      analyze,
      detect: detectLanguage,
    })

  it('answers a question in the words of the glossary from the entry that says it otherwise', () => {
    const before = answer(plain, 'Er det lovlig å fjerne partikkelfilteret?', 'no')
    const after = answer(withGlossary, 'Er det lovlig å fjerne partikkelfilteret?', 'no')
    expect(after.sources[0]?.entryId).toBe('dpf-no')
    // In this bot of four Norwegian entries the shared "fjerne" already makes the DPF entry a clear
    // winner (the small-bot adjustment of confidence.ts); the glossary makes it surer still.
    expect(after.confidence).toBeGreaterThan(before.confidence)
    expect(after.confidence).toBeGreaterThanOrEqual(0.99)
    expect(after.needsEscalation).toBe(false)

    const english = answer(withGlossary, 'can I remove the particulate filter legally', 'en')
    expect(english.sources[0]?.entryId).toBe('legal-en')
    expect(english.confidence).toBeGreaterThan(
      answer(plain, 'can I remove the particulate filter legally', 'en').confidence,
    )
  })

  it('treats the terms of a group as one word: the concept counts as a word the entry has', () => {
    const retrieval = retrieveInLanguage(withGlossary, 'Hva koster chiptuning?', 'no', analyze)!
    expect(retrieval.candidates[0]?.entry.id).toBe('price-no')
    expect(retrieval.features.missing).toBe(0)
    expect(retrieval.features.coverage).toBeGreaterThan(0.9)
    const without = retrieveInLanguage(plain, 'Hva koster chiptuning?', 'no', analyze)!
    expect(without.features.missing).toBeGreaterThan(0)
  })

  it('changes nothing when the question uses no term, or a term no entry holds', () => {
    for (const [message, language] of [
      ['Hvor ofte skal oljefilteret byttes?', 'no'],
      ['når er dere åpne', 'no'],
      ['how often do I change the oil filter', 'en'],
      // The dyno concept is in no English entry: the question stays as written.
      ['is the dyno calibrated', 'en'],
    ] as const) {
      const a = retrieveInLanguage(plain, message, language, analyze)!
      const b = retrieveInLanguage(withGlossary, message, language, analyze)!
      expect(b.candidates.map((candidate) => candidate.entry.id)).toEqual(
        a.candidates.map((candidate) => candidate.entry.id),
      )
      expect(b.features).toEqual(a.features)
    }
  })

  it('with an empty glossary is the index without one', () => {
    const empty = buildKnowledgeIndex(entries, analyze, undefined, new Glossary([], analyze))
    for (const message of ['Er det lovlig å fjerne partikkelfilteret?', 'Hva koster chiptuning?']) {
      const a = retrieveInLanguage(plain, message, 'no', analyze)!
      const b = retrieveInLanguage(empty, message, 'no', analyze)!
      expect(b.candidates).toEqual(a.candidates)
      expect(b.features).toEqual(a.features)
    }
  })
})
