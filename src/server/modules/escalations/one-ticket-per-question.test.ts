import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { bots } from '#server/db/schema/bots'
import { escalationNotifications } from '#server/db/schema/notifications'
import { ticketNotes, tickets } from '#server/db/schema/tickets'
import { createDealer, createUser } from '#server/db/seed/factories'
import { knowledgeGapPriority } from '#server/modules/chat/escalation-rules'
import { type RealtimeEvent, realtimeEventSchema } from '#shared/realtime/events'
import { chatSessionTopic } from '#shared/realtime/topics'
import type { ChatSessionJson, SendChatMessageResponse } from '#shared/schemas/chat'
import type { SessionTicketResponse, TicketDetailJson } from '#shared/schemas/escalations'
import type { MobileTicketsResponse } from '#shared/schemas/mobile'
import type { NotificationListJson } from '#shared/schemas/notifications'
import { createTestApp, type TestApp } from '#tests/helpers/test-app'

// Issue 35 item 3 and issue 36 item 1: one ticket per conversation and per question, with a counter;
// titles written for the user; a resolution the agent may share; agents merge duplicates.

let t: TestApp
let dealer: string
let dealerUserId: string
let otherDealer: string
let support: string
let supportId: string
let botId: string

async function json<T>(response: Response, status = 200): Promise<T> {
  if (response.status !== status) throw new Error(`${response.status} ${await response.text()}`)
  return response.json() as Promise<T>
}

/** A question the bot has no knowledge for, in a new conversation or the one given. */
const ask = (content: string, sessionId?: string, cookie = dealer) =>
  t
    .request('/api/chat/messages', { cookie, json: { botId, content, sessionId } })
    .then((response) => json<SendChatMessageResponse>(response, 201))

const ticketRow = async (id: string) => (await t.db.select().from(tickets).where(eq(tickets.id, id)))[0]
const ticketsOfSession = (sessionId: string) =>
  t.db.select().from(tickets).where(eq(tickets.sessionId, sessionId))
const sessionOf = async (id: string, cookie = dealer) =>
  (await json<{ session: ChatSessionJson }>(await t.request(`/api/chat/sessions/${id}`, { cookie }))).session
const userTicketOf = async (sessionId: string, cookie = dealer) =>
  (await json<SessionTicketResponse>(await t.request(`/api/chat/sessions/${sessionId}/ticket`, { cookie })))
    .ticket
const desk = (path: string, init: { json?: unknown; method?: string; cookie?: string } = {}) =>
  t.request(`/api/escalations${path}`, { cookie: support, ...init })
const resolve = (id: string, resolution: string, shareWithUser?: boolean) =>
  desk(`/${id}/resolve`, { json: { resolution, ...(shareWithUser === undefined ? {} : { shareWithUser }) } })

beforeAll(async () => {
  t = await createTestApp()
  const dealerRow = await createDealer(t.db, { name: 'Fjord Machines' })
  const trainer = await createUser(t.db, { roles: ['trainer'] })
  const dealerUser = await createUser(t.db, { roles: ['dealer_user'], dealerIds: [dealerRow.id] })
  const other = await createUser(t.db, { roles: ['dealer_user'], dealerIds: [dealerRow.id] })
  const agent = await createUser(t.db, { roles: ['support_agent'] })
  dealerUserId = dealerUser.id
  supportId = agent.id
  dealer = await t.signIn(dealerUser.email, dealerUser.password)
  otherDealer = await t.signIn(other.email, other.password)
  support = await t.signIn(agent.email, agent.password)
  const trainerCookie = await t.signIn(trainer.email, trainer.password)
  botId = (
    await json<{ id: string }>(
      await t.request('/api/bots', { cookie: trainerCookie, json: { name: 'Empty Bot', description: 'x' } }),
      201,
    )
  ).id
  await t.db.update(bots).set({ requiredRoles: [] }).where(eq(bots.id, botId))
})
afterAll(async () => {
  await t.close()
})

describe('one ticket per conversation', () => {
  it('further escalations join the open ticket: a counter, notes for the desk, one notification', async () => {
    const first = await ask('How do I grease the rear axle of the T40?')
    const ticketId = first.escalation!.ticketId
    const sessionId = first.session.id
    const notifiedAtFirst = await t.db
      .select()
      .from(escalationNotifications)
      .where(eq(escalationNotifications.escalationId, ticketId))

    // Another question the bot cannot answer: no new ticket, no new notice for the user.
    const second = await ask('And which grease does the front axle take?', sessionId)
    expect(second.escalation).toBeNull()
    expect(second.session.status).toBe('escalated')
    // Talk to a person and a ticket written by hand join it too.
    const person = await json<{ escalation: { ticketId: string } }>(
      await t.request(`/api/chat/sessions/${sessionId}/escalate`, { method: 'POST', cookie: dealer }),
      201,
    )
    expect(person.escalation.ticketId).toBe(ticketId)
    const manual = await json<{ ticket: { id: string; title: unknown } }>(
      await t.request(`/api/chat/sessions/${sessionId}/tickets`, {
        cookie: dealer,
        json: { title: 'Grease', description: 'Please call me about the axles.' },
      }),
    )
    expect(manual.ticket.id).toBe(ticketId)
    // The answer shows the user's own title, not the desk's 'Knowledge Gap: ...'.
    expect(manual.ticket.title).toEqual({
      kind: 'question',
      text: 'How do I grease the rear axle of the T40?',
    })

    expect(await ticketsOfSession(sessionId)).toHaveLength(1)
    const row = await ticketRow(ticketId)
    expect(row).toMatchObject({ occurrences: 4, category: 'general', status: 'open' })
    expect(row.contactInfo).toMatchObject({ preferred_contact: 'email' })
    const notes = await t.db.select().from(ticketNotes).where(eq(ticketNotes.ticketId, ticketId))
    expect(notes.map((note) => note.body).join('\n')).toContain('And which grease does the front axle take?')
    expect(notes.map((note) => note.body).join('\n')).toContain('Please call me about the axles.')
    expect(notes.every((note) => note.authorId === null)).toBe(true)
    const notified = await t.db
      .select()
      .from(escalationNotifications)
      .where(eq(escalationNotifications.escalationId, ticketId))
    expect(notified).toHaveLength(notifiedAtFirst.length)

    const detail = await json<{ ticket: TicketDetailJson }>(await desk(`/${ticketId}`))
    expect(detail.ticket).toMatchObject({ occurrences: 4, title: expect.stringMatching(/^Knowledge Gap: /) })
  })

  it('a joining question raises the priority, never lowers it', async () => {
    const first = await ask('Where is the serial number on the K9 baler?')
    const ticketId = first.escalation!.ticketId
    await json(await desk(`/${ticketId}`, { method: 'PATCH', json: { priority: 'low' } }))
    const again = await ask('Is the K9 serial number also on the frame?', first.session.id)
    expect((await ticketRow(ticketId)).priority).toBe(
      knowledgeGapPriority(again.botMessage!.confidenceScore!),
    )
    await json(await desk(`/${ticketId}`, { method: 'PATCH', json: { priority: 'urgent' } }))
    await ask('Or under the hood of the K9?', first.session.id)
    expect((await ticketRow(ticketId)).priority).toBe('urgent')
  })
})

describe('the same question within a day', () => {
  it('joins the user’s open ticket from another conversation, which stays as it was', async () => {
    const first = await ask('Why does the M3 mower vibrate at full speed?')
    const ticketId = first.escalation!.ticketId
    const again = await ask('  why does the M3 mower VIBRATE at full speed  ')
    expect(again.session.id).not.toBe(first.session.id)
    expect(again.escalation).toEqual({ kind: 'ticket', ticketId, language: 'en', joined: true })
    // Support answers in the first conversation; this one is not escalated.
    expect(again.session.status).toBe('active')
    expect((await sessionOf(again.session.id)).status).toBe('active')
    expect(await ticketsOfSession(again.session.id)).toHaveLength(0)
    expect((await ticketRow(ticketId)).occurrences).toBe(2)
    const notes = await t.db.select().from(ticketNotes).where(eq(ticketNotes.ticketId, ticketId))
    expect(notes.map((note) => note.body)).toEqual([
      expect.stringContaining(`In another conversation (${again.session.id})`),
    ])

    // Someone else asking the same gets a ticket of their own.
    const theirs = await ask('Why does the M3 mower vibrate at full speed?', undefined, otherDealer)
    expect(theirs.escalation).toMatchObject({ joined: false })
    expect(theirs.escalation!.ticketId).not.toBe(ticketId)

    // More than 24 hours later, the question is a new ticket.
    const dayAndMore = new Date(Date.now() - 25 * 60 * 60 * 1000)
    await t.db.update(tickets).set({ createdAt: dayAndMore }).where(eq(tickets.id, ticketId))
    const later = await ask('Why does the M3 mower vibrate at full speed?')
    expect(later.escalation).toMatchObject({ kind: 'ticket', joined: false })
    expect(later.escalation!.ticketId).not.toBe(ticketId)
  })

  it('does not join a resolved ticket', async () => {
    const first = await ask('How often do I change the hydraulic filter on the R2?')
    await json(await resolve(first.escalation!.ticketId, 'Every 500 hours.'))
    const again = await ask('How often do I change the hydraulic filter on the R2?')
    expect(again.escalation).toMatchObject({ joined: false })
    expect(again.escalation!.ticketId).not.toBe(first.escalation!.ticketId)
  })
})

describe('what the user sees', () => {
  it('their conversation’s ticket under their own words, never the desk’s title', async () => {
    const question = 'Can the S5 seeder run on biodiesel without any changes to the fuel pump or its seals?'
    const sent = await ask(question)
    const ticket = await userTicketOf(sent.session.id)
    expect(ticket).toMatchObject({
      id: sent.escalation!.ticketId,
      status: 'open',
      occurrences: 1,
      sharedResolution: null,
      title: { kind: 'question', text: `${question.slice(0, 59).trimEnd()}…` },
    })
    const mobile = await json<MobileTicketsResponse>(
      await t.request('/api/mobile/tickets', { cookie: dealer }),
    )
    const listed = JSON.stringify(mobile)
    expect(listed).toContain('Can the S5 seeder')
    for (const internal of ['Knowledge Gap', 'Specialist contact', 'Talk to a person', 'Confidence'])
      expect(listed).not.toContain(internal)

    const person = await json<{ session: { id: string } }>(
      await t.request('/api/chat/sessions', { cookie: dealer, json: { botId } }),
      201,
    )
    await json(
      await t.request(`/api/chat/sessions/${person.session.id}/escalate`, { method: 'POST', cookie: dealer }),
      201,
    )
    expect((await userTicketOf(person.session.id))?.title).toEqual({ kind: 'contact', text: '' })

    // A conversation without a ticket has none; someone else's conversation is not found.
    const quiet = await json<{ session: { id: string } }>(
      await t.request('/api/chat/sessions', { cookie: dealer, json: { botId } }),
      201,
    )
    expect(await userTicketOf(quiet.session.id)).toBeNull()
    expect(
      (await t.request(`/api/chat/sessions/${sent.session.id}/ticket`, { cookie: otherDealer })).status,
    ).toBe(404)
    expect((await t.request('/api/chat/sessions/nope/ticket', { cookie: dealer })).status).toBe(400)
  })
})

describe('resolving', () => {
  it('with a shared note: the user sees the note, the badge clears live, the notification words it', async () => {
    const sent = await ask('How do I pair the G7 terminal with my phone?')
    const ticketId = sent.escalation!.ticketId
    const frames: RealtimeEvent[] = []
    const viewer = { send: (data: string) => frames.push(realtimeEventSchema.parse(JSON.parse(data))) }
    const disconnect = t.realtime.connect(dealerUserId, viewer)
    t.realtime.subscribe(viewer, chatSessionTopic(sent.session.id))
    try {
      const { ticket } = await json<{ ticket: TicketDetailJson }>(
        await resolve(ticketId, 'Open Settings, Bluetooth, and choose G7.', true),
      )
      expect(ticket).toMatchObject({ status: 'resolved', resolutionShared: true, sessionStatus: 'active' })
      expect(frames).toContainEqual(
        expect.objectContaining({
          type: 'chat.session',
          sessionId: sent.session.id,
          changes: expect.objectContaining({ status: 'active' }),
        }),
      )
      const notification = frames.find((frame) => frame.type === 'notification.created')
      expect(notification).toMatchObject({
        notificationType: 'escalation_resolved',
        subject: {
          kind: 'escalation_resolved',
          params: {
            ticket: { kind: 'question', text: 'How do I pair the G7 terminal with my phone?' },
            shared: true,
          },
        },
      })
    } finally {
      disconnect()
    }
    expect((await sessionOf(sent.session.id)).status).toBe('active')
    expect(await userTicketOf(sent.session.id)).toMatchObject({
      status: 'resolved',
      sharedResolution: 'Open Settings, Bluetooth, and choose G7.',
    })
    const { notifications } = await json<NotificationListJson>(
      await t.request('/api/notifications', { cookie: dealer }),
    )
    const resolved = notifications.find((row) => row.escalationId === ticketId)
    expect(resolved?.subject).toMatchObject({ kind: 'escalation_resolved' })
    expect(resolved?.message).not.toContain('Knowledge Gap')

    // Reopening escalates the conversation again, so support can answer in it.
    await json(await desk(`/${ticketId}`, { method: 'PATCH', json: { status: 'in_progress' } }))
    expect((await sessionOf(sent.session.id)).status).toBe('escalated')
  })

  it('without sharing: the note stays with staff (sharing is off unless chosen)', async () => {
    const sent = await ask('What is the towing capacity of the V8 trailer?')
    await json(await resolve(sent.escalation!.ticketId, 'Internal: checked the datasheet, 3 tonnes.'))
    expect(await userTicketOf(sent.session.id)).toMatchObject({ status: 'resolved', sharedResolution: null })
    expect(JSON.stringify(await userTicketOf(sent.session.id))).not.toContain('datasheet')
    expect((await sessionOf(sent.session.id)).status).toBe('active')
    expect((await resolve(sent.escalation!.ticketId, 'again', 'yes' as unknown as boolean)).status).toBe(400)
  })

  it('closing without a resolution clears the badge too', async () => {
    const sent = await ask('Is the Q1 loader bucket compatible with the Q2?')
    await json(await desk(`/${sent.escalation!.ticketId}`, { method: 'PATCH', json: { status: 'closed' } }))
    expect((await sessionOf(sent.session.id)).status).toBe('active')
  })
})

describe('merging', () => {
  it('moves notes and occurrences into the other ticket and closes the merged one', async () => {
    const a = await ask('How do I reset the oil service light on the P4?')
    const b = await ask('Where do I find the P4 oil service reset menu?')
    const [source, target] = [b.escalation!.ticketId, a.escalation!.ticketId]
    await ask('Does the P4 reset also clear the filter light?', b.session.id)
    await json(await desk(`/${source}/notes`, { json: { body: 'Duplicate of the other P4 ticket' } }), 201)

    const { ticket } = await json<{ ticket: TicketDetailJson }>(
      await desk(`/${source}/merge`, { json: { intoId: target } }),
    )
    expect(ticket).toMatchObject({ id: target, occurrences: 3, status: 'open' })
    const bodies = ticket.notes.map((note) => note.body).join('\n')
    expect(bodies).toContain('Duplicate of the other P4 ticket')
    expect(bodies).toContain('Does the P4 reset also clear the filter light?')
    expect(bodies).toContain('Merged from "Knowledge Gap: Where do I find the P4 oil service reset menu?"')
    expect(await ticketRow(source)).toMatchObject({ status: 'closed', mergedIntoId: target })

    // The merged ticket's conversation waits for the other ticket: still escalated, and the user
    // sees that ticket there; /mobile/support lists it once.
    expect((await sessionOf(b.session.id)).status).toBe('escalated')
    expect((await userTicketOf(b.session.id))?.id).toBe(target)
    const mobile = await json<MobileTicketsResponse>(
      await t.request('/api/mobile/tickets', { cookie: dealer }),
    )
    expect(mobile.tickets.map((row) => row.id)).toContain(target)
    expect(mobile.tickets.map((row) => row.id)).not.toContain(source)

    // Resolving the ticket that stayed settles both conversations.
    await json(await resolve(target, 'Hold the trip button for 10 seconds.', true))
    expect((await sessionOf(a.session.id)).status).toBe('active')
    expect((await sessionOf(b.session.id)).status).toBe('active')
    expect(await userTicketOf(b.session.id)).toMatchObject({
      id: target,
      sharedResolution: 'Hold the trip button for 10 seconds.',
    })
  })

  it('is refused for dealers, into itself, across users, and into a closed or unknown ticket', async () => {
    const a = await ask('What is the tyre pressure of the F2 front wheels?')
    const b = await ask('What tyre pressure do the F2 rear wheels need?')
    const c = await ask('Does the F2 need winter tyres?')
    const theirs = await ask('Where is the F2 tyre pressure label?', undefined, otherDealer)
    const [ia, ib, ic] = [a, b, c].map((sent) => sent.escalation!.ticketId)
    const merge = (id: string, intoId: unknown, cookie = support) =>
      desk(`/${id}/merge`, { cookie, json: { intoId } })

    expect((await merge(ia, ib, dealer)).status).toBe(403)
    expect((await merge(ia, 'nope')).status).toBe(400)
    expect((await merge(ia, ia)).status).toBe(422)
    expect((await merge(ia, theirs.escalation!.ticketId)).status).toBe(422)
    expect((await merge(ia, '00000000-0000-4000-8000-000000000000')).status).toBe(404)
    await json(await desk(`/${ib}`, { method: 'PATCH', json: { status: 'closed' } }))
    const stale = await merge(ia, ib)
    expect(stale.status).toBe(409)
    expect((await stale.json()).error.message).toBe('The ticket to merge into is already closed')
    // A ticket merged (closed) cannot be merged again, nor be merged into.
    await json(await merge(ic, ia))
    expect((await merge(ic, ia)).status).toBe(409)
    expect((await merge(ib, ic)).status).toBe(409)
    // Nothing moved by the refusals.
    expect(await ticketRow(ia)).toMatchObject({ status: 'open', occurrences: 2, mergedIntoId: null })
    expect(await ticketRow(ib)).toMatchObject({ occurrences: 1, mergedIntoId: null })
  })
})

describe('notification subjects', () => {
  it('new_escalation and escalation_assigned name the desk’s title for staff', async () => {
    const sent = await ask('How do I calibrate the Z5 sprayer nozzles?')
    const ticketId = sent.escalation!.ticketId
    const colleague = await createUser(t.db, { roles: ['support_agent'] })
    await json(await desk(`/${ticketId}/assign`, { json: { assigneeId: colleague.id } }))
    const rows = await t.db
      .select()
      .from(escalationNotifications)
      .where(eq(escalationNotifications.escalationId, ticketId))
    expect(rows.find((row) => row.userId === supportId)?.subject).toEqual({
      kind: 'new_escalation',
      params: { title: 'Knowledge Gap: How do I calibrate the Z5 sprayer nozzles?' },
    })
    expect(rows.find((row) => row.notificationType === 'escalation_assigned')?.subject).toEqual({
      kind: 'escalation_assigned',
      params: { title: 'Knowledge Gap: How do I calibrate the Z5 sprayer nozzles?' },
    })
  })

  it('a stored subject this version does not know reads as none (the web shows the message)', async () => {
    await t.db.insert(escalationNotifications).values({
      userId: dealerUserId,
      notificationType: 'other',
      message: 'From a newer version',
      subject: { kind: 'from_the_future', params: {} } as never,
    })
    const { notifications } = await json<NotificationListJson>(
      await t.request('/api/notifications', { cookie: dealer }),
    )
    expect(notifications.find((row) => row.message === 'From a newer version')?.subject).toBeNull()
  })
})
