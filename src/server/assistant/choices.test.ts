import { describe, expect, it } from 'vitest'
import { DEFAULT_ESCALATION_RULES, type EscalationRules } from '#server/db/schema/bots'
import { analyze } from './analysis/analyze.ts'
import {
  ANSWER_FLOOR,
  answerFromIndex,
  CHOICE_CLOSE,
  CHOICE_THIRD_CLOSE,
  closeCandidates,
} from './answer-message.ts'
import { buildKnowledgeIndex } from './knowledge-index.ts'
import { detectLanguage } from './language/detect-language.ts'
import { choicesReply } from './replies.ts'
import type { RetrievalCandidate } from './retrieve.ts'
import type { KnowledgeDocument } from './types.ts'

// Issue 33 item 2: when two or three entries are close, the reply offers them instead of guessing.

let next = 0
const doc = (
  question: string,
  answer: string,
  extra: Partial<KnowledgeDocument> = {},
): KnowledgeDocument => ({
  id: `c${next++}`,
  question,
  answer,
  language: 'en',
  priority: 5,
  tags: [],
  scope: 'bot_specific',
  ...extra,
})

const candidate = (question: string, score: number): RetrievalCandidate => ({
  doc: 0,
  entry: doc(question, `Answer to ${question}`),
  score,
  entryScore: score,
})

describe('closeCandidates', () => {
  const best = candidate('How do I reset the license of the dyno?', 2.7)

  it('offers the best and a runner-up within CHOICE_CLOSE of its score', () => {
    const close = candidate('How do I reset the license of the flash tool?', 2.7 * CHOICE_CLOSE + 0.01)
    const far = candidate('Where are my invoices?', 2.7 * (CHOICE_THIRD_CLOSE - 0.05))
    expect(closeCandidates([best, close, far], 0.6).map((c) => c.entry.question)).toEqual([
      best.entry.question,
      close.entry.question,
    ])
  })

  it('adds a third only within CHOICE_THIRD_CLOSE', () => {
    const second = candidate('How do I reset the license of the flash tool?', 2.6)
    const third = candidate('How do I reset the password of the flash tool?', 2.7 * CHOICE_THIRD_CLOSE + 0.01)
    expect(closeCandidates([best, second, third], 0.6)).toHaveLength(3)
  })

  it('offers nothing when the runner-up is not close, or nothing is good enough to offer', () => {
    const second = candidate('How do I update the flash tool?', 2.7 * CHOICE_CLOSE - 0.05)
    expect(closeCandidates([best, second], 0.6)).toEqual([])
    const tie = candidate('How do I reset the license of the flash tool?', 2.7)
    expect(closeCandidates([best, tie], ANSWER_FLOOR - 0.01)).toEqual([])
    expect(closeCandidates([best], 0.6)).toEqual([])
  })

  it('offers two groups that ask the same question once, and then not at all', () => {
    const same = candidate('how do I reset the license of the dyno? ', 2.7)
    expect(closeCandidates([best, same], 0.6)).toEqual([])
  })
})

describe('answers with choices', () => {
  const entries = [
    doc(
      'How do I reset the license of the flash tool?',
      'Open the manager, go to Settings > License and click Reset.',
    ),
    doc(
      'How do I reset the license of the dyno?',
      'Open the dyno software, go to Help > License and click Reset.',
    ),
    doc(
      'How do I reset the password of the flash tool?',
      'Hold the power button for ten seconds and choose a new password.',
    ),
    doc('Where are my invoices?', 'Under Account > Invoices in the portal, as PDF.'),
    doc('What are your opening hours?', 'Support is open on weekdays from 08:00 to 16:00.'),
    doc('How long is the warranty on the dyno?', 'The dyno has a two-year warranty from the delivery date.'),
  ]
  const index = buildKnowledgeIndex(entries, analyze)
  const ask = (message: string, rules: EscalationRules = DEFAULT_ESCALATION_RULES) =>
    answerFromIndex(index, { message, rules, analyze, detect: detectLanguage, language: 'en' })
  const licenses = [entries[0].id, entries[1].id]

  it('offers the close entries beside the answer when the best is confident enough to answer', () => {
    const answer = ask('how do I reset the license')
    expect(answer.knowledgeBased).toBe(true)
    expect(licenses).toContain(answer.sources[0].entryId)
    expect(answer.content).toBe(entries.find((entry) => entry.id === answer.sources[0].entryId)?.answer)
    // The other license entry is offered; the answer shown is not offered again.
    expect(answer.choices.map((choice) => choice.entryId)).toEqual(
      licenses.filter((id) => id !== answer.sources[0].entryId),
    )
    expect(answer.choices[0].question).toMatch(/reset the license/)
  })

  it('offers them instead of the answer below the bot threshold, and still escalates', () => {
    const rules = { ...DEFAULT_ESCALATION_RULES, confidence_threshold: 0.99 }
    const answer = ask('how do I reset the license', rules)
    expect(answer).toMatchObject({
      knowledgeBased: false,
      needsEscalation: true,
      escalationType: 'knowledge_gap',
      content: choicesReply('en'),
    })
    expect(answer.choices.map((choice) => choice.entryId).sort()).toEqual([...licenses].sort())
    // The best entry is still the first source, for reviewers and the evaluation.
    expect(answer.choices[0].entryId).toBe(answer.sources[0].entryId)
  })

  it('offers no choices when one entry is clearly the answer', () => {
    const answer = ask('how long is the warranty on the dyno')
    expect(answer.knowledgeBased).toBe(true)
    expect(answer.choices).toEqual([])
  })

  it('offers no choices when nothing matches or a person is asked for', () => {
    expect(ask('what is the capital of australia').choices).toEqual([])
    expect(ask('I want to talk to a person about the license reset').choices).toEqual([])
  })

  it('words the offer in the language of the question', () => {
    const nordic = buildKnowledgeIndex(
      [
        doc('Hvordan tilbakestiller jeg lisensen på flashverktøyet?', 'Åpne manageren og velg Lisens.', {
          language: 'no',
        }),
        doc('Hvordan tilbakestiller jeg lisensen på dynoen?', 'Åpne dynoprogrammet og velg Hjelp > Lisens.', {
          language: 'no',
        }),
        doc('Hvor finner jeg fakturaene?', 'Under Konto > Fakturaer i portalen.', { language: 'no' }),
      ],
      analyze,
    )
    const answer = answerFromIndex(nordic, {
      message: 'hvordan tilbakestiller jeg lisensen',
      rules: { ...DEFAULT_ESCALATION_RULES, confidence_threshold: 0.99 },
      analyze,
      detect: detectLanguage,
      language: 'no',
    })
    expect(answer.content).toBe(choicesReply('no'))
    expect(answer.choices).toHaveLength(2)
  })
})
