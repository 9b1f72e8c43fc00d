import { z } from 'zod'
import { chatMessageSchema, chatMessageSourceSchema } from './chat.ts'
import { URGENCY_VALUES } from './notifications.ts'
import { userTicketTitleSchema } from './user-tickets.ts'

export const TICKET_STATUS_VALUES = ['open', 'in_progress', 'waiting', 'resolved', 'closed'] as const
export type TicketStatus = (typeof TICKET_STATUS_VALUES)[number]
/** general: a knowledge gap (or older manual tickets); keyword: an escalation keyword matched. */
export const TICKET_CATEGORY_VALUES = ['general', 'specialist_contact', 'manual', 'keyword'] as const
export type TicketCategory = (typeof TICKET_CATEGORY_VALUES)[number]

/**
 * Spec §4 starts a ticket 'open'; the rest of the life cycle (issue 9): work starts (in_progress),
 * it is resolved with a resolution note (only through 'resolve'), then closed. A resolved or closed
 * ticket can be reopened; a ticket can be closed without a resolution (e.g. spam or a duplicate).
 * 'waiting' (issue 36, decision 045): the agent asked the user something and waits for the answer;
 * the user's next message in the conversation moves it back to in_progress.
 */
export const TICKET_STATUS_TRANSITIONS: Record<TicketStatus, readonly TicketStatus[]> = {
  open: ['in_progress', 'waiting', 'closed'],
  in_progress: ['open', 'waiting', 'closed'],
  waiting: ['open', 'in_progress', 'closed'],
  resolved: ['in_progress', 'closed'],
  closed: ['open'],
}

/** Resolved or closed: the work on it is over, so it is not due (decision 045). */
export const FINISHED_TICKET_STATUSES = ['resolved', 'closed'] as const satisfies readonly TicketStatus[]
export const isFinishedTicketStatus = (status: TicketStatus) =>
  (FINISHED_TICKET_STATUSES as readonly TicketStatus[]).includes(status)

/**
 * The desk's queues (issue 36, decision 045). all_open: every ticket not finished; unassigned and
 * mine: open or in progress (the desk's turn) without an assignee or assigned to the viewer;
 * waiting: the user's turn; resolved; all: every ticket, closed ones too.
 */
export const TICKET_QUEUE_VALUES = ['all_open', 'unassigned', 'mine', 'waiting', 'resolved', 'all'] as const
export type TicketQueue = (typeof TICKET_QUEUE_VALUES)[number]

/** Whether a ticket with this status and assignee sits in the queue, as the viewer sees it. */
export function isInTicketQueue(
  queue: TicketQueue,
  ticket: { status: TicketStatus; assigneeId: string | null },
  viewerId: string,
): boolean {
  const desksTurn = ticket.status === 'open' || ticket.status === 'in_progress'
  switch (queue) {
    case 'all_open':
      return !isFinishedTicketStatus(ticket.status)
    case 'unassigned':
      return desksTurn && ticket.assigneeId === null
    case 'mine':
      return desksTurn && ticket.assigneeId === viewerId
    case 'waiting':
      return ticket.status === 'waiting'
    case 'resolved':
      return ticket.status === 'resolved'
    case 'all':
      return true
  }
}

/**
 * The desk's one order, for every queue: what is due first (overdue on top), then the tickets that
 * are not due (finished) by when they were resolved, newest first; then newest, then id.
 */
export function compareDeskTickets(
  a: Pick<TicketListItem, 'dueAt' | 'resolvedAt' | 'createdAt' | 'id'>,
  b: Pick<TicketListItem, 'dueAt' | 'resolvedAt' | 'createdAt' | 'id'>,
): number {
  const byTime = (x: string | null, y: string | null, direction: 1 | -1) =>
    x === y ? 0 : x === null ? 1 : y === null ? -1 : direction * (Date.parse(x) - Date.parse(y))
  return (
    byTime(a.dueAt, b.dueAt, 1) ||
    byTime(a.resolvedAt, b.resolvedAt, -1) ||
    Date.parse(b.createdAt) - Date.parse(a.createdAt) ||
    b.id.localeCompare(a.id)
  )
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
  /** Absent: every ticket (as 'all'). */
  queue: z.enum(TICKET_QUEUE_VALUES, { error: 'Unknown queue' }).optional(),
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
  /** The reply asks the user something: the ticket waits for their answer (decision 045). */
  waitForUser: z.boolean({ error: 'Choose whether to wait for the user' }).default(false),
})
export const resolveTicketInputSchema = z.object({
  resolution: requiredText('Resolution note', RESOLUTION_MAX_LENGTH),
  /** Show the note to the user in their chat and on /mobile/support (issue 35 item 3). */
  shareWithUser: z.boolean({ error: 'Choose whether to share the note' }).default(false),
})
export type ResolveTicketInput = z.input<typeof resolveTicketInputSchema>

/** POST /api/escalations/:id/merge: this ticket joins `intoId` (issue 36 item 1) and is closed. */
export const mergeTicketInputSchema = z.object({ intoId: uuid })
export type MergeTicketInput = z.infer<typeof mergeTicketInputSchema>

// ---------------------------------------------------------------------------------------------
// Response shapes (issue 34): the desk's services return these, the web reads them.
// ---------------------------------------------------------------------------------------------

export const personSchema = z.object({ id: z.string(), name: z.string(), email: z.string() })
export type PersonJson = z.infer<typeof personSchema>

const namedRefSchema = z.object({ id: z.string(), name: z.string() })

/** GET /api/escalations/options: who tickets may be assigned to, and the bots that have tickets. */
export const deskOptionsResponseSchema = z.object({
  people: z.array(personSchema),
  bots: z.array(namedRefSchema),
})
export type DeskOptionsJson = z.infer<typeof deskOptionsResponseSchema>

/** A row of the desk's list (GET /api/escalations); also what ticket.changed carries. */
export const ticketListItemSchema = z.object({
  id: z.string(),
  title: z.string(),
  status: z.enum(TICKET_STATUS_VALUES),
  priority: z.enum(URGENCY_VALUES),
  category: z.enum(TICKET_CATEGORY_VALUES),
  languageCode: z.string().nullable(),
  bot: namedRefSchema.nullable(),
  dealer: namedRefSchema.nullable(),
  raisedBy: personSchema.nullable(),
  assignee: personSchema.nullable(),
  /** How often the question was raised: further escalations join the open ticket (issue 36). */
  occurrences: z.number().int().min(1),
  /** The ticket this one was merged into (it is closed then), or null. */
  mergedIntoId: z.string().nullable(),
  /** When the SLA target of its priority runs out (decision 045); null once resolved or closed. */
  dueAt: z.string().nullable(),
  resolvedAt: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
})
export type TicketListItem = z.infer<typeof ticketListItemSchema>

/**
 * The fields of a ticket the desk's filters and queues test (all but the search), and those that
 * place it in the desk's order (due and resolution times): with them from before a change, a desk
 * page moves its counts and rows itself (see ticket.changed).
 */
export const ticketFilterFieldsSchema = z.object({
  status: z.enum(TICKET_STATUS_VALUES),
  priority: z.enum(URGENCY_VALUES),
  category: z.enum(TICKET_CATEGORY_VALUES),
  botId: z.string().nullable(),
  assigneeId: z.string().nullable(),
  dueAt: z.string().nullable(),
  resolvedAt: z.string().nullable(),
})
export type TicketFilterFields = z.infer<typeof ticketFilterFieldsSchema>

export const ticketFilterFieldsOf = (ticket: TicketListItem): TicketFilterFields => ({
  status: ticket.status,
  priority: ticket.priority,
  category: ticket.category,
  botId: ticket.bot?.id ?? null,
  assigneeId: ticket.assignee?.id ?? null,
  dueAt: ticket.dueAt,
  resolvedAt: ticket.resolvedAt,
})

/**
 * GET /api/escalations: one page, the total of the filter, the count per status (status filter and
 * queue aside) and the count per queue (queue and status filter aside).
 */
export const ticketListResponseSchema = z.object({
  tickets: z.array(ticketListItemSchema),
  total: z.number(),
  counts: z.record(z.enum(TICKET_STATUS_VALUES), z.number()),
  queues: z.record(z.enum(TICKET_QUEUE_VALUES), z.number()),
})
export type TicketListJson = z.infer<typeof ticketListResponseSchema>

/** A message of the ticket's conversation: the chat's message, as the desk shows it. */
export const ticketMessageSchema = chatMessageSchema
  .pick({ id: true, content: true, isUser: true, confidenceScore: true, createdAt: true })
  .extend({
    /** A person from support wrote it (human takeover). */
    agentName: z.string().nullable(),
    sources: z.array(chatMessageSourceSchema),
  })
export type TicketMessageJson = z.infer<typeof ticketMessageSchema>

export const ticketNoteSchema = z.object({
  id: z.string(),
  body: z.string(),
  author: personSchema.nullable(),
  createdAt: z.string(),
})
export type TicketNoteJson = z.infer<typeof ticketNoteSchema>

export const ticketDetailSchema = ticketListItemSchema.extend({
  description: z.string(),
  sessionId: z.string().nullable(),
  sessionStatus: z.string().nullable(),
  contactInfo: z
    .object({
      name: z.string(),
      email: z.string(),
      phone: z.string(),
      preferred_contact: z.string(),
      urgency: z.string(),
      notes: z.string(),
    })
    .partial()
    .nullable(),
  /** Present for a knowledge-gap ticket: the user's question and what the assistant answered. */
  knowledgeGap: z
    .object({ question: z.string(), answer: z.string().nullable(), confidence: z.number().nullable() })
    .nullable(),
  /** The title the user sees (chat, /mobile/support, notifications) instead of `title`. */
  userTitle: userTicketTitleSchema,
  resolution: z.string().nullable(),
  /** The agent shared the resolution note with the user. */
  resolutionShared: z.boolean(),
  firstResponseAt: z.string().nullable(),
  knowledgeEntryId: z.string().nullable(),
  conversation: z.array(ticketMessageSchema),
  notes: z.array(ticketNoteSchema),
})
export type TicketDetailJson = z.infer<typeof ticketDetailSchema>

/** GET /api/escalations/:id and the answer of every change on the ticket page. */
export const ticketDetailResponseSchema = z.object({ ticket: ticketDetailSchema })
export type TicketDetailResponse = z.infer<typeof ticketDetailResponseSchema>

/** POST /api/escalations/:id/knowledge-entry: the drafted entry and the ticket that now links it. */
export const draftKnowledgeEntryResponseSchema = ticketDetailResponseSchema.extend({ entryId: z.string() })
export type DraftKnowledgeEntryResponse = z.infer<typeof draftKnowledgeEntryResponseSchema>

// ---------------------------------------------------------------------------------------------
// The user's side of a ticket (issue 35 item 3): their chat and /mobile/support.
// ---------------------------------------------------------------------------------------------

/** A ticket as the user who raised it sees it: their title, never the desk's, and a shared note. */
export const userTicketSchema = z.object({
  id: z.string(),
  title: userTicketTitleSchema,
  status: z.enum(TICKET_STATUS_VALUES),
  /** How often the question was raised (issue 36): further escalations join the open ticket. */
  occurrences: z.number().int().min(1),
  /** The resolution note, when the agent chose to share it with the user. */
  sharedResolution: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
  resolvedAt: z.string().nullable(),
})
export type UserTicketJson = z.infer<typeof userTicketSchema>

/** GET /api/chat/sessions/:id/ticket: the conversation's open ticket, else its latest; null for none. */
export const sessionTicketResponseSchema = z.object({ ticket: userTicketSchema.nullable() })
export type SessionTicketResponse = z.infer<typeof sessionTicketResponseSchema>
