import { describe, expect, it } from 'vitest'
import { DEFAULT_ESCALATION_RULES } from '#server/db/schema/bots'
import { analyze } from './analysis/analyze.ts'
import { answerFromIndex } from './answer-message.ts'
import { confidenceOf } from './confidence.ts'
import { boundedEditDistance, FuzzyVocabulary } from './fuzzy-vocabulary.ts'
import { buildKnowledgeIndex } from './knowledge-index.ts'
import { detectLanguage } from './language/detect-language.ts'
import type { AssistantLanguage } from './language/languages.ts'
import { EMPTY_FEATURES, retrieveInLanguage } from './retrieve.ts'
import type { KnowledgeDocument } from './types.ts'

let next = 0
const doc = (
  question: string,
  answer: string,
  extra: Partial<KnowledgeDocument> = {},
): KnowledgeDocument => ({
  id: `e${next++}`,
  question,
  answer,
  language: 'en',
  priority: 5,
  tags: [],
  scope: 'bot_specific',
  ...extra,
})

const entries = [
  doc('How long is the warranty on the dyno?', 'The dyno has a two-year warranty from the delivery date.'),
  doc(
    'How do I update the flash tool firmware?',
    'Connect the tool by USB and start the updater in the portal.',
  ),
  doc('What are your opening hours?', 'Support is open on weekdays from 08:00 to 16:00.', {
    scope: 'global',
  }),
  doc('Hvor lang garanti er det på dynoen?', 'Dynoen har to års garanti fra leveringsdatoen.', {
    language: 'no',
  }),
  doc(
    'Hvordan oppdaterer jeg fastvaren på flashverktøyet?',
    'Koble verktøyet til med USB og start oppdateringen i portalen.',
    {
      language: 'no',
    },
  ),
  doc('Vilka öppettider har ni?', 'Supporten har öppet vardagar 08.00 till 16.00.', { language: 'sv' }),
]
const index = buildKnowledgeIndex(entries, analyze)

const ask = (
  message: string,
  options: { language?: AssistantLanguage; sessionLanguage?: AssistantLanguage } = {},
) =>
  answerFromIndex(index, {
    message,
    rules: DEFAULT_ESCALATION_RULES,
    analyze,
    detect: detectLanguage,
    ...options,
  })

describe('retrieval', () => {
  it('finds the entry whose question matches, in the language of the question', () => {
    expect(ask('how long is the dyno warranty').sources[0].entryId).toBe(entries[0].id)
    expect(ask('Hvor lang garanti har dynoen?').sources[0].entryId).toBe(entries[3].id)
  })

  it('weights the question above the answer', () => {
    const small = buildKnowledgeIndex(
      [
        doc('Where is the invoice?', 'Look in the portal under billing.'),
        doc('Portal login problems', 'Reset the password or ask for the invoice again.'),
      ],
      analyze,
    )
    expect(retrieveInLanguage(small, 'invoice', 'en', analyze)?.candidates[0].entry.question).toBe(
      'Where is the invoice?',
    )
  })

  it('tolerates typos', () => {
    expect(ask('how do I updaet the firmwear of the flash tool').sources[0].entryId).toBe(entries[1].id)
  })

  it('uses priority only to break ties', () => {
    const tie = buildKnowledgeIndex(
      [
        doc('Shipping cost', 'Shipping costs 99 NOK.', { priority: 2 }),
        doc('Shipping cost', 'Shipping costs 99 NOK!', { priority: 9 }),
      ],
      analyze,
    )
    expect(retrieveInLanguage(tie, 'shipping cost', 'en', analyze)?.candidates[0].entry.priority).toBe(9)
  })

  it('lets paraphrases with the same answer vote together', () => {
    const intents = buildKnowledgeIndex(
      [
        doc('turn off all alarms', 'Intent: cancel alarm'),
        doc('show my alarms', 'Intent: show alarms'),
        doc('which alarms are on', 'Intent: show alarms'),
        doc('list the alarms I have', 'Intent: show alarms'),
      ],
      analyze,
    )
    expect(retrieveInLanguage(intents, 'my alarms please', 'en', analyze)?.candidates[0].entry.answer).toBe(
      'Intent: show alarms',
    )
  })

  it('matches the verb of a request, not a quantifier it shares with another request', () => {
    const requests = [
      doc('Vis meg ordrene mine', 'Intent: show orders', { language: 'no' }),
      doc('Slett alle ordrer', 'Intent: cancel orders', { language: 'no' }),
      doc('Kanseller alle ordrer i dag', 'Intent: cancel orders', { language: 'no' }),
      doc('Legg inn en ordre på ti dekk', 'Intent: place order', { language: 'no' }),
    ]
    const index = buildKnowledgeIndex(requests, analyze)
    const best = retrieveInLanguage(index, 'vis alle ordrer', 'no', analyze)?.candidates[0]
    expect(best?.entry.answer).toBe('Intent: show orders')
  })

  it('finds within-distance words through the symmetric-delete vocabulary', () => {
    const terms = ['warranty', 'firmware', 'dyno', 'calibration']
    const vocabulary = new FuzzyVocabulary(terms, new Map(terms.map((term, i) => [term, i])))
    expect(vocabulary.lookup('warrenty').map((match) => terms[match.termId])).toEqual(['warranty'])
    expect(vocabulary.lookup('calibratoin').map((match) => terms[match.termId])).toEqual(['calibration'])
    expect(vocabulary.lookup('callibratoin').map((match) => terms[match.termId])).toEqual(['calibration'])
    expect(vocabulary.lookup('dyna').map((match) => terms[match.termId])).toEqual(['dyno'])
    // Three letters are too short to correct.
    expect(vocabulary.lookup('dyo')).toEqual([])
    expect(boundedEditDistance('abcd', 'abdc', 1)).toBe(1)
    expect(boundedEditDistance('kitten', 'sitting', 2)).toBe(3)
  })
})

describe('answers', () => {
  it('answers with the entry as written, with sources, without escalating', () => {
    const answer = ask('How long is the warranty on the dyno?')
    expect(answer).toMatchObject({
      content: entries[0].answer,
      knowledgeBased: true,
      needsEscalation: false,
      language: 'en',
      crossLanguage: false,
    })
    expect(answer.confidence).toBeGreaterThan(0.5)
    expect(answer.sources[0]).toMatchObject({ entryId: entries[0].id, question: entries[0].question })
    expect(answer.sources[0].score).toBeGreaterThan(0)
  })

  it('says it has no answer, in the user language, and escalates as a knowledge gap', () => {
    const answer = ask('Vilken är huvudstaden i Australien och hur många invånare har den?')
    expect(answer).toMatchObject({
      knowledgeBased: false,
      needsEscalation: true,
      escalationType: 'knowledge_gap',
      language: 'sv',
    })
    expect(answer.content).toMatch(/kunskapsbas/)
  })

  it('falls back to a sibling Nordic language and says so', () => {
    // No Danish entries: a Danish question is answered from the Norwegian one.
    const answer = ask('Hvor lang garanti er der på dynoen?', { language: 'da' })
    expect(answer.sources[0].entryId).toBe(entries[3].id)
    expect(answer.crossLanguage).toBe(true)
    expect(answer.content).toContain('norsk')
    expect(answer.content).toContain(entries[3].answer)
  })

  it('lets only an entry good enough to answer settle an unsure detection', () => {
    // Danish or Norwegian? Only "er det" is shared with a Norwegian entry: far too weak to answer, so
    // it says nothing about the user's language either.
    const detection = detectLanguage('er det varm udenfor')
    expect(detection).toMatchObject({ language: 'da', reliable: false })
    expect(detection.alternatives.map((a) => a.language)).toContain('no')
    const answer = ask('er det varm udenfor')
    expect(answer.knowledgeBased).toBe(false)
    expect(answer.language).toBe('da')
  })

  it('honours an explicit language and asks to confirm a detected change of language', () => {
    expect(ask('How long is the warranty on the dyno?', { language: 'no' })).toMatchObject({
      language: 'no',
      requiresLanguageConfirmation: false,
    })
    expect(ask('How long is the warranty on the dyno?', { sessionLanguage: 'no' })).toMatchObject({
      language: 'en',
      requiresLanguageConfirmation: true,
    })
  })

  it('passes a request for a person on as specialist contact, in the user language', () => {
    const answer = ask('Kan jeg få snakke med et menneske?', { language: 'no' })
    expect(answer).toMatchObject({
      needsEscalation: true,
      escalationType: 'specialist_contact',
      knowledgeBased: false,
    })
    expect(answer.content).toMatch(/spesialist/)
  })

  it('offers global entries to every bot', () => {
    expect(ask('what are your opening hours').sources[0].entryId).toBe(entries[2].id)
  })
})

describe('confidence', () => {
  it('is 0 without evidence and grows with evidence and coverage', () => {
    expect(confidenceOf(EMPTY_FEATURES)).toBe(0)
    const weak = confidenceOf({ ...EMPTY_FEATURES, evidence: 0.3, coverage: 0.3, wordCount: 5 })
    const strong = confidenceOf({ ...EMPTY_FEATURES, evidence: 2, coverage: 1, wordCount: 5 })
    const covered = confidenceOf({ ...EMPTY_FEATURES, evidence: 0.3, coverage: 1, wordCount: 5 })
    expect(weak).toBeLessThan(covered)
    expect(covered).toBeLessThan(strong)
    expect(strong).toBeLessThanOrEqual(1)
  })
})
