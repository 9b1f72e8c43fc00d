import type { RealIds } from './real-ids.ts'

/**
 * A request body each mutating route accepts (from the shared zod schemas), so the authorization
 * matrix reaches the permission checks that sit behind validation and the fuzz run can mutate a
 * body the route would take. Routes missing here get `{}`; both tests still cover them.
 */
export function validBodies(ids: RealIds, unique: string): Record<string, unknown> {
  const dealerId = ids.dealers[0]
  const botId = ids.bots[0]
  const step = {
    stepName: 'Read the handbook',
    stepDescription: 'Read it',
    stepType: 'training',
    stepOrder: 1,
    isRequired: true,
    estimatedDurationMinutes: 30,
  }
  // Issue 32: every edit names the version it started from; an old one is answered 409, which the
  // matrix and the fuzz run accept like any other answer below 500.
  const version = '2026-01-01T00:00:00.000Z'
  return {
    'POST /api/dealers': { name: `Dealer ${unique}`, dealerCode: `FZ-${unique}`, status: 'active' },
    'PATCH /api/dealers/:id': {
      name: `Dealer ${unique}`,
      dealerCode: `FZ-P-${unique}`,
      status: 'active',
      expectedUpdatedAt: version,
    },
    'POST /api/bots': { name: `Bot ${unique}` },
    'PATCH /api/bots/:botId': { description: 'Updated by the fuzz run', expected_updated_at: version },
    'POST /api/bots/:botId/answer-preview': { message: 'How do I reset the tool?' },
    'POST /api/chat/sessions': { botId },
    'POST /api/chat/messages': { botId, content: 'Hello, how do I update the firmware?' },
    'POST /api/chat/messages/:id/feedback': { feedbackType: 'positive' },
    'PATCH /api/chat/sessions/:id': { languageCode: 'en' },
    'POST /api/chat/sessions/:id/human-replies': { content: 'A person answers.' },
    'POST /api/chat/sessions/:id/messages/:messageId/choice': {
      entryId: '00000000-0000-4000-8000-000000000000',
    },
    'POST /api/chat/sessions/:id/tickets': { title: 'Help', description: 'Please help.' },
    'PUT /api/chat/sessions/:id/typing': { isTyping: true },
    'POST /api/equipment': {
      model: 'KESS3',
      serialNumber: `SN-${unique}`,
      equipmentType: 'tool',
      status: 'active',
      dealerId,
    },
    'PATCH /api/equipment/:id': { model: 'KESS3 Master', expectedUpdatedAt: version },
    'PATCH /api/equipment/:id/status': { status: 'maintenance' },
    'PUT /api/equipment/:id/maintenance-plan': { intervalDays: 90 },
    'POST /api/equipment/:id/services': { serviceDate: '2026-01-15', description: 'Calibrated' },
    'PATCH /api/escalations/:id': { priority: 'high' },
    'POST /api/escalations/:id/assign': { assigneeId: null },
    'POST /api/escalations/:id/notes': { body: 'Looked into it.' },
    'POST /api/escalations/:id/replies': { channel: 'chat', content: 'We are on it.' },
    'POST /api/escalations/:id/resolve': { resolution: 'Fixed.' },
    // A merge across users or into a finished ticket is refused (422, 409): answers below 500 too.
    'POST /api/escalations/:id/merge': { intoId: ids.tickets.at(-1) },
    'POST /api/files/:id/review': { decision: 'approve' },
    'POST /api/invitations': {
      email: `invitee-${unique}@example.test`,
      fullName: 'Invited Person',
      role: 'dealer_user',
      dealerId,
    },
    'POST /api/invitations/:token/accept': { password: 'Fjord-Tuning-9', confirmPassword: 'Fjord-Tuning-9' },
    'POST /api/knowledge/entries': { bot_id: botId, question: `Question ${unique}?`, answer: 'An answer.' },
    'PATCH /api/knowledge/entries/:id': { answer: 'A better answer.', expected_updated_at: version },
    'POST /api/knowledge/entries/approve': { ids: ids.kbEntries.slice(0, 1) },
    'POST /api/knowledge/tags': { name: `tag-${unique}` },
    'PATCH /api/knowledge/tags/:id': { name: `tag-p-${unique}` },
    'POST /api/knowledge/glossary': { terms: [{ term: `gl-${unique}` }, { term: `gl-b-${unique}` }] },
    'PATCH /api/knowledge/glossary/:id': {
      terms: [{ term: `gl-p-${unique}` }, { term: `gl-q-${unique}` }],
      expected_updated_at: version,
    },
    'POST /api/bots/:botId/glossary': { terms: [{ term: `bg-${unique}` }, { term: `bg-b-${unique}` }] },
    'PATCH /api/bots/:botId/glossary/:groupId': {
      terms: [{ term: `bg-p-${unique}` }, { term: `bg-q-${unique}` }],
      expected_updated_at: version,
    },
    'PATCH /api/me': { firstName: 'Fuzz', lastName: 'Tester', expectedUpdatedAt: version },
    // The default value: the run must not open sign-up for the routes after it.
    'PATCH /api/settings': { requireTwoFactorForStaff: false },
    'POST /api/news/manage': {
      title: `News ${unique}`,
      category: 'hq',
      publication: { status: 'draft' },
    },
    'PUT /api/news/manage/:id': {
      title: `News ${unique}`,
      category: 'hq',
      publication: { status: 'draft' },
      expectedUpdatedAt: version,
    },
    'POST /api/news/manage/:id/publish': {},
    'PUT /api/notifications/preferences': { emailTypes: [] },
    'POST /api/onboarding/design-chat': { message: 'A program for new workshops' },
    'POST /api/onboarding/programs': { name: `Program ${unique}`, steps: [step] },
    'PATCH /api/onboarding/programs/:programId': { description: 'Updated', expectedUpdatedAt: version },
    'POST /api/onboarding/programs/:programId/assignments': { dealerIds: [dealerId] },
    'POST /api/onboarding/programs/:programId/steps': { title: 'Another step' },
    'PATCH /api/onboarding/programs/:programId/steps/:stepId': {
      title: 'Renamed step',
      expectedUpdatedAt: version,
    },
    'PUT /api/onboarding/programs/:programId/steps/order': { stepIds: ids.steps.slice(0, 1) },
    'POST /api/onboarding/onboardings/:onboardingId/steps/:stepId/submit': { submissionText: 'Done.' },
    'POST /api/onboarding/onboardings/:onboardingId/steps/:stepId/confirm': {},
    'POST /api/onboarding/submissions/:submissionId/approve': {},
    'POST /api/onboarding/submissions/:submissionId/reject': { feedback: 'Please redo.' },
    'POST /api/training/bots/:botId/chat': { message: 'How do I reset the tool?' },
    'POST /api/training/bots/:botId/records': {
      interaction_type: 'correction',
      question: 'How?',
      answer: 'Like this.',
    },
    'POST /api/users/:id/roles': { role: 'standard_user' },
    'POST /api/translations/draft': { kind: 'news', from: 'en', to: 'no', fields: { title: 'Hello' } },
  }
}
