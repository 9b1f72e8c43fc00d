import type { AuthedContext } from '#server/app-env'
import type { Executor } from '#server/db/client'
import { AppError } from '#server/lib/app-error'
import type { MailMessage } from '#server/mail/mail-message'
import {
  publishChatMessage,
  publishMessageStatus,
  publishSessionChanged,
} from '#server/modules/chat/chat-events'
import { insertStaffReply } from '#server/modules/chat/chat-messages.queries'
import { findProfile } from '#server/modules/chat/chat-people.queries'
import { type ChatSessionRow, lockSession } from '#server/modules/chat/chat-sessions.queries'
import { escalateSessions, settleEscalatedSessions } from '#server/modules/chat/chat-tickets.queries'
import { higherPriority } from '#server/modules/chat/escalation-rules'
import { announceKnowledgeChange, insertKnowledgeEntry } from '#server/modules/knowledge/knowledge.service'
import {
  insertNotifications,
  type NotificationRow,
  publishNotifications,
} from '#server/modules/notifications/notification-store'
import { SUPPORT_LEVEL } from '#shared/auth/roles'
import {
  canChangeTicketStatus,
  type DraftKnowledgeEntryResponse,
  isFinishedTicketStatus,
  type TicketDetailJson,
  type TicketStatus,
} from '#shared/schemas/escalations'
import {
  KNOWLEDGE_LANGUAGES,
  KNOWLEDGE_PRIORITY_DEFAULT,
  KNOWLEDGE_QUESTION_MAX_LENGTH,
  type KnowledgeLanguage,
} from '#shared/schemas/knowledge'
import type { Urgency } from '#shared/schemas/notifications'
import {
  findAccount,
  insertNote,
  latestStaffReply,
  lockTicket,
  lockTickets,
  moveTicketNotesAndMerges,
  peopleWithRoles,
  recordTicketAudit,
  sessionIdsOfTickets,
  type TicketRow,
  updateTicketRow,
} from './escalations.queries.ts'
import { assertDeskAccess, getTicketDetail, ticketNotFound } from './escalations.service.ts'
import { parseKnowledgeGap } from './knowledge-gap.ts'
import { syncTicketDueAt } from './ticket-due.ts'
import { filterFieldsOf, publishTicketChange, readTicketChange, type TicketChange } from './ticket-events.ts'
import { userTicketTitleOf, userTicketTitleText } from './user-ticket-title.ts'

const deskLink = (ticketId: string) => `/escalations/${ticketId}`

/** What a change leaves to tell after the commit besides the desk: people notified, conversations changed. */
interface TicketEffects {
  notifications?: NotificationRow[]
  sessions?: ChatSessionRow[]
}

/** One change to a ticket: locked, checked and written in a transaction; events after the commit. */
async function changeTicket(
  ctx: AuthedContext,
  id: string,
  change: (tx: Executor, ticket: TicketRow) => Promise<TicketEffects | undefined> | Promise<void>,
) {
  assertDeskAccess(ctx)
  const { effects, changed } = await ctx.db.transaction(async (tx) => {
    const ticket = await lockTicket(tx, id)
    if (!ticket) throw ticketNotFound()
    const effects = (await change(tx, ticket)) ?? {}
    // A priority or status change moves the due time (decision 045).
    await syncTicketDueAt(tx, id)
    return { effects, changed: await readTicketChange(tx, id, filterFieldsOf(ticket)) }
  })
  await afterCommit(ctx, [changed], effects)
  return getTicketDetail(ctx, id)
}

/**
 * Once committed: the desk hears of the changes, the conversations' viewers of their new status
 * (the chat's 'Escalated' badge), the people concerned of their notifications.
 */
function afterCommit(ctx: AuthedContext, changes: TicketChange[], effects: TicketEffects = {}) {
  for (const change of changes) publishTicketChange(ctx.realtime, change)
  for (const session of effects.sessions ?? []) publishSessionChanged(ctx.realtime, session)
  return publishNotifications(ctx.realtime, effects.notifications ?? [])
}

const isFinished = isFinishedTicketStatus

/**
 * A ticket that is finished no longer keeps its conversations escalated (issue 35 item 3); one
 * that is reopened escalates them again, so support can answer there.
 */
async function followStatusInSessions(tx: Executor, ticket: TicketRow, status: TicketStatus) {
  if (isFinished(ticket.status) === isFinished(status)) return []
  const sessionIds = await sessionIdsOfTickets(tx, [ticket.id])
  return isFinished(status) ? settleEscalatedSessions(tx, sessionIds) : escalateSessions(tx, sessionIds)
}

/** Status (spec §4 life cycle, see TICKET_STATUS_TRANSITIONS) and priority. Resolving needs a note. */
export function updateTicket(
  ctx: AuthedContext,
  id: string,
  input: { status?: TicketStatus; priority?: Urgency },
) {
  return changeTicket(ctx, id, async (tx, ticket) => {
    const values: Partial<TicketRow> = {}
    if (input.status && input.status !== ticket.status) {
      if (input.status === 'resolved')
        throw new AppError('UNPROCESSABLE', 'Resolve the ticket with a resolution note', {
          issues: [{ path: 'status', message: 'Resolve the ticket with a resolution note' }],
        })
      if (!canChangeTicketStatus(ticket.status, input.status))
        throw new AppError('CONFLICT', `A ${ticket.status} ticket cannot become ${input.status}`)
      values.status = input.status
      // Reopening forgets the earlier resolution time (the note stays for reference) and a merge:
      // the ticket stands on its own again.
      if (!isFinished(input.status)) {
        values.resolvedAt = null
        values.mergedIntoId = null
      }
    }
    if (input.priority && input.priority !== ticket.priority) values.priority = input.priority
    if (Object.keys(values).length === 0) return
    await updateTicketRow(tx, ticket.id, values)
    const sessions = values.status ? await followStatusInSessions(tx, ticket, values.status) : []
    await recordTicketAudit(tx, {
      actorId: ctx.actor.userId,
      action: values.status ? 'ticket.status_change' : 'ticket.priority_change',
      ticketId: ticket.id,
      details: {
        ...(values.status ? { from: ticket.status, to: values.status } : {}),
        ...(values.priority ? { priorityFrom: ticket.priority, priorityTo: values.priority } : {}),
      },
    })
    return { sessions }
  })
}

/**
 * Assign to me or to a colleague: only support-level users (422 otherwise); null unassigns. An open
 * ticket someone takes becomes in_progress. The assignee is notified (escalation_assigned) unless
 * they assigned it to themselves.
 */
export function assignTicket(ctx: AuthedContext, id: string, assigneeId: string | null) {
  return changeTicket(ctx, id, async (tx, ticket) => {
    if (assigneeId !== null) {
      const [person] = await peopleWithRoles(tx, SUPPORT_LEVEL, assigneeId)
      if (!person)
        throw new AppError('UNPROCESSABLE', 'Tickets can only be assigned to support staff', {
          issues: [{ path: 'assigneeId', message: 'Tickets can only be assigned to support staff' }],
        })
    }
    if (ticket.assignedTo === assigneeId) return
    const status = assigneeId && ticket.status === 'open' ? 'in_progress' : ticket.status
    await updateTicketRow(tx, ticket.id, { assignedTo: assigneeId, status })
    await recordTicketAudit(tx, {
      actorId: ctx.actor.userId,
      action: 'ticket.assign',
      ticketId: ticket.id,
      details: { from: ticket.assignedTo, to: assigneeId },
    })
    if (!assigneeId || assigneeId === ctx.actor.userId) return
    const notifications = await insertNotifications(tx, [
      {
        userId: assigneeId,
        notificationType: 'escalation_assigned',
        message: `Escalation assigned to you: ${ticket.title}`,
        subject: { kind: 'escalation_assigned', params: { title: ticket.title } },
        urgency: ticket.priority,
        escalationId: ticket.id,
        link: deskLink(ticket.id),
      },
    ])
    return { notifications }
  })
}

export function addTicketNote(ctx: AuthedContext, id: string, body: string) {
  return changeTicket(ctx, id, async (tx, ticket) => {
    await insertNote(tx, { ticketId: ticket.id, authorId: ctx.actor.userId, body })
    // Touch the ticket so the desk's 'updated' order and other viewers see the change.
    await updateTicketRow(tx, ticket.id, { updatedAt: new Date() })
  })
}

/**
 * Answer the user: in their chat session as a staff reply (human takeover, decision 010: they see
 * it live) or by e-mail. The ticket is locked and checked first; the chat message and the ticket
 * change are written in one transaction, so a refused or failed reply changes nothing. Realtime
 * events and the e-mail follow the commit. The first answer sets first_response_at.
 */
export async function replyToTicket(
  ctx: AuthedContext,
  id: string,
  input: { channel: 'chat' | 'email'; content: string; waitForUser?: boolean },
) {
  assertDeskAccess(ctx)
  const sent = await ctx.db.transaction(async (tx) => {
    const ticket = await lockTicket(tx, id)
    if (!ticket) throw ticketNotFound()
    if (ticket.status === 'closed') throw new AppError('CONFLICT', 'Reopen the ticket to reply')
    if (input.waitForUser && ticket.status !== 'waiting' && !canChangeTicketStatus(ticket.status, 'waiting'))
      throw new AppError('CONFLICT', `A ${ticket.status} ticket cannot wait for the user`)
    const reply =
      input.channel === 'chat'
        ? { channel: 'chat' as const, ...(await writeChatReply(tx, ctx, ticket, input.content)) }
        : { channel: 'email' as const, mail: await replyMail(tx, ctx, ticket, input.content) }
    await updateTicketRow(tx, ticket.id, {
      firstResponseAt: ticket.firstResponseAt ?? new Date(),
      // Answering picks the ticket up; an answer that asks the user something waits for theirs.
      ...(input.waitForUser
        ? { status: 'waiting' as const }
        : ticket.status === 'open'
          ? { status: 'in_progress' as const }
          : {}),
      ...(ticket.assignedTo ? {} : { assignedTo: ctx.actor.userId }),
    })
    await recordTicketAudit(tx, {
      actorId: ctx.actor.userId,
      action: 'ticket.reply',
      ticketId: ticket.id,
      details: {
        channel: input.channel,
        ...(input.waitForUser ? { from: ticket.status, to: 'waiting' } : {}),
      },
    })
    return { ...reply, changed: await readTicketChange(tx, ticket.id, filterFieldsOf(ticket)) }
  })
  if (sent.channel === 'chat') {
    publishMessageStatus(ctx.realtime, sent.message.sessionId, sent.readIds, 'read')
    publishChatMessage(ctx.realtime, sent.message, { status: 'delivered', agent: sent.agent })
  } else {
    // The mailer stores the message in the outbox (and delivers it when SMTP is set) through its own
    // connection, so it runs once the reply is committed; a failed delivery is kept on the outbox row.
    await ctx.mailer.send(sent.mail)
  }
  await afterCommit(ctx, [sent.changed])
  return getTicketDetail(ctx, id)
}

/** The staff reply in the ticket's conversation, which must still be escalated (decision 010). */
async function writeChatReply(tx: Executor, ctx: AuthedContext, ticket: TicketRow, content: string) {
  const session = ticket.sessionId ? await lockSession(tx, ticket.sessionId) : null
  if (!session) throw new AppError('CONFLICT', 'This ticket has no chat conversation')
  if (session.status !== 'escalated')
    throw new AppError('CONFLICT', 'Only escalated conversations can be answered by support staff')
  const { message, readIds } = await insertStaffReply(tx, { session, content, senderId: ctx.actor.userId })
  // The conversation's open views show the reply with its author, as the message list does.
  const profile = await findProfile(tx, ctx.actor.userId)
  const agent = {
    id: ctx.actor.userId,
    name: profile?.name ?? ctx.actor.email,
    signature: profile?.signature ?? null,
  }
  return { message, readIds, agent }
}

/** The e-mail answer: to the contact address the user left, else to the account that raised it. */
async function replyMail(
  tx: Executor,
  ctx: AuthedContext,
  ticket: TicketRow,
  content: string,
): Promise<MailMessage> {
  const to = ticket.contactInfo?.email || (await findAccount(tx, ticket.userId))?.email
  if (!to) throw new AppError('CONFLICT', 'This ticket has no e-mail address to reply to')
  const agent = await findAccount(tx, ctx.actor.userId)
  return {
    to,
    kind: 'ticket_reply',
    subject: `Re: ${ticket.title}`,
    text: `${content}\n\n${agent?.name ?? 'DealerPilot support'}\nDealerPilot support`,
  }
}

/**
 * Resolve with a resolution note (required by the schema), shown to the user only when the agent
 * shares it (issue 35 item 3). The conversations the ticket spoke for leave 'escalated'. The user who
 * raised it gets escalation_resolved (unless they resolved it themselves), under their own title.
 */
export function resolveTicket(
  ctx: AuthedContext,
  id: string,
  input: { resolution: string; shareWithUser: boolean },
) {
  return changeTicket(ctx, id, async (tx, ticket) => {
    if (isFinished(ticket.status)) throw new AppError('CONFLICT', `The ticket is already ${ticket.status}`)
    await updateTicketRow(tx, ticket.id, {
      status: 'resolved',
      resolution: input.resolution,
      resolutionShared: input.shareWithUser,
      resolvedAt: new Date(),
      ...(ticket.assignedTo ? {} : { assignedTo: ctx.actor.userId }),
    })
    await recordTicketAudit(tx, {
      actorId: ctx.actor.userId,
      action: 'ticket.resolve',
      ticketId: ticket.id,
      details: { from: ticket.status, resolution: input.resolution, shared: input.shareWithUser },
    })
    const sessions = await followStatusInSessions(tx, ticket, 'resolved')
    if (ticket.userId === ctx.actor.userId) return { sessions }
    // The user who raised it may be dealer staff without the desk: their link opens their chat.
    const raiserIsStaff = (await peopleWithRoles(tx, SUPPORT_LEVEL, ticket.userId)).length > 0
    const title = userTicketTitleOf(ticket)
    const notifications = await insertNotifications(tx, [
      {
        userId: ticket.userId,
        notificationType: 'escalation_resolved',
        message: `${userTicketTitleText(title)} has been resolved.${input.shareWithUser ? ' The answer is in your chat.' : ''}`,
        subject: { kind: 'escalation_resolved', params: { ticket: title, shared: input.shareWithUser } },
        urgency: ticket.priority,
        escalationId: ticket.id,
        link: raiserIsStaff
          ? deskLink(ticket.id)
          : ticket.botId
            ? `/chat/${ticket.botId}${ticket.sessionId ? `?session=${ticket.sessionId}` : ''}`
            : null,
      },
    ])
    return { notifications, sessions }
  })
}

/**
 * Merge a ticket into another raised by the same user (issue 36 item 1): its notes, occurrences and
 * the tickets merged into it move to the other, whose priority rises to the higher of the two; it is
 * closed, pointing at the other. Its conversation stays escalated: the other ticket speaks for it
 * now, and resolving that one settles both. Both tickets must still be open (409 otherwise).
 */
export async function mergeTicket(ctx: AuthedContext, id: string, intoId: string): Promise<TicketDetailJson> {
  assertDeskAccess(ctx)
  if (id === intoId)
    throw new AppError('UNPROCESSABLE', 'A ticket cannot be merged into itself', {
      issues: [{ path: 'intoId', message: 'Choose another ticket' }],
    })
  const changes = await ctx.db.transaction(async (tx) => {
    const [source, target] = await lockTickets(tx, [id, intoId])
    if (!source) throw ticketNotFound()
    if (!target) throw new AppError('NOT_FOUND', 'The ticket to merge into was not found')
    if (isFinished(source.status)) throw new AppError('CONFLICT', `The ticket is already ${source.status}`)
    if (isFinished(target.status))
      throw new AppError('CONFLICT', `The ticket to merge into is already ${target.status}`)
    if (source.userId !== target.userId)
      throw new AppError('UNPROCESSABLE', 'Only tickets raised by the same person can be merged', {
        issues: [{ path: 'intoId', message: 'Only tickets raised by the same person can be merged' }],
      })
    await moveTicketNotesAndMerges(tx, source.id, target.id)
    await updateTicketRow(tx, target.id, {
      occurrences: target.occurrences + source.occurrences,
      priority: higherPriority(target.priority, source.priority),
      contactInfo: target.contactInfo ?? source.contactInfo,
    })
    await insertNote(tx, {
      ticketId: target.id,
      authorId: ctx.actor.userId,
      body: `Merged from "${source.title}" (raised ${source.occurrences} time(s)):\n\n${source.description}`,
    })
    await updateTicketRow(tx, source.id, { status: 'closed', mergedIntoId: target.id })
    await syncTicketDueAt(tx, target.id)
    await syncTicketDueAt(tx, source.id)
    await insertNote(tx, {
      ticketId: source.id,
      authorId: ctx.actor.userId,
      body: `Merged into "${target.title}".`,
    })
    await recordTicketAudit(tx, {
      actorId: ctx.actor.userId,
      action: 'ticket.merge',
      ticketId: source.id,
      details: { into: target.id, occurrences: source.occurrences },
    })
    return [
      await readTicketChange(tx, source.id, filterFieldsOf(source)),
      await readTicketChange(tx, target.id, filterFieldsOf(target)),
    ]
  })
  await afterCommit(ctx, changes)
  return getTicketDetail(ctx, intoId)
}

/**
 * One click from a resolved knowledge gap to a knowledge entry for its bot: the user's question and,
 * as the answer, what the agent told the user (issue 36 item 2: their last chat reply; the internal
 * resolution note only when they answered by e-mail or not at all), status pending_review so a trainer checks it before the assistant
 * uses it (knowledge module insert path; the engine's index is told after the commit).
 */
export async function draftKnowledgeEntry(
  ctx: AuthedContext,
  id: string,
): Promise<DraftKnowledgeEntryResponse> {
  assertDeskAccess(ctx)
  const { entry, changed } = await ctx.db.transaction(async (tx) => {
    const ticket = await lockTicket(tx, id)
    if (!ticket) throw ticketNotFound()
    const gap = ticket.category === 'general' ? parseKnowledgeGap(ticket) : null
    if (!gap) throw new AppError('UNPROCESSABLE', 'Only knowledge-gap tickets can become knowledge entries')
    if (!ticket.botId) throw new AppError('UNPROCESSABLE', 'The ticket has no bot to add knowledge to')
    if (!ticket.resolution) throw new AppError('CONFLICT', 'Resolve the ticket with a resolution note first')
    // A reopened ticket keeps its note for reference, but the note no longer answers the question.
    if (!isFinished(ticket.status))
      throw new AppError(
        'CONFLICT',
        'The ticket was reopened: resolve it again before drafting a knowledge entry',
      )
    if (ticket.knowledgeEntryId) throw new AppError('CONFLICT', 'A knowledge entry was already drafted')
    const language = (KNOWLEDGE_LANGUAGES as readonly string[]).includes(ticket.languageCode ?? '')
      ? (ticket.languageCode as KnowledgeLanguage)
      : 'en'
    const created = await insertKnowledgeEntry(ctx, tx, {
      bot_id: ticket.botId,
      question: gap.question.slice(0, KNOWLEDGE_QUESTION_MAX_LENGTH),
      answer: (await latestStaffReply(tx, await sessionIdsOfTickets(tx, [ticket.id]))) ?? ticket.resolution,
      language_code: language,
      scope: 'bot_specific',
      priority: KNOWLEDGE_PRIORITY_DEFAULT,
      status: 'pending_review',
      tags: [],
      file_ids: [],
    })
    await updateTicketRow(tx, ticket.id, { knowledgeEntryId: created.id })
    await recordTicketAudit(tx, {
      actorId: ctx.actor.userId,
      action: 'ticket.knowledge_draft',
      ticketId: ticket.id,
      details: { entryId: created.id },
    })
    return { entry: created, changed: await readTicketChange(tx, ticket.id, filterFieldsOf(ticket)) }
  })
  announceKnowledgeChange(ctx, [entry])
  await afterCommit(ctx, [changed])
  return { entryId: entry.id, ticket: await getTicketDetail(ctx, id) }
}
