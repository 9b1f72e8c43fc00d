import type { AuthedContext } from '#server/app-env'
import { AppError } from '#server/lib/app-error'
import { isSupportLevel } from '#shared/auth/permissions'
import { SUPPORT_LEVEL } from '#shared/auth/roles'
import {
  type DeskOptionsJson,
  type ListTicketsQuery,
  type PersonJson,
  TICKET_CONVERSATION_MESSAGES,
  TICKET_STATUS_VALUES,
  type TicketDetailJson,
  type TicketListItem,
  type TicketListJson,
  type TicketStatus,
} from '#shared/schemas/escalations'
import {
  botsWithTickets,
  conversationOf,
  findSessionStatus,
  findTicketRow,
  listTickets,
  notesOf,
  peopleWithRoles,
  type TicketListRow,
} from './escalations.queries.ts'
import { parseKnowledgeGap } from './knowledge-gap.ts'
import { userTicketTitleOf } from './user-ticket-title.ts'

/** The desk is for support-level staff (spec §2.3 /escalations: admin, super_admin, trainer, support_agent). */
export function assertDeskAccess(ctx: AuthedContext) {
  if (!isSupportLevel(ctx.actor.roles))
    throw new AppError('FORBIDDEN', 'You do not have permission to do this.')
}

export const ticketNotFound = () => new AppError('NOT_FOUND', 'Ticket not found')

const person = (id: string | null, name: string | null, email: string | null): PersonJson | null =>
  id && email ? { id, name: name ?? email, email } : null

export function toListItem(row: TicketListRow): TicketListItem {
  const { ticket } = row
  return {
    id: ticket.id,
    title: ticket.title,
    status: ticket.status,
    priority: ticket.priority,
    category: ticket.category,
    languageCode: ticket.languageCode,
    bot: ticket.botId && row.botName ? { id: ticket.botId, name: row.botName } : null,
    dealer: ticket.dealerId && row.dealerName ? { id: ticket.dealerId, name: row.dealerName } : null,
    raisedBy: person(ticket.userId, row.raiserName, row.raiserEmail),
    assignee: person(ticket.assignedTo, row.assigneeName, row.assigneeEmail),
    occurrences: ticket.occurrences,
    mergedIntoId: ticket.mergedIntoId,
    dueAt: ticket.dueAt?.toISOString() ?? null,
    resolvedAt: ticket.resolvedAt?.toISOString() ?? null,
    createdAt: ticket.createdAt.toISOString(),
    updatedAt: ticket.updatedAt.toISOString(),
  }
}

export async function listDeskTickets(
  ctx: AuthedContext,
  query: Required<Pick<ListTicketsQuery, 'limit' | 'offset'>> & Omit<ListTicketsQuery, 'limit' | 'offset'>,
): Promise<TicketListJson> {
  assertDeskAccess(ctx)
  const assignedTo =
    query.assignee === undefined
      ? undefined
      : query.assignee === 'me'
        ? ctx.actor.userId
        : query.assignee === 'unassigned'
          ? null
          : query.assignee
  const filter = { ...query, search: query.search || undefined, assignedTo }
  const { rows, perStatus, total, perQueue } = await listTickets(
    ctx.db,
    filter,
    { limit: Number(query.limit), offset: Number(query.offset) },
    ctx.actor.userId,
  )
  const counts = Object.fromEntries(TICKET_STATUS_VALUES.map((status) => [status, 0])) as Record<
    TicketStatus,
    number
  >
  for (const row of perStatus) counts[row.status] = row.count
  return { tickets: rows.map(toListItem), total, counts, queues: perQueue }
}

/** The desk's choices: who tickets may be assigned to, and the bots that have tickets. */
export async function listDeskOptions(ctx: AuthedContext): Promise<DeskOptionsJson> {
  assertDeskAccess(ctx)
  const [people, botOptions] = await Promise.all([
    peopleWithRoles(ctx.db, SUPPORT_LEVEL),
    botsWithTickets(ctx.db),
  ])
  return { people, bots: botOptions }
}

export async function getTicketDetail(ctx: AuthedContext, id: string): Promise<TicketDetailJson> {
  assertDeskAccess(ctx)
  const row = await findTicketRow(ctx.db, id)
  if (!row) throw ticketNotFound()
  const { ticket } = row
  const [messages, notes, sessionStatus] = await Promise.all([
    ticket.sessionId ? conversationOf(ctx.db, ticket.sessionId, TICKET_CONVERSATION_MESSAGES) : [],
    notesOf(ctx.db, ticket.id),
    ticket.sessionId ? findSessionStatus(ctx.db, ticket.sessionId) : null,
  ])
  return {
    ...toListItem(row),
    description: ticket.description,
    sessionId: ticket.sessionId,
    sessionStatus,
    contactInfo: ticket.contactInfo ?? null,
    knowledgeGap: ticket.category === 'general' ? parseKnowledgeGap(ticket) : null,
    userTitle: userTicketTitleOf(ticket),
    resolution: ticket.resolution,
    resolutionShared: ticket.resolutionShared,
    firstResponseAt: ticket.firstResponseAt?.toISOString() ?? null,
    knowledgeEntryId: ticket.knowledgeEntryId,
    conversation: messages.map(({ message, agentName }) => ({
      id: message.id,
      content: message.content,
      isUser: message.isUser,
      agentName,
      confidenceScore: message.confidenceScore,
      sources: message.sources,
      createdAt: message.createdAt.toISOString(),
    })),
    notes: notes.map(({ note, authorName, authorEmail }) => ({
      id: note.id,
      body: note.body,
      author: person(note.authorId, authorName, authorEmail),
      createdAt: note.createdAt.toISOString(),
    })),
  }
}
