import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { bots } from '#server/db/schema/bots'
import { tickets } from '#server/db/schema/tickets'
import { createDealer, createUser } from '#server/db/seed/factories'
import type { TicketDetailJson, TicketListJson, TicketQueue } from '#shared/schemas/escalations'
import { DEFAULT_SLA_TARGETS, type SlaTargets } from '#shared/schemas/settings'
import { createTestApp, type TestApp } from '#tests/helpers/test-app'

// Issue 36 item 1 (decision 045): the desk's queues, the 'waiting' status, and the due time each
// ticket gets from the SLA targets per priority (settings).

let t: TestApp
let admin: string
let support: string
let supportId: string
let dealer: string
let dealerUserId: string
let botId: string

const HOUR_MS = 60 * 60 * 1000

async function json<T>(response: Response, status = 200): Promise<T> {
  if (response.status !== status) throw new Error(`${response.status} ${await response.text()}`)
  return response.json() as Promise<T>
}

const detail = async (id: string) =>
  (await json<{ ticket: TicketDetailJson }>(await t.request(`/api/escalations/${id}`, { cookie: support })))
    .ticket

const patchTicket = (id: string, body: unknown) =>
  t.request(`/api/escalations/${id}`, { method: 'PATCH', cookie: support, json: body })

const saveTargets = (targets: SlaTargets) =>
  t.request('/api/settings', { method: 'PATCH', cookie: admin, json: { slaTargetHours: targets } })

/** The due time the rule gives: creation plus the target of the priority. */
const expectedDue = (ticket: TicketDetailJson, targets: SlaTargets = DEFAULT_SLA_TARGETS) =>
  new Date(Date.parse(ticket.createdAt) + targets[ticket.priority] * HOUR_MS).toISOString()

/** A knowledge gap raised in the chat by the dealer user: a real ticket with a conversation. */
async function raiseGap(question: string) {
  const sent = await json<{ escalation: { ticketId: string }; session: { id: string } }>(
    await t.request('/api/chat/messages', { cookie: dealer, json: { botId, content: question } }),
    201,
  )
  return { ticketId: sent.escalation.ticketId, sessionId: sent.session.id }
}

/** A ticket written straight into the table, for the queue and order tests. */
async function insertTicket(values: Partial<typeof tickets.$inferInsert>) {
  const [row] = await t.db
    .insert(tickets)
    .values({
      userId: dealerUserId,
      title: 'Queue test',
      description: 'Queue test',
      category: 'manual',
      ...values,
    })
    .returning()
  return row.id
}

const queue = async (name: TicketQueue, extra = '') =>
  json<TicketListJson>(
    await t.request(`/api/escalations?queue=${name}&category=manual${extra}`, { cookie: support }),
  )

beforeAll(async () => {
  t = await createTestApp()
  const dealerRow = await createDealer(t.db, { name: 'Queue Tractors' })
  const trainerUser = await createUser(t.db, { roles: ['trainer'] })
  const adminUser = await createUser(t.db, { roles: ['admin'] })
  const supportUser = await createUser(t.db, { roles: ['support_agent'] })
  const dealerUser = await createUser(t.db, { roles: ['dealer_user'], dealerIds: [dealerRow.id] })
  supportId = supportUser.id
  dealerUserId = dealerUser.id
  admin = await t.signIn(adminUser.email, adminUser.password)
  support = await t.signIn(supportUser.email, supportUser.password)
  dealer = await t.signIn(dealerUser.email, dealerUser.password)
  const trainer = await t.signIn(trainerUser.email, trainerUser.password)
  const bot = await json<{ id: string }>(
    await t.request('/api/bots', { cookie: trainer, json: { name: 'Queue Bot', description: 'Queue bot' } }),
    201,
  )
  botId = bot.id
  await t.db.update(bots).set({ requiredRoles: [] }).where(eq(bots.id, botId))
})
afterAll(async () => {
  await t.close()
})

describe('the due time (decision 045)', () => {
  it('is set at creation, follows the priority, and is gone once resolved; reopening sets it again', async () => {
    const { ticketId } = await raiseGap('What is the service interval of the Z9 gearbox?')
    const raised = await detail(ticketId)
    expect(raised.dueAt).toBe(expectedDue(raised))

    const urgent = await json<{ ticket: TicketDetailJson }>(
      await patchTicket(ticketId, { priority: 'urgent' }),
    )
    expect(urgent.ticket.dueAt).toBe(expectedDue({ ...raised, priority: 'urgent' }))

    await json(
      await t.request(`/api/escalations/${ticketId}/resolve`, {
        cookie: support,
        json: { resolution: 'Every 500 hours.' },
      }),
    )
    expect((await detail(ticketId)).dueAt).toBeNull()
    const reopened = await json<{ ticket: TicketDetailJson }>(
      await patchTicket(ticketId, { status: 'in_progress' }),
    )
    expect(reopened.ticket.dueAt).toBe(expectedDue(reopened.ticket))
  })

  it('moves for every unresolved ticket when the SLA targets change, in the same save', async () => {
    const { ticketId: open } = await raiseGap('How do I bleed the brakes on the K4 loader?')
    const { ticketId: done } = await raiseGap('Where is the fuse box of the T3 tractor?')
    await json(
      await t.request(`/api/escalations/${done}/resolve`, {
        cookie: support,
        json: { resolution: 'Under the seat.' },
      }),
    )
    const targets = { low: 100, medium: 50, high: 10, urgent: 2 }
    const saved = await json<{ slaTargetHours: SlaTargets }>(await saveTargets(targets))
    expect(saved.slaTargetHours).toEqual(targets)
    const ticket = await detail(open)
    expect(ticket.dueAt).toBe(expectedDue(ticket, targets))
    expect((await detail(done)).dueAt).toBeNull()
    // A ticket raised now is due by the new targets too.
    const { ticketId: later } = await raiseGap('Which oil does the R2 mower take?')
    const fresh = await detail(later)
    expect(fresh.dueAt).toBe(expectedDue(fresh, targets))
    await json(await saveTargets(DEFAULT_SLA_TARGETS))
    expect((await detail(open)).dueAt).toBe(expectedDue(ticket))
  })

  it('refuses SLA targets out of range or not whole hours with 400, naming the field', async () => {
    for (const targets of [
      { ...DEFAULT_SLA_TARGETS, urgent: 0 },
      { ...DEFAULT_SLA_TARGETS, high: 2.5 },
      { ...DEFAULT_SLA_TARGETS, low: 99999 },
      { ...DEFAULT_SLA_TARGETS, medium: '24' },
      { low: 1, medium: 1, high: 1 },
    ]) {
      const response = await saveTargets(targets as SlaTargets)
      expect(response.status, JSON.stringify(targets)).toBe(400)
      expect(JSON.stringify(await response.json())).toContain('slaTargetHours')
    }
    const settings = await json<{ slaTargetHours: SlaTargets }>(
      await t.request('/api/settings', { cookie: admin }),
    )
    expect(settings.slaTargetHours).toEqual(DEFAULT_SLA_TARGETS)
  })
})

describe('the queues (decision 045)', () => {
  it('lists each queue in the desk order, with the count of every queue', async () => {
    const now = Date.now()
    const at = (hours: number) => new Date(now + hours * HOUR_MS)
    const overdue = await insertTicket({ status: 'open', createdAt: at(-30), dueAt: at(-6) })
    const dueSoon = await insertTicket({ status: 'open', createdAt: at(-1), dueAt: at(3) })
    const dueLater = await insertTicket({ status: 'in_progress', assignedTo: supportId, dueAt: at(20) })
    const mineOverdue = await insertTicket({ status: 'in_progress', assignedTo: supportId, dueAt: at(-1) })
    const waiting = await insertTicket({ status: 'waiting', assignedTo: supportId, dueAt: at(5) })
    const resolvedOld = await insertTicket({ status: 'resolved', resolvedAt: at(-48) })
    const resolvedNew = await insertTicket({ status: 'resolved', resolvedAt: at(-2) })
    const closed = await insertTicket({ status: 'closed' })

    const ids = async (name: TicketQueue) => (await queue(name)).tickets.map((ticket) => ticket.id)
    expect(await ids('all_open')).toEqual([overdue, mineOverdue, dueSoon, waiting, dueLater])
    expect(await ids('unassigned')).toEqual([overdue, dueSoon])
    expect(await ids('mine')).toEqual([mineOverdue, dueLater])
    expect(await ids('waiting')).toEqual([waiting])
    expect(await ids('resolved')).toEqual([resolvedNew, resolvedOld])
    // Every ticket: what is due first, the finished ones after by resolution, never on top.
    expect(await ids('all')).toEqual([
      overdue,
      mineOverdue,
      dueSoon,
      waiting,
      dueLater,
      resolvedNew,
      resolvedOld,
      closed,
    ])

    const body = await queue('mine')
    expect(body.total).toBe(2)
    expect(body.queues).toEqual({ all_open: 5, unassigned: 2, mine: 2, waiting: 1, resolved: 2, all: 8 })
    expect(body.counts).toEqual({ open: 2, in_progress: 2, waiting: 1, resolved: 2, closed: 1 })
    // A status filter narrows the queue; the counts stay those of the other filters.
    const narrowed = await queue('all_open', '&status=waiting')
    expect(narrowed.tickets.map((ticket) => ticket.id)).toEqual([waiting])
    expect(narrowed.total).toBe(1)
    expect(narrowed.queues.all).toBe(8)
    // The search narrows the queue and its counts.
    await t.db.update(tickets).set({ title: 'Queue test: rhubarb' }).where(eq(tickets.id, resolvedNew))
    const searched = await queue('resolved', '&search=rhubarb')
    expect(searched.tickets.map((ticket) => ticket.id)).toEqual([resolvedNew])
    expect(searched.queues).toEqual({ all_open: 0, unassigned: 0, mine: 0, waiting: 0, resolved: 1, all: 1 })
    // 'Mine' is the viewer's: another agent's is empty.
    const other = await createUser(t.db, { roles: ['support_agent'] })
    const otherCookie = await t.signIn(other.email, other.password)
    const theirs = await json<TicketListJson>(
      await t.request('/api/escalations?queue=mine&category=manual', { cookie: otherCookie }),
    )
    expect(theirs.tickets).toEqual([])
    expect(theirs.queues.mine).toBe(0)
    await t.db.delete(tickets).where(eq(tickets.category, 'manual'))
  })

  it('refuses an unknown queue with 400 and keeps dealer users out (403)', async () => {
    const bad = await t.request('/api/escalations?queue=urgent', { cookie: support })
    expect(bad.status).toBe(400)
    expect((await bad.json()).error.code).toBe('VALIDATION_FAILED')
    expect((await t.request('/api/escalations?queue=mine', { cookie: dealer })).status).toBe(403)
    expect((await t.request('/api/escalations?queue=waiting')).status).toBe(401)
  })
})

describe('waiting for the user (decision 045)', () => {
  it('an agent sets it, by status or with a reply; the user’s answer gives the ticket back to the desk', async () => {
    const { ticketId, sessionId } = await raiseGap('How do I reset the service light on the M5 tractor?')
    const waiting = await json<{ ticket: TicketDetailJson }>(
      await patchTicket(ticketId, { status: 'waiting' }),
    )
    expect(waiting.ticket.status).toBe('waiting')
    expect(waiting.ticket.dueAt).toBe(expectedDue(waiting.ticket))
    expect(
      (
        await json<TicketListJson>(await t.request('/api/escalations?queue=waiting', { cookie: support }))
      ).tickets.map((ticket) => ticket.id),
    ).toContain(ticketId)

    // The user answers in the conversation: the desk's turn again.
    await json(
      await t.request('/api/chat/messages', {
        cookie: dealer,
        json: { botId, sessionId, content: 'It is the 2019 model.' },
      }),
      201,
    )
    expect((await detail(ticketId)).status).toBe('in_progress')

    // A reply that asks the user something waits for their answer.
    const replied = await json<{ ticket: TicketDetailJson }>(
      await t.request(`/api/escalations/${ticketId}/replies`, {
        cookie: support,
        json: { channel: 'chat', content: 'Which engine does it have?', waitForUser: true },
      }),
      201,
    )
    expect(replied.ticket.status).toBe('waiting')
    const refused = await t.request(`/api/escalations/${ticketId}/replies`, {
      cookie: support,
      json: { channel: 'chat', content: 'Hello', waitForUser: 'yes' },
    })
    expect(refused.status).toBe(400)
  })

  it('follows the transitions: a resolved ticket cannot wait (409), a waiting one can be resolved', async () => {
    const { ticketId } = await raiseGap('What pressure do the V8 front tyres take?')
    expect((await patchTicket(ticketId, { status: 'waiting' })).status).toBe(200)
    await json(
      await t.request(`/api/escalations/${ticketId}/resolve`, {
        cookie: support,
        json: { resolution: '1.6 bar.' },
      }),
    )
    expect((await patchTicket(ticketId, { status: 'waiting' })).status).toBe(409)
    const reply = await t.request(`/api/escalations/${ticketId}/replies`, {
      cookie: support,
      json: { channel: 'email', content: 'See the manual.', waitForUser: true },
    })
    expect(reply.status).toBe(409)
  })
})
