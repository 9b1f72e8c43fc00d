import { describe, expect, it } from 'vitest'
import { feedbackNotes } from './chat-feedback.ts'
import {
  chatContextText,
  contactInfoFrom,
  containsContactDetails,
  escalationLanguage,
  isSpecialistContact,
  knowledgeGapDescription,
  knowledgeGapPriority,
  knowledgeGapTitle,
  needsEscalation,
  planEscalation,
} from './escalation-rules.ts'

const account = { name: 'Kari Nordmann', email: 'kari@account.no' }

describe('escalation rules (spec §7, §9)', () => {
  it('plans the ticket: its kind, category and language', () => {
    const gap = { escalationType: 'knowledge_gap', language: 'en' } as const
    expect(planEscalation({ session: { languageCode: 'sv' }, question: 'Flux?', answer: gap })).toEqual({
      specialist: false,
      gapKind: 'general',
      category: 'general',
      language: 'en',
    })
    // A knowledge gap in a language the chat does not offer runs in the conversation's, then Norwegian.
    const german = { escalationType: 'knowledge_gap', language: 'de' } as const
    expect(
      planEscalation({ session: { languageCode: 'sv' }, question: 'Was?', answer: german }).language,
    ).toBe('sv')
    expect(
      planEscalation({ session: { languageCode: null }, question: 'Was?', answer: german }).language,
    ).toBe('no')
    const keyword = { escalationType: 'keyword', language: 'no' } as const
    expect(
      planEscalation({ session: { languageCode: null }, question: 'Klage', answer: keyword }),
    ).toMatchObject({
      gapKind: 'keyword',
      category: 'keyword',
    })
    // A specialist contact needs contact details and runs in the conversation's language.
    const person = { escalationType: 'specialist_contact', language: 'en' } as const
    expect(
      planEscalation({
        session: { languageCode: 'sv' },
        question: 'Call me at kari@dealer.no',
        answer: person,
      }),
    ).toEqual({ specialist: true, gapKind: 'general', category: 'specialist_contact', language: 'sv' })
    expect(
      planEscalation({ session: { languageCode: 'sv' }, question: 'A person, please', answer: person }),
    ).toEqual({
      specialist: false,
      gapKind: 'general',
      category: 'general',
      language: 'en',
    })
  })

  it('escalates when the assistant says so or below 0.5 confidence', () => {
    expect(needsEscalation({ needsEscalation: true, confidence: 0.9 })).toBe(true)
    expect(needsEscalation({ needsEscalation: false, confidence: 0.49 })).toBe(true)
    expect(needsEscalation({ needsEscalation: false, confidence: 0.5 })).toBe(false)
  })

  it('priority is high below 0.3, else medium', () => {
    expect(knowledgeGapPriority(0.29)).toBe('high')
    expect(knowledgeGapPriority(0.3)).toBe('medium')
  })

  it('contact details: e-mail, 8+ digits, or the words name/phone in Norwegian or English', () => {
    for (const text of [
      'mail me at a@b.no',
      'ring 98 76 54 32',
      'my name is Ola',
      'navn: Ola',
      'telefon please',
      'phone me',
    ])
      expect(containsContactDetails(text)).toBe(true)
    for (const text of ['how do I reset the license?', 'call 1234567', 'renamed file'])
      expect(containsContactDetails(text)).toBe(false)
  })

  it('the specialist path needs both the specialist_contact type and contact details', () => {
    expect(isSpecialistContact({ escalationType: 'specialist_contact' }, 'my email is a@b.no')).toBe(true)
    expect(isSpecialistContact({ escalationType: 'specialist_contact' }, 'talk to a person')).toBe(false)
    expect(isSpecialistContact({ escalationType: 'knowledge_gap' }, 'my email is a@b.no')).toBe(false)
  })

  it('extracts contact info from the text, falling back to the account', () => {
    expect(contactInfoFrom('Mitt navn er Ola Hansen og telefon 912 34 567', account)).toEqual({
      name: 'Ola Hansen',
      email: 'kari@account.no',
      phone: '91234567',
      preferred_contact: 'email',
      urgency: 'medium',
      notes: 'Mitt navn er Ola Hansen og telefon 912 34 567',
    })
    expect(contactInfoFrom('write to ola@dealer.se', account)).toMatchObject({
      name: 'Kari Nordmann',
      email: 'ola@dealer.se',
    })
  })

  it('the escalation language is the first enabled one, Norwegian by default', () => {
    expect(escalationLanguage('sv', 'en')).toBe('sv')
    expect(escalationLanguage('da', null, 'en')).toBe('en')
    expect(escalationLanguage(null, 'de')).toBe('no')
  })

  it('writes the knowledge-gap title and description', () => {
    expect(knowledgeGapTitle('  Why   is the sky blue? ')).toBe('Knowledge Gap: Why is the sky blue?')
    expect(knowledgeGapTitle('x'.repeat(200))).toHaveLength('Knowledge Gap: '.length + 80)
    expect(
      knowledgeGapDescription({
        question: 'Q?',
        answer: {
          content: 'A.',
          confidence: 0.123,
          knowledgeBased: false,
          escalationType: null,
          language: 'sv',
        },
        botType: 'support',
      }),
    ).toBe(
      'Question: Q?\nAnswer: A.\nConfidence: 0.12\nKnowledge based: no\nBot type: support\nLanguage: sv\nReason: confidence below 0.5',
    )
    expect(
      chatContextText([
        { content: 'hi', isUser: true },
        { content: 'hello', isUser: false },
      ]),
    ).toBe('User: hi\nAssistant: hello')
  })

  it('feedback notes follow spec §7', () => {
    expect(feedbackNotes({ rating: 3, notes: 'ok' })).toBe('Rating: 3/5, Notes: ok')
    expect(feedbackNotes({ rating: 5, notes: null })).toBe('Rating: 5/5')
    expect(feedbackNotes({ rating: null, notes: null })).toBeNull()
  })
})
