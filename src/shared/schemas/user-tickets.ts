import { z } from 'zod'

// Issue 35 item 3: what a dealer sees of their tickets (chat, /mobile/support, notifications) is
// written for them. The desk's title ('Knowledge Gap: ...', 'Specialist contact: ...') and its
// description stay with staff; the web words these kinds in the reader's language.

/**
 * question: the user's own question (its first words); own: the title the user gave a ticket they
 * wrote; contact: a request to be contacted by a person (its text would hold contact details).
 */
export const USER_TICKET_TITLE_KINDS = ['question', 'own', 'contact'] as const
export type UserTicketTitleKind = (typeof USER_TICKET_TITLE_KINDS)[number]

export const userTicketTitleSchema = z.object({
  kind: z.enum(USER_TICKET_TITLE_KINDS),
  /** The user's own words ('' for contact). */
  text: z.string(),
})
export type UserTicketTitle = z.infer<typeof userTicketTitleSchema>

/** How many characters of the question a user-facing title keeps. */
export const USER_TICKET_TITLE_LENGTH = 60
