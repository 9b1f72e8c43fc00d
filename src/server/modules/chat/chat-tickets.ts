import type { AuthedContext } from '#server/app-env'
import { findUserTicketView } from '#server/modules/escalations/user-tickets'
import { ESCALATION_CONTEXT_MESSAGES } from '#shared/constants/chat'
import type { ChatEscalationJson, CreateTicketInput, TicketJson } from '#shared/schemas/chat'
import type { SessionTicketResponse } from '#shared/schemas/escalations'
import { getOwnSessionOr404 } from './chat.service.ts'
import { escalateSession, publishEscalation } from './chat-escalation.ts'
import { lastMessages } from './chat-messages.queries.ts'
import { findProfile } from './chat-people.queries.ts'
import { findSessionTicket } from './chat-tickets.queries.ts'
import { chatContextText, contactInfoFrom, escalationLanguage } from './escalation-rules.ts'

/**
 * Spec §7 manual ticket ('Need Help? Create Ticket'): the ticket with status open, then the session
 * becomes 'escalated'. It needs the caller's own session (spec §5 'No active session'). A
 * conversation with an open ticket already (any kind) adds the user's text to it instead (issue 35
 * item 3), which also makes a double submit or a retry without an Idempotency-Key join the first
 * (issue 32). The answer shows the ticket as the user sees it, never the desk's title.
 */
export async function createManualTicket(
  ctx: AuthedContext,
  sessionId: string,
  input: CreateTicketInput,
): Promise<{ ticket: TicketJson; created: boolean }> {
  const { session } = await getOwnSessionOr404(ctx, sessionId)
  const escalated = await ctx.db.transaction((tx) =>
    escalateSession(tx, ctx, {
      session,
      language: escalationLanguage(session.languageCode),
      occurrence: { note: `Wrote a ticket: ${input.title}\n\n${input.description}`, priority: 'medium' },
      repeats: (open) =>
        open.category === 'manual' && open.title === input.title && open.description === input.description,
      newTicket: async () => ({
        title: input.title,
        description: input.description,
        status: 'open',
        category: 'manual',
      }),
    }),
  )
  publishEscalation(ctx, escalated)
  const view = await findUserTicketView(ctx.db, escalated.ticket.id)
  return {
    ticket: {
      id: escalated.ticket.id,
      sessionId: escalated.ticket.sessionId,
      title: view.title,
      status: view.status,
      createdAt: view.createdAt,
    },
    created: escalated.outcome === 'opened',
  }
}

/**
 * 'Talk to a person' (issue 5, beyond the spec): at any time, the user asks for a specialist to
 * contact them; a specialist-contact ticket with the account's contact details and the last 10
 * messages. A conversation with an open ticket adds the request (and the contact details) to it.
 */
export async function requestPerson(ctx: AuthedContext, sessionId: string): Promise<ChatEscalationJson> {
  const { session } = await getOwnSessionOr404(ctx, sessionId)
  const language = escalationLanguage(session.languageCode)
  const escalated = await ctx.db.transaction(async (tx) => {
    const account = (await findProfile(tx, ctx.actor.userId)) ?? { name: '', email: ctx.actor.email }
    const contact = { ...contactInfoFrom('', account), notes: 'Asked to talk to a person.' }
    return escalateSession(tx, ctx, {
      session,
      language,
      occurrence: { note: 'Asked to talk to a person.', priority: 'medium', contactInfo: contact },
      // Asked for a person already: nothing new for support.
      repeats: (open) => open.category === 'specialist_contact',
      newTicket: async () => {
        const context = await lastMessages(tx, { sessionId: session.id, limit: ESCALATION_CONTEXT_MESSAGES })
        return {
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
        }
      },
    })
  })
  publishEscalation(ctx, escalated)
  return { kind: 'specialist_contact', ticketId: escalated.ticket.id, language, joined: false }
}

/**
 * GET /api/chat/sessions/:id/ticket: the conversation's ticket as its owner sees it (issue 35 item
 * 3): the open one, else the one changed last, through the ticket it was merged into; null for none.
 */
export async function getSessionTicket(
  ctx: AuthedContext,
  sessionId: string,
): Promise<SessionTicketResponse> {
  const { session } = await getOwnSessionOr404(ctx, sessionId)
  const ticket = await findSessionTicket(ctx.db, session.id)
  return { ticket: ticket ? await findUserTicketView(ctx.db, ticket.id) : null }
}
