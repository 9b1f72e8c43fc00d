import { describe, expect, it } from 'vitest'
import { DEFAULT_ESCALATION_RULES } from '#server/db/schema/bots'
import { analyze } from './analysis/analyze.ts'
import { answerFromIndex } from './answer-message.ts'
import { buildKnowledgeIndex } from './knowledge-index.ts'
import { detectLanguage } from './language/detect-language.ts'
import { nameTermsOf } from './retrieve.ts'
import type { KnowledgeDocument } from './types.ts'

// Issue 33, item 1: the assistant answers only when the entry answers the question. A question that
// shares words with an entry but asks something the entry does not hold (a name, a code) must not be
// answered confidently, least of all in a small bot, where every shared word looks rare.

const doc = (id: number, question: string, answer: string): KnowledgeDocument => ({
  id: `e${id}`,
  question,
  answer,
  language: 'en',
  priority: 5,
  tags: [],
  scope: 'bot_specific',
})

const SUPPORT: [string, string][] = [
  [
    'Where are my invoices?',
    'Your invoices are under Billing in the portal; each one can be downloaded as a PDF.',
  ],
  [
    'How do I reset my tool license?',
    'Open Tools, choose the tool and press Reset license; the reset takes a minute.',
  ],
  ['What are your opening hours?', 'Support is open on weekdays from 08:00 to 16:00.'],
  ['How long is the warranty on the dyno?', 'The dyno has a two-year warranty from the delivery date.'],
  [
    'How do I update the flash tool firmware?',
    'Connect the tool by USB and start the updater in the portal.',
  ],
  ['How do I become a dealer?', 'Fill in the dealer application form; we answer within two weeks.'],
  ['How do I change my password?', 'Open your profile, choose Security and set a new password.'],
  ['Can I add more users to my account?', 'Admins can invite users from the Team page.'],
  ['How do I buy file credits?', 'Credits are bought in the Shop; they never expire.'],
  ['Where do I download the tuning files?', 'Finished files are under Files, ready to download for 30 days.'],
  ['How fast are files delivered?', 'Most files are ready within an hour during opening hours.'],
  ['Which vehicles do you support?', 'Cars, vans and tractors from most European makers.'],
  ['How do I book a dyno session?', 'Book a dyno slot in the Calendar; sessions last two hours.'],
  ['Can I get a refund for credits?', 'Unused credits are refunded within 14 days of purchase.'],
  [
    'How do I report a problem with a file?',
    'Open the file and press Report problem; we answer the same day.',
  ],
  ['Do you offer training courses?', 'We run a two-day tuning course every month at our workshop.'],
  ['How do I change the company address?', 'The company address is changed under Settings, Company.'],
  ['Is the portal available in Swedish?', 'The portal is available in English, Norwegian and Swedish.'],
  ['How do I connect the diagnostic tool?', 'Plug the OBD cable in and pair the tool in the app.'],
  ['What does the DPF warning mean?', 'The DPF warning means the particle filter needs a regeneration.'],
]

const ask = (entries: readonly [string, string][], message: string) =>
  answerFromIndex(
    buildKnowledgeIndex(
      entries.map(([question, answer], i) => doc(i, question, answer)),
      analyze,
    ),
    { message, rules: DEFAULT_ESCALATION_RULES, analyze, detect: detectLanguage },
  )

describe('answerability', () => {
  it('does not answer a question about Klarna with the invoices entry', () => {
    for (const entries of [SUPPORT.slice(0, 5), SUPPORT]) {
      const answer = ask(entries, 'Can I pay my invoices with Klarna?')
      expect(answer.sources[0]?.question).toBe('Where are my invoices?')
      expect(answer.confidence).toBeLessThan(0.7)
      // Default rules: a confidence below the threshold (0.5) escalates as a knowledge gap.
      expect(answer).toMatchObject({ needsEscalation: true, escalationType: 'knowledge_gap' })
    }
  })

  it('keeps a weak match in a bot of 20 entries below 0.7', () => {
    expect(SUPPORT).toHaveLength(20)
    for (const message of [
      // 0.72 and 0.84 before the missing-word features and the small-bot correction.
      'Which tool do you support for Volvo MG1?',
      'How do I change the dyno warranty address?',
      'Can the dyno measure torque on a motorcycle?',
    ])
      expect(ask(SUPPORT, message).confidence, message).toBeLessThan(0.7)
  })

  it('still answers a genuine paraphrase, in a small bot and in a bot of 20', () => {
    // In a bot of three entries every word of the question but "invoices" is unknown to the index, so
    // only a paraphrase that keeps the entry's words answers there (see docs/assistant.md, left to do).
    for (const [entries, message] of [
      [SUPPORT.slice(0, 3), 'Where are my invoices in the portal?'],
      [SUPPORT, 'where can I find my invoices?'],
    ] as const) {
      const answer = ask(entries, message)
      expect(answer.sources[0]?.question).toBe('Where are my invoices?')
      expect(answer).toMatchObject({ knowledgeBased: true, needsEscalation: false })
    }
    const license = ask(SUPPORT, 'I need to reset the license of my tool')
    expect(license.sources[0]?.question).toBe('How do I reset my tool license?')
    expect(license.needsEscalation).toBe(false)
  })

  it('trusts a clear winner in a bot of a few entries, unless the entry lacks a name or every content word', () => {
    // Seventh session: the small-bot adjustment (confidence.ts). Before it, "where can I find my
    // invoices?" in a bot of three entries got 0.19: every word but "invoices" is unknown there.
    const small = SUPPORT.slice(0, 7)
    for (const message of ['where can I find my invoices?', 'I want to become a dealer, what do I do']) {
      const answer = ask(small, message)
      expect(answer).toMatchObject({ knowledgeBased: true, needsEscalation: false })
      expect(answer.confidence, message).toBeGreaterThanOrEqual(0.5)
    }
    expect(ask(SUPPORT.slice(0, 3), 'where can I find my invoices?').needsEscalation).toBe(false)
    // A name the entry lacks: the clear winner answers another question.
    const klarna = ask(small, 'Can I pay my invoices with Klarna?')
    expect(klarna.retrieval?.features.absentNames).toBe(1)
    expect(klarna.needsEscalation).toBe(true)
    // Only stop words shared ("what are" of the opening hours): nothing to trust.
    const weak = ask(small, 'what are the rules for towing a trailer')
    expect(weak.retrieval?.features.missing).toBe(1)
    expect(weak.confidence).toBeLessThan(0.3)
  })

  it('reports what the question asks that the entry lacks', () => {
    const klarna = ask(SUPPORT, 'Can I pay my invoices with Klarna?').retrieval?.features
    const paraphrase = ask(SUPPORT, 'Where are my invoices in the portal?').retrieval?.features
    // Klarna is a name: it weighs NAME_WEIGHT words, so most of the question is missing.
    expect(klarna?.missing).toBeGreaterThan(0.75)
    expect(klarna?.missingRarest).toBe(1)
    expect(paraphrase?.missing).toBe(0)
    expect(klarna?.entries).toBe(20)
  })

  it('takes names and codes from inside a sentence, not its first word', () => {
    expect([...nameTermsOf('Can I pay with Klarna? Where is the MG1 cable', 'en', analyze)].sort()).toEqual([
      'klarna',
      'mg1',
    ])
  })
})
