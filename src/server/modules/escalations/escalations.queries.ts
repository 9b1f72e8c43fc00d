import {
  aliasedTable,
  and,
  asc,
  count,
  desc,
  eq,
  ilike,
  inArray,
  isNotNull,
  isNull,
  notInArray,
  or,
  type SQL,
  sql,
} from 'drizzle-orm'
import type { Executor } from '#server/db/client'
import { auditLog } from '#server/db/schema/audit'
import { user } from '#server/db/schema/auth'
import { bots } from '#server/db/schema/bots'
import { chatMessages, chatSessions } from '#server/db/schema/chat'
import { dealers } from '#server/db/schema/dealers'
import { profiles, userRoles } from '#server/db/schema/identity'
import { ticketNotes, tickets } from '#server/db/schema/tickets'
import {
  FINISHED_TICKET_STATUSES,
  TICKET_QUEUE_VALUES,
  type TicketQueue,
  type TicketStatus,
} from '#shared/schemas/escalations'

export type TicketRow = typeof tickets.$inferSelect

const raiser = aliasedTable(user, 'raiser')
const raiserProfile = aliasedTable(profiles, 'raiser_profile')
const assignee = aliasedTable(user, 'assignee')
const assigneeProfile = aliasedTable(profiles, 'assignee_profile')

/** First and last name, or the e-mail address when the profile has neither. */
const nameOf = (account: typeof user, profile: typeof profiles) =>
  sql<string>`coalesce(nullif(btrim(concat_ws(' ', ${profile.firstName}, ${profile.lastName})), ''), ${account.email})`

const listColumns = {
  ticket: tickets,
  botName: bots.name,
  dealerName: dealers.name,
  raiserName: nameOf(raiser, raiserProfile),
  raiserEmail: raiser.email,
  assigneeName: nameOf(assignee, assigneeProfile),
  assigneeEmail: assignee.email,
}

export type TicketListRow = {
  ticket: TicketRow
  botName: string | null
  dealerName: string | null
  raiserName: string | null
  raiserEmail: string | null
  assigneeName: string | null
  assigneeEmail: string | null
}

export interface TicketFilter {
  /** Absent: every ticket. */
  queue?: TicketQueue
  status?: TicketStatus
  priority?: string
  category?: string
  botId?: string
  /** A user id, or null for unassigned tickets. */
  assignedTo?: string | null
  search?: string
}

const desksTurn = inArray(tickets.status, ['open', 'in_progress'])

/** A queue's rule in SQL: the same as isInTicketQueue (src/shared/schemas/escalations.ts). */
function queueWhere(queue: TicketQueue, viewerId: string): SQL | undefined {
  switch (queue) {
    case 'all_open':
      return notInArray(tickets.status, [...FINISHED_TICKET_STATUSES])
    case 'unassigned':
      return and(desksTurn, isNull(tickets.assignedTo))
    case 'mine':
      return and(desksTurn, eq(tickets.assignedTo, viewerId))
    case 'waiting':
      return eq(tickets.status, 'waiting')
    case 'resolved':
      return eq(tickets.status, 'resolved')
    case 'all':
      return undefined
  }
}

/** The filters but the queue and the status (the counts' rule). */
function filterWhere(filter: TicketFilter): SQL | undefined {
  const like = filter.search ? `%${filter.search.replace(/[\\%_]/g, (c) => `\\${c}`)}%` : null
  return and(
    filter.priority ? eq(tickets.priority, filter.priority as TicketRow['priority']) : undefined,
    filter.category ? eq(tickets.category, filter.category as TicketRow['category']) : undefined,
    filter.botId ? eq(tickets.botId, filter.botId) : undefined,
    filter.assignedTo === null
      ? isNull(tickets.assignedTo)
      : filter.assignedTo
        ? eq(tickets.assignedTo, filter.assignedTo)
        : undefined,
    like
      ? or(
          ilike(tickets.title, like),
          ilike(tickets.description, like),
          ilike(raiser.email, like),
          ilike(dealers.name, like),
        )
      : undefined,
  )
}

function joined(db: Executor) {
  return db
    .select(listColumns)
    .from(tickets)
    .leftJoin(bots, eq(bots.id, tickets.botId))
    .leftJoin(dealers, eq(dealers.id, tickets.dealerId))
    .leftJoin(raiser, eq(raiser.id, tickets.userId))
    .leftJoin(raiserProfile, eq(raiserProfile.id, tickets.userId))
    .leftJoin(assignee, eq(assignee.id, tickets.assignedTo))
    .leftJoin(assigneeProfile, eq(assigneeProfile.id, tickets.assignedTo))
}

/**
 * One page in the desk's order (compareDeskTickets: due first, overdue on top; then the finished by
 * resolution, newest first), the total for the filter, the counts per status (queue and status
 * aside) and per queue (queue and status aside). `viewerId` is who 'mine' means.
 */
export async function listTickets(
  db: Executor,
  filter: TicketFilter,
  page: { limit: number; offset: number },
  viewerId: string,
) {
  const others = filterWhere(filter)
  const listed = and(
    others,
    filter.queue ? queueWhere(filter.queue, viewerId) : undefined,
    filter.status ? eq(tickets.status, filter.status) : undefined,
  )
  const rows: TicketListRow[] = await joined(db)
    .where(listed)
    .orderBy(
      sql`${tickets.dueAt} asc nulls last`,
      sql`${tickets.resolvedAt} desc nulls last`,
      desc(tickets.createdAt),
      desc(tickets.id),
    )
    .limit(page.limit)
    .offset(page.offset)
  const counted = () =>
    db
      .select({ status: tickets.status, count: count() })
      .from(tickets)
      .leftJoin(dealers, eq(dealers.id, tickets.dealerId))
      .leftJoin(raiser, eq(raiser.id, tickets.userId))
  const perStatus = await counted().where(others).groupBy(tickets.status)
  const countWhere = (condition: SQL | undefined) =>
    sql<number>`count(*) filter (where ${condition ?? sql`true`})`.mapWith(Number)
  const [totals] = await db
    .select({
      total: countWhere(listed),
      ...Object.fromEntries(
        TICKET_QUEUE_VALUES.map((queue) => [queue, countWhere(queueWhere(queue, viewerId))]),
      ),
    })
    .from(tickets)
    .leftJoin(dealers, eq(dealers.id, tickets.dealerId))
    .leftJoin(raiser, eq(raiser.id, tickets.userId))
    .where(others)
  const { total, ...perQueue } = totals as { total: number } & Record<TicketQueue, number>
  return { rows, perStatus, total, perQueue: perQueue as Record<TicketQueue, number> }
}

export async function findTicketRow(db: Executor, id: string): Promise<TicketListRow | null> {
  const [row] = await joined(db).where(eq(tickets.id, id))
  return row ?? null
}

/**
 * The conversations a ticket speaks for: its own and those of the tickets merged into it (a merge
 * points them all at the ticket that stays, so one level is all there is).
 */
export async function sessionIdsOfTickets(db: Executor, ticketIds: readonly string[]): Promise<string[]> {
  if (ticketIds.length === 0) return []
  const rows = await db
    .selectDistinct({ sessionId: tickets.sessionId })
    .from(tickets)
    .where(
      and(
        or(inArray(tickets.id, [...ticketIds]), inArray(tickets.mergedIntoId, [...ticketIds])),
        isNotNull(tickets.sessionId),
      ),
    )
  return rows.flatMap((row) => (row.sessionId ? [row.sessionId] : []))
}

/** The last answer a member of staff wrote in these conversations (sender_id set), if any. */
export async function latestStaffReply(db: Executor, sessionIds: readonly string[]): Promise<string | null> {
  if (sessionIds.length === 0) return null
  const [reply] = await db
    .select({ content: chatMessages.content })
    .from(chatMessages)
    .where(
      and(
        inArray(chatMessages.sessionId, [...sessionIds]),
        eq(chatMessages.isUser, false),
        isNotNull(chatMessages.senderId),
      ),
    )
    .orderBy(desc(chatMessages.createdAt))
    .limit(1)
  return reply?.content ?? null
}

/**
 * Locks tickets for a change, so two staff acting at once apply one after the other; the rows in
 * the order asked, null for an unknown id. Their conversations are locked first, in id order, then
 * the tickets in id order: the chat's escalations lock a conversation before its ticket, and taking
 * every lock in one order means no two changes ever wait for each other in a circle.
 */
export async function lockTickets(db: Executor, ids: readonly string[]): Promise<(TicketRow | null)[]> {
  const sessionIds = await sessionIdsOfTickets(db, ids)
  if (sessionIds.length > 0)
    await db
      .select({ id: chatSessions.id })
      .from(chatSessions)
      .where(inArray(chatSessions.id, sessionIds))
      .orderBy(asc(chatSessions.id))
      .for('update')
  const rows = await db
    .select()
    .from(tickets)
    .where(inArray(tickets.id, [...ids]))
    .orderBy(asc(tickets.id))
    .for('update')
  return ids.map((id) => rows.find((row) => row.id === id) ?? null)
}

/** Locks one ticket (and its conversations) for a change: see lockTickets. */
export async function lockTicket(db: Executor, id: string): Promise<TicketRow | null> {
  const [row] = await lockTickets(db, [id])
  return row
}

/** A merge (issue 36): the merged ticket's notes, and the tickets merged into it, go to the other. */
export async function moveTicketNotesAndMerges(db: Executor, fromId: string, toId: string) {
  await db.update(ticketNotes).set({ ticketId: toId }).where(eq(ticketNotes.ticketId, fromId))
  await db.update(tickets).set({ mergedIntoId: toId }).where(eq(tickets.mergedIntoId, fromId))
}

export async function updateTicketRow(
  db: Executor,
  id: string,
  values: Partial<typeof tickets.$inferInsert>,
) {
  const [row] = await db.update(tickets).set(values).where(eq(tickets.id, id)).returning()
  return row
}

export async function findSessionStatus(db: Executor, sessionId: string) {
  const [row] = await db
    .select({ status: chatSessions.status })
    .from(chatSessions)
    .where(eq(chatSessions.id, sessionId))
  return row?.status ?? null
}

/** The last messages of the conversation, oldest first, with who from support wrote them. */
export async function conversationOf(db: Executor, sessionId: string, limit: number) {
  const sender = aliasedTable(user, 'sender')
  const senderProfile = aliasedTable(profiles, 'sender_profile')
  const rows = await db
    .select({
      message: chatMessages,
      agentName: sql<
        string | null
      >`case when ${chatMessages.senderId} is null then null else ${nameOf(sender, senderProfile)} end`,
    })
    .from(chatMessages)
    .leftJoin(sender, eq(sender.id, chatMessages.senderId))
    .leftJoin(senderProfile, eq(senderProfile.id, chatMessages.senderId))
    .where(eq(chatMessages.sessionId, sessionId))
    .orderBy(desc(chatMessages.createdAt), desc(chatMessages.id))
    .limit(limit)
  return rows.reverse()
}

export async function notesOf(db: Executor, ticketId: string) {
  const author = aliasedTable(user, 'author')
  const authorProfile = aliasedTable(profiles, 'author_profile')
  return db
    .select({
      note: ticketNotes,
      authorName: nameOf(author, authorProfile),
      authorEmail: author.email,
    })
    .from(ticketNotes)
    .leftJoin(author, eq(author.id, ticketNotes.authorId))
    .leftJoin(authorProfile, eq(authorProfile.id, ticketNotes.authorId))
    .where(eq(ticketNotes.ticketId, ticketId))
    .orderBy(asc(ticketNotes.createdAt), asc(ticketNotes.id))
}

export async function insertNote(db: Executor, values: typeof ticketNotes.$inferInsert) {
  const [row] = await db.insert(ticketNotes).values(values).returning()
  return row
}

/** Active accounts holding any of the roles (the people a ticket may be assigned to). */
export async function peopleWithRoles(db: Executor, roles: readonly string[], onlyId?: string) {
  return db
    .selectDistinct({ id: user.id, name: nameOf(user, profiles), email: user.email })
    .from(userRoles)
    .innerJoin(user, eq(user.id, userRoles.userId))
    .leftJoin(profiles, eq(profiles.id, user.id))
    .where(
      and(
        inArray(userRoles.role, roles as (typeof userRoles.$inferSelect)['role'][]),
        isNull(user.deactivatedAt),
        onlyId ? eq(user.id, onlyId) : undefined,
      ),
    )
    .orderBy(nameOf(user, profiles))
}

export async function findAccount(db: Executor, userId: string) {
  const [row] = await db
    .select({ id: user.id, name: nameOf(user, profiles), email: user.email })
    .from(user)
    .leftJoin(profiles, eq(profiles.id, user.id))
    .where(eq(user.id, userId))
  return row ?? null
}

/**
 * Audit entries for ticket changes. Written to the audit table directly: recordAudit's action list
 * drives the dealer timeline, which does not show support tickets.
 */
export async function recordTicketAudit(
  db: Executor,
  entry: { actorId: string; action: `ticket.${string}`; ticketId: string; details: Record<string, unknown> },
) {
  await db.insert(auditLog).values({
    actorId: entry.actorId,
    action: entry.action,
    entityType: 'ticket',
    entityId: entry.ticketId,
    details: entry.details,
  })
}

/** The bots that have tickets (the desk's bot filter). */
export async function botsWithTickets(db: Executor) {
  return db
    .selectDistinct({ id: bots.id, name: bots.name })
    .from(tickets)
    .innerJoin(bots, eq(bots.id, tickets.botId))
    .orderBy(bots.name)
}
