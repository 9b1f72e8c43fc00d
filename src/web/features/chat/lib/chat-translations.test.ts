import { describe, expect, it } from 'vitest'
import en from '#web/locales/en/chat.json'
import { flattenStrings } from '#web/locales/flatten-strings.ts'
import no from '#web/locales/no/chat.json'
import sv from '#web/locales/sv/chat.json'
import { confidenceLabelKey } from './confidence.ts'

/** Key parity and placeholders of every namespace are checked in src/web/locales/locales-complete.test.ts. */
const flatten = (value: unknown): Record<string, string> => Object.fromEntries(flattenStrings(value))

describe('chat translations', () => {
  const english = flatten(en)

  it.each([
    ['no', no],
    ['sv', sv],
  ])('%s has every English key, each translated', (_language, strings) => {
    const translated = flatten(strings)
    for (const key of ['escalation.specialist', 'escalation.ticket', 'confidence.low', 'ticket.success'])
      expect(translated[key]).not.toBe(english[key])
  })

  it('uses the spec §2.7 and §8 wording in English', () => {
    expect(english).toMatchObject({
      'list.title': 'Available Assistants',
      'list.loading': 'Loading assistants...',
      'list.empty': 'No assistants available for your role.',
      'list.select': 'Select an Assistant',
      notFound: 'Bot not found',
      'messages.empty': 'Start a conversation with {{bot}}',
      'typing.assistant': 'Assistant is typing...',
      'typing.users_other': '{{count}} users are typing...',
      'confidence.low': 'Low confidence - consider escalating',
      'confidence.moderate': 'Moderate confidence',
      'ticket.title': 'Need Help? Create Ticket',
      'ticket.success': 'Ticket created successfully. An admin will review it soon.',
      'ticket.failed': 'Failed to create ticket',
      'ticket.noSession': 'No active session',
      'feedback.thanks': 'Thank you for your feedback!',
      'feedback.failed': 'Failed to submit feedback. Please try again.',
      'errors.send': 'Failed to send message. Please try again.',
      'errors.ai': 'Failed to get response from AI',
      'language.detected': 'Language detected - please confirm your preferred language',
      'language.switched': 'Language switched successfully',
      'escalation.specialist':
        'Your request has been escalated to our specialist team. You will be contacted soon.',
      'escalation.ticket': 'This conversation has been escalated to our support team for expert assistance.',
      'bots.stats.available': 'Available Bots',
      'bots.stats.total': 'Total Conversations',
      'bots.stats.active': 'Active Now',
      'bots.published': 'Published Bot',
      'bots.dealerUse': 'For Dealer Use',
      'bots.start': 'Start Chat',
      'bots.empty':
        'No AI assistants are currently available for your role. Contact your administrator for access.',
    })
  })
})

describe('confidence labels (spec §8)', () => {
  it('below 0.5 low, below 0.7 moderate, otherwise none', () => {
    expect(confidenceLabelKey(0.49)).toBe('confidence.low')
    expect(confidenceLabelKey(0.5)).toBe('confidence.moderate')
    expect(confidenceLabelKey(0.69)).toBe('confidence.moderate')
    expect(confidenceLabelKey(0.7)).toBeNull()
    expect(confidenceLabelKey(null)).toBeNull()
  })
})
