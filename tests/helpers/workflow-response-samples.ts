import { randomUUID } from 'node:crypto'
import { eq } from 'drizzle-orm'
import { bots } from '#server/db/schema/bots'
import { documents, documentVersions } from '#server/db/schema/documents'
import { storedFiles } from '#server/db/schema/files'
import { escalationNotifications } from '#server/db/schema/notifications'
import { createEquipment } from '#server/db/seed/factories'
import { onboardingMailSettled } from '#server/modules/onboarding/onboarding-mail'
import type { TestApp } from './test-app.ts'

/** How the OpenAPI test calls one operation of RESPONSE_SCHEMAS. */
export interface SampleCall {
  url: string
  cookie: string
  json?: unknown
  /** 200 unless said. */
  status?: number
}

type Samples = Record<string, SampleCall>

interface Person {
  id: string
  email: string
  cookie: string
}

interface Fixture {
  app: TestApp
  dealerId: string
  /** A dealer user of the dealer: the dealer's side. */
  reader: Person
  /** An admin: the staff side. */
  admin: Person
  send: <T>(method: string, url: string, who: Person, json?: unknown, status?: number) => Promise<T>
}

const call = (who: Person, url: string, extra: Omit<SampleCall, 'url' | 'cookie'> = {}): SampleCall => ({
  url,
  cookie: who.cookie,
  ...extra,
})

/**
 * The rows that the onboarding, escalations, files, notifications, chat, audit, equipment and
 * outbox operations of RESPONSE_SCHEMAS read, made the way users make them (through the API; the
 * file centre's rows are inserted, as an upload needs a storage directory), and the call that
 * answers each of those operations. Every list they answer has at least one item, so the items'
 * shape is checked too.
 */
export async function createWorkflowSamples(
  app: TestApp,
  people: { dealerId: string; reader: Person; admin: Person },
): Promise<Samples> {
  const fixture: Fixture = {
    app,
    ...people,
    async send<T>(method: string, url: string, who: Person, json?: unknown, status = 200) {
      const response = await app.request(url, { method, cookie: who.cookie, json })
      if (response.status !== status)
        throw new Error(`${method} ${url}: ${response.status} ${await response.text()}`)
      return (await response.json()) as T
    },
  }
  const chat = await chatSamples(fixture)
  return {
    ...(await onboardingSamples(fixture)),
    ...chat.samples,
    ...(await escalationSamples(fixture, chat)),
    ...(await notificationSamples(fixture)),
    ...(await fileSamples(fixture)),
    ...auditSamples(fixture),
    ...(await equipmentSamples(fixture)),
    ...(await outboxSamples(fixture)),
  }
}

/**
 * Two programs for the dealer; the first step of A is approved (A completes, so it has a
 * certificate), B's waits in the review queue. Creating them writes the audit log.
 */
async function onboardingSamples({ dealerId, reader, admin, send }: Fixture): Promise<Samples> {
  async function enrol(name: string) {
    const step = {
      stepName: 'Safety course',
      stepType: 'system_access',
      stepOrder: 1,
      isRequired: true,
      estimatedDurationMinutes: 30,
    }
    const program = await send<{ id: string }>(
      'POST',
      '/api/onboarding/programs',
      admin,
      { name, languageCode: 'en', steps: [step] },
      201,
    )
    const { steps } = await send<{ steps: { id: string }[] }>(
      'GET',
      `/api/onboarding/programs/${program.id}/steps`,
      admin,
    )
    const { assigned } = await send<{ assigned: { onboardingId: string }[] }>(
      'POST',
      `/api/onboarding/programs/${program.id}/assignments`,
      admin,
      { dealerIds: [dealerId] },
      201,
    )
    const stepUrl = `/api/onboarding/onboardings/${assigned[0].onboardingId}/steps/${steps[0].id}`
    await send('POST', `${stepUrl}/start`, reader)
    await send('POST', `${stepUrl}/submit`, reader, { submissionText: 'Finished the course.' })
    return { programId: program.id, onboardingId: assigned[0].onboardingId }
  }
  const completed = await enrol('Sample onboarding A')
  const waiting = await enrol('Sample onboarding B')
  const { items } = await send<{ items: { submissionId: string; onboardingId: string }[] }>(
    'GET',
    '/api/onboarding/review-queue',
    admin,
  )
  const submissionOf = (onboardingId: string) =>
    items.find((item) => item.onboardingId === onboardingId)?.submissionId as string
  await send('POST', `/api/onboarding/submissions/${submissionOf(completed.onboardingId)}/approve`, admin, {})
  // The review and completion mails go out in the background; none may outlive the test's database.
  await onboardingMailSettled()
  const onboarding = '/api/onboarding/onboardings'
  const program = `/api/onboarding/programs/${waiting.programId}`
  return {
    'GET /api/onboarding/my': call(reader, '/api/onboarding/my'),
    'GET /api/onboarding/onboardings': call(admin, `${onboarding}?status=all`),
    'GET /api/onboarding/onboardings/{onboardingId}': call(reader, `${onboarding}/${waiting.onboardingId}`),
    'GET /api/onboarding/onboardings/{onboardingId}/certificate': call(
      reader,
      `${onboarding}/${completed.onboardingId}/certificate`,
    ),
    'GET /api/onboarding/overview': call(admin, '/api/onboarding/overview'),
    'GET /api/onboarding/programs': call(admin, '/api/onboarding/programs'),
    'GET /api/onboarding/programs/{programId}/steps': call(admin, `${program}/steps`),
    'GET /api/onboarding/programs/{programId}/dealers': call(admin, `${program}/dealers`),
    'GET /api/onboarding/review-queue': call(admin, '/api/onboarding/review-queue'),
    'GET /api/onboarding/submissions/{submissionId}': call(
      admin,
      `/api/onboarding/submissions/${submissionOf(waiting.onboardingId)}`,
    ),
    'POST /api/onboarding/design-chat': call(admin, '/api/onboarding/design-chat', {
      json: { message: 'A program for a new workshop', programName: 'Workshop start' },
    }),
  }
}

/** A question the new bot has no knowledge for: a conversation, a knowledge-gap ticket, staff notified. */
async function chatSamples({ app, reader, admin, send }: Fixture) {
  const bot = await send<{ id: string }>(
    'POST',
    '/api/bots',
    admin,
    { name: 'Sample Bot', description: 'Answers the sample questions' },
    201,
  )
  await app.db.update(bots).set({ requiredRoles: [] }).where(eq(bots.id, bot.id))
  const question = { botId: bot.id, content: 'How do I recalibrate the pressure sensor on the X200?' }
  const sent = await send<{
    session: { id: string }
    botMessage: { id: string }
    escalation: { ticketId: string }
  }>('POST', '/api/chat/messages', reader, question, 201)
  const session = `/api/chat/sessions/${sent.session.id}`
  const samples: Samples = {
    'GET /api/chat/bots': call(reader, '/api/chat/bots'),
    'GET /api/chat/bots/{botId}': call(reader, `/api/chat/bots/${bot.id}`),
    'GET /api/chat/sessions': call(reader, `/api/chat/sessions?botId=${bot.id}`),
    'POST /api/chat/sessions': call(reader, '/api/chat/sessions', { json: { botId: bot.id }, status: 201 }),
    'GET /api/chat/sessions/{id}': call(reader, session),
    'PATCH /api/chat/sessions/{id}': call(reader, session, { json: { languageCode: 'en' } }),
    'GET /api/chat/sessions/{id}/messages': call(reader, `${session}/messages`),
    'GET /api/chat/sessions/{id}/ticket': call(reader, `${session}/ticket`),
    // The conversation has an open ticket (the knowledge gap): the user's ticket joins it.
    'POST /api/chat/sessions/{id}/tickets': call(reader, `${session}/tickets`, {
      json: { title: 'The sensor still drifts', description: 'After the recalibration too.' },
    }),
    'POST /api/chat/sessions/{id}/escalate': call(reader, `${session}/escalate`, { status: 201 }),
    'POST /api/chat/messages': call(reader, '/api/chat/messages', {
      json: { ...question, sessionId: sent.session.id },
      status: 201,
    }),
    'POST /api/chat/messages/{id}/feedback': call(
      reader,
      `/api/chat/messages/${sent.botMessage.id}/feedback`,
      {
        json: { feedbackType: 'positive' },
        status: 201,
      },
    ),
  }
  return { samples, ticketId: sent.escalation.ticketId, botId: bot.id }
}

/**
 * The desk (admins are support-level staff) on the chat's knowledge-gap ticket; a second question
 * of the same user, in a conversation of its own, is merged into it.
 */
async function escalationSamples(
  { admin, reader, send }: Fixture,
  { ticketId, botId }: { ticketId: string; botId: string },
): Promise<Samples> {
  const ticket = `/api/escalations/${ticketId}`
  const duplicate = await send<{ escalation: { ticketId: string } }>(
    'POST',
    '/api/chat/messages',
    reader,
    { botId, content: 'Where is the X200 pressure sensor calibration menu?' },
    201,
  )
  return {
    'POST /api/escalations/{id}/merge': call(
      admin,
      `/api/escalations/${duplicate.escalation.ticketId}/merge`,
      {
        json: { intoId: ticketId },
      },
    ),
    'GET /api/escalations': call(admin, '/api/escalations'),
    'GET /api/escalations/options': call(admin, '/api/escalations/options'),
    'GET /api/escalations/{id}': call(admin, ticket),
    'PATCH /api/escalations/{id}': call(admin, ticket, { json: { priority: 'high' } }),
    'POST /api/escalations/{id}/notes': call(admin, `${ticket}/notes`, {
      json: { body: 'Called the dealer back.' },
      status: 201,
    }),
  }
}

/** The admin's bell: the chat's escalation notified the support-level staff. */
async function notificationSamples({ app, admin }: Fixture): Promise<Samples> {
  const [notification] = await app.db
    .select({ id: escalationNotifications.id })
    .from(escalationNotifications)
    .where(eq(escalationNotifications.userId, admin.id))
  return {
    'GET /api/notifications': call(admin, '/api/notifications'),
    'GET /api/notifications/preferences': call(admin, '/api/notifications/preferences'),
    'PUT /api/notifications/preferences': call(admin, '/api/notifications/preferences', {
      json: { emailTypes: ['new_escalation'] },
    }),
    'POST /api/notifications/{id}/read': call(admin, `/api/notifications/${notification.id}/read`),
    'POST /api/notifications/read-all': call(admin, '/api/notifications/read-all'),
  }
}

/** One document of the dealer's, awaiting review. */
async function fileSamples({ app, dealerId, reader, admin }: Fixture): Promise<Samples> {
  const [file] = await app.db
    .insert(storedFiles)
    .values({
      storageKey: `samples/${randomUUID()}`,
      originalName: 'service-contract.pdf',
      mimeType: 'application/pdf',
      sizeBytes: 2048,
      uploadedBy: reader.id,
      dealerId,
    })
    .returning({ id: storedFiles.id })
  const [document] = await app.db
    .insert(documents)
    .values({
      dealerId,
      title: 'Service contract',
      category: 'contract',
      status: 'pending',
      uploadedBy: reader.id,
    })
    .returning({ id: documents.id })
  await app.db.insert(documentVersions).values({
    documentId: document.id,
    version: 1,
    fileId: file.id,
    status: 'pending',
    uploadedBy: reader.id,
  })
  return {
    'GET /api/files': call(reader, '/api/files'),
    'GET /api/files/counts': call(reader, '/api/files/counts'),
    'GET /api/files/options': call(reader, '/api/files/options'),
    'GET /api/files/{id}': call(reader, `/api/files/${document.id}`),
    'POST /api/files/{id}/review': call(admin, `/api/files/${document.id}/review`, {
      json: { decision: 'approve' },
    }),
  }
}

/** The log has the onboarding programs' creation in it. */
function auditSamples({ admin }: Fixture): Samples {
  return {
    'GET /api/audit': call(admin, '/api/audit'),
    'GET /api/audit/filters': call(admin, '/api/audit/filters'),
  }
}

/** An item of the dealer's with a maintenance plan and a logged service. */
async function equipmentSamples({ app, dealerId, reader, admin, send }: Fixture): Promise<Samples> {
  const equipment = await createEquipment(app.db, { dealerId, deliveryDate: '2024-01-15' })
  const item = `/api/equipment/${equipment.id}`
  const plan = { intervalDays: 180, lastServiceDate: null, notes: 'Check the seals' }
  const service = { serviceDate: '2024-06-01', description: 'Annual check', performedBy: 'Workshop' }
  await send('PUT', `${item}/maintenance-plan`, admin, plan)
  await send('POST', `${item}/services`, admin, service, 201)
  return {
    'GET /api/equipment/{id}': call(reader, item),
    'PUT /api/equipment/{id}/maintenance-plan': call(admin, `${item}/maintenance-plan`, { json: plan }),
    'POST /api/equipment/{id}/services': call(admin, `${item}/services`, { json: service, status: 201 }),
    'GET /api/equipment/schedules': call(reader, '/api/equipment/schedules'),
    'GET /api/equipment/service-log': call(reader, '/api/equipment/service-log'),
    'GET /api/equipment/dealer-options': call(admin, '/api/equipment/dealer-options'),
  }
}

/** A sign-in link, which the outbox keeps. */
async function outboxSamples({ app, reader, admin }: Fixture): Promise<Samples> {
  const link = await app.request('/api/auth/sign-in/magic-link', { json: { email: reader.email } })
  if (!link.ok) throw new Error(`magic link: ${link.status} ${await link.text()}`)
  return { 'GET /api/outbox': call(admin, '/api/outbox') }
}
