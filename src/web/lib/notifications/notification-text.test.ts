import i18next from 'i18next'
import { describe, expect, it } from 'vitest'
import { NOTIFICATION_SUBJECT_KINDS, type NotificationSubject } from '#shared/schemas/notification-subjects'
import { NOTIFICATION_TYPE_VALUES, URGENCY_VALUES } from '#shared/schemas/notifications'
import { I18N_OPTIONS } from '#web/config/i18n-options.ts'
import en from '#web/locales/en/notifications.json'
import no from '#web/locales/no/notifications.json'
import sv from '#web/locales/sv/notifications.json'
import { notificationKindText, notificationText, ticketTitleText } from './notification-text.ts'

const i18n = i18next.createInstance()
await i18n.init({
  ...I18N_OPTIONS,
  lng: 'no',
  ns: ['notifications'],
  resources: { en: { notifications: en }, no: { notifications: no }, sv: { notifications: sv } },
})
const tIn = (language: string) => i18n.getFixedT(language)

const question = { kind: 'question', text: 'Where are my invoices?' } as const
/** One subject of every kind the server stores. */
const SUBJECTS: NotificationSubject[] = [
  { kind: 'new_escalation', params: { title: 'Knowledge Gap: Where are my invoices?' } },
  { kind: 'escalation_assigned', params: { title: 'Knowledge Gap: Where are my invoices?' } },
  { kind: 'escalation_resolved', params: { ticket: question, shared: true } },
  { kind: 'document_approved', params: { title: 'Price list 2026' } },
  { kind: 'document_rejected', params: { title: 'Price list 2026', comment: 'Wrong year' } },
  { kind: 'onboarding_step_approved', params: { step: 'Safety course' } },
  { kind: 'onboarding_step_changes_requested', params: { step: 'Safety course' } },
  { kind: 'onboarding_program_assigned', params: { program: 'Workshop start' } },
  { kind: 'system_maintenance', params: { details: 'Sunday 22:00-23:00' } },
  { kind: 'translation_ready', params: { title: 'Price list 2026' } },
]
const STORED = 'The stored English message'

describe('notificationText', () => {
  it('has a sample of every subject kind', () => {
    expect(new Set(SUBJECTS.map((subject) => subject.kind))).toEqual(new Set(NOTIFICATION_SUBJECT_KINDS))
  })

  it.each(['en', 'no', 'sv'])('words every subject as a sentence in %s, with its values', (language) => {
    const t = tIn(language)
    for (const subject of SUBJECTS) {
      const text = notificationText(t, { message: STORED, subject })
      expect(text, subject.kind).not.toBe(STORED)
      expect(text, subject.kind).not.toMatch(/\{\{|_|notifications:/)
      expect(text, subject.kind).toMatch(/[.:]|[».”]$/)
      for (const value of Object.values(subject.params).filter((value) => typeof value === 'string'))
        expect(text, subject.kind).toContain(value)
    }
  })

  it('words a resolution for the user, under their own title, in the UI language', () => {
    const resolved = (shared: boolean): NotificationSubject => ({
      kind: 'escalation_resolved',
      params: { ticket: question, shared },
    })
    expect(notificationText(tIn('en'), { message: STORED, subject: resolved(false) })).toBe(
      'Your question “Where are my invoices?” has been resolved.',
    )
    expect(notificationText(tIn('no'), { message: STORED, subject: resolved(true) })).toBe(
      'Spørsmålet ditt «Where are my invoices?» er løst. Svaret finner du i chatten.',
    )
    expect(notificationText(tIn('sv'), { message: STORED, subject: resolved(false) })).toBe(
      'Din fråga ”Where are my invoices?” har lösts.',
    )
  })

  it('falls back to the stored message for a row without a subject', () => {
    expect(notificationText(tIn('no'), { message: STORED, subject: null })).toBe(STORED)
  })
})

describe('ticketTitleText', () => {
  it('words each kind of user title, never the desk’s', () => {
    const t = tIn('no')
    expect(ticketTitleText(t, question)).toBe('Spørsmålet ditt «Where are my invoices?»')
    expect(ticketTitleText(t, { kind: 'own', text: 'Licence locked' })).toBe('Saken din «Licence locked»')
    expect(ticketTitleText(t, { kind: 'contact', text: '' })).toBe(
      'Forespørselen din om å snakke med en person',
    )
  })
})

describe('notificationKindText', () => {
  it('says type and urgency in words for every spec §3 type (no codes)', () => {
    for (const language of ['en', 'no', 'sv'])
      for (const notificationType of NOTIFICATION_TYPE_VALUES)
        for (const urgency of URGENCY_VALUES) {
          const text = notificationKindText(tIn(language), { notificationType, urgency })
          expect(text).not.toMatch(/_| - |\{\{/)
          expect(text).not.toContain(notificationType)
        }
    expect(
      notificationKindText(tIn('no'), { notificationType: 'escalation_resolved', urgency: 'medium' }),
    ).toBe('Eskalering løst · middels prioritet')
    expect(notificationKindText(tIn('en'), { notificationType: 'new_escalation', urgency: 'high' })).toBe(
      'New escalation · high priority',
    )
  })
})
