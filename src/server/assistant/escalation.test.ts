import { describe, expect, it } from 'vitest'
import { DEFAULT_ESCALATION_RULES, type EscalationRules } from '#server/db/schema/bots'
import { decideEscalation } from './escalation.ts'
import { matchEscalationKeyword } from './escalation-keywords.ts'
import { asksForHuman, givesContactDetails } from './human-request.ts'

const rules = (overrides: Partial<EscalationRules> = {}): EscalationRules => ({
  ...DEFAULT_ESCALATION_RULES,
  ...overrides,
})

describe('escalation rules (spec §3)', () => {
  // [auto_escalate, require_both, keywords configured, low confidence, keyword hit, specialist] -> expected
  const table: [boolean, boolean, boolean, boolean, boolean, boolean, boolean, string | null][] = [
    [true, false, false, false, false, false, false, null],
    [true, false, false, true, false, false, true, 'knowledge_gap'],
    [true, false, true, false, true, false, true, 'keyword'],
    [true, false, true, true, true, false, true, 'keyword'],
    [true, false, true, true, false, false, true, 'knowledge_gap'],
    [true, true, true, true, false, false, false, null],
    [true, true, true, false, true, false, false, null],
    [true, true, true, true, true, false, true, 'keyword'],
    // require_both with no keywords configured: low confidence alone still escalates
    [true, true, false, true, false, false, true, 'knowledge_gap'],
    [false, false, true, true, true, false, false, null],
    [false, false, false, true, false, false, false, null],
    // a request for a person always goes through, even with auto_escalate off
    [false, false, false, false, false, true, true, 'specialist_contact'],
    [true, true, true, false, false, true, true, 'specialist_contact'],
  ]
  it.each(table)(
    'auto=%s both=%s keywords=%s low=%s hit=%s specialist=%s -> %s %s',
    (auto, both, keywords, low, hit, specialist, needs, type) => {
      const decision = decideEscalation(
        { confidence: low ? 0.2 : 0.9, keywordHit: hit, specialistRequested: specialist },
        rules({
          auto_escalate: auto,
          require_both_conditions: both,
          escalation_keywords: keywords ? ['refund'] : [],
        }),
      )
      expect(decision).toEqual({ needsEscalation: needs, escalationType: type })
    },
  )

  it('uses the bot threshold: below escalates, at or above does not', () => {
    expect(
      decideEscalation(
        { confidence: 0.69, keywordHit: false, specialistRequested: false },
        rules({ confidence_threshold: 0.7 }),
      ).needsEscalation,
    ).toBe(true)
    expect(
      decideEscalation(
        { confidence: 0.7, keywordHit: false, specialistRequested: false },
        rules({ confidence_threshold: 0.7 }),
      ).needsEscalation,
    ).toBe(false)
  })
})

describe('escalation keywords and sensitivity (spec §9)', () => {
  const match = (
    message: string,
    keyword: string,
    sensitivity: 'low' | 'medium' | 'high',
    language = 'en' as const,
  ) => matchEscalationKeyword(message, [keyword], sensitivity, language)

  it('low: whole words only', () => {
    expect(match('I want a refund now', 'refund', 'low')).toBe('refund')
    expect(match('Was it refunded?', 'refund', 'low')).toBeNull()
    expect(match('I want my MONEY BACK', 'money back', 'low')).toBe('money back')
  })

  it('medium (default): partial matches too', () => {
    expect(match('Was it refunded?', 'refund', 'medium')).toBe('refund')
    expect(match('I would like my money returned', 'refund', 'medium')).toBeNull()
  })

  it('high: stems, small typos and synonyms in no/sv/da/en', () => {
    expect(match('I would like my money back', 'refund', 'high')).toBe('refund')
    expect(match('Jeg vil ha pengene tilbake', 'refund', 'high', 'no' as never)).toBe('refund')
    expect(match('Jag vill lämna ett klagomål', 'complaint', 'high', 'sv' as never)).toBe('complaint')
    expect(match('I am complaining about the invoice', 'complaint', 'high')).toBe('complaint')
    expect(match('the refnud never came', 'refund', 'high')).toBe('refund')
    expect(match('How do I update the firmware?', 'refund', 'high')).toBeNull()
  })

  it('keywords are compared lower-cased and trimmed', () => {
    expect(matchEscalationKeyword('This is URGENT', ['  Urgent '], 'low', 'en')).toBe('  Urgent ')
    expect(matchEscalationKeyword('nothing here', [], 'high', 'en')).toBeNull()
  })
})

describe('requests for a person (spec §7)', () => {
  it.each([
    ['en', 'Can I talk to a person?'],
    ['en', 'I want to speak with a human'],
    ['en', 'please connect me to a live agent'],
    ['no', 'Kan jeg snakke med et menneske?'],
    ['no', 'Jeg vil prate med en rådgiver'],
    ['sv', 'Kan jag prata med en människa?'],
    ['sv', 'Jag vill tala med någon på kundtjänst'],
    ['da', 'Må jeg tale med et menneske?'],
    ['da', 'Kan I ringe til mig? Ring mig'],
  ])('%s: %s', (_language, message) => {
    expect(asksForHuman(message)).toBe(true)
  })

  it.each([
    'How do I talk to the ECU over OBD?',
    'What does the human readable log mean?',
    'Hvordan snakker verktøyet med bilen?',
    'Hur pratar verktyget med bilen?',
  ])('not a request: %s', (message) => {
    expect(asksForHuman(message)).toBe(false)
  })

  it('contact details: e-mail, 8+ digits, name or phone given', () => {
    expect(givesContactDetails('reach me at ola.nordmann@example.com')).toBe(true)
    expect(givesContactDetails('ring 912 34 567')).toBe(true)
    expect(givesContactDetails('+47 91234567')).toBe(true)
    expect(givesContactDetails('My name is Ola and I need help')).toBe(true)
    expect(givesContactDetails('Mitt navn er Kari')).toBe(true)
    expect(givesContactDetails('telefon: 22 33 44 55')).toBe(true)
    expect(givesContactDetails('order 1234567 is late')).toBe(false)
    expect(givesContactDetails('What is the name of the tool?')).toBe(false)
  })
})
