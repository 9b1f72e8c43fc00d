import type { AuthedContext } from '#server/app-env'
import type { AssistantAnswer } from '#server/assistant/types'
import type { Executor } from '#server/db/client'
import type { tickets } from '#server/db/schema/tickets'
import {
  publishTicketChange,
  readTicketChange,
  type TicketChange,
} from '#server/modules/escalations/ticket-events'
import {
  insertNotifications,
  type NotificationRow,
  publishNotifications,
} from '#server/modules/notifications/notification-store'
import { SUPPORT_LEVEL } from '#shared/auth/roles'
import { type ChatLanguage, ESCALATION_CONTEXT_MESSAGES } from '#shared/constants/chat'
import type { ChatEscalationJson } from '#shared/schemas/chat'
import { type BotRow, incrementBotCounters } from './chat-bots.queries.ts'
import { publishSessionChanged } from './chat-events.ts'
import { lastMessages } from './chat-messages.queries.ts'
import { findProfile, userIdsWithRoles } from './chat-people.queries.ts'
import { type ChatSessionRow, updateSession } from './chat-sessions.queries.ts'
import { insertTicket, markEscalatedIfTicketOpen } from './chat-tickets.queries.ts'
import {
  contactInfoFrom,
  type EscalationPlan,
  knowledgeGapDescription,
  knowledgeGapPriority,
  knowledgeGapTitle,
  specialistTicketDescription,
} from './escalation-rules.ts'

type TicketValues = Omit<typeof tickets.$inferInsert, 'sessionId' | 'userId' | 'botId' | 'dealerId'>

/**
 * One escalation, in the caller's transaction: the ticket, the session marked 'escalated' with its
 * language (spec §4), the bot's escalation count, and a notification for every support-level user
 * (spec §6 helper rule) except the one who caused it. Realtime events go out after the commit
 * (publishEscalation).
 */
export async function openTicket(
  tx: Executor,
  ctx: AuthedContext,
  input: { session: ChatSessionRow; ticket: TicketValues; language: ChatLanguage },
) {
  const ticket = await insertTicket(tx, {
    ...input.ticket,
    sessionId: input.session.id,
    userId: input.session.userId,
    botId: input.session.botId,
    dealerId: ctx.actor.dealerIds[0] ?? null,
    languageCode: input.language,
  })
  const session = await updateSession(tx, input.session.id, {
    status: 'escalated',
    languageCode: input.language,
  })
  await incrementBotCounters(tx, { botId: input.session.botId, responses: 0, escalations: 1 })
  const staff = (await userIdsWithRoles(tx, SUPPORT_LEVEL)).filter((userId) => userId !== ctx.actor.userId)
  const notifications = await insertNotifications(
    tx,
    staff.map((userId) => ({
      userId,
      notificationType: 'new_escalation' as const,
      message: `New escalation: ${ticket.title}`,
      urgency: ticket.priority,
      escalationId: ticket.id,
      link: `/escalations/${ticket.id}`,
    })),
  )
  // The desk's row of the new ticket, read in this transaction (see ticket-events.ts).
  const changed = await readTicketChange(tx, ticket.id, null)
  return { ticket, notifications, session, changed }
}

/** After the commit: the session's viewers, the desk (a new ticket, null when none was opened), staff. */
export function publishEscalation(
  ctx: AuthedContext,
  session: ChatSessionRow,
  notifications: NotificationRow[],
  opened: TicketChange | null,
) {
  publishSessionChanged(ctx.realtime, session)
  if (opened) publishTicketChange(ctx.realtime, opened)
  publishNotifications(ctx.realtime, notifications)
}

/**
 * Opens the ticket the plan asks for, unless the session has an open one of its kind already
 * (decision 010): `ticketOpen` as the reply's statement saw it, checked again in the transaction as
 * a ticket may have been opened meanwhile. Returns the escalation (null when none was opened) and
 * the session as it now is.
 */
export async function escalateFromAnswer(
  ctx: AuthedContext,
  input: {
    session: ChatSessionRow
    bot: BotRow
    question: string
    answer: AssistantAnswer
    plan: EscalationPlan
    ticketOpen: boolean
  },
): Promise<{ escalation: ChatEscalationJson | null; session: ChatSessionRow }> {
  const { session, bot, question, answer, plan } = input
  // The reply's statement marked the session escalated already when a ticket of the kind was open.
  if (input.ticketOpen) {
    publishSessionChanged(ctx.realtime, session)
    return { escalation: null, session }
  }
  const sameKindTicket = { sessionId: session.id, category: plan.category, languageCode: plan.language }
  const result = await ctx.db.transaction(async (tx) => {
    const marked = await markEscalatedIfTicketOpen(tx, sameKindTicket)
    if (marked) return { opened: null, session: marked }
    let ticket: TicketValues
    if (plan.specialist) {
      const account = (await findProfile(tx, session.userId)) ?? { name: '', email: ctx.actor.email }
      const contact = contactInfoFrom(question, account)
      const context = await lastMessages(tx, { sessionId: session.id, limit: ESCALATION_CONTEXT_MESSAGES })
      ticket = {
        title: `Specialist contact: ${contact.name || contact.email}`,
        description: specialistTicketDescription(contact, context),
        category: 'specialist_contact',
        priority: 'medium',
        contactInfo: contact,
      }
    } else {
      ticket = {
        title: knowledgeGapTitle(question, plan.gapKind),
        description: knowledgeGapDescription({ question, answer, botType: bot.type }),
        category: plan.gapKind,
        priority: knowledgeGapPriority(answer.confidence),
        status: 'open',
      }
    }
    const opened = await openTicket(tx, ctx, { session, ticket, language: plan.language })
    return { opened, session: opened.session }
  })
  if (!result.opened) {
    publishSessionChanged(ctx.realtime, result.session)
    return { escalation: null, session: result.session }
  }
  const { ticket, notifications, changed } = result.opened
  publishEscalation(ctx, result.session, notifications, changed)
  return {
    escalation: {
      kind: plan.specialist ? 'specialist_contact' : 'ticket',
      ticketId: ticket.id,
      language: plan.language,
    },
    session: result.session,
  }
}
