import { sql } from 'drizzle-orm'
import {
  type AnyPgColumn,
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core'
import { user } from './auth.ts'
import { bots } from './bots.ts'
import { chatSessions } from './chat.ts'
import { timestamps, uuidPk } from './columns.ts'
import { dealers } from './dealers.ts'
import { kbEntries } from './knowledge.ts'

const sqlList = (values: readonly string[]) => sql.raw(values.map((value) => `'${value}'`).join(', '))

/** waiting: the agent waits for the user's answer (issue 36, decision 045). */
export const TICKET_STATUSES = ['open', 'in_progress', 'waiting', 'resolved', 'closed'] as const
/** general: manual tickets and knowledge gaps; specialist_contact: contact details left in chat; keyword: an escalation keyword matched. */
export const TICKET_CATEGORIES = ['general', 'specialist_contact', 'manual', 'keyword'] as const
/** Shared by ticket priority and notification urgency (spec §3, §9). */
export const URGENCY_LEVELS = ['low', 'medium', 'high', 'urgent'] as const

export type UrgencyLevel = (typeof URGENCY_LEVELS)[number]

/** Spec §7 'handle-escalation' contact_info. */
export interface TicketContactInfo {
  name?: string
  email?: string
  phone?: string
  preferred_contact?: 'email' | 'phone'
  urgency?: UrgencyLevel
  notes?: string
}

export const tickets = pgTable(
  'tickets',
  {
    id: uuidPk(),
    sessionId: uuid('session_id').references(() => chatSessions.id, { onDelete: 'set null' }),
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    botId: uuid('bot_id').references(() => bots.id, { onDelete: 'set null' }),
    dealerId: uuid('dealer_id').references(() => dealers.id, { onDelete: 'set null' }),
    title: text('title').notNull(),
    description: text('description').notNull(),
    status: text('status', { enum: TICKET_STATUSES }).notNull().default('open'),
    category: text('category', { enum: TICKET_CATEGORIES }).notNull().default('general'),
    priority: text('priority', { enum: URGENCY_LEVELS }).notNull().default('medium'),
    assignedTo: text('assigned_to').references(() => user.id, { onDelete: 'set null' }),
    contactInfo: jsonb('contact_info').$type<TicketContactInfo>(),
    languageCode: text('language_code'),
    resolution: text('resolution'),
    /** The agent chose to show the resolution note to the user (issue 35 item 3). */
    resolutionShared: boolean('resolution_shared').notNull().default(false),
    resolvedAt: timestamp('resolved_at', { withTimezone: true }),
    /**
     * When the SLA target of the priority runs out: created_at plus the target's hours (decision
     * 045). Kept by the writes that change it (creation, priority, SLA settings, reopening); null
     * while the ticket is resolved or closed, which are not due.
     */
    dueAt: timestamp('due_at', { withTimezone: true }),
    /** When staff first acted on the ticket for the user (a reply in chat or by e-mail). */
    firstResponseAt: timestamp('first_response_at', { withTimezone: true }),
    /** The knowledge entry drafted from this knowledge gap's resolution (one per ticket). */
    knowledgeEntryId: uuid('knowledge_entry_id').references(() => kbEntries.id, { onDelete: 'set null' }),
    /** How often the question was raised: further escalations join the open ticket (issue 36). */
    occurrences: integer('occurrences').notNull().default(1),
    /**
     * The user's question, normalised (escalation-rules.ts questionKey): the same question from the
     * same user within a day joins their open ticket. Null for tickets without a question.
     */
    questionKey: text('question_key'),
    /** Set when an agent merged this ticket into another (of the same user); it is closed then. */
    mergedIntoId: uuid('merged_into_id').references((): AnyPgColumn => tickets.id, { onDelete: 'set null' }),
    ...timestamps,
  },
  (table) => [
    index('tickets_user_id_question_key_idx')
      .on(table.userId, table.questionKey, table.createdAt.desc())
      .where(sql`${table.questionKey} is not null`),
    index('tickets_merged_into_id_idx').on(table.mergedIntoId),
    check('tickets_occurrences_check', sql`${table.occurrences} >= 1`),
    // Issue 37: the desk's order (newest first, id breaking ties), read backwards, unfiltered and per
    // status, bot and dealer; ascending because .desc() writes NULLS LAST, which ORDER BY ... DESC
    // cannot read. created_at and resolved_at also bound the analytics periods.
    index('tickets_created_at_idx').on(table.createdAt, table.id),
    index('tickets_status_created_at_idx').on(table.status, table.createdAt, table.id),
    index('tickets_resolved_at_idx').on(table.resolvedAt).where(sql`${table.resolvedAt} is not null`),
    // The desk's queues sort by due time (decision 045).
    index('tickets_status_due_at_idx').on(table.status, table.dueAt),
    index('tickets_user_id_created_at_idx').on(table.userId, table.createdAt.desc()),
    index('tickets_assigned_to_idx').on(table.assignedTo),
    index('tickets_session_id_idx').on(table.sessionId),
    index('tickets_bot_id_created_at_idx').on(table.botId, table.createdAt, table.id),
    index('tickets_dealer_id_created_at_idx').on(table.dealerId, table.createdAt, table.id),
    check('tickets_status_check', sql`${table.status} in (${sqlList(TICKET_STATUSES)})`),
    check('tickets_category_check', sql`${table.category} in (${sqlList(TICKET_CATEGORIES)})`),
    check('tickets_priority_check', sql`${table.priority} in (${sqlList(URGENCY_LEVELS)})`),
    check('tickets_title_check', sql`btrim(${table.title}) <> ''`),
    check('tickets_description_check', sql`btrim(${table.description}) <> ''`),
  ],
)

/** Internal notes on a ticket (issue 9 escalations desk): seen by support-level staff only. */
export const ticketNotes = pgTable(
  'ticket_notes',
  {
    id: uuidPk(),
    ticketId: uuid('ticket_id')
      .notNull()
      .references(() => tickets.id, { onDelete: 'cascade' }),
    authorId: text('author_id').references(() => user.id, { onDelete: 'set null' }),
    body: text('body').notNull(),
    ...timestamps,
  },
  (table) => [
    index('ticket_notes_ticket_id_created_at_idx').on(table.ticketId, table.createdAt),
    check('ticket_notes_body_check', sql`btrim(${table.body}) <> ''`),
  ],
)
