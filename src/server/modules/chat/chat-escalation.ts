import { SUPPORT_LEVEL } from '../../../shared/auth/permissions.ts'
import { type ChatLanguage, ESCALATION_CONTEXT_MESSAGES } from '../../../shared/constants/chat.ts'
import { chatSessionTopic, ESCALATIONS_DESK_TOPIC } from '../../../shared/realtime/topics.ts'
import type { ChatEscalationJson } from '../../../shared/schemas/chat.ts'
import type { AuthedContext } from '../../app-env.ts'
import type { AssistantAnswer } from '../../assistant/types.ts'
import type { Executor } from '../../db/client.ts'
import type { tickets } from '../../db/schema/tickets.ts'
import {
  insertNotifications,
  type NotificationRow,
  publishNotifications,
} from '../notifications/notification-store.ts'
import {
  type BotRow,
  type ChatSessionRow,
  findProfile,
  incrementBotCounters,
  insertTicket,
  lastMessages,
  markEscalatedIfTicketOpen,
  updateSession,
  userIdsWithRoles,
} from './chat.queries.ts'
import {
  contactInfoFrom,
  escalationLanguage,
  isSpecialistContact,
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
  await updateSession(tx, input.session.id, { status: 'escalated', languageCode: input.language })
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
  return { ticket, notifications }
}

export function publishEscalation(
  ctx: AuthedContext,
  sessionId: string,
  notifications: NotificationRow[],
  ticketId?: string,
) {
  ctx.realtime.publishToTopic(chatSessionTopic(sessionId), { type: 'chat.session', sessionId })
  // The escalations desk shows new tickets without a reload.
  if (ticketId) ctx.realtime.publishToTopic(ESCALATIONS_DESK_TOPIC, { type: 'ticket.changed', ticketId })
  publishNotifications(ctx.realtime, notifications)
}

/**
 * Spec §7, after an answer that needs escalation: the specialist-contact path when the user left
 * contact details and the assistant classed it so, otherwise a knowledge-gap ticket. While the
 * session already has an open ticket of the same kind, no second one is opened (decision 010).
 */
export async function escalateFromAnswer(
  ctx: AuthedContext,
  input: { session: ChatSessionRow; bot: BotRow; question: string; answer: AssistantAnswer },
): Promise<ChatEscalationJson | null> {
  const { session, bot, question, answer } = input
  const specialist = isSpecialistContact(answer, question)
  const language = specialist
    ? escalationLanguage(session.languageCode, answer.language)
    : escalationLanguage(answer.language, session.languageCode)
  // A fired escalation keyword is its own reason on the desk and in /analytics, not a knowledge gap.
  const gapKind = answer.escalationType === 'keyword' ? 'keyword' : 'general'
  const category = specialist ? 'specialist_contact' : gapKind

  const publishSessionChanged = () =>
    ctx.realtime.publishToTopic(chatSessionTopic(session.id), { type: 'chat.session', sessionId: session.id })
  const sameKindTicket = { sessionId: session.id, category, languageCode: language }
  // A session that keeps escalating has its ticket open already: one statement. Otherwise the
  // transaction below checks again, as a ticket may have been opened meanwhile.
  if (await markEscalatedIfTicketOpen(ctx.db, sameKindTicket)) {
    publishSessionChanged()
    return null
  }
  const result = await ctx.db.transaction(async (tx) => {
    if (await markEscalatedIfTicketOpen(tx, sameKindTicket)) return null
    let ticket: TicketValues
    if (specialist) {
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
        title: knowledgeGapTitle(question, gapKind),
        description: knowledgeGapDescription({ question, answer, botType: bot.type }),
        category: gapKind,
        priority: knowledgeGapPriority(answer.confidence),
        status: 'open',
      }
    }
    return openTicket(tx, ctx, { session, ticket, language })
  })
  if (!result) {
    publishSessionChanged()
    return null
  }
  publishEscalation(ctx, session.id, result.notifications, result.ticket.id)
  return { kind: specialist ? 'specialist_contact' : 'ticket', ticketId: result.ticket.id, language }
}
