import { z } from 'zod'
import { URGENCY_VALUES } from './notifications.ts'

export const TICKET_STATUS_VALUES = ['open', 'in_progress', 'resolved', 'closed'] as const
export type TicketStatus = (typeof TICKET_STATUS_VALUES)[number]
/** general: a knowledge gap (or older manual tickets); keyword: an escalation keyword matched. */
export const TICKET_CATEGORY_VALUES = ['general', 'specialist_contact', 'manual', 'keyword'] as const
export type TicketCategory = (typeof TICKET_CATEGORY_VALUES)[number]

/**
 * Spec §4 starts a ticket 'open'; the rest of the life cycle (issue 9): work starts (in_progress),
 * it is resolved with a resolution note (only through 'resolve'), then closed. A resolved or closed
 * ticket can be reopened; a ticket can be closed without a resolution (e.g. spam or a duplicate).
 */
export const TICKET_STATUS_TRANSITIONS: Record<TicketStatus, readonly TicketStatus[]> = {
  open: ['in_progress', 'closed'],
  in_progress: ['open', 'closed'],
  resolved: ['in_progress', 'closed'],
  closed: ['open'],
}

export function canChangeTicketStatus(from: TicketStatus, to: TicketStatus): boolean {
  return TICKET_STATUS_TRANSITIONS[from].includes(to)
}

/** A knowledge-gap ticket: made by the assistant's low-confidence path (category general, with a question). */
export const KNOWLEDGE_GAP_TITLE_PREFIX = 'Knowledge Gap: '

export const TICKET_PAGE_SIZE = 25
/** How many of its conversation's last messages the ticket page shows. */
export const TICKET_CONVERSATION_MESSAGES = 30
export const NOTE_MAX_LENGTH = 5000
export const REPLY_MAX_LENGTH = 4000
export const RESOLUTION_MAX_LENGTH = 5000

const uuid = z.uuid('Unknown id')

export const ticketIdParamSchema = z.object({ id: uuid })

export const listTicketsQuerySchema = z.object({
  status: z.enum(TICKET_STATUS_VALUES).optional(),
  priority: z.enum(URGENCY_VALUES).optional(),
  category: z.enum(TICKET_CATEGORY_VALUES).optional(),
  botId: uuid.optional(),
  /** 'me', 'unassigned' or a user id. */
  assignee: z.string().trim().min(1).max(100).optional(),
  search: z.string().trim().max(200).optional(),
  limit: z.coerce.number().int().min(1).max(100).default(TICKET_PAGE_SIZE),
  offset: z.coerce.number().int().min(0).default(0),
})
export type ListTicketsQuery = z.input<typeof listTicketsQuerySchema>

export const updateTicketInputSchema = z
  .object({
    status: z.enum(TICKET_STATUS_VALUES, { error: 'Unknown status' }),
    priority: z.enum(URGENCY_VALUES, { error: 'Unknown priority' }),
  })
  .partial()
  .refine((value) => value.status !== undefined || value.priority !== undefined, {
    message: 'Nothing to update',
  })

export const assignTicketInputSchema = z.object({
  /** null unassigns. */
  assigneeId: z.string().trim().min(1, 'Choose a person').max(100).nullable(),
})

const requiredText = (label: string, max: number) =>
  z
    .string({ error: `${label} is required` })
    .trim()
    .min(1, `${label} is required`)
    .max(max, `${label} must be at most ${max} characters`)

export const ticketNoteInputSchema = z.object({ body: requiredText('Note', NOTE_MAX_LENGTH) })
export const ticketReplyInputSchema = z.object({
  channel: z.enum(['chat', 'email'], { error: 'Choose chat or e-mail' }),
  content: requiredText('Reply', REPLY_MAX_LENGTH),
})
export const resolveTicketInputSchema = z.object({
  resolution: requiredText('Resolution note', RESOLUTION_MAX_LENGTH),
})

export const personSchema = z.object({ id: z.string(), name: z.string(), email: z.string() })
export type PersonJson = z.infer<typeof personSchema>

export interface DeskOptionsJson {
  people: PersonJson[]
  bots: { id: string; name: string }[]
}

/** A row of the desk's list (GET /api/escalations); also what ticket.changed carries. */
export const ticketListItemSchema = z.object({
  id: z.string(),
  title: z.string(),
  status: z.enum(TICKET_STATUS_VALUES),
  priority: z.enum(URGENCY_VALUES),
  category: z.enum(TICKET_CATEGORY_VALUES),
  languageCode: z.string().nullable(),
  bot: z.object({ id: z.string(), name: z.string() }).nullable(),
  dealer: z.object({ id: z.string(), name: z.string() }).nullable(),
  raisedBy: personSchema.nullable(),
  assignee: personSchema.nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
})
export type TicketListItem = z.infer<typeof ticketListItemSchema>

/**
 * The fields of a ticket the desk's filters test (all but the search): with them from before a
 * change, a desk page moves its counts and rows itself (see ticket.changed).
 */
export const ticketFilterFieldsSchema = z.object({
  status: z.enum(TICKET_STATUS_VALUES),
  priority: z.enum(URGENCY_VALUES),
  category: z.enum(TICKET_CATEGORY_VALUES),
  botId: z.string().nullable(),
  assigneeId: z.string().nullable(),
})
export type TicketFilterFields = z.infer<typeof ticketFilterFieldsSchema>

export const ticketFilterFieldsOf = (ticket: TicketListItem): TicketFilterFields => ({
  status: ticket.status,
  priority: ticket.priority,
  category: ticket.category,
  botId: ticket.bot?.id ?? null,
  assigneeId: ticket.assignee?.id ?? null,
})

export interface TicketListJson {
  tickets: TicketListItem[]
  total: number
  counts: Record<TicketStatus, number>
}

export interface TicketMessageJson {
  id: string
  content: string
  isUser: boolean
  /** A person from support wrote it (human takeover). */
  agentName: string | null
  confidenceScore: number | null
  sources: { entryId: string; question: string; score: number }[]
  createdAt: string
}

export interface TicketNoteJson {
  id: string
  body: string
  author: PersonJson | null
  createdAt: string
}

export interface TicketDetailJson extends TicketListItem {
  description: string
  sessionId: string | null
  sessionStatus: string | null
  contactInfo: {
    name?: string
    email?: string
    phone?: string
    preferred_contact?: string
    urgency?: string
    notes?: string
  } | null
  /** Present for a knowledge-gap ticket: the user's question and what the assistant answered. */
  knowledgeGap: { question: string; answer: string | null; confidence: number | null } | null
  resolution: string | null
  resolvedAt: string | null
  firstResponseAt: string | null
  knowledgeEntryId: string | null
  conversation: TicketMessageJson[]
  notes: TicketNoteJson[]
}
