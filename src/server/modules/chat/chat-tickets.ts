import type { AuthedContext } from '#server/app-env'
import type { tickets } from '#server/db/schema/tickets'
import { ESCALATION_CONTEXT_MESSAGES } from '#shared/constants/chat'
import type { ChatEscalationJson, CreateTicketInput, TicketJson } from '#shared/schemas/chat'
import { getOwnSessionOr404 } from './chat.service.ts'
import { openTicket, publishEscalation } from './chat-escalation.ts'
import { lastMessages } from './chat-messages.queries.ts'
import { findProfile } from './chat-people.queries.ts'
import { findOpenTicket, lockSessionForTicket } from './chat-tickets.queries.ts'
import { chatContextText, contactInfoFrom, escalationLanguage } from './escalation-rules.ts'

function toTicketJson(ticket: typeof tickets.$inferSelect): TicketJson {
  return {
    id: ticket.id,
    sessionId: ticket.sessionId,
    title: ticket.title,
    description: ticket.description,
    status: ticket.status,
    category: ticket.category,
    priority: ticket.priority,
    createdAt: ticket.createdAt.toISOString(),
  }
}

/**
 * Spec §7 manual ticket ('Need Help? Create Ticket'): the ticket with status open, then the session
 * becomes 'escalated'. It needs the caller's own session (spec §5 'No active session').
 */
export async function createManualTicket(
  ctx: AuthedContext,
  sessionId: string,
  input: CreateTicketInput,
): Promise<{ ticket: TicketJson; created: boolean }> {
  const { session } = await getOwnSessionOr404(ctx, sessionId)
  const result = await ctx.db.transaction(async (tx) => {
    // Issue 32: the session's open manual ticket is the natural key. A second request (a double
    // submit, a retry without an Idempotency-Key) joins it instead of opening another; the lock
    // makes two at once take turns, so the second sees the first one's ticket.
    await lockSessionForTicket(tx, session.id)
    const open = await findOpenTicket(tx, { sessionId: session.id, category: 'manual' })
    if (open) return { ticket: open, notifications: [], created: false, session, changed: null }
    const opened = await openTicket(tx, ctx, {
      session,
      ticket: { title: input.title, description: input.description, status: 'open', category: 'manual' },
      language: escalationLanguage(session.languageCode),
    })
    return { ...opened, created: true }
  })
  if (result.created) publishEscalation(ctx, result.session, result.notifications, result.changed)
  return { ticket: toTicketJson(result.ticket), created: result.created }
}

/**
 * 'Talk to a person' (issue 5, beyond the spec): at any time, the user asks for a specialist to
 * contact them; a specialist-contact ticket with the account's contact details and the last 10
 * messages. A second request while one is open reuses it.
 */
export async function requestPerson(ctx: AuthedContext, sessionId: string): Promise<ChatEscalationJson> {
  const { session } = await getOwnSessionOr404(ctx, sessionId)
  const language = escalationLanguage(session.languageCode)
  const result = await ctx.db.transaction(async (tx) => {
    await lockSessionForTicket(tx, session.id)
    const open = await findOpenTicket(tx, { sessionId: session.id, category: 'specialist_contact' })
    // Nothing changed on the ticket: the desk hears nothing.
    if (open) return { ticketId: open.id, notifications: [], session, changed: null }
    const account = (await findProfile(tx, ctx.actor.userId)) ?? { name: '', email: ctx.actor.email }
    const contact = { ...contactInfoFrom('', account), notes: 'Asked to talk to a person.' }
    const context = await lastMessages(tx, { sessionId: session.id, limit: ESCALATION_CONTEXT_MESSAGES })
    const opened = await openTicket(tx, ctx, {
      session,
      ticket: {
        title: `Talk to a person: ${contact.name || contact.email}`,
        description: [
          `Name: ${contact.name}`,
          `Email: ${contact.email}`,
          'Preferred contact: email',
          '',
          'Chat context:',
          chatContextText(context) || '(no messages yet)',
        ].join('\n'),
        category: 'specialist_contact',
        priority: 'medium',
        contactInfo: contact,
      },
      language,
    })
    return {
      ticketId: opened.ticket.id,
      notifications: opened.notifications,
      session: opened.session,
      changed: opened.changed,
    }
  })
  publishEscalation(ctx, result.session, result.notifications, result.changed)
  return { kind: 'specialist_contact', ticketId: result.ticketId, language }
}
