import { describe, expect, it } from 'vitest'
import { DEFAULT_ESCALATION_RULES } from '#server/db/schema/bots'
import { analyze } from './analysis/analyze.ts'
import { answerFromIndex } from './answer-message.ts'
import { looksLikeFollowUp } from './follow-up.ts'
import { buildKnowledgeIndex } from './knowledge-index.ts'
import { detectLanguage } from './language/detect-language.ts'
import type { AssistantLanguage } from './language/languages.ts'
import type { KnowledgeDocument } from './types.ts'

// Issue 33 item 5: a follow-up is understood with the previous turn's topic.

describe('looksLikeFollowUp', () => {
  const follows = (message: string, language: AssistantLanguage) =>
    looksLikeFollowUp(message, language, analyze)

  it('takes a message opening with a connective as a follow-up, in no, sv, da and en', () => {
    expect(follows('and how long are they valid', 'en')).toBe(true)
    expect(follows('What about the price?', 'en')).toBe(true)
    expect(follows('og hva koster det?', 'no')).toBe(true)
    expect(follows('Hva med garantien', 'no')).toBe(true)
    expect(follows('och hur lång tid tar det?', 'sv')).toBe(true)
    expect(follows('vad med priset', 'sv')).toBe(true)
    expect(follows('hvad med prisen?', 'da')).toBe(true)
    expect(follows('også for varebiler', 'da')).toBe(true)
  })

  it('takes a short message that points back with a pronoun as a follow-up', () => {
    expect(follows('how much does it cost', 'en')).toBe(true)
    expect(follows('hvor lenge gjelder den', 'no')).toBe(true)
    expect(follows('behöver man abonnemang för det', 'sv')).toBe(true)
    expect(follows('kræver det et abonnement', 'da')).toBe(true)
  })

  it('does not take a question that carries its own topic as a follow-up', () => {
    expect(follows('Where can I download my invoices as PDF files from the dealer portal?', 'en')).toBe(false)
    expect(follows('hvordan bestiller jeg en ecu-fil til en bmw med mg1', 'no')).toBe(false)
    // A short question without a connective or a word pointing back stands on its own.
    expect(follows('opening hours', 'en')).toBe(false)
    expect(follows('åpningstider', 'no')).toBe(false)
    expect(follows('', 'en')).toBe(false)
  })
})

describe('answers to follow-ups', () => {
  let next = 0
  const doc = (question: string, answer: string, language: AssistantLanguage = 'en'): KnowledgeDocument => ({
    id: `f${next++}`,
    question,
    answer,
    language,
    priority: 5,
    tags: [],
    scope: 'bot_specific',
  })
  const entries = [
    doc(
      'How do I buy credits?',
      'Go to Credits in the portal and choose a package. Credits are valid for 12 months.',
    ),
    doc(
      'How do I reset my tool license?',
      'Open Settings > License and click Reset. You can reset it twice a year.',
    ),
    doc('Where are my invoices?', 'All invoices are under Account > Invoices in the portal.'),
    doc('How fast do you ship orders?', 'Orders placed before 14:00 ship the same day.'),
    doc('What are your opening hours?', 'Weekdays 08:00 to 16:00, Saturdays 10:00 to 15:00.'),
    doc(
      'Hvordan kjøper jeg kreditter?',
      'Gå til Kreditter i portalen. Kredittene er gyldige i 12 måneder.',
      'no',
    ),
    doc('Hvor finner jeg fakturaene?', 'Under Konto > Fakturaer i portalen.', 'no'),
    doc('Hva er åpningstidene?', 'Hverdager 08.00 til 16.00, lørdager 10.00 til 15.00.', 'no'),
    doc(
      'Hvordan tilbakestiller jeg lisensen?',
      'Åpne Innstillinger > Lisens og klikk Tilbakestill. Det går to ganger i året.',
      'no',
    ),
    doc('Hvor raskt sender dere bestillinger?', 'Bestillinger før kl. 14 sendes samme dag.', 'no'),
  ]
  const index = buildKnowledgeIndex(entries, analyze)
  const ask = (message: string, previous?: string) =>
    answerFromIndex(index, {
      message,
      previous,
      rules: DEFAULT_ESCALATION_RULES,
      analyze,
      detect: detectLanguage,
    })

  it('answers a follow-up from the previous topic where the message alone does not', () => {
    const alone = ask('and how long are they valid')
    expect(
      alone.knowledgeBased && !alone.needsEscalation && alone.sources[0]?.entryId === entries[0].id,
    ).toBe(false)
    const followUp = ask('and how long are they valid', 'how do i buy credits')
    expect(followUp).toMatchObject({ followUp: true, knowledgeBased: true, needsEscalation: false })
    expect(followUp.sources[0].entryId).toBe(entries[0].id)
    expect(followUp.content).toBe(entries[0].answer)
  })

  it('does the same in Norwegian', () => {
    const followUp = ask('og hvor lenge er de gyldige', 'hvordan kjøper jeg kreditter')
    expect(followUp).toMatchObject({ followUp: true, knowledgeBased: true, language: 'no' })
    expect(followUp.sources[0].entryId).toBe(entries[5].id)
    expect(followUp.confidence).toBeGreaterThan(ask('og hvor lenge er de gyldige').confidence)
  })

  it('keeps the reading of the message alone when it is the more confident one', () => {
    const answer = ask('and where are my invoices', 'how do i buy credits')
    expect(answer.sources[0].entryId).toBe(entries[2].id)
    expect(answer.followUp).toBe(false)
  })

  it('ignores the previous question for a message that is not a follow-up', () => {
    const answer = ask('How fast do you ship orders placed in the morning?', 'how do i buy credits')
    expect(answer.followUp).toBe(false)
    expect(answer.sources[0].entryId).toBe(entries[3].id)
  })
})
