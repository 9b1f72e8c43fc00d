import { eq, sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { auditLog } from '#server/db/schema/audit'
import { bots } from '#server/db/schema/bots'
import { mailOutbox } from '#server/db/schema/identity'
import { kbEntries } from '#server/db/schema/knowledge'
import { escalationNotifications } from '#server/db/schema/notifications'
import { tickets } from '#server/db/schema/tickets'
import { createDealer, createUser } from '#server/db/seed/factories'
import { type RealtimeEvent, realtimeEventSchema } from '#shared/realtime/events'
import { ESCALATIONS_DESK_TOPIC } from '#shared/realtime/topics'
import type { TicketDetailJson, TicketListJson } from '#shared/schemas/escalations'
import type { KnowledgeEntryDetailJson } from '#shared/schemas/knowledge'
import { createTestApp, type TestApp } from '#tests/helpers/test-app'
import { testServerUrl } from '#tests/setup/test-database'

let t: TestApp
let trainer: string
let dealer: string
let dealerUserId: string
let dealerEmail: string
let support: string
let supportId: string
let colleagueId: string
let botId: string
let gapTicketId: string
let sessionId: string

const QUESTION = 'How do I recalibrate the hydraulic pressure sensor on the X200?'

async function json<T>(response: Response, status = 200): Promise<T> {
  if (response.status !== status) throw new Error(`${response.status} ${await response.text()}`)
  return response.json() as Promise<T>
}

const detail = async (id: string, cookie = support) =>
  (await json<{ ticket: TicketDetailJson }>(await t.request(`/api/escalations/${id}`, { cookie }))).ticket

beforeAll(async () => {
  t = await createTestApp()
  const dealerRow = await createDealer(t.db, { name: 'Nordic Tractors' })
  const trainerUser = await createUser(t.db, { roles: ['trainer'] })
  const dealerUser = await createUser(t.db, { roles: ['dealer_user'], dealerIds: [dealerRow.id] })
  const supportUser = await createUser(t.db, {
    roles: ['support_agent'],
    firstName: 'Siri',
    lastName: 'Support',
  })
  const colleague = await createUser(t.db, { roles: ['support_agent'] })
  dealerUserId = dealerUser.id
  dealerEmail = dealerUser.email
  supportId = supportUser.id
  colleagueId = colleague.id
  trainer = await t.signIn(trainerUser.email, trainerUser.password)
  dealer = await t.signIn(dealerUser.email, dealerUser.password)
  support = await t.signIn(supportUser.email, supportUser.password)
  const bot = await json<{ id: string }>(
    await t.request('/api/bots', { cookie: trainer, json: { name: 'Desk Bot', description: 'Desk bot' } }),
    201,
  )
  botId = bot.id
  await t.db.update(bots).set({ requiredRoles: [] }).where(eq(bots.id, botId))
  // A question the bot has no knowledge for: a low-confidence answer raises a knowledge-gap ticket.
  const sent = await json<{ escalation: { ticketId: string }; session: { id: string } }>(
    await t.request('/api/chat/messages', { cookie: dealer, json: { botId, content: QUESTION } }),
    201,
  )
  gapTicketId = sent.escalation.ticketId
  sessionId = sent.session.id
})
afterAll(async () => {
  await t.close()
})

describe('who may use the desk', () => {
  it('dealer users get 403 everywhere; without a session 401', async () => {
    for (const path of ['/api/escalations', `/api/escalations/${gapTicketId}`, '/api/escalations/options'])
      expect((await t.request(path, { cookie: dealer })).status).toBe(403)
    const resolve = await t.request(`/api/escalations/${gapTicketId}/resolve`, {
      cookie: dealer,
      json: { resolution: 'nope' },
    })
    expect(resolve.status).toBe(403)
    expect((await t.request('/api/escalations')).status).toBe(401)
  })
})

describe('GET /api/escalations', () => {
  it('lists every ticket with bot, dealer, counts per status, filters and search', async () => {
    const body = await json<TicketListJson>(await t.request('/api/escalations', { cookie: support }))
    const row = body.tickets.find((ticket) => ticket.id === gapTicketId)
    expect(row).toMatchObject({
      status: 'open',
      category: 'general',
      bot: { id: botId, name: 'Desk Bot' },
      dealer: { name: 'Nordic Tractors' },
      raisedBy: { id: dealerUserId },
      assignee: null,
      languageCode: 'en',
    })
    expect(body.counts.open).toBeGreaterThanOrEqual(1)
    const searched = await json<TicketListJson>(
      await t.request('/api/escalations?search=hydraulic&status=open&category=general', { cookie: support }),
    )
    expect(searched.tickets.map((ticket) => ticket.id)).toEqual([gapTicketId])
    const none = await json<TicketListJson>(
      await t.request('/api/escalations?search=hydraulic&status=closed', { cookie: support }),
    )
    expect(none.tickets).toHaveLength(0)
    expect(none.counts.open).toBe(1)
  })

  it('offers support-level people and the bots with tickets as choices', async () => {
    const options = await json<{ people: { id: string }[]; bots: { id: string }[] }>(
      await t.request('/api/escalations/options', { cookie: support }),
    )
    expect(options.people.map((p) => p.id)).toEqual(expect.arrayContaining([supportId, colleagueId]))
    expect(options.people.map((p) => p.id)).not.toContain(dealerUserId)
    expect(options.bots.map((bot) => bot.id)).toContain(botId)
  })

  it('rejects bad filters with 400', async () => {
    for (const query of ['status=done', 'priority=huge', 'botId=x', 'limit=0', 'offset=-1'])
      expect((await t.request(`/api/escalations?${query}`, { cookie: support })).status, query).toBe(400)
  })
})

describe('the ticket page', () => {
  it('shows the conversation with confidence and the knowledge-gap details', async () => {
    const ticket = await detail(gapTicketId)
    expect(ticket.knowledgeGap).toMatchObject({ question: QUESTION })
    expect(ticket.knowledgeGap?.confidence).toBeLessThan(0.5)
    expect(ticket.conversation.map((message) => message.isUser)).toEqual([true, false])
    expect(ticket.conversation[1].confidenceScore).toEqual(expect.any(Number))
    expect(
      (await t.request('/api/escalations/00000000-0000-4000-8000-000000000000', { cookie: support })).status,
    ).toBe(404)
    expect((await t.request('/api/escalations/not-an-id', { cookie: support })).status).toBe(400)
  })
})

describe('assignment', () => {
  it('only to support-level users (422); notifies the assignee; audited', async () => {
    const toDealer = await t.request(`/api/escalations/${gapTicketId}/assign`, {
      cookie: support,
      json: { assigneeId: dealerUserId },
    })
    expect(toDealer.status).toBe(422)
    expect((await detail(gapTicketId)).assignee).toBeNull()

    const { ticket } = await json<{ ticket: TicketDetailJson }>(
      await t.request(`/api/escalations/${gapTicketId}/assign`, {
        cookie: support,
        json: { assigneeId: colleagueId },
      }),
    )
    expect(ticket).toMatchObject({ assignee: { id: colleagueId }, status: 'in_progress' })
    const notified = await t.db
      .select()
      .from(escalationNotifications)
      .where(eq(escalationNotifications.userId, colleagueId))
    expect(notified.find((row) => row.notificationType === 'escalation_assigned')).toMatchObject({
      escalationId: gapTicketId,
      link: `/escalations/${gapTicketId}`,
    })
    const audit = await t.db.select().from(auditLog).where(eq(auditLog.entityId, gapTicketId))
    expect(audit.map((row) => row.action)).toContain('ticket.assign')

    // Assign to me: no notification to oneself.
    await json(
      await t.request(`/api/escalations/${gapTicketId}/assign`, {
        cookie: support,
        json: { assigneeId: supportId },
      }),
    )
    const mine = await t.db
      .select()
      .from(escalationNotifications)
      .where(eq(escalationNotifications.userId, supportId))
    expect(mine.filter((row) => row.notificationType === 'escalation_assigned')).toHaveLength(0)
  })
})

describe('status and priority', () => {
  it('changes priority; refuses resolve without a note (422) and invalid transitions (409)', async () => {
    const { ticket } = await json<{ ticket: TicketDetailJson }>(
      await t.request(`/api/escalations/${gapTicketId}`, {
        method: 'PATCH',
        cookie: support,
        json: { priority: 'urgent' },
      }),
    )
    expect(ticket.priority).toBe('urgent')
    const resolved = await t.request(`/api/escalations/${gapTicketId}`, {
      method: 'PATCH',
      cookie: support,
      json: { status: 'resolved' },
    })
    expect(resolved.status).toBe(422)
    expect(
      (await t.request(`/api/escalations/${gapTicketId}`, { method: 'PATCH', cookie: support, json: {} }))
        .status,
    ).toBe(400)
    // A manual ticket from the user, in a conversation of its own (in the escalated one it would
    // join the open ticket): open -> closed -> (closed cannot go to in_progress) -> open.
    const conversation = await json<{ session: { id: string } }>(
      await t.request('/api/chat/sessions', { cookie: dealer, json: { botId } }),
      201,
    )
    const manual = await json<{ ticket: { id: string } }>(
      await t.request(`/api/chat/sessions/${conversation.session.id}/tickets`, {
        cookie: dealer,
        json: { title: 'Please call me', description: 'About the X200' },
      }),
      201,
    )
    const patch = (status: string) =>
      t.request(`/api/escalations/${manual.ticket.id}`, {
        method: 'PATCH',
        cookie: support,
        json: { status },
      })
    expect((await patch('closed')).status).toBe(200)
    expect((await patch('in_progress')).status).toBe(409)
    expect((await patch('open')).status).toBe(200)
    const audit = await t.db.select().from(auditLog).where(eq(auditLog.entityId, manual.ticket.id))
    expect(audit.filter((row) => row.action === 'ticket.status_change')).toHaveLength(2)
    const [row] = await t.db.select().from(tickets).where(eq(tickets.id, manual.ticket.id))
    expect(row.status).toBe('open')
  })
})

describe('notes and replies', () => {
  it('adds internal notes (blank is 400)', async () => {
    expect(
      (await t.request(`/api/escalations/${gapTicketId}/notes`, { cookie: support, json: { body: '   ' } }))
        .status,
    ).toBe(400)
    const { ticket } = await json<{ ticket: TicketDetailJson }>(
      await t.request(`/api/escalations/${gapTicketId}/notes`, {
        cookie: support,
        json: { body: 'Checked the manual' },
      }),
      201,
    )
    expect(ticket.notes.map((note) => note.body)).toEqual(['Checked the manual'])
    expect(ticket.notes[0].author).toMatchObject({ id: supportId, name: 'Siri Support' })
  })

  it('replies in the user’s chat (staff reply) and by e-mail; first_response_at is set', async () => {
    const { ticket } = await json<{ ticket: TicketDetailJson }>(
      await t.request(`/api/escalations/${gapTicketId}/replies`, {
        cookie: support,
        json: { channel: 'chat', content: 'Hold the reset button for 5 seconds.' },
      }),
      201,
    )
    expect(ticket.firstResponseAt).toEqual(expect.any(String))
    const messages = await json<{ messages: { content: string; isUser: boolean }[] }>(
      await t.request(`/api/chat/sessions/${sessionId}/messages`, { cookie: dealer }),
    )
    expect(messages.messages.map((message) => message.content)).toContain(
      'Hold the reset button for 5 seconds.',
    )

    await json(
      await t.request(`/api/escalations/${gapTicketId}/replies`, {
        cookie: support,
        json: { channel: 'email', content: 'Details by e-mail.' },
      }),
      201,
    )
    const mails = await t.db.select().from(mailOutbox).where(eq(mailOutbox.toAddress, dealerEmail))
    expect(mails.find((mail) => mail.kind === 'ticket_reply')?.textBody).toContain('Details by e-mail.')
    expect(
      (
        await t.request(`/api/escalations/${gapTicketId}/replies`, {
          cookie: support,
          json: { channel: 'fax', content: 'x' },
        })
      ).status,
    ).toBe(400)
  })
})

describe('resolve and knowledge draft', () => {
  it('the draft needs a resolution first (409)', async () => {
    expect(
      (
        await t.request(`/api/escalations/${gapTicketId}/knowledge-entry`, {
          method: 'POST',
          cookie: support,
        })
      ).status,
    ).toBe(409)
  })

  it('resolving needs a note; notifies the user who raised it (and e-mails them when chosen)', async () => {
    await json(
      await t.request('/api/notifications/preferences', {
        method: 'PUT',
        cookie: dealer,
        json: { emailTypes: ['escalation_resolved'] },
      }),
    )
    expect(
      (
        await t.request(`/api/escalations/${gapTicketId}/resolve`, {
          cookie: support,
          json: { resolution: ' ' },
        })
      ).status,
    ).toBe(400)
    const { ticket } = await json<{ ticket: TicketDetailJson }>(
      await t.request(`/api/escalations/${gapTicketId}/resolve`, {
        cookie: support,
        json: { resolution: 'Open Settings, Sensors, X200 and choose Recalibrate.' },
      }),
    )
    expect(ticket).toMatchObject({
      status: 'resolved',
      resolution: 'Open Settings, Sensors, X200 and choose Recalibrate.',
    })
    expect(ticket.resolvedAt).toEqual(expect.any(String))
    const [notification] = await t.db
      .select()
      .from(escalationNotifications)
      .where(eq(escalationNotifications.userId, dealerUserId))
    expect(notification).toMatchObject({ notificationType: 'escalation_resolved', escalationId: gapTicketId })
    expect(notification.link).toBe(`/chat/${botId}?session=${sessionId}`)
    const mails = await t.db.select().from(mailOutbox).where(eq(mailOutbox.toAddress, dealerEmail))
    expect(mails.map((mail) => mail.kind)).toContain('notification_escalation_resolved')
    const again = await t.request(`/api/escalations/${gapTicketId}/resolve`, {
      cookie: support,
      json: { resolution: 'again' },
    })
    expect(again.status).toBe(409)
    const audit = await t.db.select().from(auditLog).where(eq(auditLog.entityId, gapTicketId))
    expect(audit.map((row) => row.action)).toContain('ticket.resolve')
  })

  it('one click drafts a pending_review entry from the agent’s chat reply, linked both ways, once', async () => {
    const body = await json<{ entryId: string; ticket: TicketDetailJson }>(
      await t.request(`/api/escalations/${gapTicketId}/knowledge-entry`, { method: 'POST', cookie: support }),
      201,
    )
    expect(body.ticket.knowledgeEntryId).toBe(body.entryId)
    const [entry] = await t.db.select().from(kbEntries).where(eq(kbEntries.id, body.entryId))
    // Issue 36 item 2: what the user was told, not the internal resolution note.
    expect(entry).toMatchObject({
      botId,
      question: QUESTION,
      answer: 'Hold the reset button for 5 seconds.',
      status: 'pending_review',
      languageCode: 'en',
    })
    const entryDetail = await json<KnowledgeEntryDetailJson>(
      await t.request(`/api/knowledge/entries/${body.entryId}`, { cookie: trainer }),
    )
    expect(entryDetail.source_ticket).toEqual({ id: gapTicketId, title: body.ticket.title })
    expect(
      (
        await t.request(`/api/escalations/${gapTicketId}/knowledge-entry`, {
          method: 'POST',
          cookie: support,
        })
      ).status,
    ).toBe(409)
  })
})

/** A fresh knowledge-gap ticket in a new escalated conversation of the dealer user. */
async function raiseGap(question: string) {
  const sent = await json<{ escalation: { ticketId: string }; session: { id: string } }>(
    await t.request('/api/chat/messages', { cookie: dealer, json: { botId, content: question } }),
    201,
  )
  return { ticketId: sent.escalation.ticketId, sessionId: sent.session.id }
}

/** What a reply leaves behind: the conversation, the ticket row, its audit and the dealer's mail. */
async function traces(ticketId: string, chatSessionId: string) {
  const [row] = await t.db.select().from(tickets).where(eq(tickets.id, ticketId))
  const messages = await json<{ messages: { content: string }[] }>(
    await t.request(`/api/chat/sessions/${chatSessionId}/messages`, { cookie: dealer }),
  )
  const audit = await t.db.select().from(auditLog).where(eq(auditLog.entityId, ticketId))
  const mails = await t.db.select().from(mailOutbox).where(eq(mailOutbox.toAddress, dealerEmail))
  return {
    status: row.status,
    firstResponseAt: row.firstResponseAt,
    assignedTo: row.assignedTo,
    messages: messages.messages.map((message) => message.content),
    replyAudits: audit.filter((entry) => entry.action === 'ticket.reply').length,
    mails: mails.length,
  }
}

describe('replies change nothing when refused', () => {
  it('a closed ticket refuses chat and e-mail replies (409): no message, no mail, no ticket change', async () => {
    const { ticketId, sessionId: chat } = await raiseGap('Where is the grease nipple on the Z9 loader arm?')
    await json(
      await t.request(`/api/escalations/${ticketId}`, {
        method: 'PATCH',
        cookie: support,
        json: { status: 'closed' },
      }),
    )
    const before = await traces(ticketId, chat)
    for (const channel of ['chat', 'email'] as const) {
      const refused = await t.request(`/api/escalations/${ticketId}/replies`, {
        cookie: support,
        json: { channel, content: `Refused ${channel} reply` },
      })
      expect(refused.status, channel).toBe(409)
      expect((await refused.json()).error.message).toBe('Reopen the ticket to reply')
    }
    expect(await traces(ticketId, chat)).toEqual(before)
  })

  it.runIf(testServerUrl())(
    'a reply waits for the ticket lock and sees a close made meanwhile (409, nothing written)',
    async () => {
      const { ticketId, sessionId: chat } = await raiseGap('How tight should the Z9 wheel nuts be?')
      const before = await traces(ticketId, chat)
      let reply: Promise<Response> | undefined
      await t.db.transaction(async (tx) => {
        // Another member of staff is closing the ticket right now.
        await tx.select().from(tickets).where(eq(tickets.id, ticketId)).for('update')
        await tx.update(tickets).set({ status: 'closed' }).where(eq(tickets.id, ticketId))
        reply = t.request(`/api/escalations/${ticketId}/replies`, {
          cookie: support,
          json: { channel: 'chat', content: 'Answer racing the close' },
        })
        // Commit only once the reply is waiting for a lock (its own connection from the pool).
        await vi.waitFor(
          async () => {
            const waiting = await t.db.execute(
              sql`select 1 from pg_stat_activity where datname = current_database() and wait_event_type = 'Lock'`,
            )
            if (waiting.rows.length === 0) throw new Error('the reply is not waiting for a lock yet')
          },
          { timeout: 5_000, interval: 20 },
        )
      })
      const response = await reply!
      expect(response.status, await response.clone().text()).toBe(409)
      expect(await traces(ticketId, chat)).toEqual({ ...before, status: 'closed' })
    },
  )
})

describe('knowledge draft of a reopened ticket', () => {
  it('is refused (409) until the ticket is resolved or closed again', async () => {
    const { ticketId } = await raiseGap('What oil does the Z9 gearbox take?')
    const draft = () =>
      t.request(`/api/escalations/${ticketId}/knowledge-entry`, { method: 'POST', cookie: support })
    await json(
      await t.request(`/api/escalations/${ticketId}/resolve`, {
        cookie: support,
        json: { resolution: 'Use 75W-90 gear oil.' },
      }),
    )
    await json(
      await t.request(`/api/escalations/${ticketId}`, {
        method: 'PATCH',
        cookie: support,
        json: { status: 'in_progress' },
      }),
    )
    expect((await detail(ticketId)).resolution).toBe('Use 75W-90 gear oil.')
    const refused = await draft()
    expect(refused.status).toBe(409)
    expect((await refused.json()).error.message).toBe(
      'The ticket was reopened: resolve it again before drafting a knowledge entry',
    )
    const [row] = await t.db.select().from(tickets).where(eq(tickets.id, ticketId))
    expect(row.knowledgeEntryId).toBeNull()

    // Closing it with the note counts as finished.
    await json(
      await t.request(`/api/escalations/${ticketId}`, {
        method: 'PATCH',
        cookie: support,
        json: { status: 'closed' },
      }),
    )
    const drafted = await json<{ entryId: string }>(await draft(), 201)
    const [entry] = await t.db.select().from(kbEntries).where(eq(kbEntries.id, drafted.entryId))
    // No chat reply was sent: the resolution note is the only answer there is.
    expect(entry).toMatchObject({ answer: 'Use 75W-90 gear oil.', status: 'pending_review' })
  })
})

describe('the desk event (issue 34 item 5)', () => {
  it('carries the ticket’s desk row and the filtered fields from before the change', async () => {
    const frames: RealtimeEvent[] = []
    const desk = { send: (data: string) => frames.push(realtimeEventSchema.parse(JSON.parse(data))) }
    const disconnect = t.realtime.connect(supportId, desk)
    t.realtime.subscribe(desk, ESCALATIONS_DESK_TOPIC)
    const deskEvents = (ticketId: string) =>
      frames.filter((frame) => frame.type === 'ticket.changed' && frame.ticketId === ticketId)
    const listed = async (ticketId: string) =>
      (
        await json<TicketListJson>(await t.request('/api/escalations?limit=100', { cookie: support }))
      ).tickets.find((ticket) => ticket.id === ticketId)
    try {
      // A new ticket from the chat: no before, the row as the desk lists it.
      const { ticketId } = await raiseGap('Which torque does the Q7 wheel nut take?')
      expect(deskEvents(ticketId)).toEqual([
        { type: 'ticket.changed', ticketId, ticket: await listed(ticketId), before: null },
      ])

      await json(
        await t.request(`/api/escalations/${ticketId}/assign`, {
          cookie: support,
          json: { assigneeId: colleagueId },
        }),
      )
      const [, assigned] = deskEvents(ticketId)
      expect(assigned).toEqual({
        type: 'ticket.changed',
        ticketId,
        ticket: await listed(ticketId),
        before: {
          status: 'open',
          priority: expect.any(String),
          category: 'general',
          botId,
          assigneeId: null,
          dueAt: expect.any(String),
          resolvedAt: null,
        },
      })
      expect(assigned).toMatchObject({ ticket: { status: 'in_progress', assignee: { id: colleagueId } } })
    } finally {
      disconnect()
    }
  })
})
