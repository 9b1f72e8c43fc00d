import { USER_TICKET_TITLE_LENGTH, type UserTicketTitle } from '#shared/schemas/user-tickets'
import type { TicketRow } from './escalations.queries.ts'
import { parseKnowledgeGap } from './knowledge-gap.ts'

const firstWords = (text: string) => {
  const oneLine = text.replace(/\s+/g, ' ').trim()
  return oneLine.length > USER_TICKET_TITLE_LENGTH
    ? `${oneLine.slice(0, USER_TICKET_TITLE_LENGTH - 1).trimEnd()}…`
    : oneLine
}

/**
 * The title the user who raised a ticket sees (issue 35 item 3): their question's first words, the
 * title they wrote themselves, or their request to be contacted. The desk's title ('Knowledge Gap:
 * ...', 'Specialist contact: <name>') and the reasons in the description stay on the staff side.
 */
export function userTicketTitleOf(
  ticket: Pick<TicketRow, 'category' | 'title' | 'description'>,
): UserTicketTitle {
  if (ticket.category === 'specialist_contact') return { kind: 'contact', text: '' }
  if (ticket.category === 'manual') return { kind: 'own', text: firstWords(ticket.title) }
  const gap = parseKnowledgeGap(ticket)
  // Tickets of category general written by hand before the manual category existed.
  return gap
    ? { kind: 'question', text: firstWords(gap.question) }
    : { kind: 'own', text: firstWords(ticket.title) }
}

/** The user's title in English, for the notification's stored message and its e-mail. */
export function userTicketTitleText(title: UserTicketTitle): string {
  if (title.kind === 'question') return `Your question "${title.text}"`
  if (title.kind === 'own') return `Your ticket "${title.text}"`
  return 'Your request to talk to a person'
}
