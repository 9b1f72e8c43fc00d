import type { AuthedContext } from '#server/app-env'
import type { AssistantAnswer } from '#server/assistant/types'
import type { Executor } from '#server/db/client'
import type { TicketContactInfo, tickets, UrgencyLevel } from '#server/db/schema/tickets'
import {
  insertNote,
  recordTicketAudit,
  type TicketRow,
  updateTicketRow,
} from '#server/modules/escalations/escalations.queries'
import { syncTicketDueAt } from '#server/modules/escalations/ticket-due'
import {
  filterFieldsOf,
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
import {
  type ChatLanguage,
  type ChatSessionStatus,
  ESCALATION_CONTEXT_MESSAGES,
} from '#shared/constants/chat'
import type { ChatEscalationJson } from '#shared/schemas/chat'
import { type BotRow, incrementBotCounters } from './chat-bots.queries.ts'
import { publishSessionChanged } from './chat-events.ts'
import { lastMessages } from './chat-messages.queries.ts'
import { findProfile, userIdsWithRoles } from './chat-people.queries.ts'
import { type ChatSessionRow, updateSession } from './chat-sessions.queries.ts'
import {
  findOpenTicketOfQuestion,
  findOpenTicketOfSession,
  insertTicket,
  lockSessionForTicket,
} from './chat-tickets.queries.ts'
import {
  contactInfoFrom,
  type EscalationPlan,
  higherPriority,
  knowledgeGapDescription,
  knowledgeGapPriority,
  knowledgeGapTitle,
  questionKey,
  specialistTicketDescription,
} from './escalation-rules.ts'

export type TicketValues = Omit<typeof tickets.$inferInsert, 'sessionId' | 'userId' | 'botId' | 'dealerId'>

/** How long the same question from the same user joins their open ticket (issue 36 item 1). */
export const SAME_QUESTION_WINDOW_MS = 24 * 60 * 60 * 1000

/** What a further escalation adds to the open ticket it joins (issue 35 item 3, issue 36 item 1). */
export interface Occurrence {
  /** For the desk, as a note without an author: what the user asked or asked for. */
  note: string
  /** The ticket's priority rises to it, never falls. */
  priority: UrgencyLevel
  /** Contact details the user left, kept when the ticket has none yet. */
  contactInfo?: TicketContactInfo
}

/**
 * One new ticket, in the caller's transaction: the ticket, the session marked 'escalated' with its
 * language (spec §4), the bot's escalation count, and a notification for every support-level user
 * (spec §6 helper rule) except the one who caused it. Realtime events go out after the commit
 * (publishEscalation).
 */
async function openTicket(
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
  // Due the SLA target of its priority after now (decision 045).
  await syncTicketDueAt(tx, ticket.id)
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
      subject: { kind: 'new_escalation' as const, params: { title: ticket.title } },
      urgency: ticket.priority,
      escalationId: ticket.id,
      link: `/escalations/${ticket.id}`,
    })),
  )
  // The desk's row of the new ticket, read in this transaction (see ticket-events.ts).
  const changed = await readTicketChange(tx, ticket.id, null)
  return { ticket, notifications, session, changed }
}

/**
 * A further escalation joins the open ticket (locked by the caller) instead of opening another
 * (issue 35 item 3, issue 36 item 1): one more occurrence, a note for the desk, the priority raised
 * if the new one is higher. Nobody is notified again; the desk hears of the change.
 */
async function joinTicket(tx: Executor, ctx: AuthedContext, ticket: TicketRow, occurrence: Occurrence) {
  const joined = await updateTicketRow(tx, ticket.id, {
    occurrences: ticket.occurrences + 1,
    priority: higherPriority(ticket.priority, occurrence.priority),
    contactInfo: ticket.contactInfo ?? occurrence.contactInfo ?? null,
  })
  // A higher priority brings the due time forward (decision 045).
  await syncTicketDueAt(tx, ticket.id)
  await insertNote(tx, { ticketId: ticket.id, authorId: null, body: occurrence.note })
  await recordTicketAudit(tx, {
    actorId: ctx.actor.userId,
    action: 'ticket.occurrence',
    ticketId: ticket.id,
    details: { occurrences: joined.occurrences, priorityFrom: ticket.priority, priorityTo: joined.priority },
  })
  return { ticket: joined, changed: await readTicketChange(tx, ticket.id, filterFieldsOf(ticket)) }
}

export interface Escalated {
  ticket: TicketRow
  /** opened: a new ticket; joined: the conversation's open ticket; elsewhere: the user's open ticket
   * for the same question, raised in another conversation. */
  outcome: 'opened' | 'joined' | 'elsewhere'
  session: ChatSessionRow
  notifications: NotificationRow[]
  /** The desk's row when the ticket changed; null when the escalation repeated what it holds. */
  changed: TicketChange | null
}

/**
 * The conversation escalates, in one transaction: it joins the conversation's open ticket; else,
 * for a question, the user's open ticket for the same question of the last 24 hours; else a ticket
 * is opened (`newTicket` builds it only then). A question joining a ticket of another conversation
 * leaves this conversation as it was (`statusBefore`): that ticket's conversation is where support
 * answers. The session is locked first, so two escalations of one conversation take turns.
 */
export async function escalateSession(
  tx: Executor,
  ctx: AuthedContext,
  input: {
    session: ChatSessionRow
    language: ChatLanguage
    occurrence: Occurrence
    newTicket: () => Promise<TicketValues>
    questionKey?: string | null
    statusBefore?: ChatSessionStatus
    /**
     * The request repeats what the open ticket holds (a double submit, a second click on 'Talk to a
     * person'): it joins without counting again.
     */
    repeats?: (ticket: TicketRow) => boolean
  },
): Promise<Escalated> {
  const { session } = input
  await lockSessionForTicket(tx, session.id)
  const open = await findOpenTicketOfSession(tx, session.id)
  if (open && input.repeats?.(open))
    return { ticket: open, outcome: 'joined', session, notifications: [], changed: null }
  if (open) {
    const { ticket, changed } = await joinTicket(tx, ctx, open, input.occurrence)
    const current =
      session.status === 'escalated'
        ? session
        : await updateSession(tx, session.id, { status: 'escalated', languageCode: input.language })
    return { ticket, outcome: 'joined', session: current, notifications: [], changed }
  }
  const sameQuestion = input.questionKey
    ? await findOpenTicketOfQuestion(tx, {
        userId: session.userId,
        questionKey: input.questionKey,
        since: new Date(Date.now() - SAME_QUESTION_WINDOW_MS),
      })
    : null
  if (sameQuestion) {
    const { ticket, changed } = await joinTicket(tx, ctx, sameQuestion, {
      ...input.occurrence,
      note: `In another conversation (${session.id}): ${input.occurrence.note}`,
    })
    const before = input.statusBefore ?? session.status
    const current =
      session.status === before ? session : await updateSession(tx, session.id, { status: before })
    return { ticket, outcome: 'elsewhere', session: current, notifications: [], changed }
  }
  const opened = await openTicket(tx, ctx, {
    session,
    ticket: await input.newTicket(),
    language: input.language,
  })
  return { ...opened, outcome: 'opened' }
}

/** After the commit: the session's viewers, the desk, and staff told of a new ticket. */
export function publishEscalation(ctx: AuthedContext, escalated: Escalated) {
  publishSessionChanged(ctx.realtime, escalated.session)
  if (escalated.changed) publishTicketChange(ctx.realtime, escalated.changed)
  publishNotifications(ctx.realtime, escalated.notifications)
}

const quoted = (text: string) => `"${text.replace(/\s+/g, ' ').trim()}"`

/**
 * Spec §7 escalation of an answer (`session` as the reply's statement left it, escalated;
 * `statusBefore` as it was before). Returns what the user is told (null when the question joined the
 * conversation's own open ticket: it is with support already) and the session as it now is.
 */
export async function escalateFromAnswer(
  ctx: AuthedContext,
  input: {
    session: ChatSessionRow
    statusBefore: ChatSessionStatus
    bot: BotRow
    question: string
    answer: AssistantAnswer
    plan: EscalationPlan
  },
): Promise<{ escalation: ChatEscalationJson | null; session: ChatSessionRow }> {
  const { session, bot, question, answer, plan } = input
  const escalated = await ctx.db.transaction(async (tx) => {
    if (plan.specialist) {
      const account = (await findProfile(tx, session.userId)) ?? { name: '', email: ctx.actor.email }
      const contact = contactInfoFrom(question, account)
      return escalateSession(tx, ctx, {
        session,
        language: plan.language,
        occurrence: {
          note: `Left contact details and asked for a person: ${quoted(question)}`,
          priority: 'medium',
          contactInfo: contact,
        },
        newTicket: async () => ({
          title: `Specialist contact: ${contact.name || contact.email}`,
          description: specialistTicketDescription(
            contact,
            await lastMessages(tx, { sessionId: session.id, limit: ESCALATION_CONTEXT_MESSAGES }),
          ),
          category: 'specialist_contact',
          priority: 'medium',
          contactInfo: contact,
        }),
      })
    }
    const priority = knowledgeGapPriority(answer.confidence)
    const key = questionKey(question)
    return escalateSession(tx, ctx, {
      session,
      language: plan.language,
      statusBefore: input.statusBefore,
      questionKey: key || null,
      occurrence: {
        note: `Asked again (confidence ${answer.confidence.toFixed(2)}): ${quoted(question)}`,
        priority,
      },
      newTicket: async () => ({
        title: knowledgeGapTitle(question, plan.gapKind),
        description: knowledgeGapDescription({ question, answer, botType: bot.type }),
        category: plan.gapKind,
        priority,
        status: 'open',
        questionKey: key || null,
      }),
    })
  })
  publishEscalation(ctx, escalated)
  const kind = plan.specialist ? 'specialist_contact' : 'ticket'
  // The conversation's own ticket took the question: no new notice, unless the user just left the
  // contact details a person needs to call them back.
  const told = escalated.outcome !== 'joined' || plan.specialist
  return {
    escalation: told
      ? {
          kind,
          ticketId: escalated.ticket.id,
          language: plan.language,
          joined: escalated.outcome === 'elsewhere',
        }
      : null,
    session: escalated.session,
  }
}
